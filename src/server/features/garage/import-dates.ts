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

/** A date cell as YYYY-MM-DD in this order, or null; a time after it is ignored. */
export function parseDate(raw: string, order: DateOrder): string | null {
  const datePart = raw.trim().split(/[\sT]/)[0] ?? '';
  const parts = datePart.split(/[-/.]/);
  if (parts.length !== 3 || parts.some((part) => !/^\d{1,4}$/.test(part))) return null;
  const [a, b, c] = parts.map(Number) as [number, number, number];
  const [givenYear, month, day] =
    order === 'ymd' ? [a, b, c] : order === 'mdy' ? [c, a, b] : [c, b, a];
  let year = givenYear;
  const yearText = order === 'ymd' ? parts[0]! : parts[2]!;
  if (order === 'ymd' && yearText.length !== 4) return null;
  if (yearText.length === 2) {
    const thisYear = new Date().getUTCFullYear() % 100;
    year += year <= thisYear ? 2000 : 1900;
  } else if (yearText.length !== 4) {
    return null;
  }
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
  const separator = /\d([-/.])\d/.exec(dates[0] ?? '')?.[1] ?? '/';
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
