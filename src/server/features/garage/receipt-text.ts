// From the text read off a fuel receipt (or pump display) to a fill-up: date, volume and its unit,
// price per unit, total and currency, each with a confidence. Volume × price ≈ total settles them.
import type { ReceiptField, ReceiptReadingDto } from '../../../shared/photo-readings.ts';
import { CURRENCIES, PRICE, TAX, TOTAL, VOLUME } from './receipt-words.ts';

type ReceiptReading = ReceiptReadingDto;

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

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

/**
 * A price per litre in pence or cents ("145.9p/L", "152.9 PPL", "189.9c/L", UK and Australian
 * receipts) rewritten in pounds or dollars ("1.459 /L"), as the fill-up records it.
 */
function inPounds(text: string): string {
  return text.replace(
    /(?<![\d.,])(\d{2,3})[.,](\d)\s?(?:[pc]\s?\/\s?(?:l|ltr|litre)\b|ppl\b|cpl\b|[pc]\s?per\s?l)/gi,
    (_, whole: string, tenth: string) => `${Number(`${whole}${tenth}`) / 1000} /L`,
  );
}

const iso = (y: number, m: number, d: number) =>
  m >= 1 && m <= 12 && d >= 1 && d <= 31 && y >= 2000 && y <= 2099
    ? `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`
    : null;
const fullYear = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));

/** The receipt's date; day-first unless the currency says US or a part cannot be a month. */
function findDate(text: string, monthFirst: boolean): { date: string; sure: boolean } | null {
  let m = /\b(20\d{2})[-/.](\d{1,2})[-/.](\d{1,2})\b/.exec(text);
  if (m) {
    const date = iso(Number(m[1]), Number(m[2]), Number(m[3]));
    if (date) return { date, sure: true };
  }
  m = /\b(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(20\d{2}|\d{2})\b/.exec(text);
  if (m) {
    const [a, b, y] = [Number(m[1]), Number(m[2]), fullYear(m[3]!)];
    const dayFirst = a > 12 ? true : b > 12 ? false : !monthFirst;
    const date = dayFirst ? iso(y, b, a) : iso(y, a, b);
    if (date) return { date, sure: a > 12 || b > 12 || m[0].includes('.') };
  }
  const names = MONTHS.join('|');
  // "FEB 16, 2024", also as a reader may join it: "FEB 16,2024".
  m = new RegExp(`\\b(${names})[a-z]*\\.?\\s+(\\d{1,2})(?:,\\s*|\\s+)(20\\d{2})`, 'i').exec(text);
  if (m) {
    const date = iso(Number(m[3]), MONTHS.indexOf(m[1]!.toLowerCase()) + 1, Number(m[2]));
    if (date) return { date, sure: true };
  }
  m = new RegExp(`\\b(\\d{1,2})\\.?\\s+(${names})[a-z]*\\.?\\s+(20\\d{2})`, 'i').exec(text);
  if (m) {
    const date = iso(Number(m[3]), MONTHS.indexOf(m[2]!.toLowerCase()) + 1, Number(m[1]));
    if (date) return { date, sure: true };
  }
  return null;
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
      /(?<![\d.,])(\d{1,4})[.,](\d{1,3})\s?(?:[a-z$€£]{0,3}\s?\/\s?(?:l|ltr|gal|g)\b)/gi,
    ),
  ];
  return new Set([...before, ...after].map((match) => Number(`${match[1]}.${match[2]}`)));
}

/** `figures` with those signed for this role first and those signed for the other last. */
function byRole(figures: number[], own: Set<number>, other: Set<number>): number[] {
  const rank = (figure: number) => (own.has(figure) ? 0 : other.has(figure) ? 2 : 1);
  return [...figures].sort((a, b) => rank(a) - rank(b));
}

const close = (volume: number, price: number, total: number) =>
  Math.abs(volume * price - total) <= Math.max(0.02, total * 0.006);

export function parseReceipt(read: string): ReceiptReading {
  const text = inPounds(read);
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const currency = CURRENCIES.find(([pattern]) => pattern.test(text))?.[1] ?? null;
  const gallons = /gallon|\bgal\b|\/\s*g\b|\d\s*g\s*$/im.test(text);
  const litres = /lit(er|re|ri|ro)|\d\s?l\b|\/\s*l\b|\bltr\b|литр/im.test(text);
  const volumeUnit = gallons && !litres ? 'gal' : litres ? 'L' : null;
  const pick = (pattern: RegExp) =>
    lines.filter((line) => pattern.test(line) && !TAX.test(line)).flatMap(amounts);
  // "35.21 L @ 1.459 /L" is a volume and a price on one line: each figure tried first in the
  // role its own sign gives it (a volume unit after it; a "/L", or an "@" or "x" before it).
  const volumes = byRole(pick(VOLUME), volumeSigned(text), priceSigned(text));
  const prices = byRole(pick(PRICE), priceSigned(text), volumeSigned(text));
  const totals = lines
    .filter((line) => TOTAL.test(line) && !TAX.test(line) && !PRICE.test(line))
    .flatMap(amounts);
  const every = lines.filter((line) => !TAX.test(line)).flatMap(amounts);

  const fields: Record<ReceiptField, number> = {
    date: 0,
    volume: 0,
    volumeUnit: volumeUnit ? 0.8 : 0,
    pricePerUnit: 0,
    total: 0,
    currency: currency ? 0.85 : 0,
  };
  let volume: number | null;
  let price: number | null;
  let total: number | null;

  // A triple that multiplies out: labelled candidates first, then any number on the receipt.
  const search = (vs: number[], ps: number[], ts: number[]) => {
    for (const v of vs)
      for (const p of ps) for (const t of ts) if (close(v, p, t)) return [v, p, t];
    return null;
  };
  const labelled = search(volumes, prices, totals);
  const loose =
    labelled ??
    search(
      volumes.length ? volumes : every,
      prices.length ? prices : every,
      totals.length ? totals : every,
    );
  if (loose) {
    [volume, price, total] = loose as [number, number, number];
    fields.volume = fields.pricePerUnit = fields.total = labelled ? 0.95 : 0.8;
  } else {
    volume = volumes[0] ?? null;
    price = prices[0] ?? null;
    total = totals[0] ?? null;
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
