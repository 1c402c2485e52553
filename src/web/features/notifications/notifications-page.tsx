// /notifications: the user's notifications, newest first (more load as the end scrolls into
// view), mark all read, and the settings for each kind and for push on this browser.
import { Bell, CheckCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { NotificationReply } from '../../../shared/notifications-vocab.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useNotifications } from './list-notifications.ts';
import { useMarkRead } from './mark-read.ts';
import { NotificationItem } from './notification-item.tsx';
import { NotificationSettings } from './notification-settings.tsx';
import { useUnreadCount } from './unread-count.ts';

export function NotificationsPage() {
  const list = useNotifications();
  const markRead = useMarkRead();
  const unread = useUnreadCount();
  const notifications = list.data?.pages.flatMap((page) => page.notifications) ?? [];
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) {
        void fetchNextPage();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const open = (notification: NotificationReply) => {
    if (!notification.read) markRead.mutate([notification.id]);
  };

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 pt-5 pb-10 sm:px-6 md:pt-8">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-title font-bold md:text-[2.25rem]">Notifications</h1>
          <p className="text-base text-muted-foreground" aria-live="polite">
            {unread > 0 ? `${unread} unread` : 'You are all caught up.'}
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => markRead.mutate(undefined)}
          disabled={unread === 0 || markRead.isPending}
        >
          <CheckCheck aria-hidden="true" />
          Mark all as read
        </Button>
      </header>

      {list.isPending ? (
        <div className="grid gap-2" aria-busy="true">
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} className="h-20 rounded-card" />
          ))}
          <span className="sr-only" role="status">
            Loading your notifications
          </span>
        </div>
      ) : list.error && notifications.length === 0 ? (
        <Alert tone="error" role="alert">
          Your notifications could not be loaded: {list.error.message}{' '}
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => void list.refetch()}
          >
            Try again
          </button>
        </Alert>
      ) : notifications.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-card border border-dashed border-border px-6 py-12 text-center">
          <Bell aria-hidden="true" className="size-10 text-muted-foreground" />
          <p className="font-semibold">No notifications yet</p>
          <p className="max-w-sm text-sm text-muted-foreground">
            Service reminders, replies and likes in the community and news about your account show
            up here.
          </p>
        </div>
      ) : (
        <div className="grid gap-2">
          <ul className="grid gap-1" aria-label="Your notifications">
            {notifications.map((notification) => (
              <li key={notification.id}>
                <NotificationItem notification={notification} onOpen={open} />
              </li>
            ))}
          </ul>
          <div ref={sentinel} />
          {hasNextPage ? (
            <Button
              variant="ghost"
              onClick={() => void fetchNextPage()}
              disabled={isFetchingNextPage}
              className="justify-self-center"
            >
              {isFetchingNextPage ? 'Loading…' : 'Load more'}
            </Button>
          ) : null}
          {list.isFetchNextPageError ? (
            <Alert tone="error" role="alert">
              More notifications could not be loaded. {list.error?.message}
            </Alert>
          ) : null}
        </div>
      )}

      <NotificationSettings />
    </div>
  );
}
