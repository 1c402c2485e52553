// POST /api/notifications/read: these notifications (or all) read; the list and the badge update
// at once and settle on the server's count.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, readJson } from '../../lib/api-client.ts';
import { notificationsQueryOptions, withRead } from './list-notifications.ts';
import { unreadCountQueryKey } from './unread-count.ts';

export function markNotificationsRead(ids?: string[]): Promise<{ unreadCount: number }> {
  return readJson<{ unreadCount: number }>(
    api.notifications.read.$post({ json: ids ? { ids } : {} }),
  );
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onMutate: (ids) => {
      queryClient.setQueryData(notificationsQueryOptions.queryKey, (data) => withRead(data, ids));
      if (!ids) queryClient.setQueryData(unreadCountQueryKey, 0);
    },
    onSuccess: ({ unreadCount }) => {
      queryClient.setQueryData(unreadCountQueryKey, unreadCount);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  });
}
