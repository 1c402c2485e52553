// A checkout session's status for /checkout/success: the member's own session only, confirmed with
// Stripe directly instead of waiting for the webhook, expired once past its time.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { checkoutSessions } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../app-env.ts';
import type { CheckoutSessionReply, CheckoutSessionStatus, PlanId } from '../../../shared/plans.ts';
import { paymentProvider } from './provider.ts';
import { subscriptionFor } from './service.ts';
import { syncSubscription } from './subscription-sync.ts';

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
