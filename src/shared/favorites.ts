// Favorites' contract (SPEC.md §3/§7: favorite_vehicles keeps user_id, vehicle_id and the whole
// vehicle snapshot as serialised text). The server builds the snapshot from an assessment or a
// garage vehicle the user owns; the client never sends one. The limits are in favorites-vocab.ts.
import { z } from 'zod';
import { assessmentResultSchema } from './assessment.ts';

export * from './favorites-vocab.ts';

/**
 * POST /api/favorites: save an assessed car, a garage vehicle (with its latest assessment), or a
 * car Car Lens decoded from a VIN.
 */
export const favoriteInputSchema = z.union([
  z.strictObject({ assessmentId: z.uuid('No such assessment.') }),
  z.strictObject({ vehicleId: z.uuid('No such vehicle.') }),
  z.strictObject({ carLensId: z.uuid('No such Car Lens result.') }),
]);
export type FavoriteInput = z.input<typeof favoriteInputSchema>;

/** The snapshot kept in vehicle_data: the car, and its assessment when there is one. */
export const favoriteSnapshotSchema = z.object({
  year: z.number(),
  make: z.string(),
  model: z.string(),
  trim: z.string(),
  /** km; null when unknown (a car looked up with Car Lens). */
  mileage: z.number().nullable(),
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
  /**
   * The garage vehicle id, the assessment id for an assessed car not in the garage, or the Car Lens
   * result id for a looked-up car.
   */
  vehicleId: string;
  userId: string;
  addedAt: string;
  vehicle: FavoriteSnapshot;
}
