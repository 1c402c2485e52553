// Personal access tokens: an owner's scripts and home-automation tools reach their own garage API
// with `Authorization: Bearer odo_pat_…`. Only a SHA-256 of the token is kept; the token is shown once.
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 'read' (GET only) or 'read_write' (the whole garage API). */
    scope: text('scope').notNull(),
    /** hex SHA-256 of the whole token. */
    tokenHash: text('token_hash').notNull().unique(),
    /** The first characters of the token, shown in the list so an owner can tell tokens apart. */
    prefix: text('prefix').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_tokens_user_id_idx').on(t.userId)],
);
