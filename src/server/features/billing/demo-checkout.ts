// The demo provider's payments: a paid demo checkout is fulfilled exactly once through the same
// fulfilment as Stripe's webhook; its subscription can be canceled and its card changed.
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { checkoutSessions, stripeSubscriptions, users } from '../../db/schema.ts';
import type { AppDeps } from '../../app-env.ts';
import { planById } from '../../../shared/plans.ts';
import { demoId, fromProviderRow } from './demo-provider.ts';
import { applyProviderSubscription } from './fulfil.ts';
import type { ProviderSubscription } from './provider.ts';
import { inTransaction } from '../../lib/transaction.ts';
import type { SessionRow } from './demo-pages.ts';
function addInterval(start: Date, interval: 'year' | 'month') {
  const end = new Date(start);
  if (interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

export function successRedirect(session: SessionRow) {
  return session.successUrl
    .replaceAll('{CHECKOUT_SESSION_ID}', encodeURIComponent(session.id))
    .replaceAll('%7BCHECKOUT_SESSION_ID%7D', encodeURIComponent(session.id));
}

export type PayOutcome =
  | { kind: 'paid'; redirect: string }
  | { kind: 'closed'; session: SessionRow }
  | { kind: 'already_subscribed' };

/**
 * Fulfils a demo checkout exactly once: the session flips open → complete and the subscription is
 * recorded in the same transaction (double submits find it complete and just redirect). A user
 * with an active, trialing or unpaid demo subscription is told so and nothing is charged; a
 * canceled or ended one does not block a new purchase.
 */
export async function fulfilDemoCheckout(
  deps: Pick<AppDeps, 'db'>,
  session: SessionRow,
  card: { brand: string; last4: string },
  now = new Date(),
): Promise<PayOutcome> {
  const plan = planById(session.planId)!;
  return inTransaction(deps.db, async (tx) => {
    // One active subscription per user, enforced by the database: paying several open sessions
    // at once queues on the user's row, so each payment sees what the one before it wrote.
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${session.userId} for update`);
    const existing = await tx
      .select({ id: stripeSubscriptions.subscriptionId })
      .from(stripeSubscriptions)
      .where(
        and(
          eq(stripeSubscriptions.userId, session.userId),
          eq(stripeSubscriptions.provider, 'demo'),
          inArray(stripeSubscriptions.status, ['active', 'trialing', 'past_due', 'unpaid']),
        ),
      )
      .limit(1);
    const subscriptionId = demoId('demo_sub');
    const [claimed] = await tx
      .update(checkoutSessions)
      .set(
        existing.length > 0
          ? { status: 'canceled' }
          : { status: 'complete', subscriptionId, completedAt: sql`now()` },
      )
      .where(
        and(
          eq(checkoutSessions.id, session.id),
          eq(checkoutSessions.status, 'open'),
          gt(checkoutSessions.expiresAt, now),
        ),
      )
      .returning();
    if (!claimed) {
      const [current] = await tx
        .select()
        .from(checkoutSessions)
        .where(eq(checkoutSessions.id, session.id));
      return { kind: 'closed', session: current ?? session } as const;
    }
    if (existing.length > 0) return { kind: 'already_subscribed' } as const;

    const start = Math.floor(now.getTime() / 1000);
    const trialing = session.trialDays > 0;
    const end = trialing
      ? start + session.trialDays * 86_400
      : Math.floor(addInterval(now, plan.interval).getTime() / 1000);
    await applyProviderSubscription(tx, {
      userId: session.userId,
      provider: 'demo',
      syncedAt: now.getTime(),
      subscription: {
        id: subscriptionId,
        customerId: session.customerId,
        status: trialing ? 'trialing' : 'active',
        priceId: session.priceId,
        currentPeriodStart: start,
        currentPeriodEnd: end,
        cancelAtPeriodEnd: false,
        trialEnd: trialing ? end : null,
        endedAt: null,
        brand: card.brand,
        last4: card.last4,
      },
    });
    return { kind: 'paid', redirect: successRedirect(claimed) } as const;
  });
}

export async function cancelDemoCheckout(db: Db, sessionId: string) {
  await db
    .update(checkoutSessions)
    .set({ status: 'canceled' })
    .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.status, 'open')));
}

/** The user's current demo subscription, for the demo portal. */
export async function currentDemoSubscription(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(stripeSubscriptions)
    .where(
      and(
        eq(stripeSubscriptions.userId, userId),
        eq(stripeSubscriptions.provider, 'demo'),
        inArray(stripeSubscriptions.status, ['active', 'trialing', 'past_due', 'unpaid']),
      ),
    )
    .orderBy(sql`${stripeSubscriptions.currentPeriodEnd} desc nulls last`)
    .limit(1);
  return row ? fromProviderRow(row) : null;
}

export async function changeDemoCard(
  db: Db,
  userId: string,
  subscription: ProviderSubscription,
  card: { brand: string; last4: string },
) {
  await inTransaction(db, (tx) =>
    applyProviderSubscription(tx, {
      userId,
      provider: 'demo',
      syncedAt: Date.now(),
      subscription: { ...subscription, brand: card.brand, last4: card.last4 },
    }),
  );
}
