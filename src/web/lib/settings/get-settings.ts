// GET /api/settings: units, currency and theme (the settings page and the theme sync read it).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, readJson } from '../api-client.ts';

export type Settings = InferResponseType<typeof api.settings.$get, 200>;

export const settingsQueryKey = ['settings'] as const;

export function getSettings(): Promise<Settings> {
  return readJson<Settings>(api.settings.$get());
}

export const settingsQueryOptions = queryOptions({
  queryKey: settingsQueryKey,
  queryFn: getSettings,
  staleTime: Infinity,
  retry: false,
});

export function useSettings() {
  return useQuery(settingsQueryOptions);
}
