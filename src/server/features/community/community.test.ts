import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUsers, userNotifications, users } from '../../db/schema.ts';
import { createTestApp, json, openTestDatabase, type TestClient } from '../../test/harness.ts';
import {
  DRAFTS_MAX,
  REPORTS_TO_HIDE,
  type CommentReply,
  type CommunityProfile,
  type DraftReply,
  type FeedPage,
  type PostDetail,
  type PostImage,
} from '../../../shared/community.ts';
import { purgeExpired } from '../jobs/purge.ts';
import { storageFor } from '../storage/storage.ts';
import { communityBans, communityImages, communityPosts } from './schema.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'odo-community-'));
/** Counts (and keeps) the SQL statements the app sends while `counting` is on. */
const statements = { counting: false, count: 0, texts: [] as string[] };
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  const database = await openTestDatabase({
    queryLogger: {
      logQuery: (query: string) => {
        // The notification bus handles announcements of earlier likes whenever PostgreSQL
        // delivers them (its push claim): not part of the request being counted.
        if (statements.counting && !/user_notifications|push_subscriptions/.test(query)) {
          statements.count += 1;
          statements.texts.push(query);
        }
      },
    },
  });
  // Generous limits here; the limit itself is proven with a strict app below.
  t = await createTestApp({
    database,
    env: {
      DATA_DIR: dataDir,
      COMMUNITY_POST_RATE_LIMIT_MAX: '1000',
      COMMUNITY_COMMENT_RATE_LIMIT_MAX: '1000',
      COMMUNITY_LIKE_RATE_LIMIT_MAX: '1000',
      COMMUNITY_IMAGE_RATE_LIMIT_MAX: '1000',
    },
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Member {
  client: TestClient;
  id: string;
  name: string;
}

async function member(name = 'Ana'): Promise<Member> {
  const client = t.client();
  const { id } = await client.signUp({ name });
  return { client, id, name };
}

function patch(client: TestClient, url: string, body: unknown) {
  return client.request(url, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

const del = (client: TestClient, url: string) => client.request(url, { method: 'DELETE' });

let counter = 0;
async function post(who: Member, extra: Record<string, unknown> = {}): Promise<PostDetail> {
  counter += 1;
  const response = await who.client.post('/api/community/posts', {
    title: `Post number ${counter}`,
    body: `Some **text** for post ${counter}.`,
    topic: 'question',
    ...extra,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return json<PostDetail>(response);
}

async function feed(who: Member, query: Record<string, string> = {}): Promise<FeedPage> {
  const response = await who.client.get(`/api/community/posts?${new URLSearchParams(query)}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return json<FeedPage>(response);
}

async function comment(who: Member, postId: string, body: string, parentId?: string) {
  const response = await who.client.post(`/api/community/posts/${postId}/comments`, {
    body,
    ...(parentId && { parentId }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return json<CommentReply>(response);
}

async function detail(who: Member, id: string) {
  const response = await who.client.get(`/api/community/posts/${id}`);
  return { status: response.status, post: response.ok ? await json<PostDetail>(response) : null };
}

async function jpeg(width = 400, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#cc6633' } })
    .jpeg()
    .toBuffer();
}

function upload(client: TestClient, bytes: Uint8Array, name = 'car.jpg') {
  const form = new FormData();
  form.append('photo', new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'image/jpeg' }));
  return client.request('/api/community/images', { method: 'POST', body: form });
}

async function notificationsOf(userId: string, type: string) {
  return t.db
    .select()
    .from(userNotifications)
    .where(and(eq(userNotifications.userId, userId), eq(userNotifications.type, type)));
}

let ana: Member;
let ben: Member;
let cleo: Member;
beforeAll(async () => {
  [ana, ben, cleo] = await Promise.all([member('Ana'), member('Ben'), member('Cleo')]);
});

describe('posts', () => {
  it('creates a post and answers it with author, tags and counts', async () => {
    const created = await post(ana, {
      title: '  Brake squeal on a 2015 Corolla  ',
      body: '# Help\n\nMy brakes **squeal** when cold. [pic](https://example.com)',
      topic: 'maintenance',
      make: 'Toyota',
      model: 'Corolla',
      year: 2015,
    });
    expect(created).toMatchObject({
      author: { id: ana.id, name: 'Ana', avatarUrl: null },
      title: 'Brake squeal on a 2015 Corolla',
      excerpt: 'Help My brakes squeal when cold. pic',
      topic: 'maintenance',
      make: 'Toyota',
      model: 'Corolla',
      year: 2015,
      images: [],
      vehicle: null,
      likeCount: 0,
      commentCount: 0,
      likedByMe: false,
      mine: true,
      editedAt: null,
      comments: [],
    });
    const seen = await detail(ben, created.id);
    expect(seen.post).toMatchObject({ id: created.id, mine: false, body: created.body });
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const before = (await t.db.select().from(communityPosts)).length;
    const bad = [
      { title: 'Hi', body: 'x', topic: 'question' },
      { title: 'A title', body: '   ', topic: 'question' },
      { title: 'A title', body: 'x', topic: 'gossip' },
      { title: 'A title', body: 'x', topic: 'question', extra: 1 },
      { title: 'A title', body: 'x'.repeat(10_001), topic: 'question' },
      { title: 'A title', body: 'x', topic: 'question', imageIds: [randomUUID()] },
    ];
    for (const body of bad) {
      const response = await ana.client.post('/api/community/posts', body);
      expect(response.status).toBe(400);
      const reply = await json<{ error: { code: string; message: string } }>(response);
      expect(reply.error.code).toBe('validation_failed');
      expect(reply.error.message.length).toBeGreaterThan(5);
    }
    expect((await t.db.select().from(communityPosts)).length).toBe(before);
  });

  it('attaches a garage car as a card, and 404s for a car that is not mine', async () => {
    const car = await json<{ id: string }>(
      await ana.client.post('/api/garage/vehicles', {
        year: 2018,
        make: 'Mazda',
        model: 'CX-5',
        mileage: 60_000,
        nickname: 'Blue',
      }),
    );
    const created = await post(ana, { vehicleId: car.id });
    expect(created.vehicle).toEqual({
      year: 2018,
      make: 'Mazda',
      model: 'CX-5',
      trim: '',
      nickname: 'Blue',
      mileage: 60_000,
      imageUrl: null,
    });
    const response = await ben.client.post('/api/community/posts', {
      title: 'Not my car',
      body: 'x',
      topic: 'showcase',
      vehicleId: car.id,
    });
    expect(response.status).toBe(404);
  });

  it("answers 404 for another member's post exactly like a missing one", async () => {
    const mine = await post(ana);
    const missing = randomUUID();
    for (const id of [mine.id, missing]) {
      const edit = await patch(ben.client, `/api/community/posts/${id}`, { title: 'Hijacked' });
      expect(edit.status).toBe(404);
      expect(await edit.json()).toEqual({ error: { code: 'not_found', message: 'No such post.' } });
      expect((await del(ben.client, `/api/community/posts/${id}`)).status).toBe(404);
    }
    expect((await ben.client.get('/api/community/posts/not-a-uuid')).status).toBe(404);
    expect((await detail(ana, mine.id)).post?.title).toBe(mine.title);
  });

  it('edits (sets editedAt) and deletes own posts with their comments and likes', async () => {
    const mine = await post(ana);
    const edited = await patch(ana.client, `/api/community/posts/${mine.id}`, {
      title: 'A better title',
      make: 'Honda',
    });
    expect(edited.status).toBe(200);
    const body = await json<PostDetail>(edited);
    expect(body).toMatchObject({ title: 'A better title', make: 'Honda', body: mine.body });
    expect(body.editedAt).not.toBeNull();
    expect(
      (await patch(ana.client, `/api/community/posts/${mine.id}`, { title: 'x' })).status,
    ).toBe(400);

    await comment(ben, mine.id, 'Nice');
    await ben.client.post(`/api/community/posts/${mine.id}/like`);
    expect((await del(ana.client, `/api/community/posts/${mine.id}`)).status).toBe(204);
    expect((await detail(ana, mine.id)).status).toBe(404);
  });

  it('refuses members an operator banned with 403', async () => {
    const banned = await member('Spammer');
    await t.db.insert(communityBans).values({ userId: banned.id, reason: 'spam' });
    const response = await banned.client.post('/api/community/posts', {
      title: 'Buy now',
      body: 'x',
      topic: 'question',
    });
    expect(response.status).toBe(403);
    expect((await json<{ error: { message: string } }>(response)).error.message).toMatch(
      /suspended/,
    );
  });
});

describe('the feed', () => {
  it('pages with a cursor that neither repeats nor skips when new posts arrive', async () => {
    const author = await member('Pager');
    const made: string[] = [];
    for (let i = 0; i < 5; i += 1) made.push((await post(author)).id);
    const newestFirst = [...made].reverse();

    const first = await feed(ben, { authorId: author.id, limit: '2' });
    expect(first.posts.map((p) => p.id)).toEqual(newestFirst.slice(0, 2));
    expect(first.nextCursor).toEqual(expect.any(String));

    await post(author);
    await post(author);

    const second = await feed(ben, { authorId: author.id, limit: '2', cursor: first.nextCursor! });
    const third = await feed(ben, { authorId: author.id, limit: '2', cursor: second.nextCursor! });
    expect([...second.posts, ...third.posts].map((p) => p.id)).toEqual(newestFirst.slice(2));
    expect(third.nextCursor).toBeNull();

    for (const cursor of ['nonsense', Buffer.from('{"t":"x","i":"y"}').toString('base64url')]) {
      const response = await ben.client.get(`/api/community/posts?cursor=${cursor}`);
      expect(response.status).toBe(400);
    }
    expect((await ben.client.get('/api/community/posts?sort=hot')).status).toBe(400);
    expect((await ben.client.get('/api/community/posts?limit=500')).status).toBe(400);
  });

  it('searches the text and filters by tags, author and my cars', async () => {
    const author = await member('Tagger');
    const wrx = await post(author, {
      title: 'Turbo flutter on my WRX',
      body: 'The turbocharger makes a fluttering noise.',
      topic: 'maintenance',
      make: 'Subaru',
      model: 'WRX',
      year: 2016,
    });
    const civic = await post(author, {
      title: 'Civic long-term review',
      body: 'Three years with the Civic.',
      topic: 'review',
      make: 'Honda',
      model: 'Civic',
      year: 2019,
    });
    const ids = async (query: Record<string, string>) =>
      (await feed(cleo, { authorId: author.id, ...query })).posts.map((p) => p.id);

    expect(await ids({ q: 'turbocharger noises' })).toEqual([wrx.id]);
    expect(await ids({ q: 'review -turbo' })).toEqual([civic.id]);
    expect(await ids({ topic: 'review' })).toEqual([civic.id]);
    expect(await ids({ make: 'subaru' })).toEqual([wrx.id]);
    expect(await ids({ make: 'Honda', model: 'Civic', year: '2019' })).toEqual([civic.id]);
    expect(await ids({ year: '2020' })).toEqual([]);
    expect(await ids({ mine: 'cars' })).toEqual([]);
    await cleo.client.post('/api/garage/vehicles', {
      year: 2012,
      make: 'Honda',
      model: 'Civic',
      mileage: 1000,
    });
    expect(await ids({ mine: 'cars' })).toEqual([civic.id]);
    expect((await feed(cleo, { q: 'fluttering' })).posts.map((p) => p.id)).toContain(wrx.id);
  });

  it('sorts by likes this week and of all time', async () => {
    const author = await member('Topper');
    const old = await post(author, { title: 'An old favourite' });
    const fresh = await post(author, { title: 'A new one' });
    const quiet = await post(author, { title: 'A quiet one' });
    await t.db
      .update(communityPosts)
      .set({ createdAt: new Date(Date.now() - 10 * 86_400_000), likeCount: 9 })
      .where(eq(communityPosts.id, old.id));
    await ben.client.post(`/api/community/posts/${fresh.id}/like`);
    const order = async (sort: string) =>
      (await feed(cleo, { authorId: author.id, sort })).posts.map((p) => p.id);
    expect(await order('top_all')).toEqual([old.id, fresh.id, quiet.id]);
    expect(await order('top_week')).toEqual([fresh.id, quiet.id]);
    const page = await feed(cleo, { authorId: author.id, sort: 'top_all', limit: '1' });
    const next = await feed(cleo, {
      authorId: author.id,
      sort: 'top_all',
      limit: '2',
      cursor: page.nextCursor!,
    });
    expect(next.posts.map((p) => p.id)).toEqual([fresh.id, quiet.id]);
  });

  it('reads a page in a fixed number of SQL statements, 1 post or 20', async () => {
    const author = await member('Counter');
    const other = await member('Liker');
    const image = await json<PostImage>(await upload(author.client, await jpeg()));
    await post(author, { imageIds: [image.id] });
    const countFor = async (limit: string) => {
      statements.count = 0;
      statements.counting = true;
      const page = await feed(other, { authorId: author.id, limit });
      statements.counting = false;
      return { statements: statements.count, posts: page.posts.length };
    };
    const one = await countFor('1');
    for (let i = 0; i < 21; i += 1) {
      const created = await post(author);
      if (i % 2 === 0) await other.client.post(`/api/community/posts/${created.id}/like`);
    }
    const twenty = await countFor('20');
    expect(one.posts).toBe(1);
    expect(twenty.posts).toBe(20);
    expect(twenty.statements).toBe(one.statements);
    // The session lookup and the page itself.
    expect(one.statements).toBeLessThanOrEqual(2);
    const page = await feed(other, { authorId: author.id, limit: '50' });
    expect(page.posts.filter((p) => p.likedByMe)).toHaveLength(11);
    expect(page.posts.at(-1)?.images).toEqual([image]);
  });
});

describe('kept feed pages', () => {
  it('share a page between members but never answer one older than the last write', async () => {
    const author = await member('Keeper');
    const reader = await member('Reader');
    const first = await post(author, { title: 'Kept page post' });
    const query = { authorId: author.id, limit: '5' };
    const page = async (who: Member) => (await feed(who, query)).posts;

    expect((await page(reader))[0]).toMatchObject({ id: first.id, mine: false, likedByMe: false });
    // The same page for its author: "mine" is theirs, not the reader's.
    expect((await page(author))[0]).toMatchObject({ mine: true });
    // A kept hit costs the session lookup and one statement.
    statements.count = 0;
    statements.texts = [];
    statements.counting = true;
    await page(reader);
    statements.counting = false;
    expect(statements.count).toBe(2);
    // …and that one is the small one (version, likes, blocks), not the page's.
    expect(statements.texts.some((text) => text.includes('from "community_version"'))).toBe(true);
    expect(statements.texts.some((text) => text.includes('from community_posts'))).toBe(false);

    await reader.client.post(`/api/community/posts/${first.id}/like`);
    expect((await page(reader))[0]).toMatchObject({ likeCount: 1, likedByMe: true });
    expect((await page(cleo))[0]).toMatchObject({ likeCount: 1, likedByMe: false });

    const second = await post(author, { title: 'Another one' });
    expect((await page(cleo)).map((p) => p.id)).toEqual([second.id, first.id]);

    // A member's new name shows at once (users writes bump the version too).
    await t.db.update(users).set({ name: 'Keeper Renamed' }).where(eq(users.id, author.id));
    expect((await page(cleo))[0]!.author.name).toBe('Keeper Renamed');

    // A member who blocks someone reads their own page.
    await cleo.client.post(`/api/community/profiles/${author.id}/block`);
    expect(await page(cleo)).toEqual([]);
    expect(await page(reader)).toHaveLength(2);
    await del(cleo.client, `/api/community/profiles/${author.id}/block`);
  });
});

describe('comments', () => {
  it('nests one level of replies, keeps counts and notifies the author and the commenter', async () => {
    const thread = await post(ana, { title: 'Which oil for a 2010 Golf?' });
    const first = await comment(ben, thread.id, 'Use 5W-30.');
    expect(first).toMatchObject({
      parentId: null,
      author: { id: ben.id, name: 'Ben' },
      body: 'Use 5W-30.',
      deleted: false,
      mine: true,
      replies: [],
    });
    const reply = await comment(cleo, thread.id, 'Agreed, VW 504.00.', first.id);
    await comment(ana, thread.id, 'Thanks!', first.id);
    const second = await comment(cleo, thread.id, 'Check the manual.');

    // Replies to replies and comments of other posts are refused.
    for (const parentId of [reply.id, (await comment(ana, (await post(ana)).id, 'x')).id]) {
      const response = await ben.client.post(`/api/community/posts/${thread.id}/comments`, {
        body: 'Nested',
        parentId,
      });
      expect(response.status).toBe(400);
    }

    const seen = (await detail(ben, thread.id)).post!;
    expect(seen.commentCount).toBe(4);
    expect(seen.comments.map((c) => [c.body, c.replies.map((r) => r.body)])).toEqual([
      ['Use 5W-30.', ['Agreed, VW 504.00.', 'Thanks!']],
      ['Check the manual.', []],
    ]);

    const link = `/community/post/${thread.id}`;
    const comments = (await notificationsOf(ana.id, 'comment')).filter((n) => n.linkPath === link);
    // A reply on my post is a comment on it for me too; my own reply notifies nobody.
    expect(comments.map((n) => n.message).sort()).toEqual([
      'Ben commented on “Which oil for a 2010 Golf?”: “Use 5W-30.”',
      'Cleo commented on “Which oil for a 2010 Golf?”: “Agreed, VW 504.00.”',
      'Cleo commented on “Which oil for a 2010 Golf?”: “Check the manual.”',
    ]);
    const replies = (await notificationsOf(ben.id, 'reply')).filter((n) => n.linkPath === link);
    expect(replies.map((n) => n.message).sort()).toEqual([
      'Ana replied to your comment: “Thanks!”',
      'Cleo replied to your comment: “Agreed, VW 504.00.”',
    ]);

    // A deleted comment with replies stays as a placeholder; without replies it is gone.
    expect((await del(ben.client, `/api/community/comments/${first.id}`)).status).toBe(204);
    expect((await del(cleo.client, `/api/community/comments/${second.id}`)).status).toBe(204);
    const after = (await detail(ana, thread.id)).post!;
    expect(after.commentCount).toBe(2);
    expect(after.comments).toHaveLength(1);
    expect(after.comments[0]).toMatchObject({
      id: first.id,
      author: null,
      body: null,
      deleted: true,
    });
    expect(after.comments[0]!.replies).toHaveLength(2);

    // The last reply takes the placeholder with it.
    const [r1, r2] = after.comments[0]!.replies;
    await del(cleo.client, `/api/community/comments/${r1!.id}`);
    await del(ana.client, `/api/community/comments/${r2!.id}`);
    const empty = (await detail(ana, thread.id)).post!;
    expect(empty.comments).toEqual([]);
    expect(empty.commentCount).toBe(0);
  });

  it("edits own comments only; another member's comment is a 404", async () => {
    const thread = await post(ana);
    const mine = await comment(ben, thread.id, 'First');
    const edited = await patch(ben.client, `/api/community/comments/${mine.id}`, { body: 'Fixed' });
    expect(edited.status).toBe(200);
    expect(await json<CommentReply>(edited)).toMatchObject({
      body: 'Fixed',
      editedAt: expect.any(String),
    });
    expect(
      (await patch(ana.client, `/api/community/comments/${mine.id}`, { body: 'Mine now' })).status,
    ).toBe(404);
    expect((await del(ana.client, `/api/community/comments/${mine.id}`)).status).toBe(404);
    expect(
      (await patch(ben.client, `/api/community/comments/${mine.id}`, { body: '  ' })).status,
    ).toBe(400);
    expect(
      (await ben.client.post(`/api/community/posts/${randomUUID()}/comments`, { body: 'x' }))
        .status,
    ).toBe(404);
  });
});

describe('likes', () => {
  it('counts one like per member under parallel toggles and groups the notification', async () => {
    const liked = await post(ana, { title: 'Sunday drive' });
    const fans = await Promise.all(['Dev', 'Eli', 'Fay', 'Gus', 'Hal'].map((n) => member(n)));
    const replies = await Promise.all(
      fans.map((fan) => fan.client.post(`/api/community/posts/${liked.id}/like`)),
    );
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await detail(ana, liked.id)).post!.likeCount).toBe(5);

    // One member toggling twice at once: liked then not, and the count follows the rows.
    const twice = await Promise.all([
      ben.client.post(`/api/community/posts/${liked.id}/like`),
      ben.client.post(`/api/community/posts/${liked.id}/like`),
    ]);
    const answers = await Promise.all(twice.map((r) => json<{ liked: boolean }>(r)));
    expect(answers.map((a) => a.liked).sort()).toEqual([false, true]);
    const view = (await detail(ben, liked.id)).post!;
    expect(view).toMatchObject({ likeCount: 5, likedByMe: false });

    const toggled = await json<{ liked: boolean; likeCount: number }>(
      await ben.client.post(`/api/community/posts/${liked.id}/like`),
    );
    expect(toggled).toEqual({ liked: true, likeCount: 6 });

    const notes = await notificationsOf(ana.id, 'like');
    const grouped = notes.filter((n) => n.groupKey === `like:post:${liked.id}`);
    expect(grouped).toHaveLength(1);
    // Ben liked, took it back and liked again: announced once (toggling farms no notices).
    expect(grouped[0]!.actorCount).toBe(6);
    expect(grouped[0]!.message).toMatch(/^\w+ and 5 others liked “Sunday drive”$/);

    // Liking your own post notifies nobody.
    await ana.client.post(`/api/community/posts/${liked.id}/like`);
    expect(
      (await notificationsOf(ana.id, 'like')).find((n) => n.id === grouped[0]!.id)?.actorCount,
    ).toBe(6);
    expect((await ben.client.post(`/api/community/posts/${randomUUID()}/like`)).status).toBe(404);
  });
});

describe('blocks', () => {
  it("hides a blocked member's posts and comments from the blocker, and their notifications", async () => {
    const troll = await member('Troll');
    const blocker = await member('Blocker');
    const theirs = await post(troll, { title: 'Troll post' });
    const mine = await post(blocker, { title: 'My post' });
    const kept = await comment(cleo, mine.id, 'Kind words');
    const rude = await comment(troll, mine.id, 'Rude words');
    await comment(cleo, mine.id, 'A reply to the rude one', rude.id);

    expect((await blocker.client.post(`/api/community/profiles/${blocker.id}/block`)).status).toBe(
      400,
    );
    const blocked = await blocker.client.post(`/api/community/profiles/${troll.id}/block`);
    expect(blocked.status).toBe(200);
    expect(await json<CommunityProfile>(blocked)).toMatchObject({ id: troll.id, blocked: true });

    const ids = (await feed(blocker, { limit: '50' })).posts.map((p) => p.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect((await feed(blocker, { authorId: troll.id })).posts).toEqual([]);
    expect((await detail(blocker, theirs.id)).status).toBe(404);
    const comments = (await detail(blocker, mine.id)).post!.comments;
    expect(comments.map((c) => [c.body, c.deleted, c.replies.length])).toEqual([
      ['Kind words', false, 0],
      [null, true, 1],
    ]);
    expect(comments[0]!.id).toBe(kept.id);
    // Others still see it.
    expect((await detail(cleo, theirs.id)).status).toBe(200);

    // The blocked member's comment and like reach the blocker no more.
    await comment(troll, mine.id, 'Still here');
    await troll.client.post(`/api/community/posts/${mine.id}/like`);
    expect(
      (await notificationsOf(blocker.id, 'comment')).filter((n) => n.message.startsWith('Troll')),
    ).toHaveLength(1);
    expect(await notificationsOf(blocker.id, 'like')).toEqual([]);

    const unblocked = await del(blocker.client, `/api/community/profiles/${troll.id}/block`);
    expect(await json<CommunityProfile>(unblocked)).toMatchObject({ blocked: false });
    expect((await detail(blocker, theirs.id)).status).toBe(200);
  });

  it('answers profiles with counts; an unknown member is a 404', async () => {
    const who = await member('Profiled');
    await post(who);
    const thread = await post(ana);
    await comment(who, thread.id, 'Hello');
    const response = await ben.client.get(`/api/community/profiles/${who.id}`);
    expect(await json<CommunityProfile>(response)).toEqual({
      id: who.id,
      name: 'Profiled',
      avatarUrl: null,
      memberSince: expect.any(String),
      postCount: 1,
      commentCount: 1,
      blocked: false,
      isMe: false,
    });
    expect((await ben.client.get('/api/community/profiles/nobody-here')).status).toBe(404);
    expect((await ben.client.get('/api/community/profiles/bad%20id')).status).toBe(404);
    expect((await ben.client.post('/api/community/profiles/nobody-here/block')).status).toBe(404);
  });
});

/** Verified members whose accounts are two days old: their reports count fully (reports.test.ts). */
async function inGoodStanding(...members: Member[]) {
  for (const { id } of members) {
    await t.db
      .update(authUsers)
      .set({ emailVerified: true, createdAt: sql`now() - interval '2 days'` })
      .where(eq(authUsers.id, id));
  }
}

describe('reports', () => {
  it('hides content reported by 3 members pending review; repeats and own reports change nothing', async () => {
    await inGoodStanding(ana, ben, cleo);
    const author = await member('Reported');
    const target = await post(author, { title: 'Questionable advice' });
    const report = (who: Member, body: Record<string, unknown> = {}) =>
      who.client.post('/api/community/reports', {
        targetType: 'post',
        targetId: target.id,
        reason: 'unsafe_advice',
        ...body,
      });

    expect((await report(author)).status).toBe(400);
    expect((await report(ana, { reason: 'boring' })).status).toBe(400);
    expect((await report(ana, { targetId: randomUUID() })).status).toBe(404);
    expect((await report(ana)).status).toBe(201);
    expect((await report(ana, { note: 'again' })).status).toBe(200);
    expect((await detail(cleo, target.id)).status).toBe(200);

    const reporters = [ben, cleo].slice(0, REPORTS_TO_HIDE - 1);
    const answers = await Promise.all(reporters.map((who) => report(who)));
    expect(answers.map((r) => r.status)).toEqual([201, 201]);

    const [row] = await t.db.select().from(communityPosts).where(eq(communityPosts.id, target.id));
    expect(row!.reportCount).toBe(3);
    expect(row!.hiddenAt).not.toBeNull();
    expect((await detail(cleo, target.id)).status).toBe(404);
    expect((await feed(cleo, { authorId: author.id })).posts).toEqual([]);
    // Its author still sees it (and can edit or delete it).
    expect((await detail(author, target.id)).status).toBe(200);
    expect((await feed(author, { authorId: author.id })).posts).toHaveLength(1);
  });

  it('hides a reported comment too (a placeholder while it has replies)', async () => {
    const thread = await post(ana);
    const bad = await comment(ben, thread.id, 'Spam spam');
    const reporters = await Promise.all(['R1', 'R2', 'R3'].map((n) => member(n)));
    await inGoodStanding(...reporters);
    for (const who of reporters) {
      const response = await who.client.post('/api/community/reports', {
        targetType: 'comment',
        targetId: bad.id,
        reason: 'spam',
      });
      expect(response.status).toBe(201);
    }
    expect((await detail(cleo, thread.id)).post!.comments).toEqual([]);
    expect((await detail(ben, thread.id)).post!.comments.map((c) => c.body)).toEqual(['Spam spam']);
  });
});

describe('pictures', () => {
  it('stores an upload as WebP variants, serves it, and puts it on a post', async () => {
    const response = await upload(ana.client, await jpeg(1200, 900));
    expect(response.status).toBe(201);
    const image = await json<PostImage>(response);
    expect(image).toEqual({
      id: expect.any(String),
      url: expect.stringMatching(
        /^\/api\/files\/community\/[0-9a-f-]{36}\/[0-9a-f]{32}-800\.webp$/,
      ),
      width: 1200,
      height: 900,
    });
    const served = await ana.client.get(image.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');

    // Another member cannot use it; its owner can, once.
    const stolen = await ben.client.post('/api/community/posts', {
      title: 'Stolen picture',
      body: 'x',
      topic: 'showcase',
      imageIds: [image.id],
    });
    expect(stolen.status).toBe(400);
    const withImage = await post(ana, { imageIds: [image.id], topic: 'showcase' });
    expect(withImage.images).toEqual([image]);
    const again = await ana.client.post('/api/community/posts', {
      title: 'Same picture',
      body: 'x',
      topic: 'showcase',
      imageIds: [image.id],
    });
    expect(again.status).toBe(400);

    // Deleting the post deletes the picture's files.
    expect((await del(ana.client, `/api/community/posts/${withImage.id}`)).status).toBe(204);
    expect((await ana.client.get(image.url)).status).toBe(404);
    expect(
      await t.db.select().from(communityImages).where(eq(communityImages.id, image.id)),
    ).toEqual([]);
  });

  it('keeps pictures on an edit that does not name them, and deletes those an edit drops', async () => {
    const [a, b] = await Promise.all([
      upload(ana.client, await jpeg(500, 400)).then((r) => json<PostImage>(r)),
      upload(ana.client, await jpeg(600, 400)).then((r) => json<PostImage>(r)),
    ]);
    const created = await post(ana, { imageIds: [a.id, b.id] });
    const retitled = await patch(ana.client, `/api/community/posts/${created.id}`, {
      title: 'Retitled with pictures',
    });
    expect((await json<PostDetail>(retitled)).images).toEqual([a, b]);
    const reordered = await patch(ana.client, `/api/community/posts/${created.id}`, {
      imageIds: [b.id],
    });
    expect((await json<PostDetail>(reordered)).images).toEqual([b]);
    expect((await ana.client.get(a.url)).status).toBe(404);
    expect((await ana.client.get(b.url)).status).toBe(200);
  });

  it('takes a picture above the app-wide 2 MB body limit', async () => {
    const big = await sharp({
      create: {
        width: 1400,
        height: 1400,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 80 },
      },
    })
      .jpeg({ quality: 100 })
      .toBuffer();
    expect(big.byteLength).toBeGreaterThan(2 * 1024 * 1024);
    expect((await upload(ana.client, big)).status).toBe(201);
  });

  it('refuses a PDF renamed .jpg', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');
    const response = await upload(ana.client, pdf, 'invoice.jpg');
    expect(response.status).toBe(400);
    expect((await json<{ error: { message: string } }>(response)).error.message).toMatch(
      /not a picture/,
    );
  });

  it('purges free pictures older than a day, rows and files', async () => {
    const image = await json<PostImage>(await upload(ben.client, await jpeg()));
    const kept = await json<PostImage>(await upload(ben.client, await jpeg(300, 300)));
    await post(ben, { imageIds: [kept.id] });
    await t.db
      .update(communityImages)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(communityImages.userId, ben.id));
    const result = await purgeExpired(t.db, new Date(), storageFor(t.deps.config));
    expect(result.communityImages).toBeGreaterThanOrEqual(1);
    expect((await ben.client.get(image.url)).status).toBe(404);
    expect((await ben.client.get(kept.url)).status).toBe(200);
  });
});

describe('drafts', () => {
  it('keeps drafts (capped), updates the fields sent, and a post from a draft deletes it', async () => {
    const writer = await member('Writer');
    const image = await json<PostImage>(await upload(writer.client, await jpeg()));
    const created = await writer.client.post('/api/community/drafts', {
      title: 'Half a thought',
      imageIds: [image.id],
    });
    expect(created.status).toBe(201);
    const draft = await json<DraftReply>(created);
    expect(draft).toMatchObject({
      title: 'Half a thought',
      body: '',
      topic: null,
      images: [image],
    });
    const [kept] = await t.db
      .select()
      .from(communityImages)
      .where(eq(communityImages.id, image.id));
    expect(kept!.draftId).toBe(draft.id);

    const updated = await patch(writer.client, `/api/community/drafts/${draft.id}`, {
      body: 'Now with a body',
      topic: 'question',
    });
    expect(await json<DraftReply>(updated)).toMatchObject({
      title: 'Half a thought',
      body: 'Now with a body',
      topic: 'question',
    });
    expect((await ben.client.get(`/api/community/drafts/${draft.id}`)).status).toBe(404);
    expect(
      (await patch(ben.client, `/api/community/drafts/${draft.id}`, { title: 'x' })).status,
    ).toBe(404);
    expect((await del(ben.client, `/api/community/drafts/${draft.id}`)).status).toBe(404);

    for (let i = 1; i < DRAFTS_MAX; i += 1) {
      expect(
        (await writer.client.post('/api/community/drafts', { title: `Draft ${i}` })).status,
      ).toBe(201);
    }
    const full = await writer.client.post('/api/community/drafts', { title: 'One too many' });
    expect(full.status).toBe(409);
    const list = await json<DraftReply[]>(await writer.client.get('/api/community/drafts'));
    expect(list).toHaveLength(DRAFTS_MAX);
    expect(list[0]!.title).toBe(`Draft ${DRAFTS_MAX - 1}`);

    const posted = await post(writer, {
      title: 'Half a thought, finished',
      imageIds: [image.id],
      draftId: draft.id,
    });
    expect(posted.images).toEqual([image]);
    expect((await writer.client.get(`/api/community/drafts/${draft.id}`)).status).toBe(404);
    expect((await del(writer.client, `/api/community/drafts/${list[0]!.id}`)).status).toBe(204);
  });
});

describe('rate limits', () => {
  it('answers 429 with a plain message past the per-member limit', async () => {
    const strict = await createTestApp({
      database: t.database,
      env: { DATA_DIR: dataDir, COMMUNITY_POST_RATE_LIMIT_MAX: '2' },
    });
    const client = strict.client();
    await client.signUp({ name: 'Hasty' });
    const send = () =>
      client.post('/api/community/posts', { title: 'Quick post', body: 'x', topic: 'question' });
    expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(201);
    // Bad input does not use up the limit, and nothing is half-written.
    expect((await client.post('/api/community/posts', { title: 'x' })).status).toBe(400);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    const body = await json<{ error: { code: string; message: string } }>(refused);
    expect(body.error.code).toBe('rate_limited');
    expect(body.error.message).toMatch(
      /^You can post 2 times an hour\. Try again in \d+ minutes\.$/,
    );
  });
});

describe('access', () => {
  it('needs a signed-in member for every route', async () => {
    const stranger = t.client();
    for (const url of [
      '/api/community/posts',
      '/api/community/drafts',
      `/api/community/profiles/${ana.id}`,
    ]) {
      expect((await stranger.get(url)).status).toBe(401);
    }
  });
});
