// Favorites' contract (SPEC.md §3/§7: favorite_vehicles keeps user_id, vehicle_id and the whole
// vehicle snapshot as serialised text). The server builds the snapshot from an assessment or a
// garage vehicle the user owns; the client never sends one.
import { z } from 'zod';
import { assessmentResultSchema } from './assessment.ts';

/** Favorites kept per user: a limit on rows a user can create. */
export const FAVORITES_MAX = 100;

/** POST /api/favorites: save an assessed car, or a garage vehicle (with its latest assessment). */
export const favoriteInputSchema = z.union([
  z.strictObject({ assessmentId: z.uuid('No such assessment.') }),
  z.strictObject({ vehicleId: z.uuid('No such vehicle.') }),
]);
export type FavoriteInput = z.input<typeof favoriteInputSchema>;

/** The snapshot kept in vehicle_data: the car, and its assessment when there is one. */
export const favoriteSnapshotSchema = z.object({
  year: z.number(),
  make: z.string(),
  model: z.string(),
  trim: z.string(),
  /** km. */
  mileage: z.number(),
  vin: z.string().nullable(),
  nickname: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** The garage vehicle this came from, if any. */
  garageVehicleId: z.string().nullable(),
  /** The assessment at the time it was saved; null for a garage car never assessed. */
  assessment: assessmentResultSchema.nullable(),
});
export type FavoriteSnapshot = z.infer<typeof favoriteSnapshotSchema>;

/** One favorite as GET /api/favorites answers it. */
export interface FavoriteReply {
  id: string;
  /** The garage vehicle id, or the assessment id for a car not in the garage. */
  vehicleId: string;
  userId: string;
  addedAt: string;
  vehicle: FavoriteSnapshot;
}

/** Cars compared side by side on /favorites. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 3;
