// Personal access tokens: made, listed and revoked by their owner (through a browser session), and
// resolved to that owner when a script sends one as `Authorization: Bearer odo_pat_…`. Only a hex
// SHA-256 of a token is stored; the token itself is answered once, by create.
import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { type Db, lockUntilCommit } from '../../db/database.ts';
import { authUsers, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SignedInUser } from '../../app-env.ts';
import {
  API_TOKEN_MAX_LIVE,
  API_TOKEN_PREFIX,
  API_TOKEN_SHOWN_CHARS,
  type ApiTokenDto,
  type ApiTokenInput,
  type ApiTokenScope,
  type CreatedApiTokenDto,
} from '../../../shared/api-access.ts';
import { signedInUserColumns } from '../auth/session.ts';
import { ensureUser } from '../users/service.ts';
import { apiTokens } from './schema.ts';

/** last_used_at is written at most this often per token (not on every request). */
export const LAST_USED_RESOLUTION_MS = 60_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** `odo_pat_` + 32 random bytes in base64url (43 characters). */
export function newToken(): string {
  return API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

type TokenRow = typeof apiTokens.$inferSelect;

function toDto(row: TokenRow): ApiTokenDto {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope as ApiTokenScope,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revoked: row.revokedAt !== null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

export async function listTokens(db: Db, userId: string): Promise<ApiTokenDto[]> {
  const rows = await db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  return rows.map(toDto);
}

export async function createToken(
  db: Db,
  userId: string,
  input: { name: string; scope: ApiTokenInput['scope'] },
): Promise<CreatedApiTokenDto> {
  return db.transaction(async (tx) => {
    // One creation at a time per user, so two parallel requests cannot pass the cap together.
    await lockUntilCommit(tx, `api-tokens:${userId}`);
    const [live] = await tx
      .select({ n: count() })
      .from(apiTokens)
      .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)));
    if ((live?.n ?? 0) >= API_TOKEN_MAX_LIVE) {
      throw new AppError(
        'conflict',
        `You already have ${API_TOKEN_MAX_LIVE} active tokens, the most allowed. Revoke one you no longer use to create another.`,
      );
    }
    const token = newToken();
    const [row] = await tx
      .insert(apiTokens)
      .values({
        userId,
        name: input.name,
        scope: input.scope,
        tokenHash: hashToken(token),
        prefix: token.slice(0, API_TOKEN_SHOWN_CHARS),
      })
      .returning();
    return { ...toDto(row!), token };
  });
}

/** Revokes one of the user's tokens (again is fine); another user's or a missing one is 404. */
export async function revokeToken(db: Db, userId: string, id: string): Promise<void> {
  const [row] = await db
    .update(apiTokens)
    .set({ revokedAt: sql`coalesce(${apiTokens.revokedAt}, now())` })
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))
    .returning({ id: apiTokens.id });
  if (!row) throw new AppError('not_found', 'There is no such token.');
}

/**
 * Revokes every live token of the user: a password change or reset, or an e-mail change, ends them
 * (like the sessions), so a token minted from a stolen session does not outlive the owner's recovery.
 */
export async function revokeAllTokens(db: Db, userId: string): Promise<number> {
  const rows = await db
    .update(apiTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  return rows.length;
}

export interface TokenAuth {
  id: string;
  scope: ApiTokenScope;
}

/**
 * The owner of a live token, as the session lookup would give them, or null for a token that is
 * unknown or revoked. Marks the token used when its last use is older than a minute.
 */
export async function resolveToken(
  db: Db,
  token: string,
): Promise<{ user: SignedInUser; token: TokenAuth } | null> {
  if (!token.startsWith(API_TOKEN_PREFIX) || token.length > 200) return null;
  const [row] = await db
    .select({
      id: apiTokens.id,
      scope: apiTokens.scope,
      lastUsedAt: apiTokens.lastUsedAt,
      ...signedInUserColumns(apiTokens.userId),
    })
    .from(apiTokens)
    .innerJoin(authUsers, eq(authUsers.id, apiTokens.userId))
    .leftJoin(users, eq(users.id, apiTokens.userId))
    .where(and(eq(apiTokens.tokenHash, hashToken(token)), isNull(apiTokens.revokedAt)))
    .limit(1);
  if (!row) return null;
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    await db
      .update(apiTokens)
      .set({ lastUsedAt: sql`now()` })
      .where(
        and(
          eq(apiTokens.id, row.id),
          sql`(${apiTokens.lastUsedAt} is null or ${apiTokens.lastUsedAt} < now() - interval '1 minute')`,
        ),
      );
  }
  const profile =
    row.profile ?? (await ensureUser(db, { id: row.userId, name: row.authName, email: row.email }));
  return {
    user: {
      id: row.userId,
      email: row.email,
      emailVerified: row.emailVerified,
      name: profile.name,
      profile,
      garageVersion: row.garageVersion,
    },
    token: { id: row.id, scope: row.scope as ApiTokenScope },
  };
}
