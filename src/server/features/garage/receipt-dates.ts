// The date printed on a fuel receipt, in the forms pump printers use: ISO, day-first or
// month-first numbers (a time glued on: "05/04/1821:57"), month names in several languages
// ("14-MAR-2024", "14. März 2024", "Mar 14, 2024"), and Japanese or Chinese 年月日.

/** Month names and abbreviations (English, German, French, Spanish, Italian, Dutch, Nordic). */
const MONTH_WORDS: string[][] = [
  ['jan', 'jän', 'janv', 'ene', 'gen'],
  ['feb', 'févr', 'fév', 'fev'],
  ['mar', 'mär', 'mrt', 'mars'],
  ['apr', 'avr', 'abr'],
  ['may', 'mai', 'mei', 'mag', 'maj'],
  ['jun', 'juin', 'giu'],
  ['jul', 'juil', 'lug'],
  ['aug', 'août', 'aoû', 'ago'],
  ['sep', 'sept', 'set'],
  ['oct', 'okt', 'ott', 'out'],
  ['nov'],
  ['dec', 'dez', 'déc', 'dic'],
];

const MONTH_NAME = MONTH_WORDS.flat()
  .sort((a, b) => b.length - a.length)
  .join('|');

function monthOf(word: string): number {
  const lower = word.toLowerCase();
  const index = MONTH_WORDS.findIndex((words) => words.some((w) => lower.startsWith(w)));
  return index + 1;
}

const iso = (y: number, m: number, d: number) =>
  m >= 1 && m <= 12 && d >= 1 && d <= 31 && y >= 2000 && y <= 2099
    ? `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`
    : null;
const fullYear = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));

/** A year of 4 digits, or of 2 followed by a word's end or a time glued on ("1821:57"). */
const YEAR = String.raw`(20\d{2}(?!\d)|\d{2}(?:(?!\d)|(?=\d{1,2}:\d{2})))`;

/**
 * The receipt's date; day-first unless `monthFirst` (a US receipt) or a part cannot be a month.
 * `sure` when nothing was guessed (a part over 12, a month's name, ISO, or dots: day-first).
 */
export function findDate(
  text: string,
  monthFirst: boolean,
): { date: string; sure: boolean } | null {
  let m = /(?<!\d)(20\d{2})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)/.exec(text);
  if (m) {
    const date = iso(Number(m[1]), Number(m[2]), Number(m[3]));
    if (date) return { date, sure: true };
  }
  m = /(20\d{2})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日/.exec(text);
  if (m) {
    const date = iso(Number(m[1]), Number(m[2]), Number(m[3]));
    if (date) return { date, sure: true };
  }
  m = new RegExp(String.raw`(?<!\d)(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*${YEAR}`).exec(text);
  if (m) {
    const [a, b, y] = [Number(m[1]), Number(m[2]), fullYear(m[3]!)];
    const dayFirst = a > 12 ? true : b > 12 ? false : !monthFirst;
    const date = dayFirst ? iso(y, b, a) : iso(y, a, b);
    if (date) return { date, sure: a > 12 || b > 12 || m[0].includes('.') };
  }
  // "FEB 16, 2024", also as a reader may join it: "FEB 16,2024".
  m = new RegExp(
    String.raw`\b(${MONTH_NAME})[a-zäéû]*\.?\s+(\d{1,2})(?:,\s*|\s+)(20\d{2})`,
    'i',
  ).exec(text);
  if (m) {
    const date = iso(Number(m[3]), monthOf(m[1]!), Number(m[2]));
    if (date) return { date, sure: true };
  }
  // "14 Mar 2024", "14. März 2024", "14-MAR-2024", "14MAR24".
  m = new RegExp(
    String.raw`(?<!\d)(\d{1,2})\.?[\s-]*(${MONTH_NAME})[a-zäéû]*\.?[\s-]*${YEAR}`,
    'i',
  ).exec(text);
  if (m) {
    const date = iso(fullYear(m[3]!), monthOf(m[2]!), Number(m[1]));
    if (date) return { date, sure: true };
  }
  return null;
}
