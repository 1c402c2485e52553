// A vehicle's service history: the one function behind the owner's printable page, the CSV export
// and the public share link. It reads the car and its records in one statement and answers in the
// given units (else the owner's settings), with nothing of the owner's beyond the car itself.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  EXPENSE_CATEGORY_LABELS,
  SERVICE_TYPE_LABELS,
  type ExpenseCategory,
  type ServiceType,
} from '../../../shared/garage.ts';
import type { HistoryTotals, VehicleHistoryDto } from '../../../shared/garage-history.ts';
import {
  fromCents,
  fromKm,
  fromLitres,
  KM_PER_MI,
  round,
  type Units,
} from '../../../shared/units.ts';
import { occurrences, utcTodayIso } from './dates.ts';
import { economySummary } from './mappers.ts';
import { CurrencySums, soleCurrency } from './money-totals.ts';
import { expenses, fuelRecords, maintenanceRecords, vehicles } from './schema.ts';
import { getSettings } from './settings-service.ts';
import { vehicleNotFound } from './vehicle-rows.ts';

export interface HistoryScope {
  vehicleId: string;
  /** The signed-in owner: another user's (or a missing) vehicle is a 404. Omitted only by share links, which were checked first. */
  userId?: string;
  /** Reply units; the owner's settings when omitted. */
  units?: Units;
  defaultCurrency: string;
  now?: Date;
}

/** The vehicle with every record, oldest first, and the units and currency to show them in. */
export async function historyRows(db: Db, scope: HistoryScope) {
  const where = scope.userId
    ? and(eq(vehicles.id, scope.vehicleId), eq(vehicles.userId, scope.userId))
    : eq(vehicles.id, scope.vehicleId);
  const row = await db.query.vehicles.findFirst({
    where,
    with: {
      maintenanceRecords: {
        orderBy: [asc(maintenanceRecords.date), asc(maintenanceRecords.createdAt)],
      },
      fuelRecords: {
        orderBy: [asc(fuelRecords.date), asc(fuelRecords.odometer), asc(fuelRecords.createdAt)],
      },
      expenses: { orderBy: [asc(expenses.date), asc(expenses.createdAt)] },
    },
  });
  if (!row) throw vehicleNotFound();
  const settings = await getSettings(db, row.userId, scope.defaultCurrency);
  const units: Units = scope.units ?? {
    distance: settings.distanceUnit,
    volume: settings.volumeUnit,
  };
  return { row, units, currency: settings.currency };
}

export type HistoryRows = Awaited<ReturnType<typeof historyRows>>;

const TOTAL_KINDS = ['maintenance', 'fuel', 'expenses'] as const;

/** GET /api/garage/vehicles/{id}/history and GET /api/shared/{token}. */
export async function vehicleHistory(db: Db, scope: HistoryScope): Promise<VehicleHistoryDto> {
  const { row, units, currency: displayCurrency } = await historyRows(db, scope);
  const now = scope.now ?? new Date();
  const today = utcTodayIso(now);
  const distance = (km: number) => round(fromKm(km, units.distance));

  const maintenance = [...row.maintenanceRecords].reverse().map((record) => ({
    date: record.date,
    mileage: record.mileage === null ? null : distance(record.mileage),
    type: record.type,
    typeLabel: SERVICE_TYPE_LABELS[record.type as ServiceType] ?? record.type,
    description: record.description,
    cost: fromCents(record.costCents),
    currency: record.currency,
  }));
  // Every total is kept per currency: a record keeps the currency it was entered in.
  const sums = new CurrencySums(TOTAL_KINDS);
  for (const record of row.maintenanceRecords) {
    sums.add(record.currency, 'maintenance', record.costCents);
  }

  const fills = row.fuelRecords;
  for (const fill of fills) sums.add(fill.currency, 'fuel', fill.costCents);
  const odometers = fills.flatMap((r) => (r.odometer === null ? [] : [r.odometer]));
  const economy = economySummary(fills, row.fuelType, units);
  const kwhPer100 =
    economy.averageKwhPer100Km === null
      ? null
      : round(economy.averageKwhPer100Km * (units.distance === 'mi' ? KM_PER_MI : 1), 2);

  const categories = new Map<
    string,
    { category: string; currency: string; cents: number; count: number }
  >();
  for (const expense of row.expenses) {
    for (const date of occurrences(expense.date, expense.recurring, today)) {
      if (date > today) continue;
      const key = `${expense.currency}:${expense.category}`;
      const entry = categories.get(key) ?? {
        category: expense.category,
        currency: expense.currency,
        cents: 0,
        count: 0,
      };
      entry.cents += expense.amountCents;
      entry.count += 1;
      categories.set(key, entry);
      sums.add(expense.currency, 'expenses', expense.amountCents);
    }
  }
  const totals = sums.currencies().map((code) => {
    const cents = sums.get(code);
    return {
      currency: code,
      total: fromCents(cents.maintenance + cents.fuel + cents.expenses),
      maintenance: fromCents(cents.maintenance),
      fuel: fromCents(cents.fuel),
      expenses: fromCents(cents.expenses),
    };
  });
  const currency = soleCurrency(
    totals.map((entry) => entry.currency),
    displayCurrency,
  );
  // The single totals: in the one currency, none (null) when amounts are in several.
  const single = (pick: (entry: HistoryTotals) => number) =>
    currency === null ? null : totals[0] ? pick(totals[0]) : 0;
  const last = maintenance[0];
  const firstDates = [
    row.maintenanceRecords[0]?.date,
    fills[0]?.date,
    row.expenses[0]?.date,
  ].filter((date): date is string => Boolean(date));

  return {
    vehicle: {
      year: row.year,
      make: row.make,
      model: row.model,
      trim: row.trim,
      vin: row.vin,
      mileage: distance(row.mileage),
      fuelType: row.fuelType,
      colour: row.colour,
      imageUrl: row.imageUrl,
    },
    units,
    currency,
    generatedAt: now.toISOString(),
    summary: {
      servicesCount: maintenance.length,
      totalSpent: single((entry) => entry.total),
      maintenanceTotal: single((entry) => entry.maintenance),
      fuelTotal: single((entry) => entry.fuel),
      expensesTotal: single((entry) => entry.expenses),
      totals,
      lastService: last
        ? { date: last.date, mileage: last.mileage, typeLabel: last.typeLabel }
        : null,
      since: firstDates.length > 0 ? firstDates.sort()[0]! : null,
    },
    maintenance,
    fuel: {
      fillUps: fills.length,
      totalVolume: round(fromLitres(sumOf(fills.map((r) => r.volume)), units.volume), 2),
      totalKwh: round(sumOf(fills.map((r) => r.kwh)), 2),
      totalCost: single((entry) => entry.fuel),
      distance:
        odometers.length > 1 ? distance(Math.max(...odometers) - Math.min(...odometers)) : 0,
      economyUnit: economy.unit,
      averageEconomy: economy.average,
      lastEconomy: economy.last,
      averageKwhPer100: kwhPer100,
      firstDate: fills[0]?.date ?? null,
      lastDate: fills[fills.length - 1]?.date ?? null,
    },
    expenses: {
      count: row.expenses.length,
      total: single((entry) => entry.expenses),
      byCategory: [...categories.values()]
        .sort(
          (a, b) =>
            a.currency.localeCompare(b.currency) ||
            b.cents - a.cents ||
            a.category.localeCompare(b.category),
        )
        .map((entry) => ({
          category: entry.category,
          label: EXPENSE_CATEGORY_LABELS[entry.category as ExpenseCategory] ?? entry.category,
          currency: entry.currency,
          amount: fromCents(entry.cents),
          count: entry.count,
        })),
    },
  };
}

function sumOf(values: Array<number | null>): number {
  return values.reduce<number>((sum, value) => sum + (value ?? 0), 0);
}
