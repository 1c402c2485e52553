// How garage figures read on screen. The API speaks canonical units (km, litres, kWh, money as a
// decimal in the user's currency); the user picks what they read (km/mi, L/US gal/UK gal).

export type DistanceUnit = 'km' | 'mi';
export type VolumeUnit = 'l' | 'us_gal' | 'uk_gal';

export interface UnitPrefs {
  distance: DistanceUnit;
  volume: VolumeUnit;
  currency: string;
}

export const DEFAULT_UNITS: UnitPrefs = { distance: 'km', volume: 'l', currency: 'USD' };

export const KM_PER_MI = 1.609344;
export const L_PER_GAL_US = 3.785411784;
export const L_PER_GAL_UK = 4.54609;

const LITRES_PER: Record<VolumeUnit, number> = { l: 1, us_gal: L_PER_GAL_US, uk_gal: L_PER_GAL_UK };

export const DISTANCE_LABELS: Record<DistanceUnit, string> = { km: 'km', mi: 'mi' };
export const VOLUME_LABELS: Record<VolumeUnit, string> = {
  l: 'L',
  us_gal: 'US gal',
  uk_gal: 'UK gal',
};

/** Kilometres → the user's distance unit. */
export function toDistance(km: number, unit: DistanceUnit): number {
  return unit === 'km' ? km : km / KM_PER_MI;
}

/** The user's distance unit → kilometres (what forms send). */
export function fromDistance(value: number, unit: DistanceUnit): number {
  return unit === 'km' ? value : value * KM_PER_MI;
}

export function toVolume(litres: number, unit: VolumeUnit): number {
  return litres / LITRES_PER[unit];
}

export function fromVolume(value: number, unit: VolumeUnit): number {
  return value * LITRES_PER[unit];
}

function number(value: number, digits: number, locale?: string): string {
  return new Intl.NumberFormat(locale, {
    maximumFractionDigits: digits,
    minimumFractionDigits: 0,
  }).format(value);
}

/** "12,345 km" / "7,671 mi" from kilometres. */
export function formatDistance(km: number, unit: DistanceUnit, locale?: string): string {
  return `${number(Math.round(toDistance(km, unit)), 0, locale)} ${DISTANCE_LABELS[unit]}`;
}

/** "42.5 L" / "11.23 US gal" from litres. */
export function formatVolume(litres: number, unit: VolumeUnit, locale?: string): string {
  return `${number(toVolume(litres, unit), 2, locale)} ${VOLUME_LABELS[unit]}`;
}

export function formatMoney(amount: number, currency: string, locale?: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

/**
 * The label of the economy figure the user reads: the volume unit decides (L/100 km, mpg (US),
 * mpg (UK)), as on the server; charging reads kWh per 100 of the distance unit.
 */
export function economyLabel(prefs: Pick<UnitPrefs, 'distance' | 'volume'>, electric = false) {
  if (electric) return `kWh/100 ${DISTANCE_LABELS[prefs.distance]}`;
  if (prefs.volume === 'us_gal') return 'mpg (US)';
  if (prefs.volume === 'uk_gal') return 'mpg (UK)';
  return 'L/100 km';
}

/**
 * Converts consumption in litres (or kWh) per 100 km into the figure the user reads. For mpg,
 * higher is better; for the "per 100" figures, lower is.
 */
export function convertEconomy(
  per100km: number,
  prefs: Pick<UnitPrefs, 'distance' | 'volume'>,
  electric = false,
): number {
  if (electric) return prefs.distance === 'km' ? per100km : per100km * KM_PER_MI;
  if (prefs.volume === 'l' || per100km <= 0) return per100km;
  // Miles per gallon = (100 km / consumption) in miles, per gallon of litres.
  return ((100 / KM_PER_MI) * LITRES_PER[prefs.volume]) / per100km;
}

export function economyHigherIsBetter(
  prefs: Pick<UnitPrefs, 'distance' | 'volume'>,
  electric = false,
): boolean {
  return !electric && prefs.volume !== 'l';
}

/** "7.8 L/100 km" / "30.2 mpg (US)"; null consumption reads as an em dash. */
export function formatEconomy(
  per100km: number | null | undefined,
  prefs: Pick<UnitPrefs, 'distance' | 'volume'>,
  electric = false,
  locale?: string,
): string {
  if (per100km == null || !Number.isFinite(per100km) || per100km <= 0) return '—';
  const value = convertEconomy(per100km, prefs, electric);
  return `${number(value, 1, locale)} ${economyLabel(prefs, electric)}`;
}

/**
 * The second figure beside charging consumption for people who think in miles: "4.1 mi/kWh"
 * (the electric "mpg", higher is better). Null in km, where kWh/100 km says it all.
 */
export function formatMilesPerKwh(
  kwhPer100km: number | null | undefined,
  prefs: Pick<UnitPrefs, 'distance'>,
  locale?: string,
): string | null {
  if (prefs.distance !== 'mi' || kwhPer100km == null || !Number.isFinite(kwhPer100km)) return null;
  if (kwhPer100km <= 0) return null;
  return `${number(100 / KM_PER_MI / kwhPer100km, 1, locale)} mi/kWh`;
}

/** Cost per one distance unit from cost per km: "0.23 €/km". */
export function formatCostPerDistance(
  perKm: number | null | undefined,
  prefs: UnitPrefs,
  locale?: string,
): string {
  if (perKm == null || !Number.isFinite(perKm)) return '—';
  const perUnit = prefs.distance === 'km' ? perKm : perKm * KM_PER_MI;
  return `${formatMoney(perUnit, prefs.currency, locale)}/${DISTANCE_LABELS[prefs.distance]}`;
}

/** ISO date (yyyy-mm-dd) → "Nov 21, 2026" in the user's locale, read as a calendar date. */
export function formatDate(iso: string | null | undefined, locale?: string): string {
  if (!iso) return '—';
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  if (!y || !m || !d) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

/** Today as yyyy-mm-dd in the browser's time zone (the default of every date field). */
export function todayIso(now = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}
