// Spend by category, month and vehicle, computed from the garage list's records (maintenance and
// fuel), for the costs page until the server's costs endpoint answers.
import { serviceLabel, type CostPeriod, type Vehicle } from './garage-types.ts';

export interface CostSummary {
  total: number;
  maintenance: number;
  fuel: number;
  byCategory: Array<{ label: string; amount: number }>;
  byMonth: Array<{ month: string; maintenance: number; fuel: number; expenses: number }>;
  byVehicle: Array<{ id: string; name: string; amount: number; perKm: number | null }>;
  /** Money per km over the distance the records span, null when it cannot be told. */
  perKm: number | null;
}

export function periodStart(period: CostPeriod, now = new Date()): string | null {
  if (period === 'all') return null;
  if (period === 'this_year') return `${now.getFullYear()}-01-01`;
  const start = new Date(now.getFullYear(), now.getMonth() - 11, 1);
  return `${start.getFullYear()}-${String(start.getMonth() + 1).padStart(2, '0')}-01`;
}

export function computeCosts(
  vehicles: readonly Vehicle[],
  period: CostPeriod,
  now = new Date(),
): CostSummary {
  const from = periodStart(period, now);
  const inPeriod = (date: string) => !from || date >= from;
  const categories = new Map<string, number>();
  const months = new Map<string, { maintenance: number; fuel: number; expenses: number }>();
  const month = (date: string) => {
    const key = date.slice(0, 7);
    let entry = months.get(key);
    if (!entry) months.set(key, (entry = { maintenance: 0, fuel: 0, expenses: 0 }));
    return entry;
  };
  let maintenance = 0;
  let fuel = 0;
  let distance = 0;
  const byVehicle: CostSummary['byVehicle'] = [];
  for (const vehicle of vehicles) {
    let spent = 0;
    const odometers: number[] = [];
    for (const record of vehicle.maintenanceRecords) {
      if (!inPeriod(record.date)) continue;
      maintenance += record.cost;
      spent += record.cost;
      const label = serviceLabel(record.type);
      categories.set(label, (categories.get(label) ?? 0) + record.cost);
      month(record.date).maintenance += record.cost;
      if (record.mileage != null) odometers.push(record.mileage);
    }
    for (const record of vehicle.fuelRecords) {
      if (!inPeriod(record.date)) continue;
      fuel += record.cost;
      spent += record.cost;
      month(record.date).fuel += record.cost;
      if (record.odometer != null) odometers.push(record.odometer);
    }
    const span = odometers.length > 1 ? Math.max(...odometers) - Math.min(...odometers) : 0;
    distance += span;
    byVehicle.push({
      id: vehicle.id,
      name: vehicle.nickname || `${vehicle.year} ${vehicle.make} ${vehicle.model}`,
      amount: spent,
      perKm: span > 0 ? spent / span : null,
    });
  }
  if (fuel > 0) categories.set('Fuel', fuel);
  const total = maintenance + fuel;
  return {
    total,
    maintenance,
    fuel,
    byCategory: [...categories]
      .map(([label, amount]) => ({ label, amount }))
      .sort((a, b) => b.amount - a.amount),
    byMonth: [...months]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, value]) => ({ month: key, ...value })),
    byVehicle: byVehicle.sort((a, b) => b.amount - a.amount),
    perKm: distance > 0 ? total / distance : null,
  };
}
