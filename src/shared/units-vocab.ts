// Odo stores km, litres and integer cents; people read mi, US or UK gallons and money in decimals.
// Every conversion between the two lives here, for the server (wire ↔ storage) and the web app.
// No zod here (a first view can import it cheaply): the query schema is in units.ts.
export const DISTANCE_UNITS = ['km', 'mi'] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];
export const VOLUME_UNITS = ['l', 'us_gal', 'uk_gal'] as const;
export type VolumeUnit = (typeof VOLUME_UNITS)[number];

export interface Units {
  distance: DistanceUnit;
  volume: VolumeUnit;
}

export const CANONICAL_UNITS: Units = { distance: 'km', volume: 'l' };

export const KM_PER_MI = 1.609344;
export const L_PER_US_GAL = 3.785411784;
export const L_PER_UK_GAL = 4.54609;

const LITRES_PER: Record<VolumeUnit, number> = { l: 1, us_gal: L_PER_US_GAL, uk_gal: L_PER_UK_GAL };
const KM_PER: Record<DistanceUnit, number> = { km: 1, mi: KM_PER_MI };

export const DISTANCE_UNIT_LABELS: Record<DistanceUnit, string> = { km: 'km', mi: 'mi' };
export const VOLUME_UNIT_LABELS: Record<VolumeUnit, string> = {
  l: 'L',
  us_gal: 'US gal',
  uk_gal: 'UK gal',
};

/** Rounds to `digits` decimals (half away from zero), without binary noise such as 0.1 + 0.2. */
export function round(value: number, digits = 0): number {
  const factor = 10 ** digits;
  return Math.sign(value) * (Math.round(Math.abs(value) * factor + Number.EPSILON) / factor);
}

export function toKm(value: number, unit: DistanceUnit): number {
  return value * KM_PER[unit];
}

export function fromKm(km: number, unit: DistanceUnit): number {
  return km / KM_PER[unit];
}

export function toLitres(value: number, unit: VolumeUnit): number {
  return value * LITRES_PER[unit];
}

export function fromLitres(litres: number, unit: VolumeUnit): number {
  return litres / LITRES_PER[unit];
}

/** A decimal amount (12.34) as integer cents (1234). */
export function toCents(amount: number): number {
  return Math.round(amount * 100 + (amount >= 0 ? 1e-7 : -1e-7));
}

/** Integer cents (1234) as a decimal amount (12.34). */
export function fromCents(cents: number): number {
  return cents / 100;
}

/**
 * `?units=mi,us_gal` (either part alone, any order; `metric` and `imperial_us`/`imperial_uk` too).
 * Missing parts stay canonical (km, litres).
 */
export function parseUnits(value: string | undefined | null): Units | null {
  if (value === undefined || value === null || value.trim() === '') return { ...CANONICAL_UNITS };
  const presets: Record<string, Units> = {
    metric: { distance: 'km', volume: 'l' },
    imperial_us: { distance: 'mi', volume: 'us_gal' },
    imperial_uk: { distance: 'mi', volume: 'uk_gal' },
  };
  const preset = presets[value.trim().toLowerCase()];
  if (preset) return { ...preset };
  const units: Units = { ...CANONICAL_UNITS };
  const seen = new Set<string>();
  for (const raw of value.split(',')) {
    const part = raw.trim().toLowerCase();
    if ((DISTANCE_UNITS as readonly string[]).includes(part)) {
      if (seen.has('distance')) return null;
      seen.add('distance');
      units.distance = part as DistanceUnit;
    } else if ((VOLUME_UNITS as readonly string[]).includes(part)) {
      if (seen.has('volume')) return null;
      seen.add('volume');
      units.volume = part as VolumeUnit;
    } else {
      return null;
    }
  }
  return units;
}

export function formatUnits(units: Units): string {
  return `${units.distance},${units.volume}`;
}

// ---------------------------------------------------------------- fuel economy

/** mpg (US) = MPG_US_FACTOR / (L/100 km); the same for UK gallons. */
export const MPG_US_FACTOR = (100 * L_PER_US_GAL) / KM_PER_MI;
export const MPG_UK_FACTOR = (100 * L_PER_UK_GAL) / KM_PER_MI;

export function lPer100KmToMpgUs(lPer100Km: number): number {
  return MPG_US_FACTOR / lPer100Km;
}

export function lPer100KmToMpgUk(lPer100Km: number): number {
  return MPG_UK_FACTOR / lPer100Km;
}

/** The fuel-economy figure people read in these units: L/100 km, mpg (US) or mpg (UK). */
export function economyInUnits(
  lPer100Km: number,
  units: Units,
): { value: number; unit: 'L/100 km' | 'mpg (US)' | 'mpg (UK)' } {
  if (units.volume === 'us_gal') return { value: lPer100KmToMpgUs(lPer100Km), unit: 'mpg (US)' };
  if (units.volume === 'uk_gal') return { value: lPer100KmToMpgUk(lPer100Km), unit: 'mpg (UK)' };
  return { value: lPer100Km, unit: 'L/100 km' };
}

// ---------------------------------------------------------------- charging (EVs, plug-in hybrids)

export type EnergyEconomyUnit = 'kWh/100 km' | 'kWh/100 mi';

/** kWh/100 km → kWh/100 mi (a mile is longer, so the figure grows). */
export function kwhPer100KmToKwhPer100Mi(kwhPer100Km: number): number {
  return kwhPer100Km * KM_PER_MI;
}

/** kWh/100 km → mi/kWh, the "mpg" of electric cars (higher is better). */
export function kwhPer100KmToMiPerKwh(kwhPer100Km: number): number {
  return 100 / KM_PER_MI / kwhPer100Km;
}

/** The consumption figure a driver reads in these units: kWh per 100 of their distance unit. */
export function energyEconomyInUnits(
  kwhPer100Km: number,
  units: Pick<Units, 'distance'>,
): { value: number; unit: EnergyEconomyUnit } {
  return units.distance === 'mi'
    ? { value: kwhPer100KmToKwhPer100Mi(kwhPer100Km), unit: 'kWh/100 mi' }
    : { value: kwhPer100Km, unit: 'kWh/100 km' };
}
