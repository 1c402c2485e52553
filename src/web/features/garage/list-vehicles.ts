import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readJson } from '../../lib/api-client.ts';
import { garageKeys } from './garage-keys.ts';
import type { Vehicle } from './garage-types.ts';

/** GET /api/garage/vehicles: the user's vehicles with their records nested, newest first. */
export function listVehicles(): Promise<Vehicle[]> {
  return readJson<Vehicle[]>(api.garage.vehicles.$get({ query: {} }));
}

export const vehiclesQueryOptions = queryOptions({
  queryKey: garageKeys.vehicles,
  queryFn: listVehicles,
});

export function useVehicles(enabled = true) {
  return useQuery({ ...vehiclesQueryOptions, enabled });
}
