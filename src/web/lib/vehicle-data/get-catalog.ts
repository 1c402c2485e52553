// The year/make/model pickers' choices (garage and assessment): the vPIC passenger-vehicle catalog,
// per model year.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, readJson } from '../api-client.ts';
import { vehicleDataKeys } from './vehicle-data-keys.ts';

type MakesReply = InferResponseType<typeof api.garage.catalog.makes.$get, 200>;
type ModelsReply = InferResponseType<typeof api.garage.catalog.models.$get, 200>;

/** GET /api/garage/catalog/makes?year=: the makes sold that model year, by name. */
export async function getMakes(year: number): Promise<string[]> {
  const reply = await readJson<MakesReply>(
    api.garage.catalog.makes.$get({ query: { year: String(year) } }),
  );
  return reply.makes.map((make) => make.name);
}

/** GET /api/garage/catalog/models?year=&make=: that make's models of that year. */
export async function getModels(year: number, make: string): Promise<string[]> {
  const reply = await readJson<ModelsReply>(
    api.garage.catalog.models.$get({ query: { year: String(year), make } }),
  );
  return reply.models;
}

export function makesQueryOptions(year: number) {
  return queryOptions({
    queryKey: vehicleDataKeys.makes(year),
    queryFn: () => getMakes(year),
    staleTime: Infinity,
    retry: false,
  });
}

export function modelsQueryOptions(year: number, make: string) {
  return queryOptions({
    queryKey: vehicleDataKeys.models(year, make),
    queryFn: () => getModels(year, make),
    staleTime: Infinity,
    retry: false,
  });
}

const validYear = (year: number) => Number.isInteger(year) && year >= 1886 && year <= 2100;

export function useMakes(year: number) {
  return useQuery({ ...makesQueryOptions(year), enabled: validYear(year) });
}

export function useModels(year: number, make: string) {
  return useQuery({
    ...modelsQueryOptions(year, make.trim()),
    enabled: validYear(year) && make.trim().length > 0,
  });
}
