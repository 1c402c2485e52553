// A distance a request gives (in the user's unit) as the km Odo stores, refused beyond the garage's
// bound with the field's own message (the vehicle, its records and its reminders).
import { AppError } from '../../lib/app-error.ts';
import { MAX_DISTANCE_MESSAGE, MAX_MILEAGE_KM } from '../../../shared/garage.ts';
import { round, toKm, type Units } from '../../../shared/units.ts';

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
