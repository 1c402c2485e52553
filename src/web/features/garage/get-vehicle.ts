import { queryOptions, useQuery } from '@tanstack/react-query';
import { garageKeys, garageRequest } from './garage-http.ts';
import type { VehicleDetail } from './garage-types.ts';

/** GET /api/garage/vehicles/{id}: one car with its records, reminders, economy and what is due. */
export async function getVehicle(id: string): Promise<VehicleDetail> {
  const reply = await garageRequest<VehicleDetail | { vehicle: VehicleDetail }>(
    'GET',
    `/vehicles/${encodeURIComponent(id)}`,
  );
  return 'vehicle' in reply ? reply.vehicle : reply;
}

export function vehicleQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...garageKeys.vehicles, id],
    queryFn: () => getVehicle(id),
  });
}

export function useVehicle(id: string) {
  return useQuery(vehicleQueryOptions(id));
}
