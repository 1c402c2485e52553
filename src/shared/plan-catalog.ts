// Features, free caps and the two paid plans (SPEC.md §5, §9), apart from plans.ts so a page can
// show them without zod (the landing page is prerendered and kept light). plans.ts re-exports them.

// ---------------------------------------------------------------- features and caps

export const FEATURES = ['assessment', 'carlens', 'askodo', 'garage'] as const;
export type Feature = (typeof FEATURES)[number];

/** SPEC.md §9: what a free user may use per calendar month (UTC); the garage cap counts vehicles. */
export const FREE_CAPS: Record<Feature, number> = {
  assessment: 1,
  carlens: 1,
  askodo: 1,
  garage: 1,
};

// ---------------------------------------------------------------- plans

export type PlanId = 'yearly' | 'monthly';

export interface PlanDefinition {
  id: PlanId;
  /** Filled in by the server with the active payment provider's price id (null when none). */
  priceId: string | null;
  name: string;
  description: string;
  mode: 'subscription';
  /** In the currency's major unit, as shown (19.99). */
  price: number;
  /** The same amount in minor units (cents), for arithmetic. */
  priceCents: number;
  interval: 'year' | 'month';
  features: readonly string[];
  trialDays: number;
  /** Percent saved against paying monthly for a year; null when there is nothing to compare. */
  savingPercent: number | null;
}

export const PLANS: readonly PlanDefinition[] = [
  {
    id: 'yearly',
    priceId: null,
    name: 'Go yearly for best Deal',
    description: 'Everything in Odo, unlimited, for a whole year.',
    mode: 'subscription',
    price: 19.99,
    priceCents: 1999,
    interval: 'year',
    features: [
      'Unlimited vehicle assessments',
      'Advanced analytics and judgments',
      'Priority email support',
      'Full maintenance history',
      'Custom reminders',
      'Report export',
    ],
    trialDays: 0,
    savingPercent: 45,
  },
  {
    id: 'monthly',
    priceId: null,
    name: 'Monthly but expensive',
    description: 'Pay month by month; try it free for 30 days.',
    mode: 'subscription',
    price: 3.34,
    priceCents: 334,
    interval: 'month',
    features: [
      'Basic assessments',
      'Standard analytics',
      'Email support and feedback',
      'Maintenance tracking',
      '30-day free trial',
    ],
    trialDays: 30,
    savingPercent: null,
  },
];

export function planById(id: string): PlanDefinition | undefined {
  return PLANS.find((plan) => plan.id === id);
}
