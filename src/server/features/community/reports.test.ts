import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUsers } from '../../db/schema.ts';
import { createTestApp, json, type TestClient } from '../../test/harness.ts';
import type { PostDetail } from '../../../shared/community.ts';
import { runModeration } from './moderation.ts';
import { FREQUENT_REPORTER_COUNT } from './report-weight.ts';
import { communityComments, communityPosts, communityReports } from './schema.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ env: { COMMUNITY_POST_RATE_LIMIT_MAX: '1000' } });
});
afterAll(() => t.close());

interface Member {
  client: TestClient;
  id: string;
}

/**
 * A member; `standing` says what the database is told about them: a verified e-mail and an account
 * two days old (`trusted`), or one of the two only. Times move relative to the database's now().
 */
async function member(standing: 'new' | 'trusted' | 'verified-new' | 'old-unverified' = 'new') {
  const client = t.client();
  const { id } = await client.signUp();
  const verified = standing === 'trusted' || standing === 'verified-new';
  const old = standing === 'trusted' || standing === 'old-unverified';
  await t.db
    .update(authUsers)
    .set({
      emailVerified: verified,
      ...(old && { createdAt: sql`now() - interval '2 days'` }),
    })
    .where(eq(authUsers.id, id));
  return { client, id } satisfies Member;
}

let counter = 0;
async function post(author: Member): Promise<PostDetail> {
  counter += 1;
  const response = await author.client.post('/api/community/posts', {
    title: `Reported post ${counter}`,
    body: 'Some text.',
    topic: 'question',
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return json<PostDetail>(response);
}

async function report(who: Member, targetId: string, targetType: 'post' | 'comment' = 'post') {
  const response = await who.client.post('/api/community/reports', {
    targetType,
    targetId,
    reason: 'spam',
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

/** Whether a bystander still sees the post (and the row's hidden_at agrees). */
async function visible(id: string, bystander: Member): Promise<boolean> {
  const status = (await bystander.client.get(`/api/community/posts/${id}`)).status;
  const [row] = await t.db.select().from(communityPosts).where(eq(communityPosts.id, id));
  expect(row!.hiddenAt === null).toBe(status === 200);
  return status === 200;
}

let author: Member;
let bystander: Member;
/** Reporters in good standing, and ones whose reports count nothing (each reports a post once). */
let trusted: Member[];
let fresh: Member[];
let verifiedNew: Member;
let oldUnverified: Member;
beforeAll(async () => {
  [author, bystander, verifiedNew, oldUnverified, ...trusted] = await Promise.all([
    member('trusted'),
    member('trusted'),
    member('verified-new'),
    member('old-unverified'),
    member('trusted'),
    member('trusted'),
    member('trusted'),
  ]);
  fresh = await Promise.all([member(), member(), member()]);
});

describe('reports hide content only from members in good standing', () => {
  it('three brand-new, unverified accounts do not hide a post', async () => {
    const target = await post(author);
    for (const who of fresh) await report(who, target.id);
    expect(await visible(target.id, bystander)).toBe(true);
    // The operator still sees all three reports.
    const [row] = await t.db.select().from(communityPosts).where(eq(communityPosts.id, target.id));
    expect(row!.reportCount).toBe(3);
    expect(await runModeration(t.db, ['list'])).toMatch(
      new RegExp(`^post +${target.id} +visible +3 reports \\(spam\\)`, 'm'),
    );
  });

  it('nor do verified accounts younger than a day, or old unverified ones', async () => {
    const target = await post(author);
    for (const who of [trusted[0]!, trusted[1]!, verifiedNew, oldUnverified, ...fresh]) {
      await report(who, target.id);
    }
    expect(await visible(target.id, bystander)).toBe(true);
  });

  it('three verified members whose accounts are a day old hide it', async () => {
    const target = await post(author);
    await report(trusted[0]!, target.id);
    await report(trusted[1]!, target.id);
    expect(await visible(target.id, bystander)).toBe(true);
    await report(trusted[2]!, target.id);
    expect(await visible(target.id, bystander)).toBe(false);
    // Its author still sees it.
    expect((await author.client.get(`/api/community/posts/${target.id}`)).status).toBe(200);
  });

  it('a comment too', async () => {
    const thread = await post(author);
    const response = await author.client.post(`/api/community/posts/${thread.id}/comments`, {
      body: 'Reported comment',
    });
    const comment = await json<{ id: string }>(response);
    const hiddenAt = async () =>
      (
        await t.db
          .select({ hiddenAt: communityComments.hiddenAt })
          .from(communityComments)
          .where(eq(communityComments.id, comment.id))
      )[0]!.hiddenAt;
    for (const who of fresh) await report(who, comment.id, 'comment');
    expect(await hiddenAt()).toBeNull();
    for (const who of trusted) await report(who, comment.id, 'comment');
    expect(await hiddenAt()).not.toBeNull();
  });

  it('a member whose report an operator dismissed counts half', async () => {
    // Two members report a post the operator then restores: their reports are dismissed.
    const [first, second] = await Promise.all([member('trusted'), member('trusted')]);
    const fine = await post(author);
    await report(first, fine.id);
    await report(second, fine.id);
    expect(await runModeration(t.db, ['restore', 'post', fine.id])).toMatch(/2 reports resolved/);

    const target = await post(author);
    await report(trusted[0]!, target.id);
    await report(trusted[1]!, target.id);
    await report(first, target.id);
    expect(await visible(target.id, bystander)).toBe(true); // 2.5
    await report(second, target.id);
    expect(await visible(target.id, bystander)).toBe(false); // 3
  });

  it('a member who files many reports counts half', async () => {
    const busy = await member('trusted');
    // Their earlier reports this week (of content since deleted; only the count matters here).
    await t.db.insert(communityReports).values(
      Array.from({ length: FREQUENT_REPORTER_COUNT - 1 }, () => ({
        userId: busy.id,
        targetType: 'post',
        targetId: randomUUID(),
        reason: 'spam',
        createdAt: sql`now() - interval '3 days'`,
      })),
    );
    const target = await post(author);
    await report(trusted[0]!, target.id);
    await report(trusted[1]!, target.id);
    await report(busy, target.id); // their 10th this week
    expect(await visible(target.id, bystander)).toBe(true); // 2.5
    await report(trusted[2]!, target.id);
    expect(await visible(target.id, bystander)).toBe(false); // 3.5
  });

  it('reports older than the window do not make a member a frequent reporter', async () => {
    const steady = await member('trusted');
    await t.db.insert(communityReports).values(
      Array.from({ length: FREQUENT_REPORTER_COUNT }, () => ({
        userId: steady.id,
        targetType: 'post',
        targetId: randomUUID(),
        reason: 'spam',
        createdAt: sql`now() - interval '8 days'`,
      })),
    );
    const target = await post(author);
    await report(trusted[0]!, target.id);
    await report(trusted[1]!, target.id);
    await report(steady, target.id);
    expect(await visible(target.id, bystander)).toBe(false);
  });
});
