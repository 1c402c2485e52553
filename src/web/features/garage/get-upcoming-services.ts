import { queryOptions, useQuery } from '@tanstack/react-query';
import { garageKeys, garageRequest } from './garage-http.ts';
import type { UpcomingService } from './garage-types.ts';

/** GET /api/garage/upcoming-services: every due item of every vehicle, most urgent first. */
export async function getUpcomingServices(): Promise<UpcomingService[]> {
  const reply = await garageRequest<UpcomingService[] | { items: UpcomingService[] }>(
    'GET',
    '/upcoming-services',
  );
  return Array.isArray(reply) ? reply : reply.items;
}

export const upcomingServicesQueryOptions = queryOptions({
  queryKey: garageKeys.upcoming,
  queryFn: getUpcomingServices,
});

export function useUpcomingServices(enabled = true) {
  return useQuery({ ...upcomingServicesQueryOptions, enabled });
}
