// SPEC.md §4's subscription rule, in one place: the latest everything_table row's status overrides
// the provider's (stripe_subscriptions) when they differ, only `active` lifts the free caps, and
// premium from referrals ends by itself at its end_date. Billing shows what this returns.
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { everythingTable, stripeSubscriptions } from '../../db/schema.ts';
import type { Logger } from '../../lib/logger.ts';
import {
  isPremiumStatus,
  PLANS,
  SUBSCRIPTION_STATUSES,
  subscriptionStatusLabel,
  type AppSubscription,
  type PlanId,
} from '../../../shared/plans.ts';

type EverythingRow = typeof everythingTable.$inferSelect;
type ProviderRow = typeof stripeSubscriptions.$inferSelect;

export interface Entitlement {
  premium: boolean;
  subscription: AppSubscription | null;
}

/** A provider subscription that is still running (the user is paying, trialing or owes). */
const CURRENT_PROVIDER_STATUSES = new Set(['active', 'trialing', 'past_due', 'unpaid']);

const toEpoch = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

/** Maps a price id back to a plan, given the price ids the active provider uses. */
export type PlanForPrice = (priceId: string | null) => PlanId | null;

const noPlan: PlanForPrice = () => null;

function isExpired(row: EverythingRow, now: Date) {
  return row.endDate !== null && row.endDate.getTime() <= now.getTime();
}

// Every capped request (and billing) reads these three: each is built once per database and
// prepared once per connection (building drizzle's SQL cost more CPU than running it; bench).
function buildSubscriptionQueries(db: Db) {
  const userId = sql.placeholder('userId');
  return {
    // SPEC.md §7: everything_table by user_id, newest first, limit 1.
    latest: db
      .select()
      .from(everythingTable)
      .where(eq(everythingTable.userId, userId))
      .orderBy(desc(everythingTable.createdAt), desc(everythingTable.id))
      .limit(1)
      .prepare('odo_entitlement_latest'),
    // SPEC.md §7: stripe_subscriptions in the six statuses, latest period end first, limit 1.
    provider: db
      .select()
      .from(stripeSubscriptions)
      .where(
        and(
          eq(stripeSubscriptions.userId, userId),
          inArray(stripeSubscriptions.status, [...SUBSCRIPTION_STATUSES]),
        ),
      )
      .orderBy(sql`${stripeSubscriptions.currentPeriodEnd} desc nulls last`)
      .limit(1)
      .prepare('odo_entitlement_provider'),
    // Referral premium that is still running (the rows stack; the latest end counts).
    referral: db
      .select()
      .from(everythingTable)
      .where(
        and(
          eq(everythingTable.userId, userId),
          eq(everythingTable.source, 'referral'),
          eq(everythingTable.subscriptionStatus, 'active'),
          gt(everythingTable.endDate, sql.placeholder('now')),
        ),
      )
      .orderBy(desc(everythingTable.endDate))
      .limit(1)
      .prepare('odo_entitlement_referral'),
  };
}

const subscriptionQueryCache = new WeakMap<Db, ReturnType<typeof buildSubscriptionQueries>>();

function subscriptionQueries(db: Db) {
  let queries = subscriptionQueryCache.get(db);
  if (!queries) {
    queries = buildSubscriptionQueries(db);
    subscriptionQueryCache.set(db, queries);
  }
  return queries;
}

/** Reads the user's subscription state. Throws on a database error (see getEntitlement). */
export async function readSubscription(
  db: Db,
  userId: string,
  options: { planForPrice?: PlanForPrice; now?: Date } = {},
): Promise<Entitlement> {
  const now = options.now ?? new Date();
  const planForPrice = options.planForPrice ?? noPlan;
  const queries = subscriptionQueries(db);
  const [latestRows, providerRows, referralRows] = await Promise.all([
    queries.latest.execute({ userId }),
    queries.provider.execute({ userId }),
    queries.referral.execute({ userId, now }),
  ]);
  const latest: EverythingRow | undefined = latestRows[0];
  const provider: ProviderRow | undefined = providerRows[0];
  const referral: EverythingRow | undefined = referralRows[0];

  // A row whose end_date has passed no longer speaks for the user (referral premium ends itself).
  const override = latest && !isExpired(latest, now) ? latest.subscriptionStatus : null;
  let status = override ?? provider?.status ?? null;
  // Earned referral premium keeps running even if a paid subscription ends meanwhile.
  if (referral) status = 'active';

  if (!status) return { premium: false, subscription: null };
  const premium = isPremiumStatus(status);

  // A subscription the user pays for (or trials) is theirs to manage, so it is the one shown even
  // while referral premium also runs (which keeps the status active); an ended one is not.
  const fromProvider = provider && (!referral || CURRENT_PROVIDER_STATUSES.has(provider.status));
  if (fromProvider) {
    return {
      premium,
      subscription: {
        customer_id: provider.customerId,
        subscription_id: provider.subscriptionId,
        price_id: provider.priceId,
        plan_id: planForPrice(provider.priceId),
        current_period_start: provider.currentPeriodStart,
        current_period_end: provider.currentPeriodEnd,
        cancel_at_period_end: provider.cancelAtPeriodEnd,
        status,
        status_label: subscriptionStatusLabel(status),
        provider_status: provider.status,
        trial_end: provider.trialEnd,
        payment_method_brand: provider.paymentMethodBrand,
        payment_method_last4: provider.paymentMethodLast4,
        source: provider.provider === 'demo' ? 'demo' : 'stripe',
        premium,
      },
    };
  }
  // Taken from everything_table: cancel_at_period_end is always false (SPEC.md §3).
  const row = referral ?? latest!;
  return {
    premium,
    subscription: {
      customer_id: row.customerId,
      subscription_id: row.subscriptionId,
      price_id: row.priceId,
      plan_id: planForPrice(row.priceId),
      current_period_start: toEpoch(row.createdDate),
      current_period_end: toEpoch(row.endDate),
      cancel_at_period_end: false,
      status,
      status_label: subscriptionStatusLabel(status),
      provider_status: provider?.status ?? null,
      trial_end: null,
      payment_method_brand: provider?.paymentMethodBrand ?? null,
      payment_method_last4: provider?.paymentMethodLast4 ?? null,
      source:
        row.source === 'referral'
          ? 'referral'
          : row.source === 'demo'
            ? 'demo'
            : row.source === 'stripe'
              ? 'stripe'
              : 'other',
      premium,
    },
  };
}

/**
 * SPEC.md §4: on a lookup error the free caps apply (and the subscription reads as none), so a
 * broken subscription lookup can never hand out premium.
 */
export async function getEntitlement(
  db: Db,
  userId: string,
  options: { logger?: Logger; planForPrice?: PlanForPrice; now?: Date } = {},
): Promise<Entitlement> {
  try {
    return await readSubscription(db, userId, options);
  } catch (error) {
    options.logger?.warn({ err: error, userId }, 'subscription lookup failed; free caps apply');
    return { premium: false, subscription: null };
  }
}

export function planForPriceIds(prices: Partial<Record<PlanId, string | null>>): PlanForPrice {
  return (priceId) => {
    if (!priceId) return null;
    return PLANS.find((plan) => prices[plan.id] === priceId)?.id ?? null;
  };
}
