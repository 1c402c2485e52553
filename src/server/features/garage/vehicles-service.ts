// Vehicles: the user's garage. Every query is keyed by the session's user, so another user's id
// reads exactly like a missing one (404). Adding spends the garage cap through features/usage.
import { and, desc, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Logger } from '../../lib/logger.ts';
import {
  MAX_DISTANCE_MESSAGE,
  MAX_MILEAGE_KM,
  mileageBelowRecordsMessage,
  type MileageWarning,
  type RecordTotals,
  type VehicleDetailDto,
  type VehicleDto,
  vehicleInputSchema,
  wholeDistance,
  vehiclePatchSchema,
} from '../../../shared/garage.ts';
import { marketOfVin } from '../../../shared/car-market.ts';
import { fromCents, fromKm, round, toKm, type Units } from '../../../shared/units.ts';
import { withGarageSlot } from '../usage/service.ts';
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
import type { z } from 'zod';
import { inTransaction } from '../../lib/transaction.ts';

export type VehicleValues = z.output<typeof vehicleInputSchema>;
export type VehiclePatchValues = z.output<typeof vehiclePatchSchema>;

export function vehicleNotFound(): AppError {
  return new AppError('not_found', 'No such vehicle in your garage.');
}

/** A distance from the request (in its unit) as whole km, refused beyond the garage's bound. */
export function kmIn(value: number, units: Units, field: string): number {
  return boundedKm(Math.round(toKm(value, units.distance)), field);
}

/**
 * A record's odometer reading as km to the metre (not whole km): 41,230.4 mi stored this way
 * reads back as 41,230.4 mi, and per-fill economy is not shifted by rounding.
 */
export function preciseKmIn(value: number, units: Units, field: string): number {
  return boundedKm(round(toKm(value, units.distance), 3), field);
}

function boundedKm(km: number, field: string): number {
  if (km > MAX_MILEAGE_KM) {
    const message = MAX_DISTANCE_MESSAGE;
    throw new AppError('validation_failed', `${field}: ${message}`, {
      fields: [{ path: field, message }],
    });
  }
  return km;
}

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

/** POST /api/garage/vehicles: within the garage cap (402 limit_reached for a free second car). */
export async function createVehicle(
  db: Db,
  context: { userId: string; logger?: Logger },
  input: VehicleValues,
  units: Units,
): Promise<VehicleDto> {
  const mileage = kmIn(input.mileage, units, 'mileage');
  const row = await withGarageSlot(db, context, async (tx) => {
    const [inserted] = await tx
      .insert(vehicles)
      .values({
        userId: context.userId,
        year: input.year,
        make: input.make,
        model: input.model,
        trim: input.trim,
        mileage,
        initialMileage: mileage,
        purchaseDate: input.purchaseDate ?? null,
        vin: input.vin ?? null,
        nickname: input.nickname ?? null,
        colour: input.colour ?? null,
        plate: input.plate ?? null,
        fuelType: input.fuelType ?? null,
        market: input.market ?? marketOfVin(input.vin),
      })
      .returning();
    return inserted!;
  });
  return vehicleDto(
    { vehicle: row, maintenanceRecords: [], fuelRecords: [], reminders: [] },
    units,
    utcTodayIso(),
  );
}

/** The highest mileage/odometer any of the vehicle's records holds (km), or null without one. */
async function highestRecordedKm(db: Db, vehicleId: string): Promise<number | null> {
  const [[service], [fuel]] = await Promise.all([
    db
      .select({ km: max(maintenanceRecords.mileage) })
      .from(maintenanceRecords)
      .where(eq(maintenanceRecords.vehicleId, vehicleId)),
    db
      .select({ km: max(fuelRecords.odometer) })
      .from(fuelRecords)
      .where(eq(fuelRecords.vehicleId, vehicleId)),
  ]);
  const known = [service?.km, fuel?.km].filter((km): km is number => km != null);
  return known.length > 0 ? Math.max(...known) : null;
}

/**
 * The market a patch leaves the car with: the one given, else (not sure) the VIN's; a new VIN with
 * no market given fills in a market the car did not have, and leaves a known one alone.
 */
async function marketAfterPatch(
  db: Db,
  userId: string,
  vehicleId: string,
  market: VehiclePatchValues['market'],
  vin: VehiclePatchValues['vin'],
): Promise<string | null> {
  if (market) return market;
  const row = await ownedVehicle(db, userId, vehicleId);
  const fromVin = marketOfVin(vin === undefined ? row.vin : vin);
  return market === undefined ? (row.market ?? fromVin) : fromVin;
}

/**
 * PATCH /api/garage/vehicles/{id}: the given fields only; mileage may be corrected either way. A
 * mileage below the car's last record is saved as sent, with a `warning` in the reply.
 */
export async function updateVehicle(
  db: Db,
  userId: string,
  vehicleId: string,
  patch: VehiclePatchValues,
  units: Units,
): Promise<VehicleDetailDto & { warning?: MileageWarning }> {
  const { mileage, market, ...rest } = patch;
  const set: Partial<typeof vehicles.$inferInsert> = { ...rest };
  if (mileage !== undefined) set.mileage = kmIn(mileage, units, 'mileage');
  if (market !== undefined || patch.vin !== undefined) {
    set.market = await marketAfterPatch(db, userId, vehicleId, market, patch.vin);
  }
  const updated = await db
    .update(vehicles)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.userId, userId)))
    .returning({ id: vehicles.id });
  if (updated.length === 0) throw vehicleNotFound();
  const detail = await getVehicle(db, userId, vehicleId, units);
  const recordedKm = set.mileage === undefined ? null : await highestRecordedKm(db, vehicleId);
  if (recordedKm === null || set.mileage === undefined || set.mileage >= recordedKm) return detail;
  const recordedMileage = Math.round(fromKm(recordedKm, units.distance));
  return {
    ...detail,
    warning: {
      code: 'mileage_below_records',
      message: mileageBelowRecordsMessage(wholeDistance(recordedMileage, units.distance)),
      recordedMileage,
    },
  };
}

/**
 * DELETE /api/garage/vehicles/{id}: the vehicle and (by ON DELETE CASCADE) its records,
 * expenses, reminders and notices. Returns the file URLs it referenced so the caller can remove
 * the stored files (photo, receipts).
 */
export async function deleteVehicle(
  db: Db,
  userId: string,
  vehicleId: string,
): Promise<{ fileUrls: string[] }> {
  return inTransaction(db, async (tx) => {
    const receipts = await tx
      .select({ url: maintenanceRecords.receiptUrl })
      .from(maintenanceRecords)
      .where(
        and(
          eq(maintenanceRecords.vehicleId, vehicleId),
          eq(maintenanceRecords.userId, userId),
          sql`${maintenanceRecords.receiptUrl} is not null`,
        ),
      );
    const fuelReceipts = await tx
      .select({ url: fuelRecords.receiptUrl })
      .from(fuelRecords)
      .where(
        and(
          eq(fuelRecords.vehicleId, vehicleId),
          eq(fuelRecords.userId, userId),
          sql`${fuelRecords.receiptUrl} is not null`,
        ),
      );
    const [deleted] = await tx
      .delete(vehicles)
      .where(and(eq(vehicles.id, vehicleId), eq(vehicles.userId, userId)))
      .returning({ imageUrl: vehicles.imageUrl });
    if (!deleted) throw vehicleNotFound();
    const fileUrls = [
      deleted.imageUrl,
      ...receipts.map((r) => r.url),
      ...fuelReceipts.map((r) => r.url),
    ].filter((url): url is string => Boolean(url));
    return { fileUrls };
  });
}

/** The vehicle row if the user owns it (for record writes), else 404. */
export async function ownedVehicle(db: Db, userId: string, vehicleId: string) {
  const [row] = await db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.userId, userId)))
    .limit(1);
  if (!row) throw vehicleNotFound();
  return row;
}

/** The odometer follows the highest reading of any record; it never goes down by itself. */
export async function raiseMileage(db: Db, vehicleId: string, reading: number | null | undefined) {
  if (reading === null || reading === undefined) return;
  // The car's mileage is whole km; a record's reading may carry metres.
  const km = Math.round(reading);
  await db
    .update(vehicles)
    .set({ mileage: sql`greatest(${vehicles.mileage}, ${km})`, updatedAt: sql`now()` })
    .where(and(eq(vehicles.id, vehicleId), sql`${vehicles.mileage} < ${km}`));
}
