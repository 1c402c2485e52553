// Trim and engine words → tests on EPA rows: "Hybrid", "plug-in", "TDI" (powertrain), "2.5" or
// "2.0T" (displacement, turbo), "V6" (cylinders), "AWD"/"xDrive"/"4x4" (drive), "manual", and any
// other word the EPA's model names carry ("Long Range", "Si", "Sedan"). Pure; no data of its own.
import { kindOf, modelTokensOf, tokensOf, type EpaKind } from './epa-match.ts';
import type { EpaTable } from './epa-data.ts';

export interface Narrowing {
  /** The words as the caller wrote them. */
  word: string;
  test: (table: EpaTable, row: number) => boolean;
}

const kind =
  (...kinds: EpaKind[]) =>
  (table: EpaTable, row: number) =>
    kinds.includes(kindOf(table, row));
const driveIs =
  (...parts: string[]) =>
  (table: EpaTable, row: number) => {
    const drive = table.text('drive', row).toLowerCase();
    return parts.some((part) => drive.includes(part));
  };
const trany = (pattern: RegExp) => (table: EpaTable, row: number) =>
  pattern.test(table.text('trany', row));

/** Powertrain, drive and gearbox words (matched on the whole text, longest spelling first). */
const PATTERNS: [RegExp, Narrowing['test']][] = [
  [/\b(plug[- ]?in(?: hybrid)?|phev|4xe|e-hybrid|recharge)\b/, kind('plug_in_hybrid')],
  [/\b(hybrid|hev|mild hybrid)\b/, kind('hybrid', 'plug_in_hybrid')],
  [/\b(electric|ev|bev)\b/, kind('electric')],
  [
    /\b(diesel|tdi|crdi|dci|tdci|hdi|cdi|bluetec|ecodiesel|duramax|power ?stroke|d-?4d)\b/,
    kind('diesel'),
  ],
  [/\b(hydrogen|fuel cell)\b/, kind('hydrogen')],
  [/\b(turbo(?:charged)?|ecoboost|tsi|tfsi|t-?gdi)\b/, (t, r) => (t.number('flags', r) & 1) === 1],
  [/\b(supercharged|supercharger)\b/, (t, r) => (t.number('flags', r) & 2) === 2],
  [
    /\b(awd|4wd|4x4|xdrive|4matic|quattro|4motion|all4|sh-awd|all[- ]wheel(?: drive)?|four[- ]wheel(?: drive)?)\b/,
    driveIs('4-wheel', 'all-wheel'),
  ],
  [/\b(fwd|front[- ]wheel(?: drive)?)\b/, driveIs('front-wheel')],
  [/\b(rwd|rear[- ]wheel(?: drive)?|sdrive)\b/, driveIs('rear-wheel', '2-wheel')],
  [/\b(2wd|4x2|two[- ]wheel(?: drive)?)\b/, driveIs('front-wheel', 'rear-wheel', '2-wheel')],
  [/\b(cvt)\b/, trany(/\(AV|variable/i)],
  [/\b(manual|stick|mt)\b/, trany(/^Manual/)],
  [/\b(automatic|auto|dsg|dct)\b/, trany(/^Automatic/)],
];

/** Words too common in trims to say anything about an EPA model name. */
const STOP = new Set([
  'a',
  'the',
  'and',
  'with',
  'of',
  'edition',
  'package',
  'pkg',
  'trim',
  'engine',
]);

/** Every narrowing the words carry, in the order they are applied. */
export function narrowingsOf(text: string): Narrowing[] {
  let rest = ` ${text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()} `;
  const list: Narrowing[] = [];
  const take = (match: RegExpMatchArray) => {
    rest = rest.replace(match[0], ' ');
  };
  for (const [pattern, test] of PATTERNS) {
    const match = rest.match(pattern);
    if (!match) continue;
    list.push({ word: match[1]!, test });
    take(match);
  }
  // "2.5", "2.0L", "1.5T" (a T after the displacement: turbocharged).
  for (const match of [...rest.matchAll(/\b(\d)\.(\d)\s*(l|t)?\b/g)]) {
    const tenths = Number(match[1]) * 10 + Number(match[2]);
    list.push({ word: match[0].trim(), test: (t, r) => t.number('displ10', r) === tenths });
    if (match[3] === 't')
      list.push({ word: match[0].trim(), test: (t, r) => (t.number('flags', r) & 1) === 1 });
    take(match);
  }
  // "V6", "I4", "H4", "W12", "6-cylinder", "4 cyl".
  for (const match of [
    ...rest.matchAll(/\b(?:[vihlw](\d{1,2})|(\d{1,2})[- ]?cyl(?:inders?)?)\b/g),
  ]) {
    const cylinders = Number(match[1] ?? match[2]);
    if (![2, 3, 4, 5, 6, 8, 10, 12, 16].includes(cylinders)) continue;
    list.push({ word: match[0], test: (t, r) => t.number('cylinders', r) === cylinders });
    take(match);
  }
  for (const word of new Set(tokensOf(rest))) {
    if (STOP.has(word)) continue;
    list.push({ word, test: (t, r) => modelTokensOf(t, r).includes(word) });
  }
  return list;
}
