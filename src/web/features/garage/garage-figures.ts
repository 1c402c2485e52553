// Figures the garage pages derive from the API's records: the economy of each fill-up (the
// server's when it sends one), averages, the last economy, the next service of a car.
import type { FuelRecord, UpcomingService, Vehicle } from './garage-types.ts';

const byOdometer = (a: FuelRecord, b: FuelRecord) =>
  a.odometer - b.odometer || a.date.localeCompare(b.date);

/**
 * Consumption per 100 km at each full fill, the way Fuelly counts: from the previous full fill,
 * summing the partial fills in between, never across a missed entry. Uses the server's figure
 * when the record carries one.
 */
export function economyByRecord(records: readonly FuelRecord[]): Map<string, number | null> {
  const result = new Map<string, number | null>();
  const sorted = [...records].sort(byOdometer);
  let anchor: FuelRecord | null = null;
  let amount = 0;
  let broken = false;
  for (const record of sorted) {
    const quantity = record.volume ?? record.kwh ?? 0;
    if (record.missedPrevious) broken = true;
    if (record.economy !== undefined) {
      result.set(record.id, record.economy);
    }
    if (!record.fullTank) {
      amount += quantity;
      if (record.economy === undefined) result.set(record.id, null);
      continue;
    }
    amount += quantity;
    if (record.economy === undefined) {
      const distance = anchor ? record.odometer - anchor.odometer : 0;
      result.set(record.id, anchor && !broken && distance > 0 ? (amount / distance) * 100 : null);
    }
    anchor = record;
    amount = 0;
    broken = false;
  }
  return result;
}

/** Average consumption over every counted stretch (total quantity / total distance). */
export function averageEconomy(records: readonly FuelRecord[]): number | null {
  const economies = economyByRecord(records);
  const values = [...economies.values()].filter((value): value is number => value != null);
  if (values.length === 0) return null;
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** The most recent fill-up's economy, if it has one. */
export function lastEconomy(vehicle: Pick<Vehicle, 'fuelRecords'>): number | null {
  const economies = economyByRecord(vehicle.fuelRecords ?? []);
  const sorted = [...(vehicle.fuelRecords ?? [])].sort(byOdometer).reverse();
  for (const record of sorted) {
    const value = economies.get(record.id);
    if (value != null) return value;
  }
  return null;
}

export function nextServiceFor(
  vehicleId: string,
  items: readonly UpcomingService[],
): UpcomingService | null {
  return items.find((item) => item.vehicleId === vehicleId) ?? null;
}
