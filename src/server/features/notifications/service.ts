// Notifications' services: the user's list (keyset pages, newest first), read state, per-kind
// preferences and the browsers they allowed web push on. Rows are made by notifyUser (notify.ts).
import { and, count, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { userNotifications } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  NOTIFICATION_KINDS,
  PUSH_SUBSCRIPTIONS_MAX,
  type NotificationKind,
  type NotificationPreferences,
  type NotificationReply,
  type NotificationsPage,
} from '../../../shared/notifications.ts';
import type { NotificationRow } from './notify.ts';
import { notificationPreferences, pushSubscriptions } from './schema.ts';
import { inTransaction } from '../../lib/transaction.ts';

export function toNotificationReply(row: NotificationRow): NotificationReply {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    linkPath: row.linkPath,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** created_at to the microsecond (a JS Date keeps milliseconds only, too coarse for a keyset). */
const exactCreatedAt = sql<string>`to_char(${userNotifications.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function encodeCursor(createdAt: string, id: string): string {
  return Buffer.from(`${createdAt}|${id}`).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: string; id: string } {
  const [createdAt, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (
    !createdAt ||
    !id ||
    !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(createdAt) ||
    !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)
  ) {
    throw new AppError('validation_failed', 'cursor: not a cursor this API gave out');
  }
  return { createdAt, id };
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userNotifications)
    .where(
      and(
        eq(userNotifications.userId, userId),
        eq(userNotifications.inApp, true),
        isNull(userNotifications.readAt),
      ),
    );
  return Number(row?.n ?? 0);
}

export async function listNotifications(
  db: Db,
  userId: string,
  input: { cursor?: string | undefined; limit: number; unread?: 'true' | 'false' | undefined },
): Promise<NotificationsPage> {
  const after = input.cursor ? decodeCursor(input.cursor) : null;
  // The unread count comes with the page (one round trip); an empty page asks for it alone.
  const unread = sql<string>`(select count(*) from user_notifications u
    where u.user_id = ${userId} and u.in_app and u.read_at is null)`;
  const rows = await db
    .select({ row: userNotifications, exact: exactCreatedAt, unread })
    .from(userNotifications)
    .where(
      and(
        eq(userNotifications.userId, userId),
        eq(userNotifications.inApp, true),
        input.unread === 'true' ? isNull(userNotifications.readAt) : undefined,
        after
          ? sql`(${userNotifications.createdAt}, ${userNotifications.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(userNotifications.createdAt), desc(userNotifications.id))
    .limit(input.limit + 1);
  const page = rows.slice(0, input.limit);
  const last = page[page.length - 1];
  return {
    notifications: page.map(({ row }) => toNotificationReply(row)),
    nextCursor: rows.length > input.limit && last ? encodeCursor(last.exact, last.row.id) : null,
    unreadCount: rows[0] ? Number(rows[0].unread) : await unreadCount(db, userId),
  };
}

/** Marks these (or all) of the user's notifications read; ids of others are simply not touched. */
export async function markRead(
  db: Db,
  userId: string,
  ids: string[] | undefined,
): Promise<{ unreadCount: number }> {
  if (ids) {
    // Someone else's notification is answered like a missing one, and nothing is marked.
    const wanted = [...new Set(ids)];
    const [own] = await db
      .select({ n: count() })
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, userId), inArray(userNotifications.id, wanted)));
    if (Number(own?.n ?? 0) < wanted.length) {
      throw new AppError('not_found', 'No such notification.');
    }
  }
  await db
    .update(userNotifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(userNotifications.userId, userId),
        isNull(userNotifications.readAt),
        ids ? inArray(userNotifications.id, ids) : undefined,
      ),
    );
  return { unreadCount: await unreadCount(db, userId) };
}

/** The notification by id, for its owner's streams; null when gone or not listed in-app. */
export async function notificationById(db: Db, id: string): Promise<NotificationRow | null> {
  const [row] = await db.select().from(userNotifications).where(eq(userNotifications.id, id));
  return row ?? null;
}

export async function getPreferences(db: Db, userId: string): Promise<NotificationPreferences> {
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const preferences = Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, { inApp: true, push: true }]),
  ) as NotificationPreferences;
  for (const row of rows) {
    if ((NOTIFICATION_KINDS as readonly string[]).includes(row.kind)) {
      preferences[row.kind as NotificationKind] = { inApp: row.inApp, push: row.push };
    }
  }
  return preferences;
}

export async function updatePreferences(
  db: Db,
  userId: string,
  patch: Partial<
    Record<NotificationKind, { inApp?: boolean | undefined; push?: boolean | undefined }>
  >,
): Promise<NotificationPreferences> {
  return inTransaction(db, async (tx) => {
    const current = await getPreferences(tx, userId);
    const values = Object.entries(patch).map(([kind, change]) => {
      const merged = { ...current[kind as NotificationKind], ...stripUndefined(change ?? {}) };
      current[kind as NotificationKind] = merged;
      return { userId, kind, inApp: merged.inApp, push: merged.push };
    });
    if (values.length > 0) {
      await tx
        .insert(notificationPreferences)
        .values(values)
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.kind],
          set: {
            inApp: sql`excluded.in_app`,
            push: sql`excluded.push`,
            updatedAt: sql`now()`,
          },
        });
    }
    return current;
  });
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The server POSTs to a subscription's endpoint: only https on a known push service's host. */
export function isPushServiceEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return hosts.some(
    (allowed) => allowed === '*' || host === allowed || host.endsWith(`.${allowed}`),
  );
}

export interface PushSubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * Keeps a browser's subscription for the user (a browser that changed hands moves to its new
 * user); beyond PUSH_SUBSCRIPTIONS_MAX the user's oldest are dropped.
 */
export async function addPushSubscription(
  db: Db,
  userId: string,
  input: PushSubscriptionInput,
  options: { userAgent?: string | undefined; pushServiceHosts: readonly string[] },
): Promise<{ endpoint: string; createdAt: string }> {
  if (!isPushServiceEndpoint(input.endpoint, options.pushServiceHosts)) {
    throw new AppError(
      'validation_failed',
      "endpoint: this is not a browser push service's address (https on a known push host).",
    );
  }
  return inTransaction(db, async (tx) => {
    const values = {
      userId,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      userAgent: options.userAgent?.slice(0, 300) ?? null,
    };
    const [saved] = await tx
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { ...values, failures: 0, createdAt: sql`now()` },
      })
      .returning();
    const keep = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(PUSH_SUBSCRIPTIONS_MAX);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, keep)));
    return { endpoint: saved!.endpoint, createdAt: saved!.createdAt.toISOString() };
  });
}

export async function removePushSubscription(
  db: Db,
  userId: string,
  endpoint: string,
): Promise<void> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw new AppError('not_found', 'No such push subscription.');
}
