// One PostgreSQL schema for PGlite and PostgreSQL alike. Table and column names follow SPEC.md §3 so
// an owner of the original app can move their data; better-auth's tables carry the auth_ prefix.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// ---------------------------------------------------------------- better-auth
export const authUsers = pgTable('auth_users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
  },
  (t) => [index('auth_sessions_user_id_idx').on(t.userId)],
);

export const authAccounts = pgTable(
  'auth_accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('auth_accounts_user_id_idx').on(t.userId)],
);

export const authVerifications = pgTable(
  'auth_verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('auth_verifications_identifier_idx').on(t.identifier)],
);

// ---------------------------------------------------------------- SPEC.md §3
export const users = pgTable('users', {
  id: text('id')
    .primaryKey()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  avatarUrl: text('avatar_url'),
  freeAssessmentsUsed: integer('free_assessments_used').notNull().default(0),
  freeCarlensResultsUsed: integer('free_carlens_results_used').notNull().default(0),
  freeAskodoQuestionsUsed: integer('free_askodo_questions_used').notNull().default(0),
  lastUsageReset: timestamp('last_usage_reset', { withTimezone: true }).notNull().defaultNow(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

const userId = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const stripeCustomers = pgTable(
  'stripe_customers',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('stripe_customers_customer_id_idx').on(t.customerId)],
);

/** The combined subscription table: its latest row's status overrides the provider's (SPEC.md §4). */
export const everythingTable = pgTable(
  'everything_table',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    subscriptionStatus: text('subscription_status').notNull(),
    subscriptionId: text('subscription_id'),
    customerId: text('customer_id'),
    priceId: text('price_id'),
    createdDate: timestamp('created_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
    /** Odo's addition: 'stripe', 'demo' or 'referral' (null for rows imported from elsewhere). */
    source: text('source'),
    createdAt: createdAt(),
  },
  (t) => [index('everything_table_user_id_created_at_idx').on(t.userId, t.createdAt)],
);

export const stripeSubscriptions = pgTable(
  'stripe_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    customerId: text('customer_id').notNull(),
    subscriptionId: text('subscription_id').notNull().unique(),
    status: text('status').notNull(),
    priceId: text('price_id'),
    /** Epoch seconds, as the provider reports them. */
    currentPeriodStart: bigint('current_period_start', { mode: 'number' }),
    currentPeriodEnd: bigint('current_period_end', { mode: 'number' }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    paymentMethodBrand: text('payment_method_brand'),
    paymentMethodLast4: text('payment_method_last4'),
    /** Odo's additions: epoch seconds a free trial ends; which provider; when Odo last read it (ms). */
    trialEnd: bigint('trial_end', { mode: 'number' }),
    provider: text('provider').notNull().default('stripe'),
    syncedAt: bigint('synced_at', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('stripe_subscriptions_user_id_idx').on(t.userId),
    index('stripe_subscriptions_customer_id_period_end_idx').on(t.customerId, t.currentPeriodEnd),
  ],
);

export const referralCodes = pgTable('referral_codes', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  visitsCount: integer('visits_count').notNull().default(0),
  signupsCount: integer('signups_count').notNull().default(0),
  createdAt: createdAt(),
});

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

// ---------------------------------------------------------------- features' own tables
// Each feature keeps its tables beside its code; they are gathered here for drizzle and drizzle-kit.
export * from '../features/garage/schema.ts';
export * from '../features/assessment/schema.ts';
export * from '../features/ask-odo/schema.ts';
export * from '../features/car-lens/schema.ts';
export * from '../features/favorites/schema.ts';
export * from '../features/community/schema.ts';
export * from '../features/notifications/schema.ts';
export * from '../features/api-access/schema.ts';
export * from '../features/support/schema.ts';

// ---------------------------------------------------------------- Odo's own
/** Checkout sessions Odo started (both providers), so only their owner can follow them. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: userId(),
    provider: text('provider').notNull(),
    planId: text('plan_id').notNull(),
    priceId: text('price_id').notNull(),
    customerId: text('customer_id').notNull(),
    /** open → complete | expired | canceled. */
    status: text('status').notNull().default('open'),
    trialDays: integer('trial_days').notNull().default(0),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    subscriptionId: text('subscription_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('checkout_sessions_user_id_created_at_idx').on(t.userId, t.createdAt)],
);

/** Webhook events already applied: the insert shares a transaction with the event's effect. */
export const processedWebhookEvents = pgTable('processed_webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
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

export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_user_id_idx').on(t.userId)],
);

/** Mail that was not sent over SMTP because none is configured: the dev outbox. */
export const devOutbox = pgTable(
  'dev_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    link: text('link'),
    createdAt: createdAt(),
  },
  (t) => [index('dev_outbox_created_at_idx').on(t.createdAt)],
);

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
