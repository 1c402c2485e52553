// How a question's words are read before any car is matched: lower-case tokens, compact keys
// ("F-150" → "f150"), model years and the years that are a time instead ("in 2026").

/** Lower-case words; a decimal engine size ("1.4") stays one token. */
export function wordsOf(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/\s&\s/g, ' and ')
      .match(/\d+\.\d+|[a-z0-9]+/g) ?? []
  );
}

export const compact = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]/g, '');

const YEAR_MIN = 1981;

export const YEAR_MAX = 2027;

export function yearOf(word: string, currentYear: number): number | null {
  if (/^(19[89]\d|20[0-4]\d)$/.test(word)) {
    const year = Number(word);
    return year >= YEAR_MIN && year <= Math.max(YEAR_MAX, currentYear + 1) ? year : null;
  }
  return null;
}

/** "'08" / "08" right before a car → 2008; "99" → 1999. */
export function shortYearOf(raw: string): number | null {
  if (!/^\d\d$/.test(raw)) return null;
  const n = Number(raw);
  return n <= 27 ? 2000 + n : n >= 81 ? 1900 + n : null;
}

/** Words before a year that make it a time, not a model year ("in 2026", "since 2024"). */
const PERIOD_WORDS = new Set([
  'in',
  'during',
  'since',
  'until',
  'till',
  'through',
  'before',
  'after',
]);

/** …unless the car was "made in 2012" or "built in 2012". */
const MADE_WORDS = /^(made|built|produced|manufactured|registered|bought|purchased|sold)$/;

export function isPeriodYear(words: readonly string[], at: number): boolean {
  const before = words[at - 1];
  return !!before && PERIOD_WORDS.has(before) && !MADE_WORDS.test(words[at - 2] ?? '');
}
