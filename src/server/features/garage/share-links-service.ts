// Read-only share links to a vehicle's history. The token (32 random bytes, base64url) is shown once
// when the link is made; only its SHA-256 is stored, so neither the database nor the list of links
// can reopen a history. A link works until it expires or is revoked; the vehicle's deletion takes
// its links with it (ON DELETE CASCADE).
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { type Db, lockUntilCommit } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  MAX_ACTIVE_SHARE_LINKS,
  type CreatedShareLinkDto,
  type ShareLinkDto,
  type ShareLinkExpiry,
} from '../../../shared/garage-history.ts';
import { shareLinks } from './schema.ts';
import { ownedVehicle } from './vehicle-rows.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { iso } from '../../lib/timestamps.ts';

const DAY_MS = 86_400_000;
/** What a token looks like: 32 bytes in base64url, no padding. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const SHARE_LINK_GONE_MESSAGE = 'This link has expired or was revoked.';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

type ShareLinkRow = typeof shareLinks.$inferSelect;

export function shareLinkDto(row: ShareLinkRow, now = new Date()): ShareLinkDto {
  const status = row.revokedAt
    ? 'revoked'
    : new Date(row.expiresAt).getTime() <= now.getTime()
      ? 'expired'
      : 'active';
  return {
    id: row.id,
    status,
    expiresAt: iso(row.expiresAt),
    revokedAt: row.revokedAt ? iso(row.revokedAt) : null,
    createdAt: iso(row.createdAt),
  };
}

/** POST …/share-links: a new link, within MAX_ACTIVE_SHARE_LINKS active ones per vehicle. */
export async function createShareLink(
  db: Db,
  input: { userId: string; vehicleId: string; expiresInDays: ShareLinkExpiry; appUrl: string },
  now = new Date(),
): Promise<CreatedShareLinkDto> {
  await ownedVehicle(db, input.userId, input.vehicleId);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + input.expiresInDays * DAY_MS);
  const row = await inTransaction(db, async (tx) => {
    // One creator at a time per vehicle, so parallel requests cannot pass the limit together.
    await lockUntilCommit(tx, `share-links:${input.vehicleId}`);
    const [active] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(shareLinks)
      .where(
        and(
          eq(shareLinks.vehicleId, input.vehicleId),
          isNull(shareLinks.revokedAt),
          gt(shareLinks.expiresAt, now),
        ),
      );
    if ((active?.count ?? 0) >= MAX_ACTIVE_SHARE_LINKS) {
      throw new AppError(
        'conflict',
        `This car already has ${MAX_ACTIVE_SHARE_LINKS} active share links. Revoke one you no longer need, then create a new one.`,
      );
    }
    const [inserted] = await tx
      .insert(shareLinks)
      .values({
        userId: input.userId,
        vehicleId: input.vehicleId,
        tokenHash: hashToken(token),
        expiresAt,
        createdAt: now,
      })
      .returning();
    return inserted!;
  });
  return {
    id: row.id,
    url: `${input.appUrl}/shared/${token}`,
    expiresAt: iso(row.expiresAt),
    createdAt: iso(row.createdAt),
  };
}

/** GET …/share-links: every link of the vehicle, newest first, without tokens. */
export async function listShareLinks(
  db: Db,
  userId: string,
  vehicleId: string,
  now = new Date(),
): Promise<ShareLinkDto[]> {
  await ownedVehicle(db, userId, vehicleId);
  const rows = await db
    .select()
    .from(shareLinks)
    .where(and(eq(shareLinks.vehicleId, vehicleId), eq(shareLinks.userId, userId)))
    .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id));
  return rows.map((row) => shareLinkDto(row, now));
}

/** DELETE …/share-links/{linkId}: revokes (idempotent for an already revoked link). */
export async function revokeShareLink(
  db: Db,
  userId: string,
  vehicleId: string,
  linkId: string,
  now = new Date(),
): Promise<void> {
  const [row] = await db
    .update(shareLinks)
    .set({ revokedAt: sql`coalesce(${shareLinks.revokedAt}, ${now.toISOString()}::timestamptz)` })
    .where(
      and(
        eq(shareLinks.id, linkId),
        eq(shareLinks.vehicleId, vehicleId),
        eq(shareLinks.userId, userId),
      ),
    )
    .returning({ id: shareLinks.id });
  if (!row) throw new AppError('not_found', 'No such share link for this vehicle.');
}

/** The link a token opens, if it still works; else 404 with the same words for every reason. */
export async function resolveShareToken(db: Db, token: string, now = new Date()) {
  const gone = () => new AppError('not_found', SHARE_LINK_GONE_MESSAGE);
  if (!TOKEN.test(token)) throw gone();
  const [row] = await db
    .select()
    .from(shareLinks)
    .where(
      and(
        eq(shareLinks.tokenHash, hashToken(token)),
        isNull(shareLinks.revokedAt),
        gt(shareLinks.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row) throw gone();
  return { vehicleId: row.vehicleId, expiresAt: iso(row.expiresAt) };
}
