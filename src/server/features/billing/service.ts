// Billing services: the plans, the subscription as the app holds it, and managing it (cancel at the
// period end, resume, the provider's page to change the card). Checkout: checkout-service.ts and
// checkout-session-service.ts.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { stripeCustomers, stripeSubscriptions } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../app-env.ts';
import { CHECKOUT_MESSAGES, PLANS, type PlansReply } from '../../../shared/plans.ts';
import { getEntitlement, planForPriceIds, type Entitlement } from '../usage/entitlement.ts';
import { STATUSES_THAT_BLOCK_A_NEW_CHECKOUT } from './checkout-service.ts';
import { paymentProvider, type PaymentProvider, type ProviderSubscription } from './provider.ts';
import { providerFailure } from './provider-failure.ts';
import { recordProviderSubscription } from './subscription-sync.ts';

export function plansReply(deps: AppDeps): PlansReply {
  const provider = paymentProvider(deps);
  return {
    provider: provider?.kind ?? null,
    available: provider !== null,
    currency: deps.config.CURRENCY,
    plans: PLANS.map((plan) => ({ ...plan, priceId: provider?.priceIds[plan.id] ?? null })),
  };
}

export function subscriptionFor(deps: AppDeps, userId: string): Promise<Entitlement> {
  const provider = paymentProvider(deps);
  return getEntitlement(deps.db, userId, {
    logger: deps.logger,
    planForPrice: planForPriceIds(provider?.priceIds ?? {}),
  });
}

// ---------------------------------------------------------------- manage

async function currentProviderSubscription(
  deps: AppDeps,
  provider: PaymentProvider,
  userId: string,
) {
  const [row] = await deps.db
    .select()
    .from(stripeSubscriptions)
    .where(
      and(
        eq(stripeSubscriptions.userId, userId),
        eq(stripeSubscriptions.provider, provider.kind),
        inArray(stripeSubscriptions.status, STATUSES_THAT_BLOCK_A_NEW_CHECKOUT),
      ),
    )
    .orderBy(
      sql`${stripeSubscriptions.currentPeriodEnd} desc nulls last`,
      desc(stripeSubscriptions.createdAt),
    )
    .limit(1);
  if (!row) throw new AppError('not_found', 'You have no subscription to manage.');
  return row;
}

/** Cancel at period end (cancel = true) or resume (false); premium runs to the period end. */
export async function setCancelAtPeriodEnd(
  deps: AppDeps,
  userId: string,
  cancel: boolean,
): Promise<Entitlement> {
  const provider = paymentProvider(deps);
  if (!provider) throw new AppError('unavailable', CHECKOUT_MESSAGES.unavailable);
  const row = await currentProviderSubscription(deps, provider, userId);
  if (row.cancelAtPeriodEnd !== cancel) {
    const syncedAt = Date.now();
    let subscription: ProviderSubscription;
    try {
      subscription = await provider.setCancelAtPeriodEnd(row.subscriptionId, cancel);
    } catch (error) {
      throw providerFailure(error, deps.logger, cancel ? 'cancel' : 'resume');
    }
    await recordProviderSubscription(deps, provider, userId, subscription, syncedAt);
  }
  return subscriptionFor(deps, userId);
}

/** The provider's page to change the card (Stripe's billing portal, or the demo's). */
export async function portalUrl(deps: AppDeps, userId: string, origin: string): Promise<string> {
  const provider = paymentProvider(deps);
  if (!provider) throw new AppError('unavailable', CHECKOUT_MESSAGES.unavailable);
  const [row] = await deps.db
    .select({ customerId: stripeCustomers.customerId })
    .from(stripeCustomers)
    .where(eq(stripeCustomers.userId, userId))
    .limit(1);
  if (!row || !provider.ownsCustomerId(row.customerId)) {
    throw new AppError('not_found', 'You have no subscription to manage.');
  }
  try {
    return await provider.portalUrl(row.customerId, `${origin}/billing`);
  } catch (error) {
    throw providerFailure(error, deps.logger, 'billing portal');
  }
}
