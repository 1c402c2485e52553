import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, json, type TestClient } from '../../test/harness.ts';
import type { PostDetail } from '../../../shared/community.ts';
import { main } from '../../../../scripts/moderate.ts';
import { ModerationUsageError, runModeration } from './moderation.ts';
import { communityBans, communityPosts, communityReports } from './schema.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function member(name: string) {
  const client = t.client();
  const { id } = await client.signUp({ name });
  return { client, id };
}

async function post(client: TestClient, title: string) {
  const response = await client.post('/api/community/posts', {
    title,
    body: 'Body text',
    topic: 'question',
  });
  expect(response.status).toBe(201);
  return json<PostDetail>(response);
}

describe('npm run moderate', () => {
  it('lists reported and hidden content, hides, restores (resolving reports) and bans', async () => {
    const author = await member('Author');
    const reader = await member('Reader');
    const reported = await post(author.client, 'Reported post');
    const other = await post(author.client, 'Quiet post');
    await reader.client.post('/api/community/reports', {
      targetType: 'post',
      targetId: reported.id,
      reason: 'spam',
    });

    expect(await runModeration(t.db, ['list'])).toMatch(
      new RegExp(`^post +${reported.id} +visible +1 report \\(spam\\) +by Author .*Reported post$`),
    );

    expect(await runModeration(t.db, ['hide', 'post', other.id])).toBe(`Hidden: post ${other.id}.`);
    expect((await reader.client.get(`/api/community/posts/${other.id}`)).status).toBe(404);
    expect(await runModeration(t.db, ['list'])).toContain(`${other.id}  HIDDEN   0 reports`);

    expect(await runModeration(t.db, ['restore', 'post', reported.id])).toBe(
      `Restored: post ${reported.id} (1 report resolved).`,
    );
    const [report] = await t.db
      .select()
      .from(communityReports)
      .where(eq(communityReports.targetId, reported.id));
    expect(report!.resolvedAt).not.toBeNull();
    await runModeration(t.db, ['restore', 'post', other.id]);
    expect((await reader.client.get(`/api/community/posts/${other.id}`)).status).toBe(200);
    const [row] = await t.db.select().from(communityPosts).where(eq(communityPosts.id, other.id));
    expect(row!.hiddenAt).toBeNull();

    expect(await runModeration(t.db, ['ban', author.id, 'repeated', 'spam'])).toMatch(
      /^Banned: Author .*\(repeated spam\)/,
    );
    expect(await t.db.select().from(communityBans)).toEqual([
      expect.objectContaining({ userId: author.id, reason: 'repeated spam' }),
    ]);
    // A ban hides nothing else, and stops new posts.
    expect((await reader.client.get(`/api/community/posts/${other.id}`)).status).toBe(200);
    const refused = await author.client.post('/api/community/posts', {
      title: 'After the ban',
      body: 'x',
      topic: 'question',
    });
    expect(refused.status).toBe(403);
    expect(await runModeration(t.db, ['unban', author.id])).toBe(`Unbanned: ${author.id}.`);

    for (const args of [[], ['explode'], ['hide', 'thread', other.id], ['hide', 'post', 'x']]) {
      await expect(runModeration(t.db, args)).rejects.toBeInstanceOf(ModerationUsageError);
    }
    await expect(runModeration(t.db, ['ban', 'nobody'])).rejects.toThrow(/No member nobody/);
  });

  it("runs as a command on the server's database (here a fresh DATA_DIR)", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'odo-moderate-'));
    const printed = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      expect(await main(['list'], { DATA_DIR: dataDir, LOG_LEVEL: 'silent' })).toBe(0);
      expect(printed).toHaveBeenCalledWith('Nothing hidden or reported.');
    } finally {
      printed.mockRestore();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    // Opens and migrates a whole new database: on a loaded 2-core machine that alone took 80 s.
  }, 300_000);
});
