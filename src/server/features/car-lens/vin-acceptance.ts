// The last rule a VIN read from a photo passes before it is shown, in one place for the API
// (service.ts) and the measurements of the reader (testing/photo-set-measure.ts), so the figures
// are those of the API.
import type { DecodedVin } from '../../../shared/vehicle-data.ts';

/**
 * Whether a VIN read from a photo, once decoded, is one to show. A reading whose look-alikes were
 * swapped (to make a check digit hold, or a maker code Odo knows) must, where vPIC knows the maker,
 * also name a car vPIC knows for that year (its model decoded): the check digit alone is one
 * chance in eleven, and a swap in the maker code can name another maker's VIN.
 */
export function acceptableReading(vehicle: DecodedVin, fixes: 0 | 1 | 2): boolean {
  if (fixes < 2 || vehicle.source !== 'vpic') return true;
  return vehicle.complete && vehicle.year !== null;
}
