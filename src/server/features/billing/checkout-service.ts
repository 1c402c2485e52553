// The stripe-checkout function of SPEC.md §7 (with the messages of §5 and §8): the plan and the
// return addresses checked, one subscription and one free trial per person, the provider's customer
// made once, and the checkout session stored for its status page.
import { eq, sql } from 'drizzle-orm';
import { checkoutSessions, stripeCustomers, stripeSubscriptions } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../app-env.ts';
import {
  CHECKOUT_MESSAGES,
  PLANS,
  type CheckoutReply,
  type CheckoutRequest,
  type PlanDefinition,
} from '../../../shared/plans.ts';
import { paymentProvider, type PaymentProvider } from './provider.ts';
import { providerFailure } from './provider-failure.ts';

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

/** Provider statuses that already bill the user: another checkout is refused, and they can be managed. */
export const STATUSES_THAT_BLOCK_A_NEW_CHECKOUT = ['active', 'trialing', 'past_due', 'unpaid'];

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
