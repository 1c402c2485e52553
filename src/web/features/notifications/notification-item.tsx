// One row of the list: icon per kind, title, message, age; unread ones stand out. Tapping opens
// its link (when it has one) and marks it read.
import { Link } from 'react-router';
import type { NotificationReply } from '../../../shared/notifications-vocab.ts';
import { cn } from '../../lib/cn.ts';
import { NotificationIcon } from './notification-icon.tsx';
import { relativeTime } from './relative-time.ts';

/** Only paths inside Odo are followed. */
export function internalPath(linkPath: string | null): string | null {
  return linkPath && /^\/(?![/\\])/.test(linkPath) ? linkPath : null;
}

export function NotificationItem({
  notification,
  onOpen,
}: {
  notification: NotificationReply;
  onOpen: (notification: NotificationReply) => void;
}) {
  const to = internalPath(notification.linkPath);
  const unread = !notification.read;
  const body = (
    <>
      <span
        className={cn(
          'mt-0.5 flex size-10 shrink-0 items-center justify-center rounded-full',
          unread ? 'bg-brand-soft text-brand-soft-foreground' : 'bg-muted text-muted-foreground',
        )}
      >
        <NotificationIcon type={notification.type} className="size-5" />
      </span>
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className={cn('text-[0.9375rem] leading-snug', unread ? 'font-bold' : 'font-medium')}>
          {notification.title}
          {unread ? <span className="sr-only"> (unread)</span> : null}
        </span>
        <span className="text-sm leading-snug break-words text-muted-foreground">
          {notification.message}
        </span>
        <time dateTime={notification.createdAt} className="text-xs text-muted-foreground">
          {relativeTime(notification.createdAt)}
        </time>
      </span>
      {unread ? (
        <span aria-hidden="true" className="mt-2 size-2.5 shrink-0 rounded-full bg-brand" />
      ) : null}
    </>
  );
  const className = cn(
    'flex w-full items-start gap-3 rounded-card px-3 py-3 text-left transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    unread && 'bg-brand-soft/40',
  );
  return to ? (
    <Link to={to} className={className} onClick={() => onOpen(notification)}>
      {body}
    </Link>
  ) : (
    <button type="button" className={className} onClick={() => onOpen(notification)}>
      {body}
    </button>
  );
}
