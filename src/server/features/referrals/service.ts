// Referrals (SPEC.md §2, §9): a code per user, visits counted once per visitor per UTC day, sign-ups
// attributed once per new account, and every 3 counted sign-ups 14 days of premium, stacking.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  authUsers,
  everythingTable,
  referralCodes,
  referralVisits,
  referrals,
  userNotifications,
} from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Logger } from '../../lib/logger.ts';
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
  const link = referralLink(appUrl, row.code);
  return {
    code: row.code,
    visits_count: row.visitsCount,
    signups_count: row.signupsCount,
    progress: row.signupsCount % REFERRAL_SIGNUPS_PER_REWARD,
    target: REFERRAL_SIGNUPS_PER_REWARD,
    rewards_earned: Math.floor(row.signupsCount / REFERRAL_SIGNUPS_PER_REWARD),
    reward_days: REFERRAL_REWARD_DAYS,
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
  return db.transaction(async (rawTx) => {
    const tx = rawTx as unknown as Db;
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

export type AttributionOutcome =
  | { counted: false; reason: 'unknown_code' | 'self' | 'repeat' }
  | { counted: true; signups: number; rewardedUntil: Date | null };

/**
 * Records that `referredUserId` signed up with `code`. Counts once per new account and once per
 * e-mail ever; the referrer's code row is locked so concurrent sign-ups count (and reward) exactly.
 */
export async function attributeSignup(
  db: Db,
  input: { referredUserId: string; referredEmail: string; code: string },
): Promise<AttributionOutcome> {
  return db.transaction(async (rawTx) => {
    const tx = rawTx as unknown as Db;
    const [codeRow] = await tx
      .select()
      .from(referralCodes)
      .where(eq(referralCodes.code, input.code))
      .for('update')
      .limit(1);
    if (!codeRow) return { counted: false, reason: 'unknown_code' } as const;
    if (codeRow.userId === input.referredUserId) return { counted: false, reason: 'self' } as const;
    const [referrer] = await tx
      .select({ email: authUsers.email })
      .from(authUsers)
      .where(eq(authUsers.id, codeRow.userId))
      .limit(1);
    const key = emailKey(input.referredEmail);
    if (referrer && emailKey(referrer.email) === key) {
      return { counted: false, reason: 'self' } as const;
    }
    const inserted = await tx
      .insert(referrals)
      .values({
        referrerUserId: codeRow.userId,
        referredUserId: input.referredUserId,
        referredEmailKey: key,
        code: codeRow.code,
      })
      .onConflictDoNothing()
      .returning({ id: referrals.id });
    if (inserted.length === 0) return { counted: false, reason: 'repeat' } as const;

    const [updated] = await tx
      .update(referralCodes)
      .set({ signupsCount: sql`${referralCodes.signupsCount} + 1` })
      .where(eq(referralCodes.userId, codeRow.userId))
      .returning({ signups: referralCodes.signupsCount });
    const signups = updated!.signups;
    let rewardedUntil: Date | null = null;
    if (signups % REFERRAL_SIGNUPS_PER_REWARD === 0) {
      rewardedUntil = await grantReferralPremium(
        tx,
        codeRow.userId,
        signups / REFERRAL_SIGNUPS_PER_REWARD,
      );
    }
    return { counted: true, signups, rewardedUntil } as const;
  });
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
  await tx.insert(userNotifications).values({
    userId,
    type: 'referral',
    title: REFERRAL_NOTIFICATION_TITLE,
    message: `${REFERRAL_SIGNUPS_PER_REWARD} friends joined Odo with your code. Premium is yours until ${end.toISOString().slice(0, 10)}.`,
    linkPath: '/billing',
  });
  return end;
}

/** Called after a successful sign-up that carried ?ref=: never fails the sign-up. */
export async function recordSignupReferral(
  db: Db,
  logger: Logger,
  input: { referredUserId: string; referredEmail: string; code: string },
): Promise<AttributionOutcome | null> {
  const code = input.code.trim().toUpperCase();
  try {
    const outcome = await attributeSignup(db, { ...input, code });
    logger.info({ referredUserId: input.referredUserId, outcome }, 'referral sign-up');
    return outcome;
  } catch (error) {
    logger.warn(
      { err: error, referredUserId: input.referredUserId },
      'referral attribution failed',
    );
    return null;
  }
}
