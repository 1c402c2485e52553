import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';

/** SPEC.md §3: the auth name, else the e-mail part before the @, else 'User'. */
export function displayNameFor(
  authName: string | null | undefined,
  email: string | null | undefined,
) {
  const name = authName?.trim();
  if (name) return name;
  const local = email?.split('@')[0]?.trim();
  if (local) return local;
  return 'User';
}

export type UserRow = typeof users.$inferSelect;

/** The users row for a signed-in person, created with zero counters if it is missing. */
export async function ensureUser(
  db: Db,
  authUser: { id: string; name?: string | null; email?: string | null },
): Promise<UserRow> {
  const [existing] = await db.select().from(users).where(eq(users.id, authUser.id)).limit(1);
  if (existing) return existing;
  await db
    .insert(users)
    .values({ id: authUser.id, name: displayNameFor(authUser.name, authUser.email) })
    .onConflictDoNothing();
  const [created] = await db.select().from(users).where(eq(users.id, authUser.id)).limit(1);
  if (!created) throw new Error(`users row for ${authUser.id} could not be created`);
  return created;
}

/** Counters from before this UTC month read as 0: the reset is stored on the next quota request. */
function stale(row: UserRow, now = new Date()) {
  return row.lastUsageReset < new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export function toProfile(row: UserRow, email: string, emailVerified: boolean) {
  const fresh = !stale(row);
  return {
    id: row.id,
    name: row.name,
    email,
    /** Until true the app shows the confirm-your-e-mail banner (decision 009). */
    email_verified: emailVerified,
    avatar_url: row.avatarUrl,
    usage: {
      free_assessments_used: fresh ? row.freeAssessmentsUsed : 0,
      free_carlens_results_used: fresh ? row.freeCarlensResultsUsed : 0,
      free_askodo_questions_used: fresh ? row.freeAskodoQuestionsUsed : 0,
      last_usage_reset: row.lastUsageReset.toISOString(),
    },
  };
}

export type Profile = ReturnType<typeof toProfile>;

/** PATCH /api/me: the name (already trimmed and checked by profilePatchSchema). */
export async function updateProfile(db: Db, userId: string, input: { name: string }) {
  const [row] = await db
    .update(users)
    .set({ name: input.name, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new AppError('not_found', 'Not found.');
  return row;
}

/** Saves a new avatar URL; returns the row and the URL it replaced. */
export async function setAvatarUrl(db: Db, userId: string, avatarUrl: string) {
  const [row] = await db
    .update(users)
    .set({ avatarUrl, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new AppError('not_found', 'Not found.');
  return row;
}
