// The year/make/model pickers' choices: the vPIC passenger-vehicle catalog, per model year.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { garageKeys, garageRequest } from './garage-http.ts';

function names(reply: unknown, key: string): string[] {
  const list = Array.isArray(reply)
    ? reply
    : ((reply as Record<string, unknown> | null)?.[key] ?? []);
  if (!Array.isArray(list)) return [];
  return list
    .map((item: unknown) =>
      typeof item === 'string'
        ? item
        : typeof (item as { name?: unknown } | null)?.name === 'string'
          ? (item as { name: string }).name
          : null,
    )
    .filter((name): name is string => Boolean(name));
}

export function makesQueryOptions(year: number) {
  return queryOptions({
    queryKey: garageKeys.makes(year),
    queryFn: async () => names(await garageRequest('GET', `/catalog/makes?year=${year}`), 'makes'),
    staleTime: Infinity,
    retry: false,
  });
}

export function modelsQueryOptions(year: number, make: string) {
  return queryOptions({
    queryKey: garageKeys.models(year, make),
    queryFn: async () =>
      names(
        await garageRequest('GET', `/catalog/models?year=${year}&make=${encodeURIComponent(make)}`),
        'models',
      ),
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
