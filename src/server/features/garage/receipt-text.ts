// From the text read off a fuel receipt (or pump display) to a fill-up: date, volume and its unit,
// price per unit, total and currency, each with a confidence. Volume × price ≈ total settles them.
import type { ReceiptField, ReceiptReadingDto } from '../../../shared/photo-readings.ts';
import { findDate } from './receipt-dates.ts';
import { DISPLAY_CONFIDENCE, pumpDisplay } from './receipt-display.ts';
import { CHEAP_UNIT, fits, type Fit } from './receipt-figures.ts';
import { CURRENCIES, MONEY, PRICE, TAX, TOTAL, VOLUME } from './receipt-words.ts';

type ReceiptReading = ReceiptReadingDto;

/**
 * Numbers with a fraction (1,789 / 42.37 / "14. 44"), as written on the line; one written with
 * thousands ("1 556,00", "$1,074.75", "1.028,60") is also offered whole: which one is meant is
 * settled by volume × price = total.
 */
function amounts(line: string): number[] {
  const out: number[] = [];
  for (const match of line.matchAll(/(?<![\d])(\d{1,5})\s?[.,]\s?(\d{1,3})(?![\d])/g)) {
    out.push(Number(`${match[1]}.${match[2]}`));
  }
  for (const match of line.matchAll(/(?<![\d.,])(\d{1,3}(?:([ .,])\d{3})+)[.,](\d{2})(?![\d])/g)) {
    const [, whole, separator, fraction] = match;
    // "1.028,60" or "1,028.60": the fraction's mark differs from the thousands'.
    if (match[0].at(-3) === separator) continue;
    out.push(Number(`${whole!.replaceAll(separator!, '')}.${fraction}`));
  }
  return out;
}

/** The currency written most often on the receipt; on a tie the first in CURRENCIES. */
function currencyOf(text: string): string | null {
  let best: { code: string; count: number } | null = null;
  for (const [pattern, code] of CURRENCIES) {
    const count = text.match(new RegExp(pattern.source, 'gi'))?.length ?? 0;
    if (count > (best?.count ?? 0)) best = { code, count };
  }
  return best?.code ?? null;
}

/**
 * Words a reader garbles on thermal paper, put right before parsing: a "litre" whose l was read
 * as 1 or I, glued to the volume ("45.451itre", "22.73 1itrePump").
 */
function cleaned(text: string): string {
  return text.replace(/[1I|](it(?:re|er|ri|ro))/g, ' l$1');
}

/**
 * A price per litre in pence or cents ("145.9p/L", "152.9 PPL", "189.9c/L", UK and Australian
 * receipts) rewritten in pounds or dollars ("1.459 /L"), as the fill-up records it.
 */
function inPounds(text: string): string {
  return text
    .replace(
      /(?<![\d.,])(\d{2,3})[.,](\d)\s?(?:[pc]\s?\/\s?(?:l|ltr|litre)\b|ppl\b|cpl\b|[pc]\s?per\s?l)/gi,
      (_, whole: string, tenth: string) => `${Number(`${whole}${tenth}`) / 1000} /L`,
    )
    .replace(
      // A pump display's label before its figure: "PENCE PER LITRE 154.9", "CENTS/L\n189.9".
      /((?:pence|cents)\s?(?:per|\/)\s?(?:litre|liter|l)\b[^\d\n]*\n?\s*)(\d{2,3})[.,](\d)(?![\d])/gi,
      (_, label: string, whole: string, tenth: string) =>
        `${label}${Number(`${whole}${tenth}`) / 1000} /L`,
    );
}

/** The figures written with a volume unit after them ("35.21 LITRES", "45,12 l", "10.48 G"). */
function volumeSigned(text: string): Set<number> {
  const signed = text.matchAll(
    /(?<![\d.,])(\d{1,4})[.,](\d{1,3})\s?(?:l\b|ltr|lit|gal|g\b)(?!\s?\/)/gi,
  );
  return new Set([...signed].map((match) => Number(`${match[1]}.${match[2]}`)));
}

/** The figures written as a price per unit ("@ 3.299", "x 6,49", "1,799 EUR/l", "1.549 $/L"). */
function priceSigned(text: string): Set<number> {
  const before = [...text.matchAll(/(?:@|\bx|à)\s?[$€£]?\s?(\d{1,4})[.,](\d{1,3})(?![\d])/gi)];
  const after = [
    ...text.matchAll(
      new RegExp(
        String.raw`(?<![\d.,])(\d{1,4})[.,](\d{1,3})\s?(?:(?:${MONEY})\.?\s?(?:\/|per|[a-z]{1,2}\s)?|\/|per\s)\s?(?:l\b|ltr|lit|gal|g\b)`,
        'gi',
      ),
    ),
  ];
  return new Set([...before, ...after].map((match) => Number(`${match[1]}.${match[2]}`)));
}

/** `figures` with those signed for this role first and those signed for the other last. */
function byRole(figures: number[], own: Set<number>, other: Set<number>): number[] {
  const rank = (figure: number) => (own.has(figure) ? 0 : other.has(figure) ? 2 : 1);
  return [...figures].sort((a, b) => rank(a) - rank(b));
}

/**
 * The unit fuel is sold in where a receipt's currency is spent, for a receipt that prints none
 * (a Malaysian pump's "16.32 @ 2.57", a German scan's bare "22,68"): US gallons where the dollar
 * is (the US, Ecuador, El Salvador sell by the gallon), litres everywhere else — the UK too.
 * Less sure than a printed unit: the user sees it to check.
 */
function marketUnit(currency: string | null): 'L' | 'gal' | null {
  if (currency === null) return null;
  return currency === 'USD' ? 'gal' : 'L';
}
const MARKET_UNIT_CONFIDENCE = 0.5;

export function parseReceipt(read: string): ReceiptReading {
  const text = inPounds(cleaned(read));
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const currency = currencyOf(text);
  const gallons = /gallon|\bgal\b|\/\s*g\b|\d\s*g\s*$/im.test(text);
  const litres = /lit(er|re|ri|ro)|\d\s?l\b|\/\s*l\b|\bltr\b|литр/im.test(text);
  const printedUnit = gallons && !litres ? 'gal' : litres ? 'L' : null;
  const volumeUnit = printedUnit ?? marketUnit(currency);
  // A label alone on its line ("TOTAL AMOUNT", "GALLONS") gives the figures of the line below.
  const figuresOf = (index: number) => {
    const own = amounts(lines[index]!);
    const next = lines[index + 1];
    return own.length || next === undefined || TAX.test(next) ? own : amounts(next);
  };
  const figuresLabelled = (pattern: RegExp, unless?: RegExp) =>
    lines.flatMap((line, index) =>
      pattern.test(line) && !TAX.test(line) && !unless?.test(line) ? figuresOf(index) : [],
    );
  // Never a fill-up's volume or price: exactly 1 (a prepay chit's "1.000 × 50" proves nothing).
  const pick = (pattern: RegExp) => figuresLabelled(pattern).filter((figure) => figure !== 1);
  // "35.21 L @ 1.459 /L" is a volume and a price on one line: each figure tried first in the
  // role its own sign gives it (a volume unit after it; a "/L", or an "@" or "x" before it).
  const [asVolume, asPrice] = [volumeSigned(text), priceSigned(text)];
  const volumes = byRole(pick(VOLUME), asVolume, asPrice);
  const prices = byRole(pick(PRICE), asPrice, asVolume);
  const totals = figuresLabelled(TOTAL, PRICE);
  const every = lines.filter((line) => !TAX.test(line)).flatMap(amounts);

  const fields: Record<ReceiptField, number> = {
    date: 0,
    volume: 0,
    volumeUnit: printedUnit ? 0.8 : volumeUnit ? MARKET_UNIT_CONFIDENCE : 0,
    pricePerUnit: 0,
    total: 0,
    currency: currency ? 0.85 : 0,
  };
  let volume: number | null;
  let price: number | null;
  let total: number | null;

  // A triple that multiplies out: labelled candidates first, then any number on the receipt;
  // of those, the one that multiplies out best (a Malaysian receipt's 16.32 × 2.57 is its rounded
  // 41.95, not the 41.92 a reader made of another line), the first on a tie.
  const search = (vs: number[], ps: number[], ts: number[]) => {
    let best: Fit | null = null;
    for (const fit of fits(vs, ps, ts)) if (!best || fit.miss < best.miss - 1e-9) best = fit;
    return best?.triple ?? null;
  };
  const labelled = search(volumes, prices, totals);
  const loose =
    labelled ??
    search(
      volumes.length ? volumes : every,
      prices.length ? prices : every,
      totals.length ? totals : every,
    );
  const shown = loose ?? pumpDisplay(lines, volumes, prices, totals, currency);
  if (shown) {
    [volume, price, total] = shown;
    // Read the wrong way round ("2.2 L at 22.73"): where a litre or gallon costs under 10, the
    // smaller figure is the price.
    if (CHEAP_UNIT.has(currency ?? '') && price >= 10 && volume < 10)
      [volume, price] = [price, volume];
    fields.volume =
      fields.pricePerUnit =
      fields.total =
        labelled ? 0.95 : loose ? 0.8 : DISPLAY_CONFIDENCE;
  } else {
    total = totals[0] ?? null;
    // A figure equal to the total is that total read again (an amount column), not a factor.
    volume = volumes.find((figure) => figure !== total) ?? null;
    price = prices.find((figure) => figure !== total) ?? null;
    // Two of three known: the third follows (less sure than reading it).
    if (volume !== null && price !== null && total === null) {
      total = Math.round(volume * price * 100) / 100;
      fields.total = 0.55;
    } else if (volume !== null && total !== null && price === null && volume > 0) {
      price = Math.round((total / volume) * 1000) / 1000;
      fields.pricePerUnit = 0.55;
    } else if (price !== null && total !== null && volume === null && price > 0) {
      volume = Math.round((total / price) * 100) / 100;
      fields.volume = 0.55;
    }
    // Read but contradicting each other (or alone): shown for the user to check.
    if (volume !== null && fields.volume === 0) fields.volume = 0.45;
    if (price !== null && fields.pricePerUnit === 0) fields.pricePerUnit = 0.45;
    if (total !== null && fields.total === 0) fields.total = 0.45;
  }

  const found = findDate(text, currency === 'USD');
  if (found) fields.date = found.sure ? 0.9 : 0.6;
  return {
    date: found?.date ?? null,
    volume,
    volumeUnit,
    pricePerUnit: price,
    total,
    currency,
    confidence: overall(fields),
    fields,
  };
}

/** The reading's confidence: the mean of its fields' (a field not read counts 0). */
function overall(fields: Record<ReceiptField, number>): number {
  const values = Object.values(fields);
  return values.some((value) => value > 0)
    ? Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 100) / 100
    : 0;
}

/**
 * One reading from two readers' of the same photo: the figures (volume, price, total, kept
 * together) from the one that read them more surely, `first`'s on a tie; the date, volume unit
 * and currency from `first` unless only `second` read them. Each field keeps its own reader's
 * confidence.
 */
export function mergeReceipts(first: ReceiptReading, second: ReceiptReading): ReceiptReading {
  const figures = (r: ReceiptReading) => r.fields.volume + r.fields.pricePerUnit + r.fields.total;
  const f = figures(second) > figures(first) ? second : first;
  const d = first.date === null && second.date !== null ? second : first;
  const u = first.volumeUnit === null && second.volumeUnit !== null ? second : first;
  const c = first.currency === null && second.currency !== null ? second : first;
  const fields: Record<ReceiptField, number> = {
    date: d.fields.date,
    volume: f.fields.volume,
    volumeUnit: u.fields.volumeUnit,
    pricePerUnit: f.fields.pricePerUnit,
    total: f.fields.total,
    currency: c.fields.currency,
  };
  return {
    date: d.date,
    volume: f.volume,
    volumeUnit: u.volumeUnit,
    pricePerUnit: f.pricePerUnit,
    total: f.total,
    currency: c.currency,
    confidence: overall(fields),
    fields,
  };
}

/** receiptScore of a reading with every field at its highest confidence (labelled, sure date). */
export const BEST_RECEIPT_SCORE = 0.95 + 0.95 + 0.95 + 0.9 * 0.5;

/** How much of a reading is usable: the fields that matter for a fill-up. */
export function receiptScore(reading: ReceiptReading): number {
  const { fields } = reading;
  return fields.volume + fields.total + fields.pricePerUnit + fields.date * 0.5;
}
