// The realtime bus: one LISTEN per app instance on odo_notifications. Each announcement is fanned
// out to that user's open streams on this instance (the row read once) and offered to web push.
import type { Database } from '../../db/database.ts';
import type { Logger } from '../../lib/logger.ts';
import type { NotificationReply } from '../../../shared/notifications.ts';
import { NOTIFICATIONS_CHANNEL, type NotificationAnnouncement } from './notify.ts';
import type { PushSender } from './push.ts';
import { notificationById, toNotificationReply } from './service.ts';
import { UUID } from '../../../shared/uuid.ts';

/** Open streams one user may hold on one instance (tabs, devices). */
export const STREAMS_PER_USER_MAX = 10;

export interface StreamHandle {
  send(notification: NotificationReply): void;
  /** Ends the stream (the server is stopping). */
  close(): void;
}

export interface NotificationBus {
  start(): Promise<void>;
  /** Stops listening and ends every open stream. */
  stop(): Promise<void>;
  /** Registers an open stream; null when the user has too many open here. */
  open(userId: string, stream: StreamHandle): (() => void) | null;
  streamCount(userId?: string): number;
  /** Settles once every announcement heard so far has been handled (tests). */
  idle(): Promise<void>;
}

function parseAnnouncement(payload: string): NotificationAnnouncement | null {
  try {
    const value = JSON.parse(payload) as Partial<NotificationAnnouncement>;
    if (typeof value.userId === 'string' && typeof value.id === 'string' && UUID.test(value.id)) {
      return { userId: value.userId, id: value.id };
    }
  } catch {
    // not ours
  }
  return null;
}

export function createNotificationBus(options: {
  database: Database;
  logger: Logger;
  push?: PushSender;
}): NotificationBus {
  const { database, logger, push } = options;
  const db = database.db;
  const streams = new Map<string, Set<StreamHandle>>();
  const pending = new Set<Promise<void>>();
  let unlisten: (() => Promise<void>) | undefined;
  let stopped = false;

  async function handle(announcement: NotificationAnnouncement) {
    const open = streams.get(announcement.userId);
    const work: Promise<unknown>[] = [];
    if (open && open.size > 0) {
      work.push(
        notificationById(db, announcement.id).then((row) => {
          if (!row || !row.inApp || row.userId !== announcement.userId) return;
          const reply = toNotificationReply(row);
          for (const stream of streams.get(announcement.userId) ?? []) stream.send(reply);
        }),
      );
    }
    if (push) work.push(push.deliver(announcement.id));
    const results = await Promise.allSettled(work);
    for (const result of results) {
      if (result.status === 'rejected') {
        logger.warn(
          { err: result.reason, notificationId: announcement.id },
          'notifications: an announcement could not be delivered',
        );
      }
    }
  }

  function onPayload(payload: string) {
    if (stopped) return;
    const announcement = parseAnnouncement(payload);
    if (!announcement) return;
    const job = handle(announcement).finally(() => pending.delete(job));
    pending.add(job);
  }

  return {
    async start() {
      stopped = false;
      unlisten = await database.listen(NOTIFICATIONS_CHANNEL, onPayload);
    },
    async stop() {
      stopped = true;
      for (const set of streams.values()) for (const stream of set) stream.close();
      streams.clear();
      await unlisten?.();
      unlisten = undefined;
      await Promise.allSettled([...pending]);
    },
    open(userId, stream) {
      const set = streams.get(userId) ?? new Set<StreamHandle>();
      if (set.size >= STREAMS_PER_USER_MAX) return null;
      set.add(stream);
      streams.set(userId, set);
      return () => {
        set.delete(stream);
        if (set.size === 0 && streams.get(userId) === set) streams.delete(userId);
      };
    },
    streamCount(userId) {
      if (userId) return streams.get(userId)?.size ?? 0;
      let total = 0;
      for (const set of streams.values()) total += set.size;
      return total;
    },
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
