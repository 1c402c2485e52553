// A member's referral code (drawn once, kept) and the visits of /profile?ref=CODE it brings.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { referralCodes, referralVisits } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { REFERRAL_ALPHABET, REFERRAL_CODE_LENGTH } from '../../../shared/plans.ts';
import { inTransaction } from '../../lib/transaction.ts';

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
