// Maintenance and fuel records of one of the user's vehicles (record-scope.ts: which ones a request
// may touch). Writes that carry a distance raise the vehicle's mileage in the same transaction (it
// never goes down by itself).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type {
  FuelRecordDto,
  fuelInputSchema,
  fuelPatchSchema,
  MaintenanceRecordDto,
  maintenanceInputSchema,
  maintenancePatchSchema,
} from '../../../shared/garage.ts';
import { toCents, toLitres, type Units } from '../../../shared/units.ts';
import { fuelGapWarning, type FuelGapWarning } from './fuel-gap-warning.ts';
import { fuelDto, maintenanceDto } from './mappers.ts';
import { recordNotFound, type RecordScope } from './record-scope.ts';
import { fuelRecords, maintenanceRecords } from './schema.ts';
import { userCurrency } from './settings-service.ts';
import { preciseKmIn } from './distance-input.ts';
import { ownedVehicle, raiseMileage } from './vehicle-rows.ts';
import { inTransaction } from '../../lib/transaction.ts';

export type MaintenanceValues = z.output<typeof maintenanceInputSchema>;
type MaintenancePatchValues = z.output<typeof maintenancePatchSchema>;
export type FuelValues = z.output<typeof fuelInputSchema>;
type FuelPatchValues = z.output<typeof fuelPatchSchema>;

// ---------------------------------------------------------------- maintenance

export async function addMaintenance(
  db: Db,
  scope: RecordScope,
  input: MaintenanceValues,
): Promise<MaintenanceRecordDto> {
  const values = maintenanceRow(scope, '', input);
  await ownedVehicle(db, scope.userId, scope.vehicleId);
  values.currency = input.currency ?? (await userCurrency(db, scope.userId, scope.defaultCurrency));
  const row = await inTransaction(db, async (tx) => {
    const [inserted] = await tx.insert(maintenanceRecords).values(values).returning();
    await raiseMileage(tx, scope.vehicleId, values.mileage);
    return inserted!;
  });
  return maintenanceDto(row, scope.units);
}

/** The row a new maintenance record becomes (distances converted to km, money to cents). */
export function maintenanceRow(scope: RecordScope, currency: string, input: MaintenanceValues) {
  return {
    userId: scope.userId,
    vehicleId: scope.vehicleId,
    type: input.type,
    description: input.description,
    date: input.date,
    mileage: preciseKmIn(input.mileage, scope.units, 'mileage'),
    costCents: toCents(input.cost),
    currency: input.currency ?? currency,
  } satisfies typeof maintenanceRecords.$inferInsert;
}

export async function updateMaintenance(
  db: Db,
  scope: RecordScope,
  recordId: string,
  patch: MaintenancePatchValues,
): Promise<MaintenanceRecordDto> {
  const { cost, mileage, ...rest } = patch;
  const set: Partial<typeof maintenanceRecords.$inferInsert> = { ...rest };
  if (cost !== undefined) set.costCents = toCents(cost);
  if (mileage !== undefined) set.mileage = preciseKmIn(mileage, scope.units, 'mileage');
  const row = await inTransaction(db, async (tx) => {
    const [updated] = await tx
      .update(maintenanceRecords)
      .set({ ...set, updatedAt: sql`now()` })
      .where(
        and(
          eq(maintenanceRecords.id, recordId),
          eq(maintenanceRecords.vehicleId, scope.vehicleId),
          eq(maintenanceRecords.userId, scope.userId),
        ),
      )
      .returning();
    if (!updated) throw recordNotFound();
    await raiseMileage(tx, scope.vehicleId, set.mileage);
    return updated;
  });
  return maintenanceDto(row, scope.units);
}

export async function deleteMaintenance(db: Db, scope: RecordScope, recordId: string) {
  const [deleted] = await db
    .delete(maintenanceRecords)
    .where(
      and(
        eq(maintenanceRecords.id, recordId),
        eq(maintenanceRecords.vehicleId, scope.vehicleId),
        eq(maintenanceRecords.userId, scope.userId),
      ),
    )
    .returning({ receiptUrl: maintenanceRecords.receiptUrl });
  if (!deleted) throw recordNotFound();
  return { fileUrls: await receiptsNoLongerShown(db, scope.userId, [deleted.receiptUrl]) };
}

// ---------------------------------------------------------------- fuel

function fuelValues(input: Partial<FuelValues>, units: Units) {
  const values: Partial<typeof fuelRecords.$inferInsert> = {};
  if (input.date !== undefined) values.date = input.date;
  if (input.cost !== undefined) values.costCents = toCents(input.cost);
  if (input.volume !== undefined) {
    values.volume = input.volume === null ? null : toLitres(input.volume, units.volume);
  }
  if (input.kwh !== undefined) values.kwh = input.kwh;
  if (input.odometer !== undefined) {
    values.odometer = preciseKmIn(input.odometer, units, 'odometer');
  }
  if (input.fullTank !== undefined) values.fullTank = input.fullTank;
  if (input.missedPrevious !== undefined) values.missedPrevious = input.missedPrevious;
  if (input.grade !== undefined) values.grade = input.grade;
  return values;
}

export async function addFuel(
  db: Db,
  scope: RecordScope,
  input: FuelValues,
): Promise<FuelRecordDto & { warning?: FuelGapWarning }> {
  const values = fuelRow(scope, '', input);
  await ownedVehicle(db, scope.userId, scope.vehicleId);
  values.currency = input.currency ?? (await userCurrency(db, scope.userId, scope.defaultCurrency));
  const row = await inTransaction(db, async (tx) => {
    const [inserted] = await tx.insert(fuelRecords).values(values).returning();
    await raiseMileage(tx, scope.vehicleId, values.odometer);
    return inserted!;
  });
  // Only a full fill-up that does not already follow a missed one closes a segment to judge.
  const judged = row.fullTank && !row.missedPrevious && row.odometer !== null;
  const warning = judged ? await fuelGapWarning(db, scope.vehicleId, row.id) : null;
  return warning ? { ...fuelDto(row, scope.units), warning } : fuelDto(row, scope.units);
}

export function fuelRow(scope: RecordScope, currency: string, input: FuelValues) {
  return {
    ...fuelValues(input, scope.units),
    date: input.date,
    userId: scope.userId,
    vehicleId: scope.vehicleId,
    currency: input.currency ?? currency,
  } satisfies typeof fuelRecords.$inferInsert;
}

export async function updateFuel(
  db: Db,
  scope: RecordScope,
  recordId: string,
  patch: FuelPatchValues,
): Promise<FuelRecordDto> {
  const values = fuelValues(patch, scope.units);
  const row = await inTransaction(db, async (tx) => {
    const [updated] = await tx
      .update(fuelRecords)
      .set({ ...values, updatedAt: sql`now()` })
      .where(
        and(
          eq(fuelRecords.id, recordId),
          eq(fuelRecords.vehicleId, scope.vehicleId),
          eq(fuelRecords.userId, scope.userId),
        ),
      )
      .returning();
    if (!updated) throw recordNotFound();
    if (updated.volume === null && updated.kwh === null) {
      throw new AppError(
        'validation_failed',
        'volume: Enter the volume (fuel) or the energy in kWh (charging).',
      );
    }
    await raiseMileage(tx, scope.vehicleId, values.odometer);
    return updated;
  });
  return fuelDto(row, scope.units);
}

export async function deleteFuel(db: Db, scope: RecordScope, recordId: string) {
  const deleted = await db
    .delete(fuelRecords)
    .where(
      and(
        eq(fuelRecords.id, recordId),
        eq(fuelRecords.vehicleId, scope.vehicleId),
        eq(fuelRecords.userId, scope.userId),
      ),
    )
    .returning({ receiptUrl: fuelRecords.receiptUrl });
  const [row] = deleted;
  if (!row) throw recordNotFound();
  return { fileUrls: await receiptsNoLongerShown(db, scope.userId, [row.receiptUrl]) };
}

/**
 * Of these receipt pictures, those none of the user's records shows any more: their files can go.
 * Stored names are content-addressed, so one photo kept for two records is one set of files.
 */
export async function receiptsNoLongerShown(
  db: Db,
  userId: string,
  urls: (string | null)[],
): Promise<string[]> {
  const candidates = [...new Set(urls.filter((url): url is string => !!url))];
  if (candidates.length === 0) return [];
  const [services, fills] = await Promise.all([
    db
      .select({ url: maintenanceRecords.receiptUrl })
      .from(maintenanceRecords)
      .where(
        and(
          eq(maintenanceRecords.userId, userId),
          inArray(maintenanceRecords.receiptUrl, candidates),
        ),
      ),
    db
      .select({ url: fuelRecords.receiptUrl })
      .from(fuelRecords)
      .where(and(eq(fuelRecords.userId, userId), inArray(fuelRecords.receiptUrl, candidates))),
  ]);
  const shown = new Set([...services, ...fills].map((row) => row.url));
  return candidates.filter((url) => !shown.has(url));
}
