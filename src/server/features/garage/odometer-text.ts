// From the text read off a dashboard to the odometer reading: the total distance, not the trip
// meter, the clock or the outside temperature; its unit when the cluster prints one.
import { textRows, type TextLine } from '../../lib/photo-text/text-lines.ts';

export interface OdometerCandidate {
  value: number;
  unit: 'km' | 'mi' | null;
  /** How well the line says "this is the odometer" (label, unit, length), 0–1. */
  score: number;
}

const TRIP = /\b(trip|tr1p|trp)\b|\btrip\s*[ab]\b/i;
/** The words that label a cluster's total distance (odometer-lines.ts reads them too). */
export const ODO_LABEL = /\b(odo|total|odometer|gesamt)\b/i;
/**
 * A drum's whole wheels when `digits` (no unit by them) are every wheel of one, read from its
 * leading 0: seven wheels are six whole ones and the tenths (no car's odometer has seven whole
 * wheels; all 17 real drums of read-photo-data/real-* end in a tenths wheel of another colour).
 * Else `digits` as read.
 */
export function drumWholeWheels(digits: string): string {
  return /^0\d{6}$/.test(digits) ? digits.slice(0, -1) : digits;
}

const CLOCK = /\b\d{1,2}[:.]\d{2}\s*(am|pm)?\b/gi;
const TEMPERATURE = /-?\d{1,2}\s*°\s*[cf]?|-?\d{1,2}\s*[°º]?\s*[cf]\b/gi;

function unitOf(line: string): 'km' | 'mi' | null {
  if (/km\s*\/\s*h|mph/i.test(line)) return null;
  if (/\bkm\b/i.test(line)) return 'km';
  if (/\b(mi|miles)\b/i.test(line)) return 'mi';
  return null;
}

/** The candidates in one OCR text, best first. */
export function odometerCandidates(text: string): OdometerCandidate[] {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const candidates: OdometerCandidate[] = [];
  for (const [index, raw] of lines.entries()) {
    if (TRIP.test(raw)) continue;
    const line = raw.replace(CLOCK, ' ').replace(TEMPERATURE, ' ');
    // A decimal (123.4) is a trip meter's tenths: skip numbers with a fraction.
    for (const match of line.matchAll(/(?<![\d.,])(\d[\d ]{1,9}\d|\d{3,})(?![\d]|[.,]\d)/g)) {
      const read = match[1]!.replace(/ /g, '');
      const digits = unitOf(raw) ? read : drumWholeWheels(read);
      if (digits.length < 3 || digits.length > 7) continue;
      const spaced = match[1]!.includes(' ');
      const value = Number(digits);
      if (value === 0) continue;
      const unit = unitOf(raw) ?? unitOf(lines[index + 1] ?? '');
      let score = 0.4;
      if (ODO_LABEL.test(raw) || ODO_LABEL.test(lines[index - 1] ?? '')) score += 0.3;
      if (unitOf(raw)) score += 0.2;
      if (digits.length >= 5) score += 0.1;
      if (/^0/.test(digits) && digits.length >= 5) score += 0.1; // drums keep their leading zeros
      if (spaced) score -= 0.15;
      candidates.push({ value, unit, score: Math.min(1, score) });
    }
  }
  return candidates.sort((a, b) => b.score - a.score || b.value - a.value);
}

/** Votes across the texts of several looks at one photo: the reading most looks agree on. */
export function pickOdometer(
  texts: string[],
  /** Readings from elsewhere (the 7-segment reader), each worth `votes` looks. */
  extra: { value: number; votes: number }[] = [],
): { value: number; unit: 'km' | 'mi' | null; confidence: number } | null {
  const tally = new Map<number, { votes: number; best: number; unit: 'km' | 'mi' | null }>();
  for (const { value, votes } of extra) {
    const entry = tally.get(value) ?? { votes: 0, best: 0.7, unit: null };
    entry.votes += votes;
    tally.set(value, entry);
  }
  for (const text of texts) {
    const [first] = odometerCandidates(text);
    if (!first) continue;
    const entry = tally.get(first.value) ?? { votes: 0, best: 0, unit: null };
    entry.votes += 1;
    entry.best = Math.max(entry.best, first.score);
    entry.unit ??= first.unit;
    tally.set(first.value, entry);
  }
  const ranked = [...tally.entries()].sort(
    (a, b) => b[1].votes - a[1].votes || b[1].best - a[1].best,
  );
  const top = ranked[0];
  if (!top) return null;
  const [value, entry] = top;
  // A unit printed anywhere on the cluster (not km/h or mph) when the number's line had none.
  entry.unit ??=
    texts.map((text) => text.split('\n').map(unitOf).find(Boolean) ?? null).find(Boolean) ?? null;
  const looks = texts.length + extra.reduce((sum, item) => sum + item.votes, 0);
  const agreement = entry.votes / Math.max(1, looks);
  const rivals = ranked.length - 1;
  const confidence = Math.max(
    0.1,
    Math.min(0.99, 0.35 * entry.best + 0.55 * agreement - 0.1 * rivals + 0.1),
  );
  return { value, unit: entry.unit, confidence: Math.round(confidence * 100) / 100 };
}

/** A line read at least this surely (PP-OCR's mean character probability) counts as sure. */
const SURE_LINE = 0.95;

/**
 * Whether PP-OCR's lines hold `value` as a sure reading: the only line of its row with digits,
 * holding nothing but them, read surely. (Drums come out of the detector in pieces, each cell a
 * line or a few cells together: a row of pieces is no sure reading.)
 */
export function surelyRead(lines: TextLine[], value: number): boolean {
  return textRows(lines).some((row) => {
    const numbers = row.filter((line) => /\d/.test(line.text));
    const [only] = numbers;
    return (
      numbers.length === 1 &&
      /^\d{3,7}$/.test(only!.text) &&
      Number(only!.text) === value &&
      only!.confidence >= SURE_LINE
    );
  });
}
