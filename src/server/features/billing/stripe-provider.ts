// Stripe through its official SDK: customers, Checkout Sessions in subscription mode, the billing
// portal, and subscriptions read back in full (the webhook re-reads them; see 005).
import { createRequire } from 'node:module';
import type Stripe from 'stripe';
import type { Config } from '../../env.ts';
import type { ProviderSubscription, StripeProvider } from './provider.ts';

const require = createRequire(import.meta.url);

export function createStripeClient(config: Config): Stripe {
  // The SDK (~28 MB resident) is loaded only when Stripe is configured.
  const StripeSdk = require('stripe') as typeof Stripe;
  return new StripeSdk(config.STRIPE_SECRET_KEY!, {
    ...(config.STRIPE_API_HOST ? { host: config.STRIPE_API_HOST } : {}),
    ...(config.STRIPE_API_PORT ? { port: config.STRIPE_API_PORT } : {}),
    ...(config.STRIPE_API_PROTOCOL ? { protocol: config.STRIPE_API_PROTOCOL } : {}),
    maxNetworkRetries: 1,
    timeout: 20_000,
    appInfo: { name: 'Odo' },
  });
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/** Stripe's subscription object in Odo's shape (periods live on the item in current API versions). */
export function fromStripeSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  const item = subscription.items?.data?.[0];
  const method = subscription.default_payment_method;
  const card = method && typeof method === 'object' ? method.card : null;
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    status: subscription.status,
    priceId: item?.price?.id ?? null,
    currentPeriodStart: item?.current_period_start ?? null,
    currentPeriodEnd: item?.current_period_end ?? null,
    cancelAtPeriodEnd: Boolean(subscription.cancel_at_period_end || subscription.cancel_at),
    trialEnd: subscription.trial_end ?? null,
    endedAt: subscription.ended_at ?? null,
    brand: card?.brand ?? null,
    last4: card?.last4 ?? null,
  };
}

export function createStripeProvider(config: Config): StripeProvider {
  const stripe = createStripeClient(config);
  const retrieveSubscription = async (id: string) =>
    fromStripeSubscription(
      await stripe.subscriptions.retrieve(id, { expand: ['default_payment_method'] }),
    );
  return {
    kind: 'stripe',
    stripe,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
    priceIds: {
      yearly: config.STRIPE_PRICE_YEARLY ?? null,
      monthly: config.STRIPE_PRICE_MONTHLY ?? null,
    },
    ownsCustomerId: (customerId) => customerId.startsWith('cus_'),
    async createCustomer(user) {
      const customer = await stripe.customers.create(
        { email: user.email, name: user.name, metadata: { user_id: user.id } },
        // Parallel checkouts of one user collapse into one customer.
        { idempotencyKey: `odo-customer-${user.id}` },
      );
      return customer.id;
    },
    async createCheckoutSession(input) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: input.customerId,
        client_reference_id: input.userId,
        line_items: [{ price: input.priceId, quantity: 1 }],
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        metadata: { user_id: input.userId, plan_id: input.planId },
        subscription_data: {
          metadata: { user_id: input.userId, plan_id: input.planId },
          ...(input.trialDays > 0 ? { trial_period_days: input.trialDays } : {}),
        },
      });
      return {
        id: session.id,
        url: session.url ?? null,
        expiresAt: new Date((session.expires_at ?? Math.floor(Date.now() / 1000) + 86_400) * 1000),
      };
    },
    async checkoutSessionState(id) {
      const session = await stripe.checkout.sessions.retrieve(id);
      const status: 'open' | 'complete' | 'expired' =
        session.status === 'complete'
          ? 'complete'
          : session.status === 'expired'
            ? 'expired'
            : 'open';
      return { status, subscriptionId: idOf(session.subscription) };
    },
    retrieveSubscription,
    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      const updated = await stripe.subscriptions.update(subscriptionId, {
        cancel_at_period_end: cancel,
        expand: ['default_payment_method'],
      });
      return fromStripeSubscription(updated);
    },
    async portalUrl(customerId, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return session.url;
    },
  };
}
