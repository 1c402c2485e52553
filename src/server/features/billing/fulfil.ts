// The one fulfilment path: the Stripe webhook, the success page's confirmation, manage actions
// and the demo checkout all record a subscription here, in stripe_subscriptions and everything_table.
import { and, desc, eq, sql } from 'drizzle-orm';
import { type Db, lockUntilCommit } from '../../db/database.ts';
import { everythingTable, stripeSubscriptions } from '../../db/schema.ts';
import type { PaymentProviderKind } from '../../../shared/plans.ts';
import type { ProviderSubscription } from './provider.ts';
import { notifyUser } from '../notifications/notify.ts';

export interface ApplyInput {
  userId: string;
  subscription: ProviderSubscription;
  provider: PaymentProviderKind;
  /** When Odo read this state from the provider (ms); older reads never overwrite newer ones. */
  syncedAt: number;
}

/**
 * The status everything_table records: a provider `trialing` is premium for Odo
 * (docs/decisions/002-trial-status.md), every other status is recorded as it is.
 */
export function appStatusFor(providerStatus: string) {
  return providerStatus === 'trialing' ? 'active' : providerStatus;
}

const fromEpoch = (seconds: number | null) => (seconds === null ? null : new Date(seconds * 1000));

/**
 * Records a subscription state. Must run inside a transaction (`tx`). Serialised per subscription
 * with an advisory lock; a state read earlier than the stored one is ignored, and `canceled` is
 * final (a late `active` never revives it). Returns whether anything was written.
 */
export async function applyProviderSubscription(tx: Db, input: ApplyInput): Promise<boolean> {
  const { subscription: sub, userId } = input;
  await lockUntilCommit(tx, `subscription:${sub.id}`);
  const [existing] = await tx
    .select()
    .from(stripeSubscriptions)
    .where(eq(stripeSubscriptions.subscriptionId, sub.id))
    .limit(1);
  if (existing && existing.userId !== userId) {
    throw new Error(`subscription ${sub.id} belongs to another user`);
  }
  if (existing && existing.syncedAt > input.syncedAt) return false;
  const status = existing?.status === 'canceled' ? 'canceled' : sub.status;

  const values = {
    userId,
    customerId: sub.customerId,
    subscriptionId: sub.id,
    status,
    priceId: sub.priceId,
    currentPeriodStart: sub.currentPeriodStart,
    currentPeriodEnd: sub.currentPeriodEnd,
    cancelAtPeriodEnd: status === 'canceled' ? false : sub.cancelAtPeriodEnd,
    trialEnd: sub.trialEnd,
    // A card the provider did not send this time is still the card on file.
    paymentMethodBrand: sub.brand ?? existing?.paymentMethodBrand ?? null,
    paymentMethodLast4: sub.last4 ?? existing?.paymentMethodLast4 ?? null,
    provider: input.provider,
    syncedAt: input.syncedAt,
  };
  await tx
    .insert(stripeSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: stripeSubscriptions.subscriptionId,
      set: { ...values, updatedAt: sql`now()` },
    });

  // everything_table: a new row whenever the status, price or end date changes.
  const appStatus = appStatusFor(status);
  const endDate =
    status === 'canceled'
      ? fromEpoch(sub.endedAt ?? Math.floor(input.syncedAt / 1000))
      : fromEpoch(sub.currentPeriodEnd);
  const [latest] = await tx
    .select()
    .from(everythingTable)
    .where(and(eq(everythingTable.userId, userId), eq(everythingTable.subscriptionId, sub.id)))
    .orderBy(desc(everythingTable.createdAt), desc(everythingTable.id))
    .limit(1);
  const unchanged =
    latest &&
    latest.subscriptionStatus === appStatus &&
    latest.priceId === sub.priceId &&
    (latest.endDate?.getTime() ?? null) === (endDate?.getTime() ?? null);
  if (!unchanged) {
    await tx.insert(everythingTable).values({
      userId,
      subscriptionStatus: appStatus,
      subscriptionId: sub.id,
      customerId: sub.customerId,
      priceId: sub.priceId,
      createdDate: fromEpoch(sub.currentPeriodStart),
      endDate,
      source: input.provider,
    });
  }
  const event =
    (unchanged
      ? null
      : subscriptionEvent(latest?.subscriptionStatus ?? null, appStatus, endDate)) ??
    (values.cancelAtPeriodEnd && existing && !existing.cancelAtPeriodEnd
      ? {
          title: 'Subscription cancelled',
          message: `Premium continues${endDate ? ` until ${endDate.toISOString().slice(0, 10)}` : ''}, then your plan returns to free. You can resume it on the billing page.`,
        }
      : null);
  if (event) await notifyUser(tx, { userId, type: 'subscription', linkPath: '/billing', ...event });
  return true;
}

/** The notification a status change makes: activated, ended, or a payment that failed. */
export function subscriptionEvent(
  before: string | null,
  after: string,
  endDate: Date | null,
): { title: string; message: string } | null {
  if (before === after) return null;
  const until = endDate ? endDate.toISOString().slice(0, 10) : null;
  if (after === 'active') {
    return {
      title: 'Premium is active',
      message: until
        ? `Your Odo Premium subscription is active. It renews on ${until}.`
        : 'Your Odo Premium subscription is active.',
    };
  }
  if (after === 'canceled') {
    return {
      title: 'Premium has ended',
      message: 'Your Odo Premium subscription has ended. You are on the free plan now.',
    };
  }
  if (after === 'past_due' || after === 'unpaid') {
    return {
      title: 'Payment failed',
      message:
        'We could not take the payment for Odo Premium. Please update your card on the billing page.',
    };
  }
  return null;
}
