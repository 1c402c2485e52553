// Ask Odo's tables: a user's threads and every question and answer in them, kept in full so a
// thread reopens exactly as it was shown. db/schema.ts gathers them.
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

const userId = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const askThreads = pgTable(
  'ask_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ask_threads_user_id_updated_at_idx').on(t.userId, t.updatedAt)],
);

export const askMessages = pgTable(
  'ask_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => askThreads.id, { onDelete: 'cascade' }),
    userId: userId(),
    /** 'user' (the question) or 'assistant' (the answer). */
    role: text('role').notNull(),
    content: text('content').notNull(),
    /** For answers: 'built-in' or 'provider:model'. */
    engine: text('engine'),
    /** For answers: what it is based on (records, articles, known problems), as shown under it. */
    sources: jsonb('sources'),
    /** 'complete', or 'interrupted' when the answer stopped early (not charged). */
    status: text('status').notNull().default('complete'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ask_messages_thread_id_created_at_idx').on(t.threadId, t.createdAt),
    index('ask_messages_user_id_idx').on(t.userId),
  ],
);
