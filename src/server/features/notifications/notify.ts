// The one way a notification is made: every feature calls notifyUser (inside its own transaction
// when it has one). It honours the user's per-kind preferences, merges unread notifications that
// share a group key ("Ana and 3 others liked…"), and announces the row with pg_notify, which
// PostgreSQL delivers only when the transaction commits: the live stream and web push listen there.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { userNotifications } from '../../db/schema.ts';
import type { NotificationKind } from '../../../shared/notifications.ts';
import { notificationPreferences } from './schema.ts';

/** The LISTEN/NOTIFY channel new notifications are announced on. */
export const NOTIFICATIONS_CHANNEL = 'odo_notifications';

export interface NotifyInput {
  userId: string;
  type: NotificationKind;
  title: string;
  message: string;
  linkPath: string | null;
  /** Unread notifications with the same key become one; `groupMessage` rewrites its text. */
  groupKey?: string;
  /** The message once `others` more people did the same thing (e.g. "Ana and 3 others liked…"). */
  groupMessage?: (others: number) => string;
}

export type NotificationRow = typeof userNotifications.$inferSelect;

/** What pg_notify carries (kept small: PostgreSQL caps a payload at 8,000 bytes). */
export interface NotificationAnnouncement {
  userId: string;
  id: string;
}

/** The user's choice for a kind; every kind is on in-app and for push (once push is allowed). */
export async function preferenceFor(
  db: Db,
  userId: string,
  kind: NotificationKind,
): Promise<{ inApp: boolean; push: boolean }> {
  const [row] = await db
    .select({ inApp: notificationPreferences.inApp, push: notificationPreferences.push })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.kind, kind)));
  return row ?? { inApp: true, push: true };
}

/**
 * Makes (or merges into) a notification and announces it. Returns null when the user turned the
 * kind off everywhere. A row with `in_app = false` is sent by push but not listed.
 */
export async function notifyUser(db: Db, input: NotifyInput): Promise<NotificationRow | null> {
  const preference = await preferenceFor(db, input.userId, input.type);
  if (!preference.inApp && !preference.push) return null;
  const values = {
    userId: input.userId,
    type: input.type,
    title: input.title,
    message: input.message,
    linkPath: input.linkPath,
    groupKey: input.groupKey ?? null,
    inApp: preference.inApp,
  };
  let [row] = input.groupKey
    ? await db
        .insert(userNotifications)
        .values(values)
        .onConflictDoUpdate({
          target: [userNotifications.userId, userNotifications.groupKey],
          targetWhere: sql`read_at is null and group_key is not null`,
          set: {
            actorCount: sql`${userNotifications.actorCount} + 1`,
            title: input.title,
            message: input.message,
            inApp: preference.inApp,
            createdAt: sql`now()`,
            pushedAt: null,
          },
        })
        .returning()
    : await db.insert(userNotifications).values(values).returning();
  if (row && row.actorCount > 1 && input.groupMessage) {
    [row] = await db
      .update(userNotifications)
      .set({ message: input.groupMessage(row.actorCount - 1) })
      .where(eq(userNotifications.id, row.id))
      .returning();
  }
  if (!row) return null;
  const announcement: NotificationAnnouncement = { userId: row.userId, id: row.id };
  await db.execute(
    sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${JSON.stringify(announcement)})`,
  );
  return row;
}
