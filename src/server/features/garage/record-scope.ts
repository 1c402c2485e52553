// Which records a request may touch: one vehicle of one user, and the units its figures are in.
// A record is found by its id, its vehicle's id and the user's id together, so anything else is a 404.
import { AppError } from '../../lib/app-error.ts';
import type { Units } from '../../../shared/units.ts';

export interface RecordScope {
  userId: string;
  vehicleId: string;
  units: Units;
  defaultCurrency: string;
}

export function recordNotFound(): AppError {
  return new AppError('not_found', 'No such record for this vehicle.');
}
