// PATCH /api/settings with the fields that change. Units and currency are the garage's settings
// too, so their cached copy is refreshed with the answer.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { api, readJson } from '../api-client.ts';
import { unitSettingsQueryKey } from '../unit-prefs/garage-settings.ts';
import { settingsQueryKey, type Settings } from './get-settings.ts';

export type SettingsPatch = InferRequestType<typeof api.settings.$patch>['json'];

export function updateSettings(patch: SettingsPatch): Promise<Settings> {
  return readJson<Settings>(api.settings.$patch({ json: patch }));
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onMutate: (patch) => {
      queryClient.setQueryData<Settings>(settingsQueryKey, (current) =>
        current ? { ...current, ...patch } : current,
      );
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsQueryKey, saved);
      void queryClient.invalidateQueries({ queryKey: unitSettingsQueryKey });
    },
  });
}
