// Where a car was sold new (North America, Europe incl. the UK, elsewhere): the garage stores it
// per car, the assessment takes it per request, and both read it from the VIN when not given, so
// a US-only campaign is never said to apply to a European car. zod-free; used by both sides.
import { vinCheckDigit } from './vin-rules.ts';

export const CAR_MARKETS = ['na', 'eu', 'other'] as const;
export type CarMarket = (typeof CAR_MARKETS)[number];
export const CAR_MARKET_LABELS: Record<CarMarket, string> = {
  na: 'North America',
  eu: 'Europe / UK',
  other: 'Elsewhere',
};

/**
 * The market a VIN says the car was built for, or null when it cannot tell: a North-American
 * maker code (first character 1–5) → 'na'; a foreign maker code without the check digit that
 * North-American VINs must carry → 'eu' (S–Z: Europe) or 'other'. A foreign-built car with a
 * valid check digit may be a US import, so that says nothing.
 */
export function marketOfVin(vin: string | null | undefined): CarMarket | null {
  const value = vin?.trim().toUpperCase() ?? '';
  if (value.length !== 17) return null;
  if (/^[1-5]/.test(value)) return 'na';
  if (vinCheckDigit(value) === value[8]) return null;
  return /^[S-Z]/.test(value) ? 'eu' : 'other';
}
