// GET /api/garage/costs: what the user's cars cost over a period — by category (service types, fuel,
// expense categories with recurring occurrences up to today), by month, by vehicle — the distance
// driven and the cost per km or mi, and the all-time total cost of ownership. Sums in cents.
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  EXPENSE_CATEGORY_LABELS,
  SERVICE_TYPE_LABELS,
  vehicleName,
  type CostPeriod,
  type CostsDto,
  type ExpenseCategory,
  type ServiceType,
} from '../../../shared/garage.ts';
import { fromCents, fromKm, round, type Units } from '../../../shared/units.ts';
import { occurrences, todayIso } from './dates.ts';
import { vehicles } from './schema.ts';
import { userCurrency } from './settings-service.ts';

/**
 * The first day a period counts: the 1st of this month (the home page's spend), 1 January, or the
 * 1st of the month 11 months back.
 */
export function periodStart(period: CostPeriod, today: string): string | null {
  if (period === 'all') return null;
  if (period === 'this_month') return `${today.slice(0, 7)}-01`;
  const year = Number(today.slice(0, 4));
  if (period === 'this_year') return `${year}-01-01`;
  const start = new Date(Date.UTC(year, Number(today.slice(5, 7)) - 1 - 11, 1));
  return start.toISOString().slice(0, 10);
}

type Kind = 'maintenance' | 'fuel' | 'expense';
interface Entry {
  kind: Kind;
  key: string;
  date: string;
  cents: number;
}

function money(cents: number): number {
  return fromCents(cents);
}

export async function garageCosts(
  db: Db,
  userId: string,
  period: CostPeriod,
  units: Units,
  defaultCurrency: string,
  now = new Date(),
): Promise<CostsDto> {
  const today = todayIso(now);
  const from = periodStart(period, today);
  const inPeriod = (date: string) => date <= today && (from === null || date >= from);
  const rows = await db.query.vehicles.findMany({
    where: eq(vehicles.userId, userId),
    orderBy: [desc(vehicles.createdAt), desc(vehicles.id)],
    with: { maintenanceRecords: true, fuelRecords: true, expenses: true },
  });
  const currency = await userCurrency(db, userId, defaultCurrency);

  const categories = new Map<string, { kind: Kind; key: string; cents: number }>();
  const months = new Map<string, Record<Kind, number>>();
  const totals: Record<Kind, number> = { maintenance: 0, fuel: 0, expense: 0 };
  let ownershipCents = 0;
  let distanceKm = 0;
  const byVehicle: CostsDto['byVehicle'] = [];

  for (const vehicle of rows) {
    const entries: Entry[] = [
      ...vehicle.maintenanceRecords.map((r) => ({
        kind: 'maintenance' as const,
        key: r.type,
        date: r.date,
        cents: r.costCents,
      })),
      ...vehicle.fuelRecords.map((r) => ({
        kind: 'fuel' as const,
        key: 'fuel',
        date: r.date,
        cents: r.costCents,
      })),
      ...vehicle.expenses.flatMap((r) =>
        occurrences(r.date, r.recurring, today).map((date) => ({
          kind: 'expense' as const,
          key: r.category,
          date,
          cents: r.amountCents,
        })),
      ),
    ];
    const own: Record<Kind, number> = { maintenance: 0, fuel: 0, expense: 0 };
    let vehicleOwnership = 0;
    for (const entry of entries) {
      if (entry.date > today) continue;
      vehicleOwnership += entry.cents;
      if (!inPeriod(entry.date)) continue;
      own[entry.kind] += entry.cents;
      const categoryKey = `${entry.kind}:${entry.key}`;
      const category = categories.get(categoryKey) ?? {
        kind: entry.kind,
        key: entry.key,
        cents: 0,
      };
      category.cents += entry.cents;
      categories.set(categoryKey, category);
      const monthKey = entry.date.slice(0, 7);
      const month = months.get(monthKey) ?? { maintenance: 0, fuel: 0, expense: 0 };
      month[entry.kind] += entry.cents;
      months.set(monthKey, month);
    }

    // Distance driven: the span of the odometer readings in the period (all time also counts the
    // mileage the car was added with and its current mileage).
    const readings = [
      ...vehicle.maintenanceRecords
        .filter((r) => r.mileage !== null && inPeriod(r.date))
        .map((r) => r.mileage!),
      ...vehicle.fuelRecords
        .filter((r) => r.odometer !== null && inPeriod(r.date))
        .map((r) => r.odometer!),
      ...(period === 'all' ? [vehicle.initialMileage, vehicle.mileage] : []),
    ];
    const spanKm = readings.length > 1 ? Math.max(...readings) - Math.min(...readings) : 0;
    distanceKm += spanKm;
    ownershipCents += vehicleOwnership;
    for (const kind of ['maintenance', 'fuel', 'expense'] as const) totals[kind] += own[kind];
    const vehicleCents = own.maintenance + own.fuel + own.expense;
    byVehicle.push({
      vehicleId: vehicle.id,
      name: vehicleName(vehicle),
      total: money(vehicleCents),
      maintenance: money(own.maintenance),
      fuel: money(own.fuel),
      expenses: money(own.expense),
      distance: round(fromKm(spanKm, units.distance)),
      costPerDistance:
        spanKm > 0 ? round(fromCents(vehicleCents) / fromKm(spanKm, units.distance), 3) : null,
      totalCostOfOwnership: money(vehicleOwnership),
    });
  }

  const totalCents = totals.maintenance + totals.fuel + totals.expense;
  return {
    period,
    from,
    to: today,
    currency,
    distanceUnit: units.distance,
    total: money(totalCents),
    maintenance: money(totals.maintenance),
    fuel: money(totals.fuel),
    expenses: money(totals.expense),
    byCategory: [...categories.values()]
      .filter((category) => category.cents > 0)
      .sort((a, b) => b.cents - a.cents || a.key.localeCompare(b.key))
      .map((category) => ({
        kind: category.kind,
        key: category.key,
        label:
          category.kind === 'fuel'
            ? 'Fuel'
            : category.kind === 'maintenance'
              ? (SERVICE_TYPE_LABELS[category.key as ServiceType] ?? category.key)
              : (EXPENSE_CATEGORY_LABELS[category.key as ExpenseCategory] ?? category.key),
        amount: money(category.cents),
      })),
    byMonth: [...months]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, sums]) => ({
        month,
        maintenance: money(sums.maintenance),
        fuel: money(sums.fuel),
        expenses: money(sums.expense),
        total: money(sums.maintenance + sums.fuel + sums.expense),
      })),
    byVehicle,
    distance: round(fromKm(distanceKm, units.distance)),
    costPerDistance:
      distanceKm > 0 ? round(fromCents(totalCents) / fromKm(distanceKm, units.distance), 3) : null,
    totalCostOfOwnership: money(ownershipCents),
  };
}
