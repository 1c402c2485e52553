// The arithmetic every reading of a receipt or pump display shares: which figures are tried, and
// when a volume and a price multiply out to a total.

/**
 * Currencies in which a litre or a gallon of fuel costs well under 10 (euros, dollars, pounds,
 * francs, ringgit): a price of 10 or more there is a volume read as one.
 */
export const CHEAP_UNIT = new Set(['EUR', 'USD', 'GBP', 'CHF', 'CAD', 'AUD', 'NZD', 'MYR', 'BRL']);

/**
 * At most this many distinct figures per role are tried (a pump receipt prints a few dozen): the
 * search is cubic, and a photo of a page of numbers must not hold the server for minutes.
 */
const MAX_FIGURES = 60;
export const few = (figures: number[]) => [...new Set(figures)].slice(0, MAX_FIGURES);

/**
 * Whether a volume and a price multiply out to the total. A factor of exactly 1 is no fill-up
 * (a prepay chit's "1.000 × 50", or one "1.000" read in every role): it proves nothing.
 */
export const close = (volume: number, price: number, total: number) =>
  volume !== total &&
  price !== total &&
  Math.abs(volume * price - total) <= Math.max(0.02, total * 0.006);

/** A volume, a price and a total that multiply out, and by how much they miss. */
export interface Fit {
  triple: [volume: number, price: number, total: number];
  miss: number;
}

/**
 * Every triple of the candidates (at most MAX_FIGURES per role) that multiplies out, in the order
 * tried: volumes first, then prices, then totals.
 */
export function fits(volumes: number[], prices: number[], totals: number[]): Fit[] {
  const [vs, ps, ts] = [few(volumes), few(prices), few(totals)];
  const out: Fit[] = [];
  for (const v of vs)
    for (const p of ps)
      for (const t of ts)
        if (close(v, p, t)) out.push({ triple: [v, p, t], miss: Math.abs(v * p - t) });
  return out;
}
