// The demo provider: Odo's own checkout page stands in for the provider's (demo-pages.ts, paid
// through demo-checkout.ts). Customers, sessions and subscriptions are rows in Odo's own tables; no
// money moves.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { checkoutSessions, stripeSubscriptions } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../app-env.ts';
import type { PaymentProvider, ProviderSubscription } from './provider.ts';

export const DEMO_PRICE_IDS = {
  yearly: 'demo_price_yearly',
  monthly: 'demo_price_monthly',
} as const;
/** How long a demo checkout page stays payable. */
export const DEMO_SESSION_MINUTES = 30;

export function demoId(prefix: string) {
  return `${prefix}_${randomBytes(12).toString('base64url')}`;
}

type ProviderRow = typeof stripeSubscriptions.$inferSelect;

export function fromProviderRow(row: ProviderRow): ProviderSubscription {
  return {
    id: row.subscriptionId,
    customerId: row.customerId,
    status: row.status,
    priceId: row.priceId,
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    trialEnd: row.trialEnd,
    endedAt: null,
    brand: row.paymentMethodBrand,
    last4: row.paymentMethodLast4,
  };
}

async function demoSubscription(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(stripeSubscriptions)
    .where(eq(stripeSubscriptions.subscriptionId, id))
    .limit(1);
  if (!row || row.provider !== 'demo') throw new AppError('not_found', 'No such subscription.');
  return fromProviderRow(row);
}

export function createDemoProvider(deps: Pick<AppDeps, 'db'>): PaymentProvider {
  const { db } = deps;
  return {
    kind: 'demo',
    priceIds: { ...DEMO_PRICE_IDS },
    ownsCustomerId: (customerId) => customerId.startsWith('demo_cus_'),
    createCustomer: async () => demoId('demo_cus'),
    async createCheckoutSession(input) {
      const id = demoId('demo_cs');
      return {
        id,
        url: `${input.origin}/api/billing/demo/checkout/${id}`,
        expiresAt: new Date(Date.now() + DEMO_SESSION_MINUTES * 60_000),
      };
    },
    async checkoutSessionState(id) {
      const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
      if (!row) return null;
      const status =
        row.status === 'complete' ? 'complete' : row.status === 'open' ? 'open' : 'expired';
      return { status, subscriptionId: row.subscriptionId };
    },
    retrieveSubscription: (id) => demoSubscription(db, id),
    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      return { ...(await demoSubscription(db, subscriptionId)), cancelAtPeriodEnd: cancel };
    },
    async portalUrl(_customerId, returnUrl) {
      return `${new URL(returnUrl).origin}/api/billing/demo/portal`;
    },
  };
}
