// How Ask Odo writes figures, dates and car names in its answers (one place for every answerer).
import type { GroundedVehicle, Grounding } from '../grounding.ts';

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export function formatDate(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

export function formatNumber(value: number, digits = 0): string {
  return value.toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

export function formatMoney(amount: number, currency: string): string {
  return `${formatNumber(amount, 2)} ${currency}`;
}

/** Sums by currency (never added to one another), by code: "1,234.00 USD" or "120.00 EUR + 80.00 USD". */
export function formatTotals(totals: Map<string, number>, fallback: string): string {
  const parts = [...totals]
    .filter(([, cents]) => cents !== 0)
    .sort(([a], [b]) => a.localeCompare(b));
  if (parts.length === 0) return formatMoney(0, fallback);
  return parts.map(([currency, cents]) => formatMoney(cents / 100, currency)).join(' + ');
}

export const distance = (g: Grounding, value: number) =>
  `${formatNumber(value)} ${g.units.distance}`;

export function carName(
  vehicle: Pick<GroundedVehicle, 'year' | 'make' | 'model' | 'nickname'>,
): string {
  const full = `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
  return vehicle.nickname ? `${vehicle.nickname} (${full})` : full;
}

/** "the 2018 Honda Civic", or "Rosie (2020 Toyota RAV4)" for a car with a nickname. */
export function theCar(
  vehicle: Pick<GroundedVehicle, 'year' | 'make' | 'model' | 'nickname'>,
): string {
  return vehicle.nickname ? carName(vehicle) : `the ${carName(vehicle)}`;
}

export function plural(n: number, word: string) {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
