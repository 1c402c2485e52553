// GET and PATCH /api/garage/settings: the user's units and currency (every feature reads figures in
// them, so this lives in lib; its key stays under ['garage']).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, readJson } from '../api-client.ts';

export const unitSettingsQueryKey = ['garage', 'settings'] as const;

export type GarageSettings = InferResponseType<typeof api.garage.settings.$get, 200>;

export function getGarageSettings(): Promise<GarageSettings> {
  return readJson<GarageSettings>(api.garage.settings.$get());
}

/** PATCH /api/garage/settings with the fields that change; answers the settings as saved. */
export function saveGarageSettings(patch: Partial<GarageSettings>): Promise<GarageSettings> {
  return readJson<GarageSettings>(api.garage.settings.$patch({ json: patch }));
}

export const garageSettingsQueryOptions = queryOptions({
  queryKey: unitSettingsQueryKey,
  queryFn: getGarageSettings,
  staleTime: Infinity,
  retry: false,
});

export function useGarageSettings() {
  return useQuery(garageSettingsQueryOptions);
}

export function useSaveGarageSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGarageSettings,
    onMutate: (patch) => {
      queryClient.setQueryData<GarageSettings>(unitSettingsQueryKey, (current) =>
        current ? { ...current, ...patch } : current,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: unitSettingsQueryKey }),
  });
}
