// How garage figures read on screen. The garage screens ask the API in the user's units (km/mi,
// L/US gal/UK gal) and show its distances, volumes and fuel economy as given: a reply says its
// `units`, and economy comes with its own unit, computed and converted on the server only. Forms
// send canonical km and litres (fromDistance/fromVolume). An amount is always shown in its own
// currency, never in the display setting's (issue 27).
import { dateTimeFormat, numberFormat } from '../../lib/intl.ts';
import {
  DISTANCE_UNIT_LABELS,
  fromKm,
  fromLitres,
  KM_PER_MI,
  toKm,
  toLitres,
  VOLUME_UNIT_LABELS,
  type DistanceUnit,
  type Units,
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

/**
 * The user's prefs with the units a reply is in (normally the same: the screens ask in the user's
 * units; while a change of units is being fetched, the previous reply still reads right).
 */
export function inReplyUnits(prefs: UnitPrefs, reply: { units: Units }): UnitPrefs {
  return { ...prefs, distance: reply.units.distance, volume: reply.units.volume };
}

/** "12,345 km" / "7,671 mi": a distance the API gave in `unit`. */
export function formatDistance(value: number, unit: DistanceUnit, locale?: string): string {
  return `${number(Math.round(value), 0, locale)} ${DISTANCE_UNIT_LABELS[unit]}`;
}

/** "42.5 L" / "11.23 US gal": a volume the API gave in `unit`. */
export function formatVolume(value: number, unit: VolumeUnit, locale?: string): string {
  return `${number(value, 2, locale)} ${VOLUME_UNIT_LABELS[unit]}`;
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

/** "7.8 L/100 km" / "30.2 mpg (US)": an economy figure as the server gave it; none reads "—". */
export function formatEconomy(
  figure: { value: number | null; unit: string | null } | null | undefined,
  locale?: string,
): string {
  if (figure?.value == null || figure.unit == null || !Number.isFinite(figure.value)) return '—';
  if (figure.value <= 0) return '—';
  return `${number(figure.value, 1, locale)} ${figure.unit}`;
}

/**
 * The second figure beside charging consumption for people who think in miles: "4.1 mi/kWh"
 * (the electric "mpg", higher is better), as the server gave it in miles; null otherwise.
 */
export function formatMilesPerKwh(miPerKwh: number | null | undefined, locale?: string) {
  if (miPerKwh == null || !Number.isFinite(miPerKwh) || miPerKwh <= 0) return null;
  return `${number(miPerKwh, 1, locale)} mi/kWh`;
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
