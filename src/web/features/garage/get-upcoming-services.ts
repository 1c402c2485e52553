import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readJson } from '../../lib/api-client.ts';
import { CANONICAL_UNITS, type Units } from '../../../shared/units-vocab.ts';
import { garageKeys, unitsQuery } from './garage-keys.ts';
import type { UpcomingService } from './garage-types.ts';

/**
 * GET /api/garage/upcoming-services: every due item of every vehicle, most urgent first, with
 * its distances in `units`.
 */
export function getUpcomingServices(units: Units = CANONICAL_UNITS): Promise<UpcomingService[]> {
  return readJson<UpcomingService[]>(
    api.garage['upcoming-services'].$get({ query: unitsQuery(units) }),
  );
}

export function upcomingServicesQueryOptions(units: Units = CANONICAL_UNITS) {
  return queryOptions({
    queryKey: garageKeys.upcomingList(units),
    queryFn: () => getUpcomingServices(units),
  });
}

/** In the user's units (the key carries them: a change of units asks again). */
export function useUpcomingServices(units: Units, enabled = true) {
  return useQuery({ ...upcomingServicesQueryOptions(units), enabled });
}
