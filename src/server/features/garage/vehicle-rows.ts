// What the garage's other services need of a car's row: whether it is the user's (else 404, the
// same as a missing one) and its mileage raised by a record's reading.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { vehicles } from './schema.ts';

export function vehicleNotFound(): AppError {
  return new AppError('not_found', 'No such vehicle in your garage.');
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
