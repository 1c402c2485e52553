// Favorites: a snapshot of a car the user assessed, keeps in the garage or looked up with Car
// Lens, saved to compare later. Every query is keyed by the session's user (another user's id
// reads like a missing one). A removal is soft so the client can undo it; the daily purge deletes
// it a day later.
import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { assessmentResultSchema } from '../../../shared/assessment.ts';
import type { CarLensResult } from '../../../shared/car-lens.ts';
import {
  FAVORITES_MAX,
  favoriteSnapshotSchema,
  type FavoriteInput,
  type FavoriteReply,
  type FavoriteSnapshot,
} from '../../../shared/favorites.ts';
import { assessments } from '../assessment/schema.ts';
import { carlensResults } from '../car-lens/schema.ts';
import { vehicles } from '../garage/schema.ts';
import { requireKnownVehicle } from '../vehicle-data/vehicle-identity.ts';
import { favoriteVehicles } from './schema.ts';
import { inTransaction } from '../../lib/transaction.ts';

type FavoriteRow = typeof favoriteVehicles.$inferSelect;
type AssessmentRow = typeof assessments.$inferSelect;
type VehicleRow = typeof vehicles.$inferSelect;

export const FAVORITES_FULL_MESSAGE = `You can keep up to ${FAVORITES_MAX} favorites. Remove one to save another.`;

function favoriteNotFound(): AppError {
  return new AppError('not_found', 'No such favorite.');
}

export function favoriteReply(row: FavoriteRow): FavoriteReply {
  return {
    id: row.id,
    vehicleId: row.vehicleId,
    userId: row.userId,
    addedAt: row.addedAt.toISOString(),
    vehicle: JSON.parse(row.vehicleData) as FavoriteSnapshot,
  };
}

/** The stored assessment as the API answers it (its row keeps the result without id/createdAt). */
function assessmentResult(row: AssessmentRow) {
  return assessmentResultSchema.parse({
    ...(row.result as object),
    id: row.id,
    createdAt: row.createdAt.toISOString(),
  });
}

function snapshotOfAssessment(row: AssessmentRow, garageCar: VehicleRow | null): FavoriteSnapshot {
  return {
    year: row.year,
    make: row.make,
    model: row.model,
    trim: row.trim,
    mileage: row.mileage,
    vin: row.vin,
    nickname: garageCar?.nickname ?? null,
    imageUrl: garageCar?.imageUrl ?? null,
    garageVehicleId: row.vehicleId,
    assessment: assessmentResult(row),
  };
}

function snapshotOfVehicle(car: VehicleRow, latest: AssessmentRow | null): FavoriteSnapshot {
  return {
    year: car.year,
    make: car.make,
    model: car.model,
    trim: car.trim,
    mileage: car.mileage,
    vin: car.vin,
    nickname: car.nickname,
    imageUrl: car.imageUrl,
    garageVehicleId: car.id,
    assessment: latest ? assessmentResult(latest) : null,
  };
}

/**
 * A car Car Lens decoded from a VIN. A "likely" result (a model's guess, no VIN) or a decode
 * without year and make is refused: a favorite is one definite car.
 */
async function snapshotOfCarLens(db: Db, userId: string, id: string): Promise<FavoriteSnapshot> {
  const [row] = await db
    .select({ result: carlensResults.result })
    .from(carlensResults)
    .where(and(eq(carlensResults.id, id), eq(carlensResults.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('not_found', 'No such Car Lens result.');
  const car = (row.result as Pick<CarLensResult, 'vehicle'>).vehicle;
  if (!car || car.year === null || car.make === null) {
    throw new AppError(
      'vin_required',
      'Only a car read from its VIN can be saved. Scan the VIN plate or type the VIN, then save that result.',
    );
  }
  return {
    year: car.year,
    make: car.make,
    model: car.model ?? '',
    trim: car.trim ?? '',
    mileage: null,
    vin: car.vin,
    nickname: null,
    imageUrl: null,
    garageVehicleId: null,
    assessment: null,
  };
}

async function ownedCar(db: Db, userId: string, vehicleId: string) {
  const [car] = await db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.userId, userId)))
    .limit(1);
  return car ?? null;
}

/** The snapshot to keep and the vehicle_id it is saved under, or 404 when the car is not theirs. */
async function snapshotFor(
  db: Db,
  userId: string,
  input: FavoriteInput,
): Promise<{ vehicleId: string; snapshot: FavoriteSnapshot }> {
  if ('assessmentId' in input) {
    const [row] = await db
      .select()
      .from(assessments)
      .where(and(eq(assessments.id, input.assessmentId), eq(assessments.userId, userId)))
      .limit(1);
    if (!row) throw new AppError('not_found', 'No such assessment.');
    // A described car must exist (an assessment saved before the catalog check may not); a garage
    // car is the owner's own and a car with a VIN was decoded from it.
    if (!row.vehicleId && !row.vin) requireKnownVehicle(row);
    const garageCar = row.vehicleId ? await ownedCar(db, userId, row.vehicleId) : null;
    return {
      vehicleId: row.vehicleId ?? row.id,
      snapshot: snapshotOfAssessment(row, garageCar),
    };
  }
  if ('carLensId' in input) {
    return {
      vehicleId: input.carLensId,
      snapshot: await snapshotOfCarLens(db, userId, input.carLensId),
    };
  }
  const car = await ownedCar(db, userId, input.vehicleId);
  if (!car) throw new AppError('not_found', 'No such vehicle in your garage.');
  const [latest] = await db
    .select()
    .from(assessments)
    .where(and(eq(assessments.vehicleId, car.id), eq(assessments.userId, userId)))
    .orderBy(desc(assessments.createdAt))
    .limit(1);
  return { vehicleId: car.id, snapshot: snapshotOfVehicle(car, latest ?? null) };
}

/** Locks the user's row: adds, restores and the cap count of one user run one at a time. */
async function lockUser(tx: Db, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

async function assertRoom(tx: Db, userId: string) {
  const [kept] = await tx
    .select({ n: count() })
    .from(favoriteVehicles)
    .where(and(eq(favoriteVehicles.userId, userId), isNull(favoriteVehicles.deletedAt)));
  if ((kept?.n ?? 0) >= FAVORITES_MAX) {
    throw new AppError('favorites_full', FAVORITES_FULL_MESSAGE, { max: FAVORITES_MAX });
  }
}

/** GET /api/favorites: newest first, removed ones left out. */
export async function listFavorites(db: Db, userId: string): Promise<FavoriteReply[]> {
  const rows = await db
    .select()
    .from(favoriteVehicles)
    .where(and(eq(favoriteVehicles.userId, userId), isNull(favoriteVehicles.deletedAt)))
    .orderBy(desc(favoriteVehicles.addedAt), desc(favoriteVehicles.id));
  return rows.map(favoriteReply);
}

/**
 * POST /api/favorites: saves the car once. A car already saved answers its row (created: false);
 * one removed earlier comes back with a fresh snapshot (one row per car, so add/remove cycles
 * never grow the table); a new one needs room under FAVORITES_MAX.
 */
export async function addFavorite(
  db: Db,
  userId: string,
  input: FavoriteInput,
): Promise<{ favorite: FavoriteReply; created: boolean }> {
  const { vehicleId, snapshot } = await snapshotFor(db, userId, input);
  const vehicleData = JSON.stringify(favoriteSnapshotSchema.parse(snapshot));
  return inTransaction(db, async (tx) => {
    await lockUser(tx, userId);
    const [existing] = await tx
      .select()
      .from(favoriteVehicles)
      .where(and(eq(favoriteVehicles.userId, userId), eq(favoriteVehicles.vehicleId, vehicleId)))
      .orderBy(desc(favoriteVehicles.addedAt))
      .limit(1);
    if (existing && existing.deletedAt === null) {
      return { favorite: favoriteReply(existing), created: false };
    }
    await assertRoom(tx, userId);
    const [row] = existing
      ? await tx
          .update(favoriteVehicles)
          .set({ vehicleData, addedAt: new Date(), deletedAt: null })
          .where(eq(favoriteVehicles.id, existing.id))
          .returning()
      : await tx.insert(favoriteVehicles).values({ userId, vehicleId, vehicleData }).returning();
    return { favorite: favoriteReply(row!), created: true };
  });
}

/** DELETE /api/favorites/{id}: marks it removed (undo: restoreFavorite); 404 if not in the list. */
export async function removeFavorite(db: Db, userId: string, id: string): Promise<void> {
  const [removed] = await db
    .update(favoriteVehicles)
    .set({ deletedAt: new Date() })
    .where(
      and(
        eq(favoriteVehicles.id, id),
        eq(favoriteVehicles.userId, userId),
        isNull(favoriteVehicles.deletedAt),
      ),
    )
    .returning({ id: favoriteVehicles.id });
  if (!removed) throw favoriteNotFound();
}

/**
 * POST /api/favorites/{id}/restore: brings a removed favorite back where it was (its addedAt is
 * kept). Restoring one that is in the list answers it as it is; a purged one is a 404.
 */
export async function restoreFavorite(db: Db, userId: string, id: string): Promise<FavoriteReply> {
  return inTransaction(db, async (tx) => {
    await lockUser(tx, userId);
    const [row] = await tx
      .select()
      .from(favoriteVehicles)
      .where(and(eq(favoriteVehicles.id, id), eq(favoriteVehicles.userId, userId)))
      .limit(1);
    if (!row) throw favoriteNotFound();
    if (row.deletedAt === null) return favoriteReply(row);
    await assertRoom(tx, userId);
    const [restored] = await tx
      .update(favoriteVehicles)
      .set({ deletedAt: null })
      .where(and(eq(favoriteVehicles.id, id), isNotNull(favoriteVehicles.deletedAt)))
      .returning();
    return favoriteReply(restored!);
  });
}
