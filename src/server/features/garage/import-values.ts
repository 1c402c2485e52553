// Cells of an imported file → values: numbers written the world's ways, yes/no in several
// languages, and ids found by their label.
import type { CsvRecord } from './import-csv-reader.ts';

/** Export formula guards (a leading apostrophe before = + - @ tab CR) come off. */
export function clean(raw: string | undefined): string {
  const value = (raw ?? '').trim();
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

/** A currency or unit around a number: "$", "R$", "€", "EUR", "руб.", "zł", "L", "km", "gal". */
const AFFIX = /^(\p{L}{0,6}\.?\p{Sc}?|\p{Sc}\p{L}{0,3}\.?)$/u;

/**
 * "1,234.50", "$49.90", "49,90 €", "-€5", "1.234,5", "1 234,5", "1'234.50", "106,421" → a number;
 * NaN when it is not one. In a file that writes decimal commas (semicolon-separated), "61.200"
 * is sixty-one thousand two hundred.
 */
export function parseNumber(raw: string, decimalComma: boolean): number {
  const compact = raw
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/\u2212/g, '-')
    .replace(/(\d)['\u2019](?=\d{3}(\D|$))/g, '$1');
  const parts = /^([^\d.,]*)([\d.,]*\d[\d.,]*|[.,]\d+)([^\d.,]*)$/u.exec(compact);
  if (!parts) return Number.NaN;
  const [, before = '', digits = '', after = ''] = parts;
  // A sign or accounting brackets around the currency: "-$5", "$-5", "(45.10)", "45-".
  const negative = /-/.test(before + after) || (before.includes('(') && after.includes(')'));
  const unsigned = (affix: string) => affix.replace(/[-+()]/g, '');
  if (!AFFIX.test(unsigned(before)) || !AFFIX.test(unsigned(after))) return Number.NaN;
  let value = digits;
  const comma = value.lastIndexOf(',');
  const dot = value.lastIndexOf('.');
  if (comma >= 0 && dot >= 0) {
    value = comma > dot ? value.replace(/\./g, '').replace(',', '.') : value.replace(/,/g, '');
  } else if (comma >= 0) {
    value =
      !decimalComma && /^\d{1,3}(,\d{3})+$/.test(value)
        ? value.replace(/,/g, '')
        : /^\d{1,3}(,\d{3}){2,}$/.test(value)
          ? value.replace(/,/g, '')
          : value.replace(',', '.');
  } else if (/^\d{1,3}(\.\d{3}){2,}$/.test(value)) {
    value = value.replace(/\./g, '');
  } else if (decimalComma && /^\d{1,3}(\.\d{3})+$/.test(value)) {
    value = value.replace(/\./g, '');
  }
  if (!/^(\d+\.?\d*|\.\d+)$/.test(value)) return Number.NaN;
  return negative ? -Number(value) : Number(value);
}

/** Whether a cell holds a number written any of the world's ways (parseNumber, either mark). */
export function isNumberCell(cell: string): boolean {
  return !Number.isNaN(parseNumber(cell, false));
}

/**
 * What a column's own cells say about its decimal mark: "41,20" or "1.234,5" say comma, "37.52"
 * or "1,234.5" say point; "1,969", "12.345" or "8442" say nothing (null), nor does a column that
 * says both.
 */
export function decimalMarkOf(cells: string[]): 'comma' | 'point' | null {
  let comma = false;
  let point = false;
  for (const raw of cells) {
    const value = raw.replace(/[^\d.,]/g, '');
    if (/,(\d{1,2}|\d{4,})$/.test(value) || /\.\d{3},/.test(value)) comma = true;
    if (/\.(\d{1,2}|\d{4,})$/.test(value) || /,\d{3}\./.test(value)) point = true;
  }
  return comma === point ? null : comma ? 'comma' : 'point';
}

/** A date or a time in a cell ("05.01.2024", "2024-01-05", "10.30"): no decimal mark in it. */
const DATE_LIKE = /\d[./-]\d{1,2}[./-]\d|\d:\d/;

/**
 * The decimal mark every column of a section that says one agrees on (its unmapped columns too:
 * a Fuelly file whose litres "40,000" and prices "1,759" say nothing has "33,1" in its economy
 * column), or null. Dates and times are not numbers.
 */
export function otherColumnsMark(records: CsvRecord[]): 'comma' | 'point' | null {
  const width = Math.max(0, ...records.map((record) => record.cells.length));
  const said = new Set<'comma' | 'point'>();
  for (let column = 0; column < width; column += 1) {
    const cells = records
      .map((record) => clean(record.cells[column]))
      .filter((cell) => cell !== '' && !DATE_LIKE.test(cell));
    const mark = decimalMarkOf(cells);
    if (mark) said.add(mark);
  }
  return said.size === 1 ? [...said][0]! : null;
}

// English, Russian (Drivvo: Да/Нет), Portuguese (Sim/Não), German, French, Spanish, Italian,
// Polish (Tak/Nie, as FuelioImport's Drivvo reader lists them), Czech, Turkish.
const TRUE_WORDS = new Set(
  [
    '1',
    'true',
    'yes',
    'y',
    'x',
    'full',
    'ja',
    'oui',
    'on',
    'да',
    'sim',
    'sí',
    'si',
    'sì',
    'voll',
    'tak',
    'ano',
    'evet',
  ].map((word) => word.normalize('NFC')),
);
const FALSE_WORDS = new Set(
  [
    '0',
    'false',
    'no',
    'n',
    'partial',
    'nein',
    'non',
    'off',
    'нет',
    'não',
    'nao',
    'teil',
    'nie',
    'ne',
    'hayır',
  ].map((word) => word.normalize('NFC')),
);

export function parseBoolean(raw: string): boolean | null {
  const value = raw.trim().toLowerCase().normalize('NFC');
  if (TRUE_WORDS.has(value)) return true;
  if (FALSE_WORDS.has(value)) return false;
  return null;
}

export function findByLabel<T extends string>(
  raw: string,
  ids: readonly T[],
  labels: Record<T, string>,
): T | null {
  const value = raw
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  for (const id of ids) {
    if (id === value || labels[id].toLowerCase().replace(/[\s/-]+/g, '_') === value) return id;
  }
  return null;
}
