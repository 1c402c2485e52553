// The home page's latest notifications: the newest few of the list /notifications shows (the same
// query, which the live stream keeps current), each opening its link and marked read on the way.
import { Bell, BellOff } from 'lucide-react';
import {
  HomeBlock,
  HomeBlockEmpty,
  HomeBlockError,
  HomeBlockSkeleton,
} from '../../components/home-block.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { useNotifications } from './list-notifications.ts';
import { useMarkRead } from './mark-read.ts';
import { NotificationItem } from './notification-item.tsx';

const SHOWN = 3;

export function HomeNotificationsBlock() {
  const list = useNotifications();
  const markRead = useMarkRead();
  const first = list.data?.pages[0];
  const items = first?.notifications.slice(0, SHOWN) ?? [];
  const unread = first?.unreadCount ?? 0;
  return (
    <HomeBlock
      id="home-notifications-heading"
      title="Notifications"
      icon={<Bell />}
      badge={
        unread > 0 ? (
          <Badge variant="brand" className="tabular-nums">
            {unread}
            <span className="sr-only"> unread</span>
          </Badge>
        ) : null
      }
      link={{ to: '/notifications', label: 'See all', srLabel: 'notifications' }}
    >
      {list.isPending ? (
        <HomeBlockSkeleton rows={SHOWN} rowClassName="h-[4.5rem]" label="Loading notifications" />
      ) : list.error ? (
        <HomeBlockError
          message="Notifications could not be loaded."
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : items.length === 0 ? (
        <HomeBlockEmpty icon={<BellOff />} title="You're all caught up">
          Service reminders, replies and likes show up here.
        </HomeBlockEmpty>
      ) : (
        <ul className="-mx-2 grid gap-0.5">
          {items.map((notification) => (
            <li key={notification.id}>
              <NotificationItem
                notification={notification}
                onOpen={(opened) => {
                  if (!opened.read) markRead.mutate([opened.id]);
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </HomeBlock>
  );
}
