// How the garage pages order and tell apart the API's fill-ups. Their economy (each one's, the
// last, the trend) is the server's, in the units asked (server/features/garage/economy-reply.ts);
// what the records add up to is the server's too (recordTotals, per currency).
import type { FuelRecord } from './garage-types.ts';

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
