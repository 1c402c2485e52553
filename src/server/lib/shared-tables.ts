// Tables of the server's shared machinery that no one feature owns: rate-limit counters (rate-limit.ts)
// and the secrets Odo generates for itself (sign-in secret, web-push keys).
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** Fixed-window counters shared by every instance (sign-in throttling). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/** Secrets Odo generates for itself when none is configured, shared by every instance. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});
