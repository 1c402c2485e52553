// Figures the garage pages read off the API's records: each fill-up's economy (computed by the
// server, Fuelly's way) and the latest one. What the records add up to is the server's
// (recordTotals, per currency).
import type { FuelRecord, Vehicle } from './garage-types.ts';

/** Litres (or kWh when charging) per 100 km for the stretch a full fill closes, else null. */
export function recordEconomy(record: Pick<FuelRecord, 'economy'>): number | null {
  return record.economy?.lPer100Km ?? record.economy?.kwhPer100Km ?? null;
}

/** Newest first: by date, then by odometer. */
export function newestFirst<T extends { date: string; odometer?: number | null }>(
  records: readonly T[],
): T[] {
  return [...records].sort(
    (a, b) => b.date.localeCompare(a.date) || (b.odometer ?? 0) - (a.odometer ?? 0),
  );
}

/** A charge (kWh, no fuel): its economy is kWh, not litres, per 100 km. */
export function isCharge(record: Pick<FuelRecord, 'kwh' | 'volume'>): boolean {
  return record.kwh != null && record.volume == null;
}

/** The most recent fill-up's economy, if any fill-up has one, and whether it was a charge. */
export function lastEconomy(
  vehicle: Pick<Vehicle, 'fuelRecords'>,
): { per100Km: number; electric: boolean } | null {
  for (const record of newestFirst(vehicle.fuelRecords ?? [])) {
    const value = recordEconomy(record);
    if (value != null) return { per100Km: value, electric: isCharge(record) };
  }
  return null;
}
