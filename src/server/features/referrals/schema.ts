// Referrals' tables: each member's code, who referred whom, counted visits.
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../auth/schema.ts';

export const referralCodes = pgTable('referral_codes', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  visitsCount: integer('visits_count').notNull().default(0),
  signupsCount: integer('signups_count').notNull().default(0),
  createdAt: createdAt(),
});

/** Who referred whom: one row per referred account (and per normalised e-mail, ever). */
export const referrals = pgTable(
  'referrals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referrerUserId: text('referrer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referredUserId: text('referred_user_id').notNull().unique(),
    referredEmailKey: text('referred_email_key').notNull().unique(),
    code: text('code').notNull(),
    /**
     * 'pending' until the friend verifies their e-mail, then 'counted' or 'not_counted' (see
     * `reason`). The default is for rows from before verification existed, counted at sign-up.
     */
    status: text('status').notNull().default('counted'),
    /** Why a verified friend was not counted: 'address_limit'. */
    reason: text('reason'),
    /** The client address the friend signed up from (one counted sign-up per address and day). */
    signupAddress: text('signup_address'),
    countedAt: timestamp('counted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('referrals_referrer_user_id_idx').on(t.referrerUserId, t.status)],
);

/** One counted visit per referral code, visitor and UTC day. */
export const referralVisits = pgTable(
  'referral_visits',
  {
    code: text('code').notNull(),
    visitorKey: text('visitor_key').notNull(),
    day: date('day').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.code, t.visitorKey, t.day] })],
);
