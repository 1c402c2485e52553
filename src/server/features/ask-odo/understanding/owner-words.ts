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
  // "a small bump with another car", "got rear-ended", "someone backed into my car": an accident.
  [
    /\b(?:(?:small|minor|little|slight) )?(?:bump|prang|scrape|knock|fender[- ]bender) (?:with|into) (?:another|a|the other|someone'?s?|some) (?:car|vehicle|truck|van)\b/gi,
    '$& (a minor accident)',
  ],
  [/\b(?:got|was|been|just got) rear[- ]ended\b/gi, '$& (an accident)'],
  [
    /\bsomeone (?:hit|backed into|reversed into|crashed into|drove into) (?:my|our) (?:car|truck|van)\b/gi,
    '$& (an accident)',
  ],
  // "my ride", "my whip", "the motor" (the car itself, not its engine: "my ride's brakes").
  [/\b(my|the|our|your)\s+(?:ride|whip)\b/gi, '$1 car'],
];

/** Chassis codes enthusiasts name their cars by ("my E90", "W204 problems"), → make and model. */
const CHASSIS_CODES: Record<string, string> = {
  ...Object.fromEntries(
    ['e36', 'e46', 'e90', 'e91', 'e92', 'e93', 'f30', 'f31', 'f34', 'g20', 'g21'].map((c) => [
      c,
      'BMW 3 Series',
    ]),
  ),
  ...Object.fromEntries(['e39', 'e60', 'e61', 'f10', 'f11', 'g30'].map((c) => [c, 'BMW 5 Series'])),
  ...Object.fromEntries(['e87', 'f20', 'f21'].map((c) => [c, 'BMW 1 Series'])),
  ...Object.fromEntries(['e53', 'e70', 'f15', 'g05'].map((c) => [c, 'BMW X5'])),
  ...Object.fromEntries(['e83', 'f25', 'g01'].map((c) => [c, 'BMW X3'])),
  ...Object.fromEntries(
    ['w202', 'w203', 'w204', 'w205', 'w206'].map((c) => [c, 'Mercedes-Benz C-Class']),
  ),
  ...Object.fromEntries(['w210', 'w211', 'w212', 'w213'].map((c) => [c, 'Mercedes-Benz E-Class'])),
  ...Object.fromEntries(['w163', 'w164', 'w166'].map((c) => [c, 'Mercedes-Benz M-Class'])),
  x204: 'Mercedes-Benz GLK-Class',
};
const CHASSIS = new RegExp(`\\b(${Object.keys(CHASSIS_CODES).join('|')})\\b`, 'gi');

/** The question with owner shorthand spelled out; the original when there is none. */
export function plainOwnerText(question: string): string {
  let text = question;
  for (const [pattern, plain] of SHORTHAND) text = text.replace(pattern, plain);
  return (
    text
      // "po420", "code po171": the letter O typed for a zero in a trouble code.
      .replace(
        /\b([pbcu])o(\d{3})\b/gi,
        (_, letter: string, digits: string) => `${letter.toUpperCase()}0${digits}`,
      )
      // "check engine code 420": the generic P0 code meant by its number.
      .replace(/\b(codes?)\s+(\d{3})\b(?!\s*(?:km|kms|mi|miles|hp|bhp|kw|cc|ps)\b)/gi, '$1 P0$2')
      .replace(CHASSIS, (code: string) => `${CHASSIS_CODES[code.toLowerCase()]} ${code}`)
  );
}
