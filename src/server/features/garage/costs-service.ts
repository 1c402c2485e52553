// GET /api/garage/costs: what the user's cars cost over a period — by category (service types, fuel,
// expense categories with recurring occurrences up to today), by month, by vehicle — the distance
// driven and the cost per km or mi, and the all-time total cost of ownership. Sums in cents, kept
// per currency: each amount stays in the currency it was entered in (issue 27).
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  EXPENSE_CATEGORY_LABELS,
  SERVICE_TYPE_LABELS,
  vehicleName,
  type CostPeriod,
  type CostsDto,
  type CostTotals,
  type ExpenseCategory,
  type ServiceType,
} from '../../../shared/garage.ts';
import { fromCents, fromKm, round, type Units } from '../../../shared/units.ts';
import { occurrences, utcTodayIso } from './dates.ts';
import { CurrencySums, soleCurrency } from './money-totals.ts';
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
  currency: string;
}

/** Per currency: the period's spend by kind and the all-time ownership cost, in cents. */
const SUM_KEYS = ['maintenance', 'fuel', 'expense', 'ownership'] as const;
type Sums = CurrencySums<(typeof SUM_KEYS)[number]>;

function money(cents: number): number {
  return fromCents(cents);
}

function costTotals(sums: Sums, distanceKm: number, units: Units): CostTotals[] {
  return sums.currencies().map((currency) => {
    const own = sums.get(currency);
    const cents = own.maintenance + own.fuel + own.expense;
    return {
      currency,
      total: money(cents),
      maintenance: money(own.maintenance),
      fuel: money(own.fuel),
      expenses: money(own.expense),
      costPerDistance:
        distanceKm > 0 ? round(fromCents(cents) / fromKm(distanceKm, units.distance), 3) : null,
      totalCostOfOwnership: money(own.ownership),
    };
  });
}

/**
 * The single figures, in the one currency everything was spent in (the display currency when
 * nothing was); all null when amounts are in several currencies.
 */
function singleFigures(totals: CostTotals[], displayCurrency: string) {
  const currency = soleCurrency(
    totals.map((row) => row.currency),
    displayCurrency,
  );
  if (currency === null) {
    return {
      currency,
      total: null,
      maintenance: null,
      fuel: null,
      expenses: null,
      costPerDistance: null,
      totalCostOfOwnership: null,
    };
  }
  const row = totals[0] ?? {
    total: 0,
    maintenance: 0,
    fuel: 0,
    expenses: 0,
    costPerDistance: null,
    totalCostOfOwnership: 0,
  };
  return {
    currency,
    total: row.total,
    maintenance: row.maintenance,
    fuel: row.fuel,
    expenses: row.expenses,
    costPerDistance: row.costPerDistance,
    totalCostOfOwnership: row.totalCostOfOwnership,
  };
}

export async function garageCosts(
  db: Db,
  userId: string,
  period: CostPeriod,
  units: Units,
  defaultCurrency: string,
  now = new Date(),
): Promise<CostsDto> {
  const today = utcTodayIso(now);
  const from = periodStart(period, today);
  const inPeriod = (date: string) => date <= today && (from === null || date >= from);
  const rows = await db.query.vehicles.findMany({
    where: eq(vehicles.userId, userId),
    orderBy: [desc(vehicles.createdAt), desc(vehicles.id)],
    with: { maintenanceRecords: true, fuelRecords: true, expenses: true },
  });
  // The display currency names only what nothing was spent in: amounts keep their own.
  const displayCurrency = await userCurrency(db, userId, defaultCurrency);

  const categories = new Map<
    string,
    { kind: Kind; key: string; currency: string; cents: number }
  >();
  const months = new Map<string, { month: string; currency: string } & Record<Kind, number>>();
  const garage: Sums = new CurrencySums(SUM_KEYS);
  let distanceKm = 0;
  const byVehicle: CostsDto['byVehicle'] = [];

  for (const vehicle of rows) {
    const entries: Entry[] = [
      ...vehicle.maintenanceRecords.map((r) => ({
        kind: 'maintenance' as const,
        key: r.type,
        date: r.date,
        cents: r.costCents,
        currency: r.currency,
      })),
      ...vehicle.fuelRecords.map((r) => ({
        kind: 'fuel' as const,
        key: 'fuel',
        date: r.date,
        cents: r.costCents,
        currency: r.currency,
      })),
      ...vehicle.expenses.flatMap((r) =>
        occurrences(r.date, r.recurring, today).map((date) => ({
          kind: 'expense' as const,
          key: r.category,
          date,
          cents: r.amountCents,
          currency: r.currency,
        })),
      ),
    ];
    const own: Sums = new CurrencySums(SUM_KEYS);
    for (const entry of entries) {
      if (entry.date > today) continue;
      own.add(entry.currency, 'ownership', entry.cents);
      garage.add(entry.currency, 'ownership', entry.cents);
      if (!inPeriod(entry.date)) continue;
      own.add(entry.currency, entry.kind, entry.cents);
      garage.add(entry.currency, entry.kind, entry.cents);
      const categoryKey = `${entry.currency}:${entry.kind}:${entry.key}`;
      const category = categories.get(categoryKey) ?? {
        kind: entry.kind,
        key: entry.key,
        currency: entry.currency,
        cents: 0,
      };
      category.cents += entry.cents;
      categories.set(categoryKey, category);
      const monthKey = `${entry.date.slice(0, 7)}:${entry.currency}`;
      const month = months.get(monthKey) ?? {
        month: entry.date.slice(0, 7),
        currency: entry.currency,
        maintenance: 0,
        fuel: 0,
        expense: 0,
      };
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
    const totals = costTotals(own, spanKm, units);
    const single = singleFigures(totals, displayCurrency);
    byVehicle.push({
      vehicleId: vehicle.id,
      name: vehicleName(vehicle),
      currency: single.currency,
      total: single.total,
      maintenance: single.maintenance,
      fuel: single.fuel,
      expenses: single.expenses,
      distance: round(fromKm(spanKm, units.distance)),
      costPerDistance: single.costPerDistance,
      totalCostOfOwnership: single.totalCostOfOwnership,
      totals,
    });
  }

  const totals = costTotals(garage, distanceKm, units);
  const single = singleFigures(totals, displayCurrency);
  return {
    period,
    from,
    to: today,
    currency: single.currency,
    distanceUnit: units.distance,
    total: single.total,
    maintenance: single.maintenance,
    fuel: single.fuel,
    expenses: single.expenses,
    totals,
    byCategory: [...categories.values()]
      .filter((category) => category.cents > 0)
      .sort(
        (a, b) =>
          a.currency.localeCompare(b.currency) || b.cents - a.cents || a.key.localeCompare(b.key),
      )
      .map((category) => ({
        kind: category.kind,
        key: category.key,
        label:
          category.kind === 'fuel'
            ? 'Fuel'
            : category.kind === 'maintenance'
              ? (SERVICE_TYPE_LABELS[category.key as ServiceType] ?? category.key)
              : (EXPENSE_CATEGORY_LABELS[category.key as ExpenseCategory] ?? category.key),
        currency: category.currency,
        amount: money(category.cents),
      })),
    byMonth: [...months.values()]
      .filter((sums) => sums.maintenance + sums.fuel + sums.expense !== 0)
      .sort((a, b) => a.month.localeCompare(b.month) || a.currency.localeCompare(b.currency))
      .map((sums) => ({
        month: sums.month,
        currency: sums.currency,
        maintenance: money(sums.maintenance),
        fuel: money(sums.fuel),
        expenses: money(sums.expense),
        total: money(sums.maintenance + sums.fuel + sums.expense),
      })),
    byVehicle,
    distance: round(fromKm(distanceKm, units.distance)),
    costPerDistance: single.costPerDistance,
    totalCostOfOwnership: single.totalCostOfOwnership,
  };
}
