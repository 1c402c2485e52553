// A pump display read from a photo (issue 29): its seven-segment figures' decimal points are a
// few pixels square, and a reader often loses them ("SALE $ 4567", "PRICE/GAL 3699"). The
// figures of a labelled row with no point are offered with the point where pumps put it; volume ×
// price = total then settles which is meant, and two ways that both settle are no answer.
import { CHEAP_UNIT, fits } from './receipt-figures.ts';
import { PRICE, TAX, TOTAL, VOLUME } from './receipt-words.ts';

export type Role = 'volume' | 'price' | 'total';

/**
 * Where a pump display puts the decimal point, by row: the sale in cents (45.67), the price in
 * thousandths (3.699 $/gal, 1.789 €/l; a UK pump's 154.9 p/l is 1.549 £/l), the volume in
 * hundredths or thousandths (42.37 l, 12.346 gal).
 */
const PLACES: Record<Role, readonly number[]> = {
  total: [2],
  price: [3, 2],
  volume: [2, 3],
};

/** A run of 3–6 digits standing alone: no point, comma, colon or slash on either side. */
const BARE = /(?<![\d.,:/-])(\d{3,6})(?![\d.,:/-])/g;
/** A figure with its decimal point read. */
const DOTTED = /(?<![\d])(\d{1,5})[.,](\d{1,3})(?![\d])/g;

/**
 * A display row's digits as one figure: a narrow 1's bars sit apart from its neighbours, and a
 * reader puts a space there ("1 12.15", "7 13 1"); a point read with the square above it as a
 * colon ("162:4") is a point (a display row shows no time).
 */
const closed = (line: string) => line.replace(/(\d)\s(?=\d)/g, '$1').replace(/(\d):(?=\d)/g, '$1.');

function roleOf(line: string): Role | null {
  if (TAX.test(line)) return null;
  if (PRICE.test(line)) return 'price';
  if (TOTAL.test(line)) return 'total';
  if (VOLUME.test(line)) return 'volume';
  return null;
}

/**
 * The figures of a display's labelled rows, per role: each undotted one with the decimal points
 * a pump puts there, and every figure with its spaced digits closed up. A label alone on its row
 * gives the figures of the row below.
 */
export function undottedFigures(lines: readonly string[]): Record<Role, number[]> {
  const out: Record<Role, number[]> = { volume: [], price: [], total: [] };
  lines.forEach((line, index) => {
    const role = roleOf(line);
    if (!role) return;
    const next = lines[index + 1];
    const own = closed(line);
    const row = /\d/.test(own) || next === undefined || roleOf(next) !== null ? own : closed(next);
    for (const [, digits] of row.matchAll(BARE)) {
      for (const places of PLACES[role]) out[role].push(Number(digits) / 10 ** places);
    }
    // A price in pence or cents ("PENCE PER LITRE 162:4") is a hundredth of a pound or dollar.
    const cents = role === 'price' && /pence|cents/i.test(line) ? 100 : 1;
    for (const [, whole, fraction] of row.matchAll(DOTTED)) {
      out[role].push(Math.round((Number(`${whole}.${fraction}`) / cents) * 10_000) / 10_000);
    }
  });
  return out;
}

/** How sure figures are whose decimal points were put back (pumpDisplay): shown to check. */
export const DISPLAY_CONFIDENCE = 0.6;

/**
 * Two readings of a display that multiply out this nearly alike are one ambiguity (a point moved
 * in both volume and price keeps their product exactly), not a better and a worse fit.
 */
const SAME_FIT = 0.005;

/**
 * A pump display's figures whose decimal points the reader lost (undottedFigures) with the
 * ones it read: the volume × price = total they settle best — a price under 10 where fuel costs
 * that — or null when none does, or two do as well.
 */
export function pumpDisplay(
  lines: readonly string[],
  volumes: number[],
  prices: number[],
  totals: number[],
  currency: string | null,
): [number, number, number] | null {
  const undotted = undottedFigures(lines);
  const cheap = CHEAP_UNIT.has(currency ?? '');
  const [best, next] = fits(
    [...volumes, ...undotted.volume],
    [...prices, ...undotted.price],
    [...totals, ...undotted.total],
  )
    .filter(({ triple: [, price] }) => !cheap || price < 10)
    .sort((a, b) => a.miss - b.miss);
  if (!best) return null;
  const other = next && next.triple.some((figure, index) => figure !== best.triple[index]);
  return other && next.miss < best.miss + SAME_FIT ? null : best.triple;
}
