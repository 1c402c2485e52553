// Likes (a toggle, one per member by primary key), reports (one per member and target; at
// REPORTS_TO_HIDE weight of reports the content is hidden pending review), profiles and blocks.
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  REPORTS_TO_HIDE,
  type CommunityProfile,
  type reportInputSchema,
} from '../../../shared/community.ts';
import { notifyUser } from '../notifications/notify.ts';
import { blockedBy, commentNotFound, hasBlocked, rowsOf, type LimitHit } from './common.ts';
import { visiblePost, visiblePostRow } from './post-select.ts';
import { openReportWeight } from './report-weight.ts';
import {
  communityBlocks,
  communityComments,
  communityLikeNotices,
  communityLikes,
  communityPosts,
  communityReports,
} from './schema.ts';
import { iso } from '../../lib/timestamps.ts';
import { inTransaction } from '../../lib/transaction.ts';

type ReportInput = z.output<typeof reportInputSchema>;

export interface LikeReply {
  liked: boolean;
  likeCount: number;
}

export function likeMessage(name: string, title: string, others: number): string {
  const quoted = `“${title}”`;
  if (others <= 0) return `${name} liked ${quoted}`;
  return `${name} and ${others} ${others === 1 ? 'other' : 'others'} liked ${quoted}`;
}

/** POST /api/community/posts/{id}/like: likes, or takes the like back. */
export async function toggleLike(
  db: Db,
  userId: string,
  actorName: string,
  postId: string,
  limit: LimitHit,
): Promise<LikeReply> {
  const post = await visiblePostRow(db, userId, postId);
  return inTransaction(db, async (tx) => {
    await limit(tx);
    const inserted = await tx
      .insert(communityLikes)
      .values({ postId, userId })
      .onConflictDoNothing()
      .returning({ postId: communityLikes.postId });
    const liked = inserted.length > 0;
    if (!liked) {
      await tx
        .delete(communityLikes)
        .where(and(eq(communityLikes.postId, postId), eq(communityLikes.userId, userId)));
    }
    const [row] = await tx
      .update(communityPosts)
      .set({ likeCount: sql`${communityPosts.likeCount} + ${liked ? 1 : -1}` })
      .where(eq(communityPosts.id, postId))
      .returning({ likeCount: communityPosts.likeCount });
    const firstLike =
      liked &&
      post.userId !== userId &&
      (
        await tx
          .insert(communityLikeNotices)
          .values({ postId, userId })
          .onConflictDoNothing()
          .returning({ postId: communityLikeNotices.postId })
      ).length > 0;
    if (firstLike && !(await hasBlocked(tx, post.userId, userId))) {
      await notifyUser(tx, {
        userId: post.userId,
        type: 'like',
        title: 'New like',
        message: likeMessage(actorName, post.title, 0),
        linkPath: `/community/post/${postId}`,
        groupKey: `like:post:${postId}`,
        groupMessage: (others) => likeMessage(actorName, post.title, others),
      });
    }
    return { liked, likeCount: row?.likeCount ?? 0 };
  });
}

/** The reported content's author, if the reporter may see it; 404 otherwise. */
async function reportTarget(db: Db, userId: string, input: ReportInput): Promise<string> {
  if (input.targetType === 'post') return (await visiblePostRow(db, userId, input.targetId)).userId;
  const [row] = await rowsOf<{ user_id: string }>(
    db,
    sql`select c.user_id from community_comments c join community_posts p on p.id = c.post_id
      where c.id = ${input.targetId} and c.deleted_at is null
        and (c.hidden_at is null or c.user_id = ${userId})
        and not ${blockedBy(userId, sql`c.user_id`)} and ${visiblePost(userId)}`,
  );
  if (!row) throw commentNotFound();
  return row.user_id;
}

export interface ReportReply {
  targetType: 'post' | 'comment';
  targetId: string;
  /** false when this member had reported it already (nothing changed). */
  created: boolean;
}

/** POST /api/community/reports: 201 the first time, 200 for a repeat of the same member. */
export async function reportContent(
  db: Db,
  userId: string,
  input: ReportInput,
  limit: LimitHit,
): Promise<ReportReply> {
  const authorId = await reportTarget(db, userId, input);
  if (authorId === userId) {
    throw new AppError('validation_failed', 'You cannot report your own post or comment.');
  }
  const table = input.targetType === 'post' ? communityPosts : communityComments;
  return inTransaction(db, async (tx) => {
    // Reports of one target run one after another, so each count below sees the ones before.
    await tx.select({ id: table.id }).from(table).where(eq(table.id, input.targetId)).for('update');
    const [existing] = await tx
      .select({ id: communityReports.id })
      .from(communityReports)
      .where(
        and(
          eq(communityReports.userId, userId),
          eq(communityReports.targetType, input.targetType),
          eq(communityReports.targetId, input.targetId),
        ),
      )
      .limit(1);
    if (existing) return { targetType: input.targetType, targetId: input.targetId, created: false };
    await limit(tx);
    const inserted = await tx
      .insert(communityReports)
      .values({
        userId,
        targetType: input.targetType,
        targetId: input.targetId,
        reason: input.reason,
        note: input.note || null,
      })
      .onConflictDoNothing()
      .returning({ id: communityReports.id });
    if (inserted.length === 0) {
      return { targetType: input.targetType, targetId: input.targetId, created: false };
    }
    // Counted from the open reports themselves, so parallel reports cannot lose one. It hides at
    // REPORTS_TO_HIDE *weight*: reports of new or unverified accounts count nothing, those of
    // members with a dismissed report or who report very often half (report-weight.ts).
    const reporters = sql`(select count(distinct r.user_id)::int from community_reports r
      where r.target_type = ${input.targetType} and r.target_id = ${input.targetId}
        and r.resolved_at is null)`;
    const weight = openReportWeight(input.targetType, input.targetId);
    await tx
      .update(table)
      .set({
        reportCount: reporters,
        hiddenAt: sql`case when ${table.hiddenAt} is null and ${weight} >= ${REPORTS_TO_HIDE}
          then now() else ${table.hiddenAt} end`,
      })
      .where(eq(table.id, input.targetId));
    return { targetType: input.targetType, targetId: input.targetId, created: true };
  });
}

/** GET /api/community/profiles/{id} (id = users.id). */
export async function getProfile(db: Db, viewer: string, id: string): Promise<CommunityProfile> {
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      avatarUrl: users.avatarUrl,
      createdAt: users.createdAt,
      blocked: sql<boolean>`exists (select 1 from community_blocks b where b.user_id = ${viewer} and b.blocked_user_id = ${users.id})`,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  if (!user) throw new AppError('not_found', 'No such member.');
  const own = id === viewer;
  const [[posts], [comments]] = await Promise.all([
    db
      .select({ n: count() })
      .from(communityPosts)
      .where(and(eq(communityPosts.userId, id), own ? undefined : isNull(communityPosts.hiddenAt))),
    db
      .select({ n: count() })
      .from(communityComments)
      .where(
        and(
          eq(communityComments.userId, id),
          isNull(communityComments.deletedAt),
          own ? undefined : isNull(communityComments.hiddenAt),
        ),
      ),
  ]);
  return {
    id: user.id,
    name: user.name,
    avatarUrl: user.avatarUrl,
    memberSince: iso(user.createdAt),
    postCount: posts?.n ?? 0,
    commentCount: comments?.n ?? 0,
    blocked: Boolean(user.blocked),
    isMe: own,
  };
}

/** POST /api/community/profiles/{id}/block and DELETE …/block. */
export async function setBlocked(
  db: Db,
  viewer: string,
  id: string,
  blocked: boolean,
): Promise<CommunityProfile> {
  if (id === viewer) throw new AppError('validation_failed', 'You cannot block yourself.');
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  if (!user) throw new AppError('not_found', 'No such member.');
  if (blocked) {
    await db
      .insert(communityBlocks)
      .values({ userId: viewer, blockedUserId: id })
      .onConflictDoNothing();
  } else {
    await db
      .delete(communityBlocks)
      .where(and(eq(communityBlocks.userId, viewer), eq(communityBlocks.blockedUserId, id)));
  }
  return getProfile(db, viewer, id);
}
