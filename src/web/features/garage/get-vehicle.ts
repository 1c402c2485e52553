import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readJson } from '../../lib/api-client.ts';
import { CANONICAL_UNITS, type Units } from '../../../shared/units-vocab.ts';
import { garageKeys, unitsQuery } from './garage-keys.ts';
import type { VehicleDetail } from './garage-types.ts';

/**
 * GET /api/garage/vehicles/{id}: one car with its records, reminders, economy and what is due, in
 * `units` (the reply says which).
 */
export function getVehicle(id: string, units: Units = CANONICAL_UNITS): Promise<VehicleDetail> {
  return readJson<VehicleDetail>(
    api.garage.vehicles[':id'].$get({
      param: { id: encodeURIComponent(id) },
      query: unitsQuery(units),
    }),
  );
}

export function vehicleQueryOptions(id: string, units: Units = CANONICAL_UNITS) {
  return queryOptions({
    queryKey: garageKeys.vehicle(id, units),
    queryFn: () => getVehicle(id, units),
  });
}

/** The car in the user's units; while other units are asked, the previous reply stays (same car). */
export function useVehicle(id: string, units: Units) {
  return useQuery({
    ...vehicleQueryOptions(id, units),
    placeholderData: (previous) => (previous?.id === id ? previous : undefined),
  });
}
