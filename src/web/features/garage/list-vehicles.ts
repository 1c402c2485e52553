import { queryOptions, useQuery } from '@tanstack/react-query';
import { garageKeys, garageRequest } from './garage-http.ts';
import type { Vehicle } from './garage-types.ts';

/** GET /api/garage/vehicles: the user's vehicles with their records nested, newest first. */
export async function listVehicles(): Promise<Vehicle[]> {
  const reply = await garageRequest<Vehicle[] | { vehicles?: Vehicle[] } | null>(
    'GET',
    '/vehicles',
  );
  if (Array.isArray(reply)) return reply;
  return Array.isArray(reply?.vehicles) ? reply.vehicles : [];
}

export const vehiclesQueryOptions = queryOptions({
  queryKey: garageKeys.vehicles,
  queryFn: listVehicles,
});

export function useVehicles(enabled = true) {
  return useQuery({ ...vehiclesQueryOptions, enabled });
}
