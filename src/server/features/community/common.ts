// What the community's services share: the visibility rules (hidden content, blocks), bans, the
// rate-limit hook the routes pass in, and the small mappers from rows to the API's shapes.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CommunityAuthor, PostImage } from '../../../shared/community.ts';
import { communityImageUrl } from '../storage/files.ts';
import { communityBans, communityBlocks } from './schema.ts';

/** Counts one hit of a per-user rate limit inside the caller's transaction (429 beyond). */
export type LimitHit = (tx: Db) => Promise<void>;

export const postNotFound = () => new AppError('not_found', 'No such post.');
export const commentNotFound = () => new AppError('not_found', 'No such comment.');

/** Rows of a raw `db.execute` (node-postgres and PGlite both answer `{ rows }`). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A json column as the driver hands it over (parsed already, or text). */
export function parseJson<T>(value: unknown, fallback: T): T {
  if (value === null || value === undefined) return fallback;
  if (typeof value === 'string') return JSON.parse(value) as T;
  return value as T;
}

export function authorOf(row: { id: string; name: string; avatarUrl: string | null }) {
  return { id: row.id, name: row.name, avatarUrl: row.avatarUrl } satisfies CommunityAuthor;
}

export function imageOf(row: { id: string; storageKey: string; width: number; height: number }) {
  return {
    id: row.id,
    url: communityImageUrl(row.storageKey),
    width: row.width,
    height: row.height,
  } satisfies PostImage;
}

/**
 * SQL true when `viewer` blocked the author in `authorColumn` (raw SQL, e.g. `p.user_id`): that
 * author's posts and comments disappear for the viewer.
 */
export function blockedBy(viewer: string, authorColumn: SQL): SQL {
  return sql`exists (select 1 from community_blocks b where b.user_id = ${viewer} and b.blocked_user_id = ${authorColumn})`;
}

/** True when `userId` blocked `otherId` (no notifications from a member you blocked). */
export async function hasBlocked(db: Db, userId: string, otherId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(communityBlocks)
    .where(and(eq(communityBlocks.userId, userId), eq(communityBlocks.blockedUserId, otherId)))
    .limit(1);
  return row !== undefined;
}

/** 403 for members an operator banned (npm run moderate -- ban). */
export async function assertNotBanned(db: Db, userId: string): Promise<void> {
  const [ban] = await db
    .select({ userId: communityBans.userId })
    .from(communityBans)
    .where(eq(communityBans.userId, userId))
    .limit(1);
  if (ban) {
    throw new AppError(
      'forbidden',
      'Your account has been suspended from posting in the community. You can still read it.',
    );
  }
}

/** Plain text of a Markdown body for the feed: at most ~240 characters, cut at a word. */
export function excerptOf(markdown: string, max = 240): string {
  const text = markdown
    .replace(/```[\s\S]*?(```|$)/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, ' ')
    // Tables: the delimiter row goes, cells read "a · b".
    .replace(/^\s*\|?(\s*:?-{3,}:?\s*\|)+\s*:?-{0,}:?\s*$/gm, ' ')
    .replace(/^\s*\|(.*)\|\s*$/gm, (_row, cells: string) =>
      cells
        .split('|')
        .map((cell) => cell.trim())
        .filter(Boolean)
        .join(' · '),
    )
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/[*_~`]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
