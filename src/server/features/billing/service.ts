// Billing services: plans, the stripe-checkout function of SPEC.md §7 (with the messages of §5 and
// §8), the subscription as the app holds it, manage actions and checkout-session confirmation.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { checkoutSessions, stripeCustomers, stripeSubscriptions } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../app-env.ts';
import type { Logger } from '../../lib/logger.ts';
import {
  CHECKOUT_MESSAGES,
  PLANS,
  type CheckoutReply,
  type CheckoutRequest,
  type CheckoutSessionReply,
  type CheckoutSessionStatus,
  type PlanDefinition,
  type PlanId,
  type PlansReply,
} from '../../../shared/plans.ts';
import { getEntitlement, planForPriceIds, type Entitlement } from '../usage/entitlement.ts';
import { applyProviderSubscription } from './fulfil.ts';
import { paymentProvider, type PaymentProvider, type ProviderSubscription } from './provider.ts';
import { inTransaction } from '../../lib/transaction.ts';

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

// ---------------------------------------------------------------- provider errors

function stripeErrorType(error: unknown): string | null {
  if (error && typeof error === 'object' && 'type' in error && typeof error.type === 'string') {
    return error.type;
  }
  return null;
}

/** Maps a provider failure to SPEC.md §8's messages; AppErrors pass through. */
function providerFailure(error: unknown, logger: Logger, during: string): AppError {
  if (error instanceof AppError) return error;
  const type = stripeErrorType(error);
  logger.warn({ err: error, during }, 'payment provider call failed');
  if (
    type === 'StripeConnectionError' ||
    type === 'StripeAPIError' ||
    type === 'StripeRateLimitError' ||
    type === 'StripeAuthenticationError'
  ) {
    return new AppError('unavailable', CHECKOUT_MESSAGES.unavailable);
  }
  if (type === 'StripeInvalidRequestError' || type === 'StripeCardError') {
    return new AppError('bad_request', CHECKOUT_MESSAGES.invalidRequest);
  }
  return new AppError('checkout_failed', CHECKOUT_MESSAGES.paymentFailed);
}

// ---------------------------------------------------------------- customers

/** The user's customer id with this provider, created (once) when missing. */
export async function ensureCustomer(
  deps: AppDeps,
  provider: PaymentProvider,
  user: { id: string; email: string; name: string },
): Promise<string> {
  const { db, logger } = deps;
  let stored: string | undefined;
  try {
    const [row] = await db
      .select({ customerId: stripeCustomers.customerId })
      .from(stripeCustomers)
      .where(eq(stripeCustomers.userId, user.id))
      .limit(1);
    stored = row?.customerId;
  } catch (error) {
    logger.warn({ err: error }, 'customer lookup failed');
    throw new AppError('customer_lookup_failed', CHECKOUT_MESSAGES.customerLookup);
  }
  if (stored && provider.ownsCustomerId(stored)) return stored;

  let created: string;
  try {
    created = await provider.createCustomer(user);
  } catch (error) {
    const failure = providerFailure(error, logger, 'create customer');
    throw failure.code === 'unavailable'
      ? failure
      : new AppError('customer_lookup_failed', CHECKOUT_MESSAGES.customerLookup);
  }
  try {
    // A stored id of the other provider (the demo's, after Stripe was configured) is replaced.
    await db
      .insert(stripeCustomers)
      .values({ userId: user.id, customerId: created })
      .onConflictDoUpdate({
        target: stripeCustomers.userId,
        set: { customerId: created },
        setWhere: sql`${stripeCustomers.customerId} = ${stored ?? ''}`,
      });
    const [row] = await db
      .select({ customerId: stripeCustomers.customerId })
      .from(stripeCustomers)
      .where(eq(stripeCustomers.userId, user.id))
      .limit(1);
    if (!row) throw new Error('customer link missing after insert');
    return row.customerId;
  } catch (error) {
    logger.warn({ err: error }, 'customer link could not be stored');
    throw new AppError('customer_lookup_failed', CHECKOUT_MESSAGES.customerLookup);
  }
}

// ---------------------------------------------------------------- checkout

const STATUSES_THAT_BLOCK_A_NEW_CHECKOUT = ['active', 'trialing', 'past_due', 'unpaid'];

/** success_url / cancel_url: on Odo's own origin (absolute, or a path resolved against it). */
export function ownUrl(value: string, trustedOrigins: string[], field: string): URL {
  let url: URL;
  try {
    url = new URL(value, trustedOrigins[0]);
  } catch {
    throw new AppError('bad_request', `${field} must be an address on this site.`, { field });
  }
  if (!['http:', 'https:'].includes(url.protocol) || !trustedOrigins.includes(url.origin)) {
    throw new AppError('bad_request', `${field} must be an address on this site.`, { field });
  }
  return url;
}

/** Keeps Stripe's {CHECKOUT_SESSION_ID} placeholder literal, adding session_id when it is missing. */
function withSessionPlaceholder(url: URL, original: string): string {
  if (original.includes('{CHECKOUT_SESSION_ID}')) {
    return original.startsWith('/') ? `${url.origin}${original}` : original;
  }
  url.searchParams.set('session_id', 'CHECKOUT_SESSION_ID_PLACEHOLDER');
  return url.toString().replace('CHECKOUT_SESSION_ID_PLACEHOLDER', '{CHECKOUT_SESSION_ID}');
}

export function planForPrice(provider: PaymentProvider, priceId: string): PlanDefinition | null {
  const plan = PLANS.find((candidate) => provider.priceIds[candidate.id] === priceId);
  return plan ?? null;
}

export async function createCheckout(
  deps: AppDeps,
  input: {
    user: { id: string; email: string; name: string };
    body: CheckoutRequest;
    trustedOrigins: string[];
  },
): Promise<CheckoutReply> {
  const { db, logger } = deps;
  const { user, body } = input;
  const provider = paymentProvider(deps);
  if (!provider) throw new AppError('unavailable', CHECKOUT_MESSAGES.unavailable);

  const plan = planForPrice(provider, body.price_id);
  if (!plan) throw new AppError('bad_request', CHECKOUT_MESSAGES.invalidProduct);
  const success = ownUrl(body.success_url, input.trustedOrigins, 'success_url');
  const cancel = ownUrl(body.cancel_url, input.trustedOrigins, 'cancel_url');
  if (body.trial_period_days != null && body.trial_period_days !== plan.trialDays) {
    throw new AppError('bad_request', CHECKOUT_MESSAGES.invalidRequest, {
      field: 'trial_period_days',
    });
  }

  const history = await db
    .select({ status: stripeSubscriptions.status, provider: stripeSubscriptions.provider })
    .from(stripeSubscriptions)
    .where(eq(stripeSubscriptions.userId, user.id));
  if (
    history.some(
      (row) =>
        row.provider === provider.kind && STATUSES_THAT_BLOCK_A_NEW_CHECKOUT.includes(row.status),
    )
  ) {
    throw new AppError(
      'conflict',
      'You already have a subscription. Manage it from the Billing page.',
    );
  }
  const customerId = await ensureCustomer(deps, provider, user);
  if (body.customer_id && body.customer_id !== customerId) {
    throw new AppError('forbidden', CHECKOUT_MESSAGES.invalidRequest, { field: 'customer_id' });
  }

  // One free trial per person (docs/decisions/002-trial-status.md).
  const trialDays = history.length === 0 ? plan.trialDays : 0;

  let session;
  try {
    session = await provider.createCheckoutSession({
      userId: user.id,
      customerId,
      priceId: body.price_id,
      planId: plan.id,
      successUrl: withSessionPlaceholder(success, body.success_url),
      cancelUrl: cancel.toString(),
      trialDays,
      origin: success.origin,
    });
  } catch (error) {
    throw providerFailure(error, logger, 'create checkout session');
  }
  if (!session.url) throw new AppError('checkout_failed', CHECKOUT_MESSAGES.noCheckoutUrl);

  await db.insert(checkoutSessions).values({
    id: session.id,
    userId: user.id,
    provider: provider.kind,
    planId: plan.id,
    priceId: body.price_id,
    customerId,
    trialDays,
    successUrl: withSessionPlaceholder(success, body.success_url),
    cancelUrl: cancel.toString(),
    expiresAt: session.expiresAt,
  });
  return { sessionId: session.id, url: session.url };
}

// ---------------------------------------------------------------- checkout session status

export async function ownCheckoutSession(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, id))
    .limit(1);
  // Someone else's session reads exactly like one that does not exist.
  if (!row || row.userId !== userId) {
    throw new AppError('not_found', 'No such checkout session.');
  }
  return row;
}

/** Stores what the provider says about a subscription, as of `syncedAt` (older reads never win). */
function recordProviderSubscription(
  deps: AppDeps,
  provider: PaymentProvider,
  userId: string,
  subscription: ProviderSubscription,
  syncedAt: number,
) {
  return inTransaction(deps.db, (tx) =>
    applyProviderSubscription(tx, {
      userId,
      subscription,
      provider: provider.kind,
      syncedAt,
    }),
  );
}

/** Fetches a subscription from the provider and records it (the webhook's path, on demand). */
export async function syncSubscription(
  deps: AppDeps,
  provider: PaymentProvider,
  userId: string,
  subscriptionId: string,
): Promise<ProviderSubscription> {
  const syncedAt = Date.now();
  const subscription = await provider.retrieveSubscription(subscriptionId);
  await recordProviderSubscription(deps, provider, userId, subscription, syncedAt);
  return subscription;
}

export async function checkoutSessionStatus(
  deps: AppDeps,
  userId: string,
  id: string,
): Promise<CheckoutSessionReply> {
  const { db, logger } = deps;
  let row = await ownCheckoutSession(db, userId, id);
  const provider = paymentProvider(deps);

  // Stripe: ask Stripe instead of waiting for the webhook (never the redirect alone).
  if (row.status === 'open' && provider?.kind === 'stripe' && row.provider === 'stripe') {
    try {
      const state = await provider.checkoutSessionState(row.id);
      if (state?.status === 'complete' && state.subscriptionId) {
        await syncSubscription(deps, provider, userId, state.subscriptionId);
        await markCheckoutComplete(db, row.id, state.subscriptionId);
      } else if (state?.status === 'expired') {
        await db
          .update(checkoutSessions)
          .set({ status: 'expired' })
          .where(and(eq(checkoutSessions.id, row.id), eq(checkoutSessions.status, 'open')));
      }
    } catch (error) {
      logger.warn(
        { err: error, sessionId: row.id },
        'checkout session check failed; still pending',
      );
    }
    row = await ownCheckoutSession(db, userId, id);
  }
  if (row.status === 'open' && row.expiresAt.getTime() <= Date.now()) {
    await db
      .update(checkoutSessions)
      .set({ status: 'expired' })
      .where(and(eq(checkoutSessions.id, row.id), eq(checkoutSessions.status, 'open')));
    row = { ...row, status: 'expired' };
  }
  const status: CheckoutSessionStatus =
    row.status === 'open' ? 'pending' : (row.status as CheckoutSessionStatus);
  const entitlement = await subscriptionFor(deps, userId);
  return {
    id: row.id,
    status,
    plan_id: row.planId as PlanId,
    premium: entitlement.premium,
    subscription: entitlement.subscription,
  };
}

export async function markCheckoutComplete(db: Db, sessionId: string, subscriptionId: string) {
  await db
    .update(checkoutSessions)
    .set({ status: 'complete', subscriptionId, completedAt: sql`now()` })
    .where(
      and(
        eq(checkoutSessions.id, sessionId),
        inArray(checkoutSessions.status, ['open', 'expired']),
      ),
    );
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
