// The one statement that reads posts (the feed's pages and the post page), the rule for which posts
// a viewer may see, and a row as the API's post summary.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { PostSummary, PostTopic, PostVehicleCard } from '../../../shared/community.ts';
import {
  authorOf,
  blockedBy,
  excerptOf,
  imageOf,
  parseJson,
  postNotFound,
  rowsOf,
} from './common.ts';
import { iso, isoOrNull } from '../../lib/timestamps.ts';

export interface PostRow {
  feed_version?: number;
  viewer_blocks?: boolean;
  id: string;
  user_id: string;
  title: string;
  body: string;
  topic: string;
  make: string | null;
  model: string | null;
  year: number | null;
  vehicle: unknown;
  like_count: number;
  comment_count: number;
  created_at: Date | string;
  created_key: string;
  edited_at: Date | string | null;
  author_name: string;
  author_avatar: string | null;
  liked: boolean;
  images: unknown;
}

/** Posts the viewer may see: not hidden (unless theirs), not by a member they blocked. */
export function visiblePost(viewer: string): SQL {
  return sql`(p.hidden_at is null or p.user_id = ${viewer}) and not ${blockedBy(viewer, sql`p.user_id`)}`;
}

/** The one statement behind the feed and the post page. `bodyChars` null: the whole body. */
export function selectPosts(
  viewer: string,
  where: SQL,
  orderBy: SQL,
  limit: number,
  bodyChars: number | null,
  extra: SQL = sql``,
): SQL {
  const body = bodyChars === null ? sql`p.body` : sql`left(p.body, ${bodyChars})`;
  return sql`
    select ${extra} p.id, p.user_id, p.title, ${body} as body, p.topic, p.make, p.model, p.year, p.vehicle,
      p.like_count, p.comment_count, p.created_at, p.created_at::text as created_key, p.edited_at,
      u.name as author_name, u.avatar_url as author_avatar,
      exists (select 1 from community_likes l where l.post_id = p.id and l.user_id = ${viewer}) as liked,
      (select coalesce(json_agg(json_build_object('id', i.id, 'storageKey', i.storage_key,
          'width', i.width, 'height', i.height) order by i.position, i.created_at), '[]'::json)
        from community_images i where i.post_id = p.id) as images
    from community_posts p
    join users u on u.id = p.user_id
    where ${where}
    order by ${orderBy}
    limit ${limit}`;
}

export function summaryOf(row: PostRow, viewer: string, body: string): PostSummary {
  return {
    id: row.id,
    author: authorOf({ id: row.user_id, name: row.author_name, avatarUrl: row.author_avatar }),
    title: row.title,
    excerpt: excerptOf(body),
    topic: row.topic as PostTopic,
    make: row.make,
    model: row.model,
    year: row.year === null ? null : Number(row.year),
    images: parseJson<{ id: string; storageKey: string; width: number; height: number }[]>(
      row.images,
      [],
    ).map(imageOf),
    vehicle: parseJson<PostVehicleCard | null>(row.vehicle, null),
    likeCount: Number(row.like_count),
    commentCount: Number(row.comment_count),
    likedByMe: Boolean(row.liked),
    mine: row.user_id === viewer,
    createdAt: iso(row.created_at),
    editedAt: isoOrNull(row.edited_at),
  };
}

/** The post if the viewer may see it (for comments, likes and reports on it), else 404. */
export async function visiblePostRow(
  db: Db,
  viewer: string,
  id: string,
): Promise<{ id: string; userId: string; title: string }> {
  const [row] = await rowsOf<{ id: string; user_id: string; title: string }>(
    db,
    sql`select p.id, p.user_id, p.title from community_posts p where p.id = ${id} and ${visiblePost(viewer)}`,
  );
  if (!row) throw postNotFound();
  return { id: row.id, userId: row.user_id, title: row.title };
}
