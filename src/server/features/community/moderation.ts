// The operator's moderation commands (npm run moderate -- …), run against the database directly:
// list what is hidden or reported, hide or restore a post or comment, ban or unban a member.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { rowsOf } from './common.ts';
import { communityBans, communityComments, communityPosts, communityReports } from './schema.ts';

export const MODERATE_USAGE = `Usage: npm run moderate -- <command>
  list                          hidden and reported posts and comments
  hide <post|comment> <id>      hide it (pending review)
  restore <post|comment> <id>   show it again and resolve its reports
  ban <userId> [reason…]        stop a member from posting, commenting and uploading
  unban <userId>                lift a ban`;

/** A command the operator typed wrong (printed with the usage, exit code 2). */
export class ModerationUsageError extends Error {}

interface ListedRow {
  kind: 'post' | 'comment';
  id: string;
  user_id: string;
  author: string;
  text: string;
  hidden_at: Date | string | null;
  open_reports: number;
  reasons: string | null;
}

function oneLine(text: string, max = 60) {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

async function list(db: Db): Promise<string> {
  const rows = await rowsOf<ListedRow>(
    db,
    sql`with open_reports as (
        select target_type, target_id, count(*)::int as n,
          string_agg(distinct reason, ', ' order by reason) as reasons
        from community_reports where resolved_at is null group by target_type, target_id)
      select 'post' as kind, p.id, p.user_id, u.name as author, p.title as text, p.hidden_at,
        coalesce(r.n, 0) as open_reports, r.reasons
      from community_posts p join users u on u.id = p.user_id
      left join open_reports r on r.target_type = 'post' and r.target_id = p.id
      where p.hidden_at is not null or r.n > 0
      union all
      select 'comment', c.id, c.user_id, u.name, c.body, c.hidden_at, coalesce(r.n, 0), r.reasons
      from community_comments c join users u on u.id = c.user_id
      left join open_reports r on r.target_type = 'comment' and r.target_id = c.id
      where c.deleted_at is null and (c.hidden_at is not null or r.n > 0)
      order by 1, 7 desc, 2`,
  );
  const bans = await db
    .select({ userId: communityBans.userId, reason: communityBans.reason, name: users.name })
    .from(communityBans)
    .leftJoin(users, eq(users.id, communityBans.userId));
  const lines = rows.map((row) => {
    const state = row.hidden_at ? 'HIDDEN ' : 'visible';
    const reports = `${row.open_reports} report${row.open_reports === 1 ? '' : 's'}`;
    const why = row.reasons ? ` (${row.reasons})` : '';
    return `${row.kind.padEnd(7)} ${row.id}  ${state}  ${reports}${why}  by ${row.author} [${row.user_id}]: ${oneLine(row.text)}`;
  });
  if (lines.length === 0) lines.push('Nothing hidden or reported.');
  if (bans.length > 0) {
    lines.push('', 'Banned members:');
    for (const ban of bans) {
      lines.push(`  ${ban.userId}  ${ban.name ?? '?'}${ban.reason ? `: ${ban.reason}` : ''}`);
    }
  }
  return lines.join('\n');
}

function target(kind: string | undefined, id: string | undefined) {
  if ((kind !== 'post' && kind !== 'comment') || !id) {
    throw new ModerationUsageError('Say what to act on: post <id> or comment <id>.');
  }
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) {
    throw new ModerationUsageError(`"${id}" is not a post or comment id.`);
  }
  return { kind, id, table: kind === 'post' ? communityPosts : communityComments } as const;
}

async function hide(db: Db, kind?: string, id?: string): Promise<string> {
  const what = target(kind, id);
  const [row] = await db
    .update(what.table)
    .set({ hiddenAt: sql`coalesce(${what.table.hiddenAt}, now())` })
    .where(eq(what.table.id, what.id))
    .returning({ id: what.table.id });
  if (!row) throw new ModerationUsageError(`No ${what.kind} ${what.id}.`);
  return `Hidden: ${what.kind} ${what.id}.`;
}

async function restore(db: Db, kind?: string, id?: string): Promise<string> {
  const what = target(kind, id);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(what.table)
      .set({ hiddenAt: null, reportCount: 0 })
      .where(eq(what.table.id, what.id))
      .returning({ id: what.table.id });
    if (!row) throw new ModerationUsageError(`No ${what.kind} ${what.id}.`);
    const resolved = await tx
      .update(communityReports)
      .set({ resolvedAt: sql`now()` })
      .where(
        and(
          eq(communityReports.targetType, what.kind),
          eq(communityReports.targetId, what.id),
          isNull(communityReports.resolvedAt),
        ),
      )
      .returning({ id: communityReports.id });
    return `Restored: ${what.kind} ${what.id} (${resolved.length} report${resolved.length === 1 ? '' : 's'} resolved).`;
  });
}

async function ban(db: Db, userId?: string, reason?: string): Promise<string> {
  if (!userId) throw new ModerationUsageError('Say whom to ban: ban <userId> [reason].');
  const [user] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new ModerationUsageError(`No member ${userId}.`);
  await db
    .insert(communityBans)
    .values({ userId, reason: reason || null })
    .onConflictDoUpdate({ target: communityBans.userId, set: { reason: reason || null } });
  return `Banned: ${user.name} [${user.id}]${reason ? ` (${reason})` : ''}. Their content stays as it is.`;
}

async function unban(db: Db, userId?: string): Promise<string> {
  if (!userId) throw new ModerationUsageError('Say whom to unban: unban <userId>.');
  const gone = await db
    .delete(communityBans)
    .where(eq(communityBans.userId, userId))
    .returning({ userId: communityBans.userId });
  return gone.length > 0 ? `Unbanned: ${userId}.` : `${userId} was not banned.`;
}

/** Runs one command; answers what to print. Bad usage throws ModerationUsageError. */
export async function runModeration(db: Db, args: readonly string[]): Promise<string> {
  const [command, ...rest] = args;
  switch (command) {
    case 'list':
      return list(db);
    case 'hide':
      return hide(db, rest[0], rest[1]);
    case 'restore':
      return restore(db, rest[0], rest[1]);
    case 'ban':
      return ban(db, rest[0], rest.slice(1).join(' ').trim());
    case 'unban':
      return unban(db, rest[0]);
    default:
      throw new ModerationUsageError(command ? `Unknown command "${command}".` : 'Give a command.');
  }
}
