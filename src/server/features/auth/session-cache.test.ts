// Kept session lookups and feed answers (decision 016): a repeat request asks the database nothing,
// yet a sign-out, a change made by another instance (plain SQL here) or a lost LISTEN connection
// is never answered from memory.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGES_CHANNEL, type ChangeEvent } from '../../db/changes.ts';
import { users } from '../../db/schema.ts';
import { createTestApp, json, openTestDatabase } from '../../test/harness.ts';
import { sseReader } from '../../test/sse.ts';
import type { FeedPage } from '../../../shared/community.ts';

const statements = { counting: false, count: 0 };
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  const database = await openTestDatabase({
    queryLogger: {
      logQuery: () => {
        if (statements.counting) statements.count += 1;
      },
    },
  });
  // The longest a lookup may be kept (the default is 30 s): a repeat request on a loaded machine
  // still comes within it, so the test is about what is kept, not how fast.
  t = await createTestApp({ database, env: { SESSION_CACHE_SECONDS: '300' } });
});

afterAll(async () => {
  await t.close();
});

/** How many SQL statements `run` made the app send. */
async function statementsOf(run: () => Promise<unknown>): Promise<number> {
  statements.count = 0;
  statements.counting = true;
  try {
    await run();
  } finally {
    statements.counting = false;
  }
  return statements.count;
}

/** Resolves when this instance hears an announcement `match` accepts (made by plain SQL). */
function heard(match: (event: ChangeEvent) => boolean): Promise<void> {
  return new Promise((resolve) => {
    const stop = t.deps.changes.subscribe((event) => {
      if (match(event)) {
        stop();
        resolve();
      }
    });
  });
}

let markers = 0;
/**
 * Resolves once every announcement of the writes made so far has been heard: PostgreSQL delivers
 * notifications in commit order, so once a marker sent now arrives, nothing earlier is on its way.
 * The marker is a community version below any real one, which kept answers ignore.
 */
async function settled(): Promise<void> {
  markers += 1;
  const marker = -markers;
  const arrived = heard((event) => event.kind === 'community' && event.version === marker);
  await t.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${`c:${marker}`})`);
  await arrived;
}

describe('kept sessions', () => {
  it('answers a repeat request without a query, and forgets it on sign-out at once', async () => {
    const client = t.client();
    await client.signUp({ name: 'Kim Keeper' });
    await client.get('/api/me');
    const second = await statementsOf(async () => {
      expect((await client.get('/api/me')).status).toBe(200);
    });
    expect(second).toBe(0);

    // The same cookie, kept by a second client (a copy of the device), outlives the sign-out.
    const copy = t.client();
    for (const [name, value] of client.cookies) copy.cookies.set(name, value);
    expect((await client.post('/api/auth/sign-out')).status).toBe(200);
    expect((await copy.get('/api/me')).status).toBe(401);
  });

  it('ends an open notification stream when its session is signed out', async () => {
    const client = t.client();
    await client.signUp({ name: 'Sam Streamer' });
    const response = await client.get('/api/notifications/stream');
    expect(response.status).toBe(200);
    const events = sseReader(response.body!);
    await events.next('unread');
    expect((await client.post('/api/auth/sign-out')).status).toBe(200);
    expect(await events.ended()).toBe(true);
  });

  it("drops a user's kept session when another instance changes them", async () => {
    const client = t.client();
    const { id } = await client.signUp({ name: 'Lee Before' });
    await client.get('/api/me');
    const announced = heard((event) => event.kind === 'user' && event.userId === id);
    // Another instance (plain SQL on the shared database) renames the member.
    await t.db.update(users).set({ name: 'Lee After' }).where(eq(users.id, id));
    await announced;
    expect((await json<{ name: string }>(await client.get('/api/me'))).name).toBe('Lee After');
  });

  it('keeps nothing while the LISTEN connection is down', async () => {
    const client = t.client();
    await client.signUp();
    await client.get('/api/me');
    expect(t.deps.changes.trusted()).toBe(true);
    await t.deps.changes.stop();
    try {
      expect(t.deps.changes.trusted()).toBe(false);
      expect(await statementsOf(() => client.get('/api/me'))).toBeGreaterThan(0);
      expect(await statementsOf(() => client.get('/api/me'))).toBeGreaterThan(0);
    } finally {
      await t.deps.changes.start();
    }
    expect(t.deps.changes.trusted()).toBe(true);
  });
});

describe('kept feed answers', () => {
  it('answers a repeat page without a query, and shows a post another instance made', async () => {
    const author = t.client();
    const { id: authorId } = await author.signUp({ name: 'Pat Poster' });
    const reader = t.client();
    await reader.signUp({ name: 'Rae Reader' });
    const created = await author.post('/api/community/posts', {
      title: 'Winter tyres on a Yaris',
      body: 'Which size?',
      topic: 'question',
    });
    expect(created.status).toBe(201);
    // The sign-ups' and the post's announcements may still be on their way on a busy machine; one
    // arriving during the first read would rightly keep its answer from being kept.
    await settled();

    const first = await json<FeedPage>(await reader.get('/api/community/posts'));
    expect(first.posts[0]!.title).toBe('Winter tyres on a Yaris');
    let again: FeedPage | undefined;
    const count = await statementsOf(async () => {
      again = await json<FeedPage>(await reader.get('/api/community/posts'));
    });
    expect(count).toBe(0);
    expect(again).toEqual(first);

    // Another instance adds a post (plain SQL): the announced version retires the kept answer.
    await t.db.execute(
      sql`insert into community_posts (user_id, title, body, topic)
        values (${authorId}, 'Made elsewhere', 'From instance B.', 'review')`,
    );
    await settled();
    const fresh = await json<FeedPage>(await reader.get('/api/community/posts'));
    expect(fresh.posts[0]!.title).toBe('Made elsewhere');

    // A like made here shows at once in the liker's next page.
    const liked = await reader.post(`/api/community/posts/${fresh.posts[0]!.id}/like`);
    expect(liked.status).toBe(200);
    const after = await json<FeedPage>(await reader.get('/api/community/posts'));
    expect(after.posts[0]).toMatchObject({ likeCount: 1, likedByMe: true });
  });
});
