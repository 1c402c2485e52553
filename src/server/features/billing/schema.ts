// Billing's tables: Stripe customers and subscriptions, SPEC.md §4's combined subscription table,
// checkout sessions Odo started and webhook events already applied.
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.ts';
import { users } from '../auth/schema.ts';

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
