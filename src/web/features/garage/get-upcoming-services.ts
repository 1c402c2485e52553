import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readJson } from '../../lib/api-client.ts';
import { garageKeys } from './garage-keys.ts';
import type { UpcomingService } from './garage-types.ts';

/** GET /api/garage/upcoming-services: every due item of every vehicle, most urgent first. */
export function getUpcomingServices(): Promise<UpcomingService[]> {
  return readJson<UpcomingService[]>(api.garage['upcoming-services'].$get({ query: {} }));
}

export const upcomingServicesQueryOptions = queryOptions({
  queryKey: garageKeys.upcoming,
  queryFn: getUpcomingServices,
});

export function useUpcomingServices(enabled = true) {
  return useQuery({ ...upcomingServicesQueryOptions, enabled });
}
