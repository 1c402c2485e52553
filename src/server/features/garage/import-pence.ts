// UK files write the price per litre in pence ("Price (p/l)", "ppl", 145.9): read from the
// column's name, else from the row's own arithmetic (total ≈ volume × price / 100), so that a
// price is never taken for pounds and a cost never made 100× too high.

/** A price column named in pence: "Price (p/l)", "PPL", "Pence per litre", "Price (p)". */
const PENCE_NAME = /(^|[^a-z])(p\/(l|ltr|lit(er|re)|gal)|ppl|pence|pennies)([^a-z]|$)|\(\s*p\s*\)/i;

export function namedInPence(column: string | null | undefined): boolean {
  return typeof column === 'string' && PENCE_NAME.test(column);
}

/**
 * What a row's total says of its price: true when total ≈ volume × price / 100 (pence), false
 * when total ≈ volume × price, null when it has not all three or fits neither (within 3%).
 */
export function arithmeticSaysPence(
  total: number | undefined,
  volume: number | undefined,
  price: number | undefined,
): boolean | null {
  if (total === undefined || volume === undefined || price === undefined) return null;
  if (!(total > 0 && volume > 0 && price > 0)) return null;
  const ratio = total / (volume * price);
  if (Math.abs(ratio - 1) <= 0.03) return false;
  if (Math.abs(ratio * 100 - 1) <= 0.03) return true;
  return null;
}

/** What most rows' arithmetic says, for the rows that have no total; null when none tells. */
export function verdictOfRows(verdicts: Array<boolean | null>): boolean | null {
  const pence = verdicts.filter((verdict) => verdict === true).length;
  const units = verdicts.filter((verdict) => verdict === false).length;
  return pence === units ? null : pence > units;
}

/**
 * With nothing else to go by, a price cell written "145.9p", or a price above 20 in a row whose
 * currency (its own, else the user's) is pounds — no fuel has cost £20 a litre or a gallon — is
 * in pence.
 */
export function cellSaysPence(text: string, price: number, currency: string | undefined): boolean {
  if (/\dp$/i.test(text.trim())) return true;
  return /^(gbp|£|uk£)$/i.test((currency ?? '').trim()) && price >= 20;
}
