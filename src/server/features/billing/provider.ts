// Payment providers behind one interface, chosen by env (docs/decisions/004-payment-providers.md):
// Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set; otherwise Odo's demo checkout
// (off in production unless PAYMENTS_DEMO=1); otherwise none, and purchases say so.
import type { Config } from '../../env.ts';
import type { AppDeps } from '../../app-env.ts';
import type { PaymentProviderKind, PlanId } from '../../../shared/plans.ts';
import { createDemoProvider } from './demo-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

/** A provider's subscription, in the shape Odo stores (epoch seconds). */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  status: string;
  priceId: string | null;
  currentPeriodStart: number | null;
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  trialEnd: number | null;
  endedAt: number | null;
  brand: string | null;
  last4: string | null;
}

export interface CheckoutInput {
  userId: string;
  customerId: string;
  priceId: string;
  planId: PlanId;
  successUrl: string;
  cancelUrl: string;
  trialDays: number;
  /** The origin the browser is on (the demo checkout page is served there). */
  origin: string;
}

export interface ProviderCheckoutSession {
  id: string;
  url: string | null;
  expiresAt: Date;
}

export interface PaymentProvider {
  kind: PaymentProviderKind;
  /** The provider's price id for each plan (null when not configured). */
  priceIds: Record<PlanId, string | null>;
  createCustomer(user: { id: string; email: string; name: string }): Promise<string>;
  /** Whether a stored customer id belongs to this provider (a demo id does not belong to Stripe). */
  ownsCustomerId(customerId: string): boolean;
  createCheckoutSession(input: CheckoutInput): Promise<ProviderCheckoutSession>;
  /** The provider's view of a checkout session, for the success page's poll. */
  checkoutSessionState(
    id: string,
  ): Promise<{ status: 'open' | 'complete' | 'expired'; subscriptionId: string | null } | null>;
  retrieveSubscription(id: string): Promise<ProviderSubscription>;
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProviderSubscription>;
  portalUrl(customerId: string, returnUrl: string): Promise<string>;
}

export type StripeProvider = PaymentProvider & {
  kind: 'stripe';
  webhookSecret: string;
  stripe: import('stripe').default;
};

export function providerKindFor(config: Config): PaymentProviderKind | null {
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) return 'stripe';
  if (config.NODE_ENV !== 'production' || config.PAYMENTS_DEMO) return 'demo';
  return null;
}

const providers = new WeakMap<AppDeps, PaymentProvider | null>();

/** The app's payment provider (one per app instance), or null when purchases are unavailable. */
export function paymentProvider(deps: AppDeps): PaymentProvider | null {
  if (providers.has(deps)) return providers.get(deps) ?? null;
  const kind = providerKindFor(deps.config);
  let provider: PaymentProvider | null = null;
  if (kind === 'stripe') provider = createStripeProvider(deps.config);
  else if (kind === 'demo') provider = createDemoProvider(deps);
  if (!kind && (deps.config.STRIPE_SECRET_KEY || deps.config.STRIPE_WEBHOOK_SECRET)) {
    deps.logger.warn(
      'Stripe needs both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET; purchases are off',
    );
  }
  providers.set(deps, provider);
  return provider;
}

export function isStripeProvider(provider: PaymentProvider | null): provider is StripeProvider {
  return provider?.kind === 'stripe';
}
