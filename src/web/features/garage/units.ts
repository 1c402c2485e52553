// How garage figures read on screen. The API speaks canonical units (km, litres, kWh, money as a
// decimal with the currency it was entered in); the user picks what they read (km/mi, L/US gal/UK
// gal). The units, their labels and conversions are src/shared/units.ts's, the server's own. An
// amount is always shown in its own currency, never in the display setting's (issue 27).
import { dateTimeFormat, numberFormat } from '../../lib/intl.ts';
import {
  DISTANCE_UNIT_LABELS,
  economyInUnits,
  energyEconomyInUnits,
  fromKm,
  fromLitres,
  KM_PER_MI,
  kwhPer100KmToMiPerKwh,
  toKm,
  toLitres,
  VOLUME_UNIT_LABELS,
  type DistanceUnit,
  type VolumeUnit,
} from '../../../shared/units-vocab.ts';

export type { DistanceUnit, VolumeUnit } from '../../../shared/units-vocab.ts';

import type { UnitPrefs } from '../../lib/unit-prefs/use-unit-prefs.ts';

export { DEFAULT_UNITS, type UnitPrefs } from '../../lib/unit-prefs/use-unit-prefs.ts';

/** Kilometres → the user's distance unit. */
export const toDistance = fromKm;
/** The user's distance unit → kilometres (what forms send). */
export const fromDistance = toKm;
/** Litres → the user's volume unit. */
export const toVolume = fromLitres;
/** The user's volume unit → litres (what forms send). */
export const fromVolume = toLitres;

function number(value: number, digits: number, locale?: string): string {
  return numberFormat(locale, {
    maximumFractionDigits: digits,
    minimumFractionDigits: 0,
  }).format(value);
}

/** "12,345 km" / "7,671 mi" from kilometres. */
export function formatDistance(km: number, unit: DistanceUnit, locale?: string): string {
  return `${number(Math.round(toDistance(km, unit)), 0, locale)} ${DISTANCE_UNIT_LABELS[unit]}`;
}

/** "42.5 L" / "11.23 US gal" from litres. */
export function formatVolume(litres: number, unit: VolumeUnit, locale?: string): string {
  return `${number(toVolume(litres, unit), 2, locale)} ${VOLUME_UNIT_LABELS[unit]}`;
}

export function formatMoney(amount: number, currency: string, locale?: string): string {
  try {
    return numberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

/** An amount with the currency it is in, as the API answers both. */
export interface Money {
  currency: string;
  amount: number;
}

/**
 * Sums in several currencies, never added to one another: "$387.42 + €120.00" (in the server's
 * order). Zero sums are left out; when all are zero it reads as zero in the first one's currency
 * ("$0.00"), or in `zeroCurrency` (the display currency) when there are none.
 */
export function formatAmounts(
  amounts: readonly Money[],
  zeroCurrency: string,
  locale?: string,
): string {
  const spent = amounts.filter((money) => money.amount !== 0);
  if (spent.length === 0) return formatMoney(0, amounts[0]?.currency ?? zeroCurrency, locale);
  return spent.map((money) => formatMoney(money.amount, money.currency, locale)).join(' + ');
}

/**
 * The label of the economy figure the user reads: the volume unit decides (L/100 km, mpg (US),
 * mpg (UK)), as on the server; charging reads kWh per 100 of the distance unit.
 */
export function economyLabel(prefs: Pick<UnitPrefs, 'distance' | 'volume'>, electric = false) {
  return electric
    ? energyEconomyInUnits(1, prefs).unit
    : economyInUnits(1, { distance: prefs.distance, volume: prefs.volume }).unit;
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
  if (electric) return energyEconomyInUnits(per100km, prefs).value;
  if (per100km <= 0) return per100km;
  return economyInUnits(per100km, { distance: prefs.distance, volume: prefs.volume }).value;
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
  return `${number(kwhPer100KmToMiPerKwh(kwhPer100km), 1, locale)} mi/kWh`;
}

/** Cost per one distance unit from cost per km, in the currency it was spent in: "€0.23/km". */
export function formatCostPerDistance(
  perKm: number | null | undefined,
  currency: string,
  prefs: Pick<UnitPrefs, 'distance'>,
  locale?: string,
): string {
  if (perKm == null || !Number.isFinite(perKm)) return '—';
  const perUnit = prefs.distance === 'km' ? perKm : perKm * KM_PER_MI;
  return `${formatMoney(perUnit, currency, locale)}/${DISTANCE_UNIT_LABELS[prefs.distance]}`;
}

/** ISO date (yyyy-mm-dd) → "Nov 21, 2026" in the user's locale, read as a calendar date. */
export function formatDate(iso: string | null | undefined, locale?: string): string {
  if (!iso) return '—';
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  if (!y || !m || !d) return iso;
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

/** Today as yyyy-mm-dd in the browser's time zone (the default of every date field). */
export function localTodayIso(now = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}
