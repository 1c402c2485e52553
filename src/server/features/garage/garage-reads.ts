// Reading the garage: the list every garage screen shows (GET /api/garage/vehicles) and one car with
// everything (GET /api/garage/vehicles/{id}), each one query with the records nested.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { RecordTotals, VehicleDetailDto, VehicleDto } from '../../../shared/garage.ts';
import { fromCents, type Units } from '../../../shared/units.ts';
import { utcTodayIso } from './dates.ts';
import { vehicleEpaRating } from './epa-comparison.ts';
import {
  expenseDto,
  reminderDto,
  scheduleOf,
  upcomingDto,
  vehicleDto,
  economyOfCar,
  economySummary,
  type UnreadColumns,
} from './mappers.ts';
import { CurrencySums } from './money-totals.ts';
import { expenses, fuelRecords, maintenanceRecords, serviceReminders, vehicles } from './schema.ts';
import { vehicleNotFound } from './vehicle-rows.ts';

/** The records' columns the answers do not show (see mappers.ts UnreadColumns). */
const unread = { userId: false, updatedAt: false } as const;

/** The relational query for a garage: vehicles with their records in ONE statement. */
function garageQuery(db: Db, where: ReturnType<typeof and>, withExpenses: boolean) {
  return db.query.vehicles.findMany({
    where,
    orderBy: [desc(vehicles.createdAt), desc(vehicles.id)],
    with: {
      maintenanceRecords: {
        columns: unread,
        orderBy: [desc(maintenanceRecords.date), desc(maintenanceRecords.createdAt)],
      },
      fuelRecords: {
        columns: unread,
        orderBy: [desc(fuelRecords.date), desc(fuelRecords.odometer), desc(fuelRecords.createdAt)],
      },
      serviceReminders: {
        columns: unread,
        orderBy: [serviceReminders.dueDate, serviceReminders.createdAt],
      },
      ...(withExpenses
        ? {
            expenses: {
              columns: unread,
              orderBy: [desc(expenses.date), desc(expenses.createdAt)],
            },
          }
        : {}),
    },
  });
}

// The garage list is read on every garage screen: build its query once per database and let the
// driver prepare it once per connection (bench/results.md: the SQL text is ~5 KB, and building it
// cost more CPU per request than mapping the rows).
function buildGarageList(db: Db) {
  return garageQuery(db, eq(vehicles.userId, sql.placeholder('userId')), false).prepare(
    'odo_garage_list',
  );
}

const garageLists = new WeakMap<Db, ReturnType<typeof buildGarageList>>();

function garageList(db: Db) {
  let list = garageLists.get(db);
  if (!list) {
    list = buildGarageList(db);
    garageLists.set(db, list);
  }
  return list;
}

/** GET /api/garage/vehicles: newest first, records nested, one database round trip. */
export async function listVehicles(
  db: Db,
  userId: string,
  units: Units,
  now = new Date(),
): Promise<VehicleDto[]> {
  const rows = await garageList(db).execute({ userId });
  const today = utcTodayIso(now);
  return rows.map((row) =>
    vehicleDto(
      {
        vehicle: row,
        maintenanceRecords: row.maintenanceRecords,
        fuelRecords: row.fuelRecords,
        reminders: row.serviceReminders,
      },
      units,
      today,
    ),
  );
}

/** GET /api/garage/vehicles/{id}: one vehicle with everything. */
export async function getVehicle(
  db: Db,
  userId: string,
  vehicleId: string,
  units: Units,
  now = new Date(),
): Promise<VehicleDetailDto> {
  const [row] = await garageQuery(
    db,
    and(eq(vehicles.userId, userId), eq(vehicles.id, vehicleId)),
    true,
  );
  if (!row) throw vehicleNotFound();
  const today = utcTodayIso(now);
  const rows = {
    vehicle: row,
    maintenanceRecords: row.maintenanceRecords,
    fuelRecords: row.fuelRecords,
    reminders: row.serviceReminders,
  };
  const expenseRows = (
    row as typeof row & { expenses: Omit<typeof expenses.$inferSelect, UnreadColumns>[] }
  ).expenses;
  // The car's economy is computed once for the whole reply: the list's fields and the summary.
  const economy = economyOfCar(row.fuelRecords, row.fuelType, units);
  const fuelEconomy = economySummary(row.fuelRecords, row.fuelType, units, economy);
  return {
    ...vehicleDto(rows, units, today, economy),
    expenses: expenseRows.map(expenseDto),
    recordTotals: recordTotals(row.maintenanceRecords, row.fuelRecords, expenseRows),
    reminders: row.serviceReminders.map((reminder) => reminderDto(reminder, units)),
    fuelEconomy,
    upcomingServices: scheduleOf(rows, today).map((item) => upcomingDto(item, row, units)),
    epa: vehicleEpaRating(row, fuelEconomy, units),
  };
}

const RECORD_KINDS = ['maintenance', 'fuel', 'expenses'] as const;

/** What a car's records add up to, per currency (each expense once, as recorded). */
export function recordTotals(
  maintenance: ReadonlyArray<{ costCents: number; currency: string }>,
  fuel: ReadonlyArray<{ costCents: number; currency: string }>,
  expenseRows: ReadonlyArray<{ amountCents: number; currency: string }>,
): RecordTotals[] {
  const sums = new CurrencySums(RECORD_KINDS);
  for (const r of maintenance) sums.add(r.currency, 'maintenance', r.costCents);
  for (const r of fuel) sums.add(r.currency, 'fuel', r.costCents);
  for (const r of expenseRows) sums.add(r.currency, 'expenses', r.amountCents);
  return sums.currencies().map((currency) => {
    const cents = sums.get(currency);
    return {
      currency,
      maintenance: fromCents(cents.maintenance),
      fuel: fromCents(cents.fuel),
      expenses: fromCents(cents.expenses),
    };
  });
}
