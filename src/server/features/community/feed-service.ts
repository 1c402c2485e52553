// Reading the feed: keyset pages over (created_at, id), or (like_count, created_at, id) for "top"
// (the cursor: feed-cursor.ts; one post: post-detail-service.ts). A page is ONE SQL statement
// whatever its size: the author, the images and "liked by me" come from joins and correlated
// subqueries, not per post (a kept page, feed-cache.ts, needs one small statement instead). Posts
// of members the viewer blocked are left out. Hidden posts (reported, pending review) are left
// out of the feed, except in the author's own list (authorId = me).
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { FeedPage, feedQuerySchema } from '../../../shared/community.ts';
import type { z } from 'zod';
import { keepPage, keptPage, type SharedPage } from './feed-cache.ts';
import { decodeCursor, encodeCursor } from './feed-cursor.ts';
import type { FeedLive } from './feed-live.ts';
import { selectPosts, summaryOf, visiblePost, type PostRow } from './post-select.ts';
import { communityVersion } from './schema.ts';
import { blockedBy, parseJson, rowsOf } from './common.ts';

export type FeedQuery = z.output<typeof feedQuerySchema>;

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
