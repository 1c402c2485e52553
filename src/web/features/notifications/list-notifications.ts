// GET /api/notifications: the user's notifications, newest first, in keyset pages (infinite
// scroll). Each page also carries the unread count, which the top bar's badge reads.
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { NotificationReply, NotificationsPage } from '../../../shared/notifications-vocab.ts';
import { api, readJson } from '../../lib/api-client.ts';

export const notificationsQueryKey = ['notifications', 'list'] as const;

export function listNotifications(cursor?: string): Promise<NotificationsPage> {
  return readJson<NotificationsPage>(api.notifications.$get({ query: cursor ? { cursor } : {} }));
}

export const notificationsQueryOptions = infiniteQueryOptions({
  queryKey: notificationsQueryKey,
  queryFn: ({ pageParam }) => listNotifications(pageParam ?? undefined),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
});

export function useNotifications() {
  return useInfiniteQuery(notificationsQueryOptions);
}

type Pages = InfiniteData<NotificationsPage, unknown>;

/** The list with `notification` on top (a grouped one that changed moves up from where it was). */
export function withNewNotification<T extends Pages>(
  data: T | undefined,
  notification: NotificationReply,
): T | undefined {
  if (!data) return data;
  const pages = data.pages.map((page, index) => {
    const rest = page.notifications.filter((item) => item.id !== notification.id);
    return { ...page, notifications: index === 0 ? [notification, ...rest] : rest };
  });
  return { ...data, pages };
}

/** The list with these ids (or every one) shown read. */
export function withRead<T extends Pages>(
  data: T | undefined,
  ids: string[] | undefined,
): T | undefined {
  if (!data) return data;
  const pages = data.pages.map((page) => ({
    ...page,
    notifications: page.notifications.map((item) =>
      !ids || ids.includes(item.id) ? { ...item, read: true } : item,
    ),
  }));
  return { ...data, pages };
}
