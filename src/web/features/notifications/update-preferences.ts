// PATCH /api/notifications/preferences: one switch at a time, shown at once, undone on failure.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  NotificationKind,
  NotificationPreferences,
} from '../../../shared/notifications-vocab.ts';
import { api, readJson } from '../../lib/api-client.ts';
import { preferencesQueryKey } from './notification-preferences.ts';

export type PreferencesPatch = Partial<
  Record<NotificationKind, { inApp?: boolean; push?: boolean }>
>;

export function updatePreferences(patch: PreferencesPatch): Promise<NotificationPreferences> {
  return readJson<NotificationPreferences>(api.notifications.preferences.$patch({ json: patch }));
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: preferencesQueryKey });
      const before = queryClient.getQueryData<NotificationPreferences>(preferencesQueryKey);
      if (before) {
        const next = { ...before };
        for (const [kind, change] of Object.entries(patch) as [
          NotificationKind,
          { inApp?: boolean; push?: boolean },
        ][]) {
          next[kind] = { ...next[kind], ...change };
        }
        queryClient.setQueryData(preferencesQueryKey, next);
      }
      return { before };
    },
    onError: (_error, _patch, context) => {
      if (context?.before) queryClient.setQueryData(preferencesQueryKey, context.before);
    },
    onSuccess: (preferences) => queryClient.setQueryData(preferencesQueryKey, preferences),
  });
}
