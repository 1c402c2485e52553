// Owners write the way they post on forums: "ck engine light on rn", "shud i", "tranny slipping",
// "milage". The shorthand and the usual misspellings are spelled out before a question is read,
// so every later step (car extraction, the intent classifier, article search) sees plain words.
const SHORTHAND: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:ck|chk|chek|chck)\b/gi, 'check'],
  [/\bcel\b/gi, 'check engine light'],
  [/\bmil\b(?=\s+(?:light|lamp)\b)/gi, 'check engine'],
  [/\brn\b/gi, 'right now'],
  [/\bpl[sz]\b/gi, 'please'],
  [/\b(?:shud|shld|shoud)\b/gi, 'should'],
  [/\bwud\b/gi, 'would'],
  [/\bcud\b/gi, 'could'],
  [/\bu\b(?![-\d])/gi, 'you'],
  [/\bur\b/gi, 'your'],
  [/\babt\b/gi, 'about'],
  [/\bb4\b/gi, 'before'],
  [/\bw\/o\b/gi, 'without'],
  [/\bw\/(?=\s)/gi, 'with'],
  [/\b(?:coz|cuz)\b/gi, 'because'],
  [/\btranny\b/gi, 'transmission'],
  [/\btrans\b(?!\s*am\b)/gi, 'transmission'],
  [/\btransmision\b/gi, 'transmission'],
  [/\ba\/c\b/gi, 'AC'],
  [/\baircon\b|\bair con\b/gi, 'air conditioning'],
  // "ac blowing warm", "the ac smells"; not AC charging ("AC or DC", "ac charger").
  [
    /\bac\b(?!\s*(?:\/|or|vs|and|to)?\s*(?:dc\b|charg|wallbox|power|plug|socket|outlet|current|volt|delco))/gi,
    'air conditioning',
  ],
  [/\bsvc\b/gi, 'service'],
  [/\bmaint\b/gi, 'maintenance'],
  [/\bmaint[ae]n[ae]n?ce\b|\bmaintainance\b/gi, 'maintenance'],
  [/\bmech\b/gi, 'mechanic'],
  [/\bbatt\b/gi, 'battery'],
  [/\bchg\b/gi, 'change'],
  [/\bmil(?:l)?age\b/gi, 'mileage'],
  [/\breccomm?end\b|\brecomm?end\b/gi, 'recommend'],
  [/\balternater\b/gi, 'alternator'],
  [/\bengin\b/gi, 'engine'],
  [/\bexcelerat/gi, 'accelerat'],
  // "my ride", "my whip", "the motor" (the car itself, not its engine: "my ride's brakes").
  [/\b(my|the|our|your)\s+(?:ride|whip)\b/gi, '$1 car'],
];

/** The question with owner shorthand spelled out; the original when there is none. */
export function plainOwnerText(question: string): string {
  let text = question;
  for (const [pattern, plain] of SHORTHAND) text = text.replace(pattern, plain);
  return text;
}
