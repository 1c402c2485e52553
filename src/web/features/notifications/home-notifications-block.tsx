// The home page's latest notifications: the newest few of the list /notifications shows (the same
// query, which the live stream keeps current), each opening its link and marked read on the way.
import { Bell, BellOff } from 'lucide-react';
import { HomeBlock, HomeBlockEmpty, HomeBlockList } from '../../components/home-block.tsx';
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
      <HomeBlockList
        query={list}
        items={items}
        rows={SHOWN}
        rowClassName="h-[4.5rem]"
        loadingLabel="Loading notifications"
        errorMessage="Notifications could not be loaded."
        empty={
          <HomeBlockEmpty icon={<BellOff />} title="You're all caught up">
            Service reminders, replies and likes show up here.
          </HomeBlockEmpty>
        }
        listClassName="-mx-2 grid gap-0.5"
        itemKey={(notification) => notification.id}
        renderItem={(notification) => (
          <NotificationItem
            notification={notification}
            onOpen={(opened) => {
              if (!opened.read) markRead.mutate([opened.id]);
            }}
          />
        )}
      />
    </HomeBlock>
  );
}
