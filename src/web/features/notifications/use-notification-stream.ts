// The live connection: an EventSource on /api/notifications/stream while signed in. A new
// notification goes on top of the list, the badge is recounted, what its link shows is refreshed
// (lib/live-path.ts: e.g. the liked post, open in this tab), and `onNotification` is told (the
// shell shows a toast). EventSource retries a dropped connection itself; when it gives up
// (an HTTP error such as 401 or 429) this reconnects with a growing delay.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { NotificationReply } from '../../../shared/notifications-vocab.ts';
import { refreshLinkedQueries } from '../../lib/live-path.ts';
import {
  notificationsQueryKey,
  notificationsQueryOptions,
  withNewNotification,
} from './list-notifications.ts';
import { unreadCountQueryKey } from './unread-count.ts';

export const NOTIFICATION_STREAM_URL = '/api/notifications/stream';
const RETRY_MIN_MS = 2000;
const RETRY_MAX_MS = 60_000;

export function useNotificationStream(
  enabled: boolean,
  onNotification?: (notification: NotificationReply) => void,
) {
  const queryClient = useQueryClient();
  const callback = useRef(onNotification);
  useEffect(() => {
    callback.current = onNotification;
  }, [onNotification]);

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let delay = RETRY_MIN_MS;
    let connectedBefore = false;

    const connect = () => {
      source = new EventSource(NOTIFICATION_STREAM_URL, { withCredentials: true });
      source.addEventListener('unread', (event) => {
        delay = RETRY_MIN_MS;
        const { unreadCount } = JSON.parse((event as MessageEvent<string>).data) as {
          unreadCount: number;
        };
        queryClient.setQueryData(unreadCountQueryKey, unreadCount);
        // Back after a gap: what arrived meanwhile is fetched again.
        if (connectedBefore)
          void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
        connectedBefore = true;
      });
      source.addEventListener('notification', (event) => {
        const notification = JSON.parse((event as MessageEvent<string>).data) as NotificationReply;
        queryClient.setQueryData(notificationsQueryOptions.queryKey, (data) =>
          withNewNotification(data, notification),
        );
        void queryClient.invalidateQueries({ queryKey: unreadCountQueryKey });
        void refreshLinkedQueries(queryClient, notification.linkPath);
        callback.current?.(notification);
      });
      source.addEventListener('error', () => {
        if (source?.readyState !== EventSource.CLOSED) return;
        source.close();
        retry = setTimeout(connect, delay);
        delay = Math.min(delay * 2, RETRY_MAX_MS);
      });
    };
    connect();
    return () => {
      clearTimeout(retry);
      source?.close();
    };
  }, [enabled, queryClient]);
}
