import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, readJson } from '../../lib/api-client.ts';
import { CANONICAL_UNITS, type Units } from '../../../shared/units-vocab.ts';
import { garageKeys, unitsQuery } from './garage-keys.ts';
import type { Vehicle } from './garage-types.ts';

/**
 * GET /api/garage/vehicles: the user's vehicles with their records nested, newest first, in
 * `units` (the API's km and litres by default: the app-wide list other features read).
 */
export function listVehicles(units: Units = CANONICAL_UNITS): Promise<Vehicle[]> {
  return readJson<Vehicle[]>(api.garage.vehicles.$get({ query: unitsQuery(units) }));
}

export function vehiclesQueryOptions(units: Units = CANONICAL_UNITS) {
  return queryOptions({
    queryKey: garageKeys.vehicleList(units),
    queryFn: () => listVehicles(units),
  });
}

/** The app-wide list, in km and litres (AppProvider's garage list). */
export function useVehicles(enabled = true) {
  return useQuery({ ...vehiclesQueryOptions(), enabled });
}

/**
 * The list as the garage screens show it: in the user's units, with its economy as the server
 * gave it. In km and litres it is the app-wide list itself; while other units are asked, the
 * previous reply stays (each reply says its `units`).
 */
export function useVehiclesIn(units: Units, enabled = true) {
  return useQuery({ ...vehiclesQueryOptions(units), enabled, placeholderData: keepPreviousData });
}
