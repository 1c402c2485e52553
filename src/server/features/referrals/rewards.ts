// Counting a referred sign-up once the friend's e-mail is verified (one per sign-up address and day),
// and every 3 counted sign-ups 14 days of premium, stacking, up to a yearly cap (decision 009).
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { everythingTable, referralCodes, referrals } from '../../db/schema.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';
import { notifyUser } from '../notifications/notify.ts';
import { REFERRAL_REWARD_DAYS, REFERRAL_SIGNUPS_PER_REWARD } from '../../../shared/plans.ts';
import type { ReferralLimits } from './service.ts';
import { inTransaction } from '../../lib/transaction.ts';

export const REFERRAL_NOTIFICATION_TITLE = 'You earned 2 weeks of Premium';

export type CountOutcome =
  | { counted: false; reason: 'not_pending' | 'address_limit' }
  | { counted: true; signups: number; rewardedUntil: Date | null; capped: boolean };

function startOfUtcYear(now: Date) {
  return new Date(Date.UTC(now.getUTCFullYear(), 0, 1));
}

/**
 * The friend `referredUserId` verified their e-mail: their pending referral counts now, unless
 * their sign-up address already gave a counted sign-up that day. The referrer's code row is locked
 * (`FOR UPDATE`), so concurrent verifications count (and reward) exactly once each.
 */
export async function countVerifiedReferral(
  db: Db,
  referredUserId: string,
  limits: ReferralLimits,
): Promise<CountOutcome> {
  return inTransaction(db, async (tx) => {
    const [pending] = await tx
      .select({ referrerUserId: referrals.referrerUserId })
      .from(referrals)
      .where(and(eq(referrals.referredUserId, referredUserId), eq(referrals.status, 'pending')))
      .limit(1);
    if (!pending) return { counted: false, reason: 'not_pending' } as const;
    await tx
      .select({ userId: referralCodes.userId })
      .from(referralCodes)
      .where(eq(referralCodes.userId, pending.referrerUserId))
      .for('update');
    // Under the lock: a parallel verification of the same friend may have counted it already.
    const [row] = await tx
      .select()
      .from(referrals)
      .where(and(eq(referrals.referredUserId, referredUserId), eq(referrals.status, 'pending')))
      .limit(1);
    if (!row) return { counted: false, reason: 'not_pending' } as const;

    if (row.signupAddress) {
      const day = row.createdAt.toISOString().slice(0, 10);
      // A counter row per address and sign-up day, shared by every referrer: the upsert locks it.
      const slot = await hitRateLimit(tx, `referral-signup:${row.signupAddress}:${day}`, {
        max: limits.perAddressPerDay,
        windowSeconds: 2 * 86_400,
      });
      if (!slot.allowed) {
        await tx
          .update(referrals)
          .set({ status: 'not_counted', reason: 'address_limit' })
          .where(eq(referrals.id, row.id));
        return { counted: false, reason: 'address_limit' } as const;
      }
    }
    await tx
      .update(referrals)
      .set({ status: 'counted', countedAt: sql`now()` })
      .where(eq(referrals.id, row.id));
    const [updated] = await tx
      .update(referralCodes)
      .set({ signupsCount: sql`${referralCodes.signupsCount} + 1` })
      .where(eq(referralCodes.userId, row.referrerUserId))
      .returning({ signups: referralCodes.signupsCount });
    const signups = updated!.signups;
    let rewardedUntil: Date | null = null;
    let capped = false;
    if (signups % REFERRAL_SIGNUPS_PER_REWARD === 0) {
      const { thisYear } = await referralGrants(tx, row.referrerUserId);
      if ((thisYear + 1) * REFERRAL_REWARD_DAYS <= limits.maxDaysPerYear) {
        rewardedUntil = await grantReferralPremium(
          tx,
          row.referrerUserId,
          signups / REFERRAL_SIGNUPS_PER_REWARD,
        );
      } else {
        capped = true;
      }
    }
    return { counted: true, signups, rewardedUntil, capped } as const;
  });
}

/** How many referral rewards the user was granted, ever and this calendar year (UTC). */
export async function referralGrants(db: Db, userId: string) {
  const yearStart = startOfUtcYear(new Date());
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      thisYear: sql<number>`(count(*) filter (where ${everythingTable.createdDate} >= ${yearStart.toISOString()}))::int`,
    })
    .from(everythingTable)
    .where(and(eq(everythingTable.userId, userId), eq(everythingTable.source, 'referral')));
  return { total: Number(row?.total ?? 0), thisYear: Number(row?.thisYear ?? 0) };
}

/** 14 days of premium from now, or from the end of any premium still running (stacking). */
async function grantReferralPremium(tx: Db, userId: string, rewardNumber: number): Promise<Date> {
  const [running] = await tx
    .select({ end: sql<string | null>`max(${everythingTable.endDate})::text` })
    .from(everythingTable)
    .where(
      and(
        eq(everythingTable.userId, userId),
        eq(everythingTable.subscriptionStatus, 'active'),
        gt(everythingTable.endDate, new Date()),
      ),
    );
  const now = new Date();
  const runningEnd = running?.end ? new Date(running.end) : null;
  const start = runningEnd && runningEnd > now ? runningEnd : now;
  const end = new Date(start.getTime() + REFERRAL_REWARD_DAYS * 86_400_000);
  await tx.insert(everythingTable).values({
    userId,
    subscriptionStatus: 'active',
    subscriptionId: `referral_reward_${rewardNumber}`,
    createdDate: now,
    endDate: end,
    source: 'referral',
  });
  await notifyUser(tx, {
    userId,
    type: 'referral',
    title: REFERRAL_NOTIFICATION_TITLE,
    message: `${REFERRAL_SIGNUPS_PER_REWARD} friends joined Odo with your code. Premium is yours until ${end.toISOString().slice(0, 10)}.`,
    linkPath: '/billing',
  });
  return end;
}
