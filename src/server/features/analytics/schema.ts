// Analytics' tables: a member's sessions in the app and the events in them (SPEC.md §3).
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

const userId = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const analyticsSessions = pgTable(
  'analytics_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull().defaultNow(),
    endTime: timestamp('end_time', { withTimezone: true }),
    userAgent: text('user_agent'),
    screenSize: text('screen_size'),
    platform: text('platform'),
    eventsCount: integer('events_count').notNull().default(0),
  },
  (t) => [index('analytics_sessions_user_id_start_time_idx').on(t.userId, t.startTime)],
);

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => analyticsSessions.id, { onDelete: 'cascade' }),
    userId: userId(),
    eventType: text('event_type').notNull(),
    eventName: text('event_name').notNull(),
    eventData: jsonb('event_data'),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('analytics_events_user_id_timestamp_idx').on(t.userId, t.timestamp),
    index('analytics_events_session_id_idx').on(t.sessionId),
  ],
);
