// Referrals (SPEC.md §2, §9; decisions 006 and 009): a code per user, visits counted once per visitor
// per UTC day, sign-ups recorded pending and counted once the friend's e-mail is verified, and every
// 3 counted sign-ups 14 days of premium, stacking, up to a yearly cap.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  authUsers,
  everythingTable,
  referralCodes,
  referralVisits,
  referrals,
} from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Logger } from '../../lib/logger.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';
import { notifyUser } from '../notifications/notify.ts';
import {
  facebookShareUrl,
  referralLink,
  REFERRAL_ALPHABET,
  REFERRAL_CODE_LENGTH,
  REFERRAL_REWARD_DAYS,
  REFERRAL_SIGNUPS_PER_REWARD,
  REFERRAL_TEXT,
  whatsappShareUrl,
  type ReferralReply,
} from '../../../shared/plans.ts';
import { inTransaction } from '../../lib/transaction.ts';

export const REFERRAL_NOTIFICATION_TITLE = 'You earned 2 weeks of Premium';

/** 8 symbols from a 32-symbol alphabet: 40 random bits, no modulo bias. */
export function generateReferralCode(): string {
  const bytes = randomBytes(REFERRAL_CODE_LENGTH);
  let code = '';
  for (const byte of bytes) code += REFERRAL_ALPHABET[byte % REFERRAL_ALPHABET.length];
  return code;
}

type CodeRow = typeof referralCodes.$inferSelect;

/** SPEC.md §7: get or create the user's referral code (a collision just draws again). */
export async function getOrCreateReferralCode(
  db: Db,
  userId: string,
  generate: () => string = generateReferralCode,
): Promise<CodeRow> {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const [existing] = await db
      .select()
      .from(referralCodes)
      .where(eq(referralCodes.userId, userId))
      .limit(1);
    if (existing) return existing;
    await db.insert(referralCodes).values({ userId, code: generate() }).onConflictDoNothing();
  }
  throw new Error('could not allocate a unique referral code');
}

export async function referralSummary(
  db: Db,
  userId: string,
  appUrl: string,
  limits: Pick<ReferralLimits, 'maxDaysPerYear'>,
): Promise<ReferralReply> {
  const row = await getOrCreateReferralCode(db, userId);
  const [premium] = await db
    .select({ endDate: everythingTable.endDate })
    .from(everythingTable)
    .where(
      and(
        eq(everythingTable.userId, userId),
        eq(everythingTable.source, 'referral'),
        gt(everythingTable.endDate, new Date()),
      ),
    )
    .orderBy(desc(everythingTable.endDate))
    .limit(1);
  const statuses = await db
    .select({ status: referrals.status, n: sql<number>`count(*)::int` })
    .from(referrals)
    .where(eq(referrals.referrerUserId, userId))
    .groupBy(referrals.status);
  const byStatus = (status: string) => Number(statuses.find((s) => s.status === status)?.n ?? 0);
  const grants = await referralGrants(db, userId);
  const daysThisYear = grants.thisYear * REFERRAL_REWARD_DAYS;
  const link = referralLink(appUrl, row.code);
  return {
    code: row.code,
    visits_count: row.visitsCount,
    signups_count: row.signupsCount,
    pending_count: byStatus('pending'),
    not_counted_count: byStatus('not_counted'),
    progress: row.signupsCount % REFERRAL_SIGNUPS_PER_REWARD,
    target: REFERRAL_SIGNUPS_PER_REWARD,
    rewards_earned: grants.total,
    reward_days: REFERRAL_REWARD_DAYS,
    days_earned: grants.total * REFERRAL_REWARD_DAYS,
    days_earned_this_year: daysThisYear,
    max_days_per_year: limits.maxDaysPerYear,
    cap_reached: daysThisYear + REFERRAL_REWARD_DAYS > limits.maxDaysPerYear,
    premium_until: premium?.endDate?.toISOString() ?? null,
    link,
    whatsapp_url: whatsappShareUrl(link),
    facebook_url: facebookShareUrl(link),
    text: REFERRAL_TEXT,
  };
}

async function codeOwner(db: Db, code: string) {
  const [row] = await db
    .select({ userId: referralCodes.userId })
    .from(referralCodes)
    .where(eq(referralCodes.code, code))
    .limit(1);
  return row?.userId ?? null;
}

/** Counts a visit of /profile?ref=CODE once per visitor and UTC day. Unknown codes are 404. */
export async function recordVisit(
  db: Db,
  input: { code: string; visitorKey: string; visitorUserId: string | null; dryRun?: boolean },
): Promise<{ counted: boolean }> {
  const owner = await codeOwner(db, input.code);
  if (!owner) throw new AppError('not_found', 'This referral code does not exist.');
  if (owner === input.visitorUserId || input.dryRun) return { counted: false };
  return inTransaction(db, async (tx) => {
    const inserted = await tx
      .insert(referralVisits)
      .values({
        code: input.code,
        visitorKey: input.visitorKey,
        day: sql`(now() at time zone 'utc')::date`,
      })
      .onConflictDoNothing()
      .returning({ code: referralVisits.code });
    if (inserted.length === 0) return { counted: false };
    await tx
      .update(referralCodes)
      .set({ visitsCount: sql`${referralCodes.visitsCount} + 1` })
      .where(eq(referralCodes.code, input.code));
    return { counted: true };
  });
}

/**
 * One person, one key: lower case, no +tag, and for Gmail no dots, so ann+2@… or a.nn@gmail.com
 * cannot be referred again (nor count as someone other than the referrer).
 */
export function emailKey(email: string): string {
  const [rawLocal = '', rawDomain = ''] = email.trim().toLowerCase().split('@');
  let local = rawLocal.split('+')[0]!;
  let domain = rawDomain;
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') local = local.replaceAll('.', '');
  return `${local}@${domain}`;
}

export interface ReferralLimits {
  /** Referred sign-ups counted per client address (of the sign-up) and UTC day. */
  perAddressPerDay: number;
  /** Referral premium granted per referrer and calendar year (UTC), in days. */
  maxDaysPerYear: number;
}

export function referralLimitsFrom(config: {
  REFERRAL_SIGNUPS_PER_ADDRESS_PER_DAY: number;
  REFERRAL_PREMIUM_MAX_DAYS_PER_YEAR: number;
}): ReferralLimits {
  return {
    perAddressPerDay: config.REFERRAL_SIGNUPS_PER_ADDRESS_PER_DAY,
    maxDaysPerYear: config.REFERRAL_PREMIUM_MAX_DAYS_PER_YEAR,
  };
}

export type AttributionOutcome =
  | { recorded: false; reason: 'unknown_code' | 'self' | 'repeat' }
  | { recorded: true; referrerUserId: string };

/**
 * Records, pending, that `referredUserId` signed up with `code`: once per new account and once per
 * e-mail ever, never for the referrer's own address. It counts only when that e-mail is verified.
 */
export async function attributeSignup(
  db: Db,
  input: {
    referredUserId: string;
    referredEmail: string;
    code: string;
    signupAddress?: string | null;
  },
): Promise<AttributionOutcome> {
  const [codeRow] = await db
    .select()
    .from(referralCodes)
    .where(eq(referralCodes.code, input.code))
    .limit(1);
  if (!codeRow) return { recorded: false, reason: 'unknown_code' };
  if (codeRow.userId === input.referredUserId) return { recorded: false, reason: 'self' };
  const [referrer] = await db
    .select({ email: authUsers.email })
    .from(authUsers)
    .where(eq(authUsers.id, codeRow.userId))
    .limit(1);
  const key = emailKey(input.referredEmail);
  if (referrer && emailKey(referrer.email) === key) return { recorded: false, reason: 'self' };
  const inserted = await db
    .insert(referrals)
    .values({
      referrerUserId: codeRow.userId,
      referredUserId: input.referredUserId,
      referredEmailKey: key,
      code: codeRow.code,
      status: 'pending',
      signupAddress: input.signupAddress ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: referrals.id });
  if (inserted.length === 0) return { recorded: false, reason: 'repeat' };
  return { recorded: true, referrerUserId: codeRow.userId };
}

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
async function referralGrants(db: Db, userId: string) {
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

/**
 * Called after a successful sign-up that carried ?ref=: records the referral as pending and never
 * fails the sign-up. Counts at once if the e-mail is somehow verified already.
 */
export async function recordSignupReferral(
  db: Db,
  logger: Logger,
  input: { referredUserId: string; referredEmail: string; code: string; signupAddress: string },
  limits: ReferralLimits,
): Promise<AttributionOutcome | null> {
  const code = input.code.trim().toUpperCase();
  try {
    const outcome = await attributeSignup(db, { ...input, code });
    logger.info({ referredUserId: input.referredUserId, outcome }, 'referral sign-up');
    if (outcome.recorded) {
      const [user] = await db
        .select({ verified: authUsers.emailVerified })
        .from(authUsers)
        .where(eq(authUsers.id, input.referredUserId))
        .limit(1);
      if (user?.verified) await countVerifiedReferral(db, input.referredUserId, limits);
    }
    return outcome;
  } catch (error) {
    logger.warn(
      { err: error, referredUserId: input.referredUserId },
      'referral attribution failed',
    );
    return null;
  }
}

/** Called when a user verifies their e-mail: never fails the verification, but logs. */
export async function recordVerifiedReferral(
  db: Db,
  logger: Logger,
  referredUserId: string,
  limits: ReferralLimits,
): Promise<CountOutcome | null> {
  try {
    const outcome = await countVerifiedReferral(db, referredUserId, limits);
    if (outcome.counted || outcome.reason !== 'not_pending') {
      logger.info({ referredUserId, outcome }, 'referral verified');
    }
    return outcome;
  } catch (error) {
    logger.error({ err: error, referredUserId }, 'counting a verified referral failed');
    return null;
  }
}
