// Reading one post: the post page's post with its whole body and its comments as the viewer sees
// them. Hidden posts show to their author only; posts of members the viewer blocked are left out.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { CommentReply, CommentReplyLeaf, PostDetail } from '../../../shared/community.ts';
import { authorOf, blockedBy, postNotFound, rowsOf } from './common.ts';
import { selectPosts, summaryOf, visiblePost, type PostRow } from './post-select.ts';
import { iso, isoOrNull } from '../../lib/timestamps.ts';

interface CommentRow {
  id: string;
  parent_id: string | null;
  user_id: string;
  body: string;
  deleted_at: Date | string | null;
  concealed: boolean;
  created_at: Date | string;
  edited_at: Date | string | null;
  author_name: string;
  author_avatar: string | null;
}

/**
 * The post's comments as the viewer sees them: top-level oldest first, each with its replies
 * oldest first. A deleted, hidden (unless the viewer's own) or blocked comment stays as a
 * placeholder while it has replies the viewer sees, and is left out otherwise.
 */
async function commentsOf(db: Db, viewer: string, postId: string): Promise<CommentReply[]> {
  const rows = await rowsOf<CommentRow>(
    db,
    sql`select c.id, c.parent_id, c.user_id, c.body, c.deleted_at, c.created_at, c.edited_at,
        u.name as author_name, u.avatar_url as author_avatar,
        ((c.hidden_at is not null and c.user_id <> ${viewer}) or ${blockedBy(viewer, sql`c.user_id`)}) as concealed
      from community_comments c
      join users u on u.id = c.user_id
      where c.post_id = ${postId}
      order by c.created_at, c.id`,
  );
  const reply = (row: CommentRow, shown: boolean): CommentReplyLeaf => ({
    id: row.id,
    parentId: row.parent_id,
    author: shown
      ? authorOf({ id: row.user_id, name: row.author_name, avatarUrl: row.author_avatar })
      : null,
    body: shown ? row.body : null,
    deleted: !shown,
    mine: shown && row.user_id === viewer,
    createdAt: iso(row.created_at),
    editedAt: shown ? isoOrNull(row.edited_at) : null,
    replies: [],
  });
  const repliesOf = new Map<string, CommentReplyLeaf[]>();
  for (const row of rows) {
    if (row.parent_id === null || row.concealed || row.deleted_at !== null) continue;
    const list = repliesOf.get(row.parent_id) ?? [];
    list.push(reply(row, true));
    repliesOf.set(row.parent_id, list);
  }
  const comments: CommentReply[] = [];
  for (const row of rows) {
    if (row.parent_id !== null) continue;
    const replies = repliesOf.get(row.id) ?? [];
    const shown = !row.concealed && row.deleted_at === null;
    if (!shown && replies.length === 0) continue;
    comments.push({ ...reply(row, shown), replies });
  }
  return comments;
}

/** GET /api/community/posts/{id}: 404 when missing, hidden (to others) or by a blocked member. */
export async function getPost(db: Db, viewer: string, id: string): Promise<PostDetail> {
  const [rows, comments] = await Promise.all([
    rowsOf<PostRow>(
      db,
      selectPosts(viewer, sql`p.id = ${id} and ${visiblePost(viewer)}`, sql`p.id`, 1, null),
    ),
    commentsOf(db, viewer, id),
  ]);
  const row = rows[0];
  if (!row) throw postNotFound();
  return { ...summaryOf(row, viewer, row.body), body: row.body, comments };
}
