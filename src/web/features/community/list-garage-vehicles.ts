// GET /api/garage/vehicles, as the community needs it: the cars a post can be about (attach one
// as a card). Its own small fetcher, since features do not import each other.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, readJson } from '../../lib/api-client.ts';
import { communityKeys } from './community-keys.ts';

type GarageVehicle = InferResponseType<typeof api.garage.vehicles.$get, 200>[number];

export type GarageVehicleChoice = Pick<
  GarageVehicle,
  'id' | 'year' | 'make' | 'model' | 'trim' | 'nickname' | 'mileage' | 'imageUrl'
>;

export async function listGarageVehicles(): Promise<GarageVehicleChoice[]> {
  const vehicles = await readJson<GarageVehicle[]>(api.garage.vehicles.$get({ query: {} }));
  return vehicles.map(({ id, year, make, model, trim, nickname, mileage, imageUrl }) => ({
    id,
    year,
    make,
    model,
    trim,
    nickname,
    mileage,
    imageUrl,
  }));
}

export const garageVehiclesQueryOptions = queryOptions({
  queryKey: communityKeys.garageVehicles,
  queryFn: listGarageVehicles,
});

export function useGarageVehicles() {
  return useQuery(garageVehiclesQueryOptions);
}
