// Turning what a barcode or OCR read into VINs: 17 characters whose check digit holds, with the
// usual OCR confusions fixed only where the check digit then holds. Pure functions, no I/O.
import { vinCheckDigit, VIN_PATTERN } from '../../../shared/garage.ts';

/** Letters a VIN never uses, always read as the digit they look like. */
const NEVER_IN_VIN: Record<string, string> = { O: '0', I: '1', Q: '0' };
/** Look-alikes tried both ways, kept only when the check digit then holds. */
const LOOK_ALIKES: Record<string, string> = { S: '5', '5': 'S', B: '8', '8': 'B' };
/** At most 2^8 variants of one window are tried. */
const MAX_AMBIGUOUS = 8;

export interface VinCandidate {
  vin: string;
  /** 0 = read as it stands, 1 = only I/O/Q fixed, 2 = look-alikes swapped to satisfy the check digit. */
  fixes: 0 | 1 | 2;
  /** true when the 17 characters stood alone (a whole token), not cut out of a longer run. */
  whole: boolean;
}

function checks(vin: string): boolean {
  return VIN_PATTERN.test(vin) && vinCheckDigit(vin) === vin[8];
}

/** The VIN a 17-character window stands for, or null (none, or more than one look-alike variant). */
export function repairVin(window: string): { vin: string; fixes: 0 | 1 | 2 } | null {
  if (window.length !== 17) return null;
  if (checks(window)) return { vin: window, fixes: 0 };
  const fixed = window.replace(/[OIQ]/g, (char) => NEVER_IN_VIN[char]!);
  if (!/^[A-Z0-9]{17}$/.test(fixed)) return null;
  if (fixed !== window && checks(fixed)) return { vin: fixed, fixes: 1 };
  const positions = [...fixed].flatMap((char, index) => (char in LOOK_ALIKES ? [index] : []));
  if (positions.length === 0 || positions.length > MAX_AMBIGUOUS) return null;
  const found = new Set<string>();
  for (let mask = 1; mask < 1 << positions.length; mask += 1) {
    const chars = [...fixed];
    positions.forEach((position, bit) => {
      if (mask & (1 << bit)) chars[position] = LOOK_ALIKES[chars[position]!]!;
    });
    const candidate = chars.join('');
    if (checks(candidate)) found.add(candidate);
  }
  // Two different swaps that both satisfy the check digit: the photo does not say which.
  if (found.size !== 1) return null;
  return { vin: [...found][0]!, fixes: 2 };
}

/**
 * Every VIN in a text (OCR output or a barcode's payload): each line's tokens are tried whole,
 * then the line with its spaces removed is scanned with a 17-character window (a VIN printed as
 * "1HGCM82633 A004352" or run into a label such as "VIN:1HGCM…"). Best candidates first.
 */
export function vinCandidates(text: string): VinCandidate[] {
  const seen = new Map<string, VinCandidate>();
  const add = (window: string, whole: boolean) => {
    const repaired = repairVin(window);
    if (!repaired) return;
    const previous = seen.get(repaired.vin);
    if (!previous || rank({ ...repaired, whole }) < rank(previous)) {
      seen.set(repaired.vin, { ...repaired, whole });
    }
  };
  for (const rawLine of text.toUpperCase().split(/\r?\n/)) {
    const tokens = rawLine.split(/[^A-Z0-9]+/).filter(Boolean);
    for (const token of tokens) {
      if (token.length === 17) add(token, true);
      // US door-sticker barcodes often prefix the VIN with "I" (imported).
      if (token.length === 18 && token.startsWith('I')) add(token.slice(1), true);
    }
    const joined = tokens.join('');
    for (let start = 0; start + 17 <= joined.length; start += 1) {
      add(joined.slice(start, start + 17), joined.length === 17);
    }
  }
  return [...seen.values()].sort((a, b) => rank(a) - rank(b));
}

function rank(candidate: Pick<VinCandidate, 'fixes' | 'whole'>): number {
  return candidate.fixes * 2 + (candidate.whole ? 0 : 1);
}
