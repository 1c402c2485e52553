import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VehicleHistoryDto } from '../../../shared/garage-history.ts';
import { api, readJson } from '../../lib/api-client.ts';

/** GET /api/garage/vehicles/{id}/history: the printable service history, in the user's units. */
export function getVehicleHistory(id: string): Promise<VehicleHistoryDto> {
  return readJson<VehicleHistoryDto>(
    api.garage.vehicles[':id'].history.$get({ param: { id }, query: {} }),
  );
}

export function vehicleHistoryQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['garage', 'history', id] as const,
    queryFn: () => getVehicleHistory(id),
  });
}

export function useVehicleHistory(id: string) {
  return useQuery(vehicleHistoryQueryOptions(id));
}

/** Where the CSV export downloads from (GET /api/garage/vehicles/{id}/export.csv). */
export function exportCsvPath(id: string): string {
  // `$path` answers the path below the client's base ('/api').
  return '/api' + api.garage.vehicles[':id']['export.csv'].$path({ param: { id }, query: {} });
}
