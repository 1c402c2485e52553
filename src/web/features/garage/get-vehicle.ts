import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readJson } from '../../lib/api-client.ts';
import { garageKeys } from './garage-keys.ts';
import type { VehicleDetail } from './garage-types.ts';

/** GET /api/garage/vehicles/{id}: one car with its records, reminders, economy and what is due. */
export function getVehicle(id: string): Promise<VehicleDetail> {
  return readJson<VehicleDetail>(
    api.garage.vehicles[':id'].$get({ param: { id: encodeURIComponent(id) }, query: {} }),
  );
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
