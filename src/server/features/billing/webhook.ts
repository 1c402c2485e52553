// POST /api/billing/webhook: Stripe's events, verified on the raw body, applied once per event id,
// in any order (docs/decisions/005-stripe-webhooks.md).
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../../db/database.ts';
import { checkoutSessions, processedWebhookEvents, stripeCustomers } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../app-env.ts';
import { applyProviderSubscription } from './fulfil.ts';
import type { ProviderSubscription, StripeProvider } from './provider.ts';
import { markCheckoutComplete } from './checkout-session-service.ts';
import { fromStripeSubscription } from './stripe-provider.ts';
import { inTransaction } from '../../lib/transaction.ts';

/** Stripe's default: a signature older than 5 minutes is refused (replays). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;

export type WebhookResult = { received: true; outcome: 'applied' | 'duplicate' | 'ignored' };

interface Target {
  subscriptionId: string;
  checkoutSessionId: string | null;
  /** The event's own copy, used when the subscription can no longer be read (deleted). */
  eventCopy: Stripe.Subscription | null;
}

function idOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'id' in value && typeof value.id === 'string') {
    return value.id;
  }
  return null;
}

function targetOf(event: Stripe.Event): Target | null {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const subscriptionId = idOf(session.subscription);
      if (session.mode !== 'subscription' || !subscriptionId) return null;
      return { subscriptionId, checkoutSessionId: session.id, eventCopy: null };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return {
        subscriptionId: event.data.object.id,
        checkoutSessionId: null,
        eventCopy: event.data.object,
      };
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const legacy = (invoice as unknown as { subscription?: unknown }).subscription;
      const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription ?? legacy);
      return subscriptionId ? { subscriptionId, checkoutSessionId: null, eventCopy: null } : null;
    }
    default:
      return null;
  }
}

async function verify(provider: StripeProvider, rawBody: string, signature: string | undefined) {
  if (!signature) {
    throw new AppError('bad_request', 'The Stripe-Signature header is missing.', {
      reason: 'signature',
    });
  }
  try {
    return await provider.stripe.webhooks.constructEventAsync(
      rawBody,
      signature,
      provider.webhookSecret,
      WEBHOOK_TOLERANCE_SECONDS,
    );
  } catch {
    throw new AppError('bad_request', 'The webhook signature could not be verified.', {
      reason: 'signature',
    });
  }
}

async function alreadyProcessed(db: Db, eventId: string) {
  const [row] = await db
    .select({ id: processedWebhookEvents.eventId })
    .from(processedWebhookEvents)
    .where(eq(processedWebhookEvents.eventId, eventId))
    .limit(1);
  return Boolean(row);
}

async function ownerOf(
  db: Db,
  subscription: ProviderSubscription,
  checkoutSessionId: string | null,
) {
  const [customer] = await db
    .select({ userId: stripeCustomers.userId })
    .from(stripeCustomers)
    .where(eq(stripeCustomers.customerId, subscription.customerId))
    .limit(1);
  if (customer) return customer.userId;
  if (!checkoutSessionId) return null;
  const [session] = await db
    .select({ userId: checkoutSessions.userId, customerId: checkoutSessions.customerId })
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, checkoutSessionId))
    .limit(1);
  return session && session.customerId === subscription.customerId ? session.userId : null;
}

async function readSubscription(provider: StripeProvider, target: Target) {
  try {
    return await provider.retrieveSubscription(target.subscriptionId);
  } catch (error) {
    const code = (error as { code?: string; statusCode?: number }).code;
    if (target.eventCopy && code === 'resource_missing')
      return fromStripeSubscription(target.eventCopy);
    throw error;
  }
}

export async function handleStripeWebhook(
  deps: AppDeps,
  provider: StripeProvider,
  rawBody: string,
  signature: string | undefined,
): Promise<WebhookResult> {
  const { db, logger } = deps;
  const event = await verify(provider, rawBody, signature);
  if (await alreadyProcessed(db, event.id)) return { received: true, outcome: 'duplicate' };
  const target = targetOf(event);
  if (!target) return { received: true, outcome: 'ignored' };

  // The event says *that* something changed; the state itself is read fresh from Stripe, so the
  // order events arrive in does not matter. (A failure here answers 500 and Stripe retries.)
  const syncedAt = Date.now();
  const subscription = await readSubscription(provider, target);
  const userId = await ownerOf(db, subscription, target.checkoutSessionId);

  return inTransaction(db, async (tx) => {
    const fresh = await tx
      .insert(processedWebhookEvents)
      .values({ eventId: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: processedWebhookEvents.eventId });
    if (fresh.length === 0) return { received: true, outcome: 'duplicate' } as const;
    if (!userId) {
      logger.warn(
        { eventId: event.id, customerId: subscription.customerId },
        'webhook for a customer Odo does not know; recorded and ignored',
      );
      return { received: true, outcome: 'ignored' } as const;
    }
    await applyProviderSubscription(tx, { userId, subscription, provider: 'stripe', syncedAt });
    if (target.checkoutSessionId) {
      await markCheckoutComplete(tx, target.checkoutSessionId, subscription.id);
    }
    return { received: true, outcome: 'applied' } as const;
  });
}
