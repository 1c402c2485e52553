// Reading posts: the feed (keyset pages over (created_at, id), or (like_count, created_at, id) for
// "top") and one post with its comments. A page is ONE SQL statement whatever its size: the
// author, the images and "liked by me" come from joins and correlated subqueries, not per post
// (a kept page, feed-cache.ts, needs one small statement instead). Posts of members the viewer
// blocked are left out. Hidden posts (reported, pending review) are left out of the feed, except
// in the author's own list (authorId = me); the post page shows a hidden post to its author only.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type {
  CommentReply,
  CommentReplyLeaf,
  FeedPage,
  PostDetail,
  PostSummary,
  PostTopic,
  PostVehicleCard,
  feedQuerySchema,
} from '../../../shared/community.ts';
import type { z } from 'zod';
import { keepPage, keptPage, type SharedPage } from './feed-cache.ts';
import type { FeedLive } from './feed-live.ts';
import { communityVersion } from './schema.ts';
import {
  authorOf,
  blockedBy,
  excerptOf,
  imageOf,
  parseJson,
  postNotFound,
  rowsOf,
} from './common.ts';
import { UUID } from '../../lib/path-ids.ts';
import { iso, isoOrNull } from '../../lib/timestamps.ts';

export type FeedQuery = z.output<typeof feedQuerySchema>;

interface PostRow {
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
function selectPosts(
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

function summaryOf(row: PostRow, viewer: string, body: string): PostSummary {
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

// ---------------------------------------------------------------- cursors

interface Cursor {
  /** created_at as PostgreSQL prints it (exact to the microsecond). */
  t: string;
  i: string;
  /** like_count, for the "top" sorts. */
  l?: number;
}

const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(?:\.\d{1,6})?[+-]\d{2}(?::\d{2})?$/;

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

const badCursor = () =>
  new AppError('validation_failed', 'cursor: not a cursor this feed gave out. Start from the top.');

function decodeCursor(text: string, top: boolean): Cursor {
  let value: Partial<Cursor>;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Partial<Cursor>;
  } catch {
    throw badCursor();
  }
  if (
    typeof value !== 'object' ||
    value === null ||
    typeof value.t !== 'string' ||
    !TIMESTAMP_TEXT.test(value.t) ||
    typeof value.i !== 'string' ||
    !UUID.test(value.i) ||
    (top && (typeof value.l !== 'number' || !Number.isInteger(value.l)))
  ) {
    throw badCursor();
  }
  return { t: value.t, i: value.i, l: value.l };
}

// ---------------------------------------------------------------- feed

/** The kept-page key: everything that decides a page but the viewer. */
function pageKey(query: FeedQuery): string {
  return JSON.stringify([
    query.sort,
    query.topic,
    query.make?.toLowerCase(),
    query.model?.toLowerCase(),
    query.year,
    query.q,
    query.authorId,
    query.cursor,
    query.limit,
  ]);
}

// The one statement a kept page costs, prepared once per database (and by the driver once per
// connection): the community's version, whether the viewer blocks anyone, their likes on the page.
function buildViewerPart(db: Db) {
  const viewer = sql.placeholder('viewer');
  return db
    .select({
      version: communityVersion.version,
      blocks: sql<boolean>`exists (select 1 from community_blocks where user_id = ${viewer})`,
      liked: sql<unknown>`(select coalesce(json_agg(post_id), '[]'::json) from community_likes
        where user_id = ${viewer} and post_id = any(${sql.placeholder('ids')}::uuid[]))`,
    })
    .from(communityVersion)
    .where(eq(communityVersion.id, 1))
    .prepare('odo_feed_viewer_part');
}

const viewerParts = new WeakMap<Db, ReturnType<typeof buildViewerPart>>();

/** The viewer's part of a kept page, read with the current version in one statement. */
async function viewerPart(db: Db, viewer: string, postIds: string[]) {
  let query = viewerParts.get(db);
  if (!query) {
    query = buildViewerPart(db);
    viewerParts.set(db, query);
  }
  const [row] = await query.execute({ viewer, ids: `{${postIds.join(',')}}` });
  return {
    version: Number(row?.version ?? -1),
    blocks: Boolean(row?.blocks),
    liked: new Set(parseJson<string[]>(row?.liked, [])),
  };
}

/**
 * GET /api/community/posts: one page, newest (or most liked) first, as JSON text. A kept page
 * holds each post's shared fields already serialised; only "likedByMe" and "mine" are added.
 * With `live`, the member's whole answer is kept too and asked again costs no query (feed-live.ts).
 */
export async function listFeedJson(
  db: Db,
  viewer: string,
  query: FeedQuery,
  live?: FeedLive,
): Promise<string> {
  // Pages that depend on who asks (my cars, my own list with its hidden posts) are never kept.
  const shareable = query.mine === undefined && query.authorId !== viewer;
  const key = shareable ? pageKey(query) : null;
  const answered = key === null ? undefined : live?.answer(viewer, key);
  if (answered !== undefined) return answered;
  const generation = live?.generation() ?? 0;
  let kept = key === null ? undefined : keptPage(db, key);
  let liked: Set<string>;
  let version: number | null = null;
  if (kept) {
    const part = await viewerPart(db, viewer, kept.ids);
    if (part.version !== kept.version || part.blocks) kept = undefined;
    else version = part.version;
    liked = part.liked;
  }
  if (!kept) {
    const page = await readFeed(db, viewer, query);
    const shared = sharedPage(page);
    if (key !== null && page.version !== null && !page.viewerBlocks) keepPage(db, key, shared);
    kept = shared;
    version = page.version;
    liked = new Set(page.posts.filter((post) => post.likedByMe).map((post) => post.id));
  }
  const posts = kept.posts.map(
    (json, index) =>
      `${json},"likedByMe":${liked!.has(kept.ids[index]!)},"mine":${kept.authors[index] === viewer}}`,
  );
  const json = `{"posts":[${posts.join(',')}],"nextCursor":${JSON.stringify(kept.nextCursor)}}`;
  if (key !== null && version !== null) live?.learned(viewer, key, version, json, generation);
  return json;
}

/** The page's shared part: each post as JSON without its closing brace (and without the viewer's fields). */
function sharedPage(page: FeedPage & { version: number | null }): SharedPage {
  return {
    version: page.version ?? -1,
    ids: page.posts.map((post) => post.id),
    authors: page.posts.map((post) => post.author.id),
    posts: page.posts.map(({ likedByMe: _liked, mine: _mine, ...shared }) =>
      JSON.stringify(shared).slice(0, -1),
    ),
    nextCursor: page.nextCursor,
  };
}

async function readFeed(
  db: Db,
  viewer: string,
  query: FeedQuery,
): Promise<FeedPage & { version: number | null; viewerBlocks: boolean }> {
  const top = query.sort !== 'new';
  const conditions: SQL[] = [
    query.authorId === viewer ? visiblePost(viewer) : sql`p.hidden_at is null`,
    sql`not ${blockedBy(viewer, sql`p.user_id`)}`,
  ];
  if (query.sort === 'top_week') conditions.push(sql`p.created_at > now() - interval '7 days'`);
  if (query.topic) conditions.push(sql`p.topic = ${query.topic}`);
  if (query.make) conditions.push(sql`lower(p.make) = lower(${query.make})`);
  if (query.model) conditions.push(sql`lower(p.model) = lower(${query.model})`);
  if (query.year !== undefined) conditions.push(sql`p.year = ${query.year}`);
  if (query.authorId) conditions.push(sql`p.user_id = ${query.authorId}`);
  if (query.q) conditions.push(sql`p.search @@ websearch_to_tsquery('english', ${query.q})`);
  if (query.mine === 'cars') {
    // A post tagged with a make (and maybe a model) that some car in my garage has.
    conditions.push(sql`exists (select 1 from vehicles v where v.user_id = ${viewer}
      and lower(v.make) = lower(p.make) and (p.model is null or lower(v.model) = lower(p.model)))`);
  }
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor, top);
    conditions.push(
      top
        ? sql`(p.like_count, p.created_at, p.id) < (${cursor.l}, ${cursor.t}::timestamptz, ${cursor.i}::uuid)`
        : sql`(p.created_at, p.id) < (${cursor.t}::timestamptz, ${cursor.i}::uuid)`,
    );
  }
  const orderBy = top
    ? sql`p.like_count desc, p.created_at desc, p.id desc`
    : sql`p.created_at desc, p.id desc`;
  // The version is read in the page's own statement (same snapshot): a kept page is exactly it.
  const rows = await rowsOf<PostRow>(
    db,
    selectPosts(
      viewer,
      sql.join(conditions, sql` and `),
      orderBy,
      query.limit + 1,
      800,
      sql`(select version from community_version where id = 1) as feed_version,
        exists (select 1 from community_blocks where user_id = ${viewer}) as viewer_blocks,`,
    ),
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    // An empty page carries no version; it is simply not kept.
    version: rows[0]?.feed_version === undefined ? null : Number(rows[0].feed_version),
    viewerBlocks: Boolean(rows[0]?.viewer_blocks),
    posts: page.map((row) => summaryOf(row, viewer, row.body)),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor({
            t: last.created_key,
            i: last.id,
            ...(top ? { l: Number(last.like_count) } : {}),
          })
        : null,
  };
}

// ---------------------------------------------------------------- one post

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
