// Referrals (SPEC.md §2, §9; decisions 006 and 009): a code per user, visits counted once per visitor
// per UTC day (codes.ts), sign-ups recorded pending and counted once the friend's e-mail is verified,
// and every 3 counted sign-ups 14 days of premium, stacking, up to a yearly cap (rewards.ts). What
// other features call (sign-up, verification, limits) is here.
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { authUsers, everythingTable, referralCodes, referrals } from '../../db/schema.ts';
import type { Logger } from '../../lib/logger.ts';
import {
  facebookShareUrl,
  referralLink,
  REFERRAL_REWARD_DAYS,
  REFERRAL_SIGNUPS_PER_REWARD,
  REFERRAL_TEXT,
  whatsappShareUrl,
  type ReferralReply,
} from '../../../shared/plans.ts';
import { getOrCreateReferralCode } from './codes.ts';
import { countVerifiedReferral, referralGrants, type CountOutcome } from './rewards.ts';

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
