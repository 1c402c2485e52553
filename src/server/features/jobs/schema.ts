// Jobs' table: the once-per-period claims of scheduled work.
import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Scheduled work that must run once per period however many instances run (the daily service-due
 * job). The (name, period) row is the claim; a claim whose lease ran out unfinished may be retaken.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    name: text('name').notNull(),
    /** e.g. the UTC date for a daily job. */
    period: text('period').notNull(),
    holder: text('holder').notNull(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** What the run did (e.g. how many notices it sent), or the error that ended it. */
    result: text('result'),
  },
  (t) => [primaryKey({ columns: [t.name, t.period] })],
);
