// The date order of an imported file: decided by its own rows (a day above 12 settles it), else
// by the app's known convention, else left for the user to choose in the preview — never a
// silent guess.
import type { ImportDateFormat } from '../../../shared/garage-import.ts';

export type DateOrder = 'ymd' | 'mdy' | 'dmy';
export const ORDER_OF: Record<ImportDateFormat, DateOrder> = {
  'YYYY-MM-DD': 'ymd',
  'MM/DD/YYYY': 'mdy',
  'DD/MM/YYYY': 'dmy',
  'DD.MM.YYYY': 'dmy',
  'MM-DD-YYYY': 'mdy',
  'DD-MM-YYYY': 'dmy',
};

/**
 * Month names and their short forms, by the stem they start with (accents dropped): English,
 * German, French, Spanish, Portuguese, Italian, Dutch, Polish, Russian.
 */
const MONTH_STEMS: readonly (readonly string[])[] = [
  ['jan', 'ene', 'gen', 'sty', 'янв'],
  ['feb', 'fev', 'lut', 'фев'],
  ['mar', 'mrt', 'мар'],
  ['apr', 'avr', 'abr', 'kwi', 'апр'],
  ['may', 'mai', 'mag', 'mei', 'maj', 'мая', 'май'],
  ['jun', 'juin', 'giu', 'cze', 'июн'],
  ['jul', 'juil', 'lug', 'lip', 'июл'],
  ['aug', 'aou', 'ago', 'sie', 'авг'],
  ['sep', 'set', 'wrz', 'сен'],
  ['oct', 'okt', 'out', 'ott', 'paz', 'окт'],
  ['nov', 'lis', 'ноя'],
  ['dec', 'dez', 'dic', 'gru', 'дек'],
];

function monthOf(word: string): number | null {
  const plain = word
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\.$/, '');
  if (plain.length < 3 || plain.length > 10) return null;
  // "juin"/"juil" before "jun"/"jul"; "mar" (March) never takes "mart" from Russian "марта".
  let found: number | null = null;
  let longest = 0;
  MONTH_STEMS.forEach((stems, index) => {
    for (const stem of stems) {
      if (plain.startsWith(stem) && stem.length > longest) {
        found = index + 1;
        longest = stem.length;
      }
    }
  });
  return found;
}

function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return null;
  }
  return date.toISOString().slice(0, 10);
}

/** A two-digit year: this century's up to this year, else the last's. */
function fullYear(text: string): number | null {
  if (text.length === 4) return Number(text);
  if (text.length !== 2) return null;
  const year = Number(text);
  const thisYear = new Date().getUTCFullYear() % 100;
  return year + (year <= thisYear ? 2000 : 1900);
}

/**
 * A date with its month in words ("01-Mar-2024", "Mar 1, 2024", "1. März 2024", "1 de março de
 * 2024", "1 мар. 2024"): the day comes before the year whatever the order.
 */
function parseNamedDate(text: string): string | null {
  const words = text
    .split(/[\s,/.-]+/)
    .filter((word) => word !== '' && !/^(de|del|of)$/i.test(word));
  let month: number | null = null;
  const numbers: string[] = [];
  for (const word of words) {
    if (/^\d{1,4}$/.test(word)) numbers.push(word);
    else if (/^\d{1,2}(st|nd|rd|th|er|º|o)$/i.test(word)) numbers.push(word.replace(/\D+$/, ''));
    else if (month === null && monthOf(word) !== null) month = monthOf(word);
    else if (!/^\p{L}{1,12}\.?$/u.test(word)) return null; // a weekday name may stand there
  }
  if (month === null || numbers.length !== 2) return null;
  const yearAt = numbers[0]!.length === 4 ? 0 : 1;
  const year = fullYear(numbers[yearAt]!);
  const day = Number(numbers[1 - yearAt]);
  return year === null ? null : isoDate(year, month, day);
}

/** The time after (or before) a date: "14:22", "2:05:09 PM", "T14:22:00Z", "14:22 Uhr". */
const TIME =
  /(^|[\sT,])\d{1,2}:\d{2}(:\d{2}([.,]\d+)?)?\s*(am|pm|uhr|h)?(z|[+-]\d{2}:?\d{2})?(?=\s|,|$)/i;

/** Excel's serial numbers for 1995-01-01 and 2100-12-31: the dates a car's records can have. */
const FIRST_SERIAL = 34_700;
const LAST_SERIAL = 73_415;

/**
 * An Excel date serial ("45352", "45352.6" with a time) as YYYY-MM-DD, in Excel's 1900 system:
 * day 1 is 1900-01-01 and day 60 the 29 February 1900 that never was (Lotus's leap-year bug), so
 * every day after it counts from 1899-12-30. Only serials of 1995–2100 are dates; null otherwise.
 */
export function excelSerialDate(text: string): string | null {
  const match = /^(\d{5})([.,]\d+)?$/.exec(text);
  if (!match) return null;
  const serial = Number(match[1]);
  if (serial < FIRST_SERIAL || serial > LAST_SERIAL) return null;
  return new Date(Date.UTC(1899, 11, 30) + serial * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A date cell as YYYY-MM-DD in this order, or null; a time with it is ignored, and an Excel
 * serial number is read whatever the order.
 */
export function parseDate(raw: string, order: DateOrder): string | null {
  const serial = excelSerialDate(raw.trim());
  if (serial) return serial;
  const text = raw
    .trim()
    .replace(TIME, ' ')
    // "2024年3月1日" and Korean "2024. 3. 1." / "2024년 3월 1일" are year-first dates.
    .replace(/(\d)\s*[年월月년]\s*/g, '$1-')
    .replace(/(\d)\s*[日일]/g, '$1')
    .replace(/(\d)\.\s+(?=\d)/g, '$1.')
    .replace(/[\s,.-]+$/, '')
    .trim();
  if (/\p{L}/u.test(text)) return parseNamedDate(text);
  const datePart = text.split(/\s/)[0] ?? '';
  const parts = datePart.split(/[-/.]/);
  if (parts.length !== 3 || parts.some((part) => !/^\d{1,4}$/.test(part))) return null;
  const [a, b, c] = parts.map(Number) as [number, number, number];
  const [, month, day] = order === 'ymd' ? [a, b, c] : order === 'mdy' ? [c, a, b] : [c, b, a];
  const yearText = order === 'ymd' ? parts[0]! : parts[2]!;
  if (order === 'ymd' && yearText.length !== 4) return null;
  const year = fullYear(yearText);
  return year === null ? null : isoDate(year, month, day);
}

/** Whether a cell holds a written date in some order (a bare Excel serial is only a number). */
export function isDateCell(cell: string): boolean {
  if (!/\D/.test(cell.trim())) return false;
  return (['ymd', 'dmy', 'mdy'] as const).some((order) => parseDate(cell, order) !== null);
}

export interface DetectedDates {
  format: ImportDateFormat;
  /** Every date fits several orders and the app's convention decided. */
  guessed: boolean;
  /** Every date fits several orders and nothing decides: the user has to choose. */
  needsChoice: boolean;
}

/**
 * The date format of a file: the one order its dates fit (any day above 12 settles day-first
 * against month-first); when every date fits both, the app's convention, else a question.
 */
export function detectDateFormat(
  cells: string[],
  convention: ImportDateFormat | null,
): DetectedDates {
  const dates = cells.filter((cell) => cell !== '');
  const fits = (order: DateOrder) => dates.filter((cell) => parseDate(cell, order)).length;
  const scores = { ymd: fits('ymd'), mdy: fits('mdy'), dmy: fits('dmy') };
  const written = dates.find((cell) => !excelSerialDate(cell.trim())) ?? '';
  const separator = /\d([-/.])\d/.exec(written)?.[1] ?? '/';
  const named = (order: DateOrder): ImportDateFormat => {
    if (order === 'ymd') return 'YYYY-MM-DD';
    if (separator === '.') return 'DD.MM.YYYY';
    if (separator === '-') return order === 'mdy' ? 'MM-DD-YYYY' : 'DD-MM-YYYY';
    return order === 'mdy' ? 'MM/DD/YYYY' : 'DD/MM/YYYY';
  };
  if (scores.ymd > 0 && scores.ymd >= Math.max(scores.mdy, scores.dmy)) {
    return { format: 'YYYY-MM-DD', guessed: false, needsChoice: false };
  }
  if (scores.mdy !== scores.dmy) {
    const order = scores.mdy > scores.dmy ? 'mdy' : 'dmy';
    return { format: named(order), guessed: false, needsChoice: false };
  }
  if (scores.mdy === 0) return { format: named('dmy'), guessed: false, needsChoice: false };
  const usual = convention ? ORDER_OF[convention] : null;
  if (usual && usual !== 'ymd') return { format: named(usual), guessed: true, needsChoice: false };
  // Dots are written day-first the world over (de, ru, pl…); slashes and dashes are not settled.
  if (separator === '.') return { format: named('dmy'), guessed: true, needsChoice: false };
  return { format: named('dmy'), guessed: true, needsChoice: true };
}

/**
 * The date format a file declares for itself, from a pattern such as aCar's Metadata "Date
 * Format" ("M/d/yyyy", "dd.MM.yyyy", "yyyy-MM-dd"); null when the pattern is not one of ours.
 */
export function declaredDateFormat(pattern: string): ImportDateFormat | null {
  const date = pattern.trim().split(/\s/)[0] ?? '';
  const parts = date.split(/[-/.]/);
  const separator = /[-/.]/.exec(date)?.[0];
  if (parts.length !== 3 || !separator) return null;
  const order = parts.map((part) => part[0]).join('');
  if (order === 'yMd') return 'YYYY-MM-DD';
  if (order === 'Mdy') return separator === '-' ? 'MM-DD-YYYY' : 'MM/DD/YYYY';
  if (order === 'dMy') {
    return separator === '.' ? 'DD.MM.YYYY' : separator === '-' ? 'DD-MM-YYYY' : 'DD/MM/YYYY';
  }
  return null;
}
