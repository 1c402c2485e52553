// Plans, free caps, subscription statuses, checkout messages and referral rules: SPEC.md §2, §4,
// §5, §6, §8 and §9, written once for the server and the web app. Zod-free, so first views can
// import it; the checkout and referral schemas are in plans.ts.
import { FREE_CAPS, type Feature, type PlanDefinition, type PlanId } from './plan-catalog.ts';

export const FEATURE_LABELS: Record<Feature, string> = {
  assessment: 'vehicle assessment',
  carlens: 'Car Lens result',
  askodo: 'Ask Odo question',
  garage: 'garage vehicle',
};

export function limitReachedMessage(feature: Feature): string {
  const cap = FREE_CAPS[feature];
  const what = FEATURE_LABELS[feature];
  return feature === 'garage'
    ? `The free plan includes ${cap} ${what}. Upgrade to Premium to add more.`
    : `The free plan includes ${cap} ${what} per month. Upgrade to Premium for unlimited use.`;
}

export const UPGRADE_LABEL = 'Upgrade to Premium';

export interface FeatureUsage {
  used: number;
  cap: number;
  /** null for premium users (no cap applies). */
  remaining: number | null;
  /** Whether one more use would be accepted right now. */
  allowed: boolean;
}

/** GET /api/usage */
export interface UsageReply {
  premium: boolean;
  status: string | null;
  status_label: string;
  last_usage_reset: string;
  /** ISO time the monthly counters next reset (start of the next UTC month). */
  resets_at: string;
  usage: {
    free_assessments_used: number;
    free_carlens_results_used: number;
    free_askodo_questions_used: number;
  };
  features: Record<Feature, FeatureUsage>;
}

/** The body of a 402 refusal. */
export interface LimitReachedError {
  error: { code: 'limit_reached'; message: string; feature: Feature; cap: number };
}

// ---------------------------------------------------------------- plans

export {
  FEATURES,
  FREE_CAPS,
  PLANS,
  planById,
  type Feature,
  type PlanDefinition,
  type PlanId,
} from './plan-catalog.ts';
export type PaymentProviderKind = 'stripe' | 'demo';

/** GET /api/billing/plans */
export interface PlansReply {
  provider: PaymentProviderKind | null;
  available: boolean;
  currency: string;
  plans: PlanDefinition[];
}

// ---------------------------------------------------------------- subscription statuses

/** SPEC.md §4: the statuses read from the provider. */
export const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'canceled',
  'past_due',
  'incomplete',
  'unpaid',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** SPEC.md §4: only active lifts the free limits. */
export function isPremiumStatus(status: string | null | undefined): boolean {
  return status === 'active';
}

/**
 * SPEC.md §4 labels: past_due 'Past Due', canceled 'Canceled', no status 'Inactive', every other
 * value capitalised (so active reads 'Active', trialing 'Trialing').
 */
export function subscriptionStatusLabel(status: string | null | undefined): string {
  if (!status) return 'Inactive';
  if (status === 'past_due') return 'Past Due';
  if (status === 'canceled') return 'Canceled';
  return status.charAt(0).toUpperCase() + status.slice(1);
}

export const NO_SUBSCRIPTION_LABEL = 'No active subscription';
export const MANAGE_SUBSCRIPTION_LABEL = 'Manage Subscription';

/** The subscription as the app holds it (SPEC.md §3), as GET /api/billing/subscription returns it. */
export interface AppSubscription {
  customer_id: string | null;
  subscription_id: string | null;
  price_id: string | null;
  plan_id: PlanId | null;
  /** Epoch seconds. */
  current_period_start: number | null;
  /** Epoch seconds: the next billing date while active, the premium end for referral premium. */
  current_period_end: number | null;
  /** Always false when taken from everything_table. */
  cancel_at_period_end: boolean;
  /** The status that counts (everything_table's latest status overrides the provider's). */
  status: string;
  status_label: string;
  /** What the provider itself reports ('trialing' during a free trial), null without one. */
  provider_status: string | null;
  /** Epoch seconds when a free trial ends, else null. */
  trial_end: number | null;
  payment_method_brand: string | null;
  payment_method_last4: string | null;
  /** Where the premium comes from. */
  source: 'stripe' | 'demo' | 'referral' | 'other';
  premium: boolean;
}

// ---------------------------------------------------------------- checkout (SPEC.md §5, §7, §8)

export const CHECKOUT_MESSAGES = {
  signIn: 'Please sign in to continue with checkout',
  unverifiedUser: 'Unable to verify user authentication',
  invalidProduct: 'Invalid product configuration',
  noCheckoutUrl: 'Unable to create checkout session. Please try again',
  invalidRequest: 'Invalid payment request',
  unavailable: 'Payment service is temporarily unavailable. Please try again later',
  paymentFailed: 'Unable to process your payment request',
  network: 'Network error. Please check your internet connection and try again',
  customerLookup: 'Failed to verify customer status',
  generic: 'Unable to process checkout request',
} as const;

export interface CheckoutReply {
  sessionId: string;
  url: string;
}

export type CheckoutSessionStatus = 'pending' | 'complete' | 'expired' | 'canceled' | 'failed';

/** GET /api/billing/checkout-session/:id */
export interface CheckoutSessionReply {
  id: string;
  status: CheckoutSessionStatus;
  plan_id: PlanId | null;
  premium: boolean;
  subscription: AppSubscription | null;
}

/** The test cards of the demo checkout. */
export const DEMO_CARDS = {
  success: '4242424242424242',
  successMastercard: '5555555555554444',
  declined: '4000000000000002',
} as const;

// ---------------------------------------------------------------- referrals (SPEC.md §2, §9)

export const REFERRAL_SIGNUPS_PER_REWARD = 3;
export const REFERRAL_REWARD_DAYS = 14;
export const REFERRAL_TEXT = 'Get 2 weeks premium per 3 friends';
export const REFERRAL_CODE_LENGTH = 8;
/** 32 symbols without 0/O and 1/I, which people mix up when they type a code. */
export const REFERRAL_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export function referralLink(origin: string, code: string): string {
  return `${origin.replace(/\/$/, '')}/profile?ref=${encodeURIComponent(code)}`;
}

export function whatsappShareUrl(link: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${REFERRAL_TEXT}: ${link}`)}`;
}

export function facebookShareUrl(link: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`;
}

/** GET /api/referrals/me */
export interface ReferralReply {
  code: string;
  visits_count: number;
  /** Friends counted: signed up with the code and verified their e-mail. */
  signups_count: number;
  /** Friends who signed up with the code and have not verified their e-mail yet. */
  pending_count: number;
  /** Friends who verified but could not count (another counted sign-up from their address that day). */
  not_counted_count: number;
  /** Counted sign-ups toward the next reward: 0, 1 or 2 (of `target`). */
  progress: number;
  target: number;
  /** Rewards actually granted, ever. */
  rewards_earned: number;
  reward_days: number;
  /** Premium days granted by referrals, ever and this calendar year (UTC). */
  days_earned: number;
  days_earned_this_year: number;
  max_days_per_year: number;
  /** True when the next reward would pass this year's cap: friends still count, premium does not. */
  cap_reached: boolean;
  /** ISO time referral premium runs until, or null. */
  premium_until: string | null;
  link: string;
  whatsapp_url: string;
  facebook_url: string;
  text: string;
}
