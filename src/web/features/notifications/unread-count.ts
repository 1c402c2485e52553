// The unread count the top bar's badge shows: read from the list endpoint (one row), then kept
// current by the live stream and by marking read.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationsPage } from '../../../shared/notifications-vocab.ts';
import { api, readJson } from '../../lib/api-client.ts';

export const unreadCountQueryKey = ['notifications', 'unread-count'] as const;

export async function fetchUnreadCount(): Promise<number> {
  const page = await readJson<NotificationsPage>(
    api.notifications.$get({ query: { limit: '1', unread: 'true' } }),
  );
  return page.unreadCount;
}

export const unreadCountQueryOptions = queryOptions({
  queryKey: unreadCountQueryKey,
  queryFn: fetchUnreadCount,
});

export function useUnreadCount(enabled = true) {
  return useQuery({ ...unreadCountQueryOptions, enabled }).data ?? 0;
}
