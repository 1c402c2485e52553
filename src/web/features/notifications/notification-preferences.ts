// GET /api/notifications/preferences: per kind, in-app and push on or off.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationPreferences } from '../../../shared/notifications-vocab.ts';
import { api, readJson } from '../../lib/api-client.ts';

export const preferencesQueryKey = ['notifications', 'preferences'] as const;

export function getPreferences(): Promise<NotificationPreferences> {
  return readJson<NotificationPreferences>(api.notifications.preferences.$get());
}

export const preferencesQueryOptions = queryOptions({
  queryKey: preferencesQueryKey,
  queryFn: getPreferences,
});

export function usePreferences() {
  return useQuery(preferencesQueryOptions);
}
