// Notifications' own tables: per-kind preferences (in-app and push separately) and the browsers a
// user allowed web push on, and SPEC.md's user_notifications.
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt } from '../../db/columns.ts';
import { users } from '../auth/schema.ts';

const userId = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

const owner = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A row only where the user changed a default (every kind on in-app; push on once subscribed). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: owner(),
    kind: text('kind').notNull(),
    inApp: boolean('in_app').notNull(),
    push: boolean('push').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    failures: integer('failures').notNull().default(0),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_id_idx').on(t.userId)],
);

export const userNotifications = pgTable(
  'user_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    linkPath: text('link_path'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** Unread notifications with one group key merge ("Ana and 3 others liked…"). */
    groupKey: text('group_key'),
    actorCount: integer('actor_count').notNull().default(1),
    /** false when the user turned this kind off in-app but on for push: sent, not listed. */
    inApp: boolean('in_app').notNull().default(true),
    /** Claimed by the one instance that sends its web push (exactly once across instances). */
    pushedAt: timestamp('pushed_at', { withTimezone: true }),
  },
  (t) => [
    index('user_notifications_user_id_created_at_idx').on(t.userId, t.createdAt),
    uniqueIndex('user_notifications_unread_group_idx')
      .on(t.userId, t.groupKey)
      .where(sql`read_at is null and group_key is not null`),
  ],
);
