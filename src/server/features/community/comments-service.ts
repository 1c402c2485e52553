// Comments with one level of replies. comment_count on the post counts comments not deleted; a
// deleted top-level comment that still has replies stays as a placeholder (deleted_at set) and
// goes once its last reply does. Notifications are made in the same transaction as the comment.
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type {
  CommentReply,
  commentInputSchema,
  commentPatchSchema,
} from '../../../shared/community.ts';
import { notifyUser } from '../notifications/notify.ts';
import { assertNotBanned, authorOf, commentNotFound, hasBlocked, type LimitHit } from './common.ts';
import { visiblePostRow } from './post-select.ts';
import { communityComments, communityPosts } from './schema.ts';
import { users } from '../../db/schema.ts';
import { iso, isoOrNull } from '../../lib/timestamps.ts';
import { inTransaction } from '../../lib/transaction.ts';

type CommentInput = z.output<typeof commentInputSchema>;
type CommentPatch = z.output<typeof commentPatchSchema>;
type CommentRow = typeof communityComments.$inferSelect;

function quote(text: string, max = 60) {
  return `“${text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text}”`;
}

async function replyOf(db: Db, row: CommentRow): Promise<CommentReply> {
  const [author] = await db
    .select({ id: users.id, name: users.name, avatarUrl: users.avatarUrl })
    .from(users)
    .where(eq(users.id, row.userId));
  return {
    id: row.id,
    parentId: row.parentId,
    author: authorOf(author!),
    body: row.body,
    deleted: false,
    mine: true,
    createdAt: iso(row.createdAt),
    editedAt: isoOrNull(row.editedAt),
    replies: [],
  };
}

/** POST /api/community/posts/{id}/comments */
export async function addComment(
  db: Db,
  userId: string,
  actorName: string,
  postId: string,
  input: CommentInput,
  limit: LimitHit,
): Promise<CommentReply> {
  await assertNotBanned(db, userId);
  const post = await visiblePostRow(db, userId, postId);
  const row = await inTransaction(db, async (tx) => {
    let parent: CommentRow | undefined;
    if (input.parentId) {
      [parent] = await tx
        .select()
        .from(communityComments)
        .where(
          and(
            eq(communityComments.id, input.parentId),
            eq(communityComments.postId, postId),
            isNull(communityComments.parentId),
            isNull(communityComments.deletedAt),
          ),
        )
        .limit(1);
      if (!parent) {
        throw new AppError(
          'validation_failed',
          'parentId: reply to a comment of this post (replies cannot be replied to).',
        );
      }
    }
    await limit(tx);
    const [comment] = await tx
      .insert(communityComments)
      .values({ postId, userId, parentId: parent?.id ?? null, body: input.body })
      .returning();
    await tx
      .update(communityPosts)
      .set({ commentCount: sql`${communityPosts.commentCount} + 1` })
      .where(eq(communityPosts.id, postId));
    const linkPath = `/community/post/${postId}`;
    const excerpt = quote(input.body.trim().replace(/\s+/g, ' '), 80);
    if (parent && parent.userId !== userId && !(await hasBlocked(tx, parent.userId, userId))) {
      await notifyUser(tx, {
        userId: parent.userId,
        type: 'reply',
        title: 'New reply',
        message: `${actorName} replied to your comment: ${excerpt}`,
        linkPath,
      });
    }
    if (
      post.userId !== userId &&
      post.userId !== parent?.userId &&
      !(await hasBlocked(tx, post.userId, userId))
    ) {
      await notifyUser(tx, {
        userId: post.userId,
        type: 'comment',
        title: 'New comment',
        message: `${actorName} commented on ${quote(post.title)}: ${excerpt}`,
        linkPath,
      });
    }
    return comment!;
  });
  return replyOf(db, row);
}

async function ownComment(tx: Db, userId: string, id: string): Promise<CommentRow> {
  const [row] = await tx
    .select()
    .from(communityComments)
    .where(
      and(
        eq(communityComments.id, id),
        eq(communityComments.userId, userId),
        isNull(communityComments.deletedAt),
      ),
    )
    .limit(1)
    .for('update');
  if (!row) throw commentNotFound();
  return row;
}

/** PATCH /api/community/comments/{id}: the author's own comment only. */
export async function updateComment(
  db: Db,
  userId: string,
  id: string,
  patch: CommentPatch,
): Promise<CommentReply> {
  const row = await inTransaction(db, async (tx) => {
    await ownComment(tx, userId, id);
    const [updated] = await tx
      .update(communityComments)
      .set({ body: patch.body, editedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(communityComments.id, id))
      .returning();
    return updated!;
  });
  return replyOf(db, row);
}

async function replyCount(tx: Db, id: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(communityComments)
    .where(eq(communityComments.parentId, id));
  return row?.n ?? 0;
}

/**
 * DELETE /api/community/comments/{id}: gone, or a placeholder while it has replies. The last
 * reply of a placeholder takes the placeholder with it.
 */
export async function deleteComment(db: Db, userId: string, id: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    const row = await ownComment(tx, userId, id);
    // Lock the post row: parallel deletes of one thread's comments run one after another.
    await tx
      .select({ id: communityPosts.id })
      .from(communityPosts)
      .where(eq(communityPosts.id, row.postId))
      .for('update');
    if (row.parentId === null && (await replyCount(tx, id)) > 0) {
      await tx
        .update(communityComments)
        .set({ deletedAt: sql`now()`, body: '', updatedAt: sql`now()` })
        .where(eq(communityComments.id, id));
    } else {
      await tx.delete(communityComments).where(eq(communityComments.id, id));
      if (row.parentId !== null && (await replyCount(tx, row.parentId)) === 0) {
        await tx
          .delete(communityComments)
          .where(
            and(
              eq(communityComments.id, row.parentId),
              sql`${communityComments.deletedAt} is not null`,
            ),
          );
      }
    }
    await tx
      .update(communityPosts)
      .set({ commentCount: sql`greatest(${communityPosts.commentCount} - 1, 0)` })
      .where(eq(communityPosts.id, row.postId));
  });
}
