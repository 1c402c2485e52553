// The one VIN rule (ISO 3779), written once for every place a VIN is typed or read: Add vehicle,
// the assessment, Car Lens's typed VIN and its photo reader, and the decoder. zod-free.
//
// The check digit (position 9) is a filter only where the market requires one: North America
// (first character 1–5, 49 CFR 565.15) and China (first character L, GB 16735 requires the same
// check digit). Everywhere else position 9 is the maker's own (VW's "WVWZZZ1JZXW000001" is a VIN).

const VIN_VALUES: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
}; // prettier-ignore
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** Seventeen characters from the VIN alphabet (no I, O or Q); says nothing of the check digit. */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** The check digit (position 9) a VIN would carry, per 49 CFR 565.15; null if a character is invalid. */
export function vinCheckDigit(vin: string): string | null {
  if (vin.length !== 17) return null;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const char = vin[i]!;
    const value = /[0-9]/.test(char) ? Number(char) : VIN_VALUES[char];
    if (value === undefined) return null;
    sum += value * VIN_WEIGHTS[i]!;
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** North America: the WMI's first character is 1–5 (United States, Canada, Mexico). */
export function isNorthAmericanVin(vin: string): boolean {
  return /^[1-5]/.test(vin);
}

/** Whether the market the VIN belongs to requires a valid check digit (North America, China). */
export function checkDigitRequired(vin: string): boolean {
  return isNorthAmericanVin(vin) || vin.startsWith('L');
}

/** Model-year codes (position 10) in cycle order: A = 1980/2010 … Y = 2000/2030, 1 = 2001/2031 … */
export const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/** Whether a character is an ISO 3779 model-year code (I, O, Q, U, Z and 0 are not). */
export function isYearCode(char: string): boolean {
  return char.length === 1 && YEAR_CODES.includes(char);
}

/** Whether a VIN passes every rule of its market: shape, alphabet and, where required, the check digit. */
export function isValidVin(vin: string): boolean {
  return VIN_PATTERN.test(vin) && (!checkDigitRequired(vin) || vinCheckDigit(vin) === vin[8]);
}

/** What is wrong with a VIN, in words, or null when it passes every rule of its market. */
export function vinProblem(input: string): string | null {
  const vin = input.trim().toUpperCase();
  if (vin.length !== 17) {
    return `A VIN has 17 characters; this one has ${vin.length}.`;
  }
  const forbidden = vin.match(/[IOQ]/);
  if (forbidden) {
    return `A VIN never contains the letters I, O or Q (found ${forbidden[0]} at position ${forbidden.index! + 1}).`;
  }
  const other = vin.match(/[^A-Z0-9]/);
  if (other) {
    return `A VIN has only letters and digits (found "${other[0]}" at position ${other.index! + 1}).`;
  }
  if (checkDigitRequired(vin)) {
    const expected = vinCheckDigit(vin);
    if (expected !== vin[8]) {
      return `The check digit (9th character) should be ${expected}, not ${vin[8]}: a character is mistyped.`;
    }
  }
  return null;
}
