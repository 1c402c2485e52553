// The user's cars: adding, changing and removing one, whose it is, and its mileage (garage-reads.ts
// reads them). Every query is keyed by the session's user, so another user's id reads exactly like a
// missing one (404). Adding spends the garage cap through features/usage.
import { and, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { Logger } from '../../lib/logger.ts';
import {
  mileageBelowRecordsMessage,
  type MileageWarning,
  type VehicleDetailDto,
  type VehicleDto,
  vehicleInputSchema,
  wholeDistance,
  vehiclePatchSchema,
} from '../../../shared/garage.ts';
import { marketOfVin } from '../../../shared/car-market.ts';
import { fromKm, type Units } from '../../../shared/units.ts';
import { withGarageSlot } from '../usage/service.ts';
import { utcTodayIso } from './dates.ts';
import { kmIn } from './distance-input.ts';
import { getVehicle } from './garage-reads.ts';
import { ownedVehicle, vehicleNotFound } from './vehicle-rows.ts';
import { vehicleDto } from './mappers.ts';
import { fuelRecords, maintenanceRecords, vehicles } from './schema.ts';
import type { z } from 'zod';
import { inTransaction } from '../../lib/transaction.ts';

export type VehicleValues = z.output<typeof vehicleInputSchema>;
export type VehiclePatchValues = z.output<typeof vehiclePatchSchema>;

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
