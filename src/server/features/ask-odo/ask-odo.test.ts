// The Ask Odo API through the real app on PGlite (built-in engine, no model): the streamed answer's
// shape, threads (list, read, rename, delete), ownership, bad input, limits and the free quota.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askMessages, askThreads, users } from '../../db/schema.ts';
import { createTestApp, grantPremium, json, type TestClient } from '../../test/harness.ts';
import {
  ASK_QUESTIONS_PER_THREAD,
  ASK_THREADS_KEPT,
  type AskStreamEvent,
  type AskThreadDto,
  type AskThreadSummary,
} from '../../../shared/ask-odo.ts';
import { ASK_RATE_LIMIT } from './routes.ts';
import { answerText, readEvents } from './testing/stream.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function premium(userId: string) {
  await grantPremium(t.db, userId);
}

async function used(userId: string) {
  const [row] = await t.db.select().from(users).where(eq(users.id, userId));
  return row!.freeAskodoQuestionsUsed;
}

async function messageCount(userId: string) {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(askMessages)
    .where(eq(askMessages.userId, userId));
  return row!.n;
}

/** A free user with one car (a 2018 Civic) whose oil was changed at 75,000 km in March 2026. */
async function driverWithCivic() {
  const client = t.client();
  const { id } = await client.signUp();
  const vehicle = await json<{ id: string }>(
    await client.post('/api/garage/vehicles', {
      year: 2018,
      make: 'Honda',
      model: 'Civic',
      mileage: 80_000,
      fuelType: 'petrol',
    }),
  );
  const record = await client.post(`/api/garage/vehicles/${vehicle.id}/maintenance`, {
    type: 'oil_change',
    date: '2026-03-10',
    mileage: 75_000,
    cost: 89.9,
  });
  expect(record.status).toBe(201);
  return { client, id, vehicleId: vehicle.id };
}

function ask(client: TestClient, body: unknown) {
  return client.post('/api/ask-odo/messages', body);
}

async function askAll(client: TestClient, body: unknown) {
  const response = await ask(client, body);
  expect(response.status).toBe(200);
  return readEvents(response);
}

function start(events: AskStreamEvent[]) {
  const first = events[0];
  if (first?.type !== 'start') throw new Error(`no start event: ${JSON.stringify(events)}`);
  return first;
}

describe('POST /api/ask-odo/messages', () => {
  it('streams the computed answer as NDJSON: start, deltas, sources, done; counted once', async () => {
    const { client, id, vehicleId } = await driverWithCivic();
    const response = await ask(client, { question: 'When is my next oil change?' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/x-ndjson');
    const events = await readEvents(response);

    const begin = start(events);
    expect(begin).toMatchObject({ engine: 'built-in' });
    expect(events.filter((e) => e.type === 'delta').length).toBeGreaterThan(1);
    const text = answerText(events);
    expect(text).toContain('2018 Honda Civic');
    expect(text).toContain('10 March 2027');
    expect(text).toContain('90,000 km');
    const sources = events.find((e) => e.type === 'sources');
    expect(sources).toMatchObject({
      sources: expect.arrayContaining([
        expect.objectContaining({ kind: 'upcoming', vehicleId }),
        expect.objectContaining({ kind: 'record', vehicleId }),
      ]),
    });
    expect(events.at(-1)).toEqual({ type: 'done', messageId: begin.messageId, engine: 'built-in' });
    expect(await used(id)).toBe(1);

    // The thread keeps the question and the whole answer, with its engine and sources.
    const thread = await json<AskThreadDto>(
      await client.get(`/api/ask-odo/threads/${begin.threadId}`),
    );
    expect(thread.title).toBe('When is my next oil change?');
    expect(thread.messages.map((m) => [m.role, m.status])).toEqual([
      ['user', 'complete'],
      ['assistant', 'complete'],
    ]);
    expect(thread.messages[0]!.content).toBe('When is my next oil change?');
    expect(thread.messages[1]).toMatchObject({
      id: begin.messageId,
      content: text,
      engine: 'built-in',
      sources: (sources as { sources: unknown[] }).sources,
    });
  });

  it('cites a knowledge-base article for a warning light', async () => {
    const client = t.client();
    const { id } = await client.signUp();
    await premium(id);
    const events = await askAll(client, { question: 'What does the check engine light mean?' });
    expect(answerText(events)).toMatch(/check engine light/i);
    const sources = events.find((e) => e.type === 'sources') as Extract<
      AskStreamEvent,
      { type: 'sources' }
    >;
    expect(sources.sources[0]).toMatchObject({ kind: 'article', slug: 'check-engine-light' });
    expect(sources.sources[0]!.excerpt!.length).toBeGreaterThan(50);
  });

  it('refuses the second free question with 402 before anything streams, and charges nothing', async () => {
    const { client, id } = await driverWithCivic();
    await askAll(client, { question: 'When is my next oil change?' });
    const before = await messageCount(id);
    const response = await ask(client, { question: 'What does the check engine light mean?' });
    expect(response.status).toBe(402);
    expect(await json(response)).toMatchObject({
      error: { code: 'limit_reached', feature: 'askodo', cap: 1 },
    });
    expect(await used(id)).toBe(1);
    expect(await messageCount(id)).toBe(before);
    const usage = await json<{ features: { askodo: { used: number; allowed: boolean } } }>(
      await client.get('/api/usage'),
    );
    expect(usage.features.askodo).toMatchObject({ used: 1, allowed: false });
  });

  it('answers 400 for bad input, with nothing charged or stored', async () => {
    const client = t.client();
    const { id } = await client.signUp();
    const cases: Array<[unknown, RegExp]> = [
      [{ question: '' }, /Type a question/],
      [{ question: '   ' }, /Type a question/],
      [{}, /Type a question/],
      [{ question: 'x'.repeat(2001) }, /at most 2000 characters/],
      [{ question: 'Hi', threadId: 'not-a-thread' }, /threadId/],
      [{ question: 'Hi', admin: true }, /Unknown field/],
    ];
    for (const [body, message] of cases) {
      const response = await ask(client, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const payload = await json<{ error: { code: string; message: string } }>(response);
      expect(payload.error.code).toBe('validation_failed');
      expect(payload.error.message).toMatch(message);
    }
    const notJson = await client.post('/api/ask-odo/messages', '{"question":', {
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect(await used(id)).toBe(0);
    expect(await messageCount(id)).toBe(0);
    // Exactly 2,000 characters is allowed.
    const longest = await ask(client, { question: `${'Why '.repeat(499)}oil?` });
    expect(longest.status).toBe(200);
    await readEvents(longest);
  });

  it('needs a signed-in user', async () => {
    const response = await ask(t.client(), { question: 'When is my next oil change?' });
    expect(response.status).toBe(401);
  });

  it("answers 404 for another user's thread, as for a missing one, and charges nothing", async () => {
    const { client: ann } = await driverWithCivic();
    const events = await askAll(ann, { question: 'When is my next oil change?' });
    const threadId = start(events).threadId;

    const bob = t.client();
    const { id: bobId } = await bob.signUp();
    const asked = await ask(bob, { threadId, question: 'And the brakes?' });
    expect(asked.status).toBe(404);
    expect(await json(asked)).toMatchObject({ error: { code: 'not_found' } });
    expect(await used(bobId)).toBe(0);
    expect((await bob.get(`/api/ask-odo/threads/${threadId}`)).status).toBe(404);
    expect(
      (
        await bob.request(`/api/ask-odo/threads/${threadId}`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ title: 'Mine now' }),
        })
      ).status,
    ).toBe(404);
    expect(
      (await bob.request(`/api/ask-odo/threads/${threadId}`, { method: 'DELETE' })).status,
    ).toBe(404);
    expect(await json<{ threads: unknown[] }>(await bob.get('/api/ask-odo/threads'))).toEqual({
      threads: [],
    });
    // Ann's thread is untouched.
    const thread = await json<AskThreadDto>(await ann.get(`/api/ask-odo/threads/${threadId}`));
    expect(thread.title).toBe('When is my next oil change?');
    expect(thread.messages).toHaveLength(2);
    expect(
      (await ann.get('/api/ask-odo/threads/00000000-0000-4000-8000-000000000000')).status,
    ).toBe(404);
    expect((await ann.get('/api/ask-odo/threads/nope')).status).toBe(404);
  });
});

describe('threads', () => {
  it('lists newest first with an excerpt, continues a thread, renames and deletes it', async () => {
    const client = t.client();
    const { id } = await client.signUp();
    await premium(id);
    const first = start(await askAll(client, { question: 'How often should I change the oil?' }));
    const second = start(await askAll(client, { question: 'What does the ABS light mean?' }));
    expect(second.threadId).not.toBe(first.threadId);
    const followUp = start(
      await askAll(client, { threadId: first.threadId, question: 'And the brake fluid?' }),
    );
    expect(followUp.threadId).toBe(first.threadId);

    const { threads } = await json<{ threads: AskThreadSummary[] }>(
      await client.get('/api/ask-odo/threads'),
    );
    expect(threads.map((thread) => thread.id)).toEqual([first.threadId, second.threadId]);
    expect(threads[0]!.title).toBe('How often should I change the oil?');
    expect(threads[0]!.excerpt.length).toBeGreaterThan(10);
    expect(threads[0]!.excerpt.length).toBeLessThanOrEqual(140);
    const thread = await json<AskThreadDto>(
      await client.get(`/api/ask-odo/threads/${first.threadId}`),
    );
    expect(thread.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(thread.messages[2]!.content).toBe('And the brake fluid?');
    expect(thread.messages[3]!.content).toMatch(/Brake fluid/);

    const patch = (title: unknown) =>
      client.request(`/api/ask-odo/threads/${first.threadId}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ title }),
      });
    const renamed = await patch('  Oil and brakes  ');
    expect(renamed.status).toBe(200);
    expect(await json(renamed)).toMatchObject({ id: first.threadId, title: 'Oil and brakes' });
    expect((await patch('')).status).toBe(400);
    expect((await patch('x'.repeat(121))).status).toBe(400);

    const deleted = await client.request(`/api/ask-odo/threads/${first.threadId}`, {
      method: 'DELETE',
    });
    expect(deleted.status).toBe(204);
    expect((await client.get(`/api/ask-odo/threads/${first.threadId}`)).status).toBe(404);
    const after = await json<{ threads: AskThreadSummary[] }>(
      await client.get('/api/ask-odo/threads'),
    );
    expect(after.threads.map((thread) => thread.id)).toEqual([second.threadId]);
  });

  it(`refuses a question in a thread that already holds ${ASK_QUESTIONS_PER_THREAD}, charging nothing`, async () => {
    const client = t.client();
    const { id } = await client.signUp();
    const threadId = start(
      await askAll(client, { question: 'How often should I rotate my tyres?' }),
    ).threadId;
    await t.db.insert(askMessages).values(
      Array.from({ length: ASK_QUESTIONS_PER_THREAD - 1 }, (_, i) => ({
        threadId,
        userId: id,
        role: 'user',
        content: `Question ${i}`,
      })),
    );
    await t.db.update(users).set({ freeAskodoQuestionsUsed: 0 }).where(eq(users.id, id));
    const response = await ask(client, { threadId, question: 'One more?' });
    expect(response.status).toBe(409);
    expect(await json(response)).toMatchObject({ error: { code: 'conflict' } });
    expect(await used(id)).toBe(0);
  });

  it(`keeps the newest ${ASK_THREADS_KEPT} threads of a user`, async () => {
    const client = t.client();
    const { id } = await client.signUp();
    await t.db.insert(askThreads).values(
      Array.from({ length: ASK_THREADS_KEPT }, (_, i) => ({
        userId: id,
        title: `Old ${i}`,
        updatedAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    );
    const newest = start(await askAll(client, { question: 'How often should I rotate my tyres?' }));
    const rows = await t.db.select().from(askThreads).where(eq(askThreads.userId, id));
    expect(rows).toHaveLength(ASK_THREADS_KEPT);
    expect(rows.some((row) => row.id === newest.threadId)).toBe(true);
    expect(rows.some((row) => row.title === 'Old 0')).toBe(false);
    expect(rows.some((row) => row.title === 'Old 1')).toBe(true);
  });

  it('starts many threads of one member at once at the full history, without a 5xx', async () => {
    const client = t.client();
    const { id } = await client.signUp();
    await premium(id);
    await t.db.insert(askThreads).values(
      Array.from({ length: ASK_THREADS_KEPT }, (_, i) => ({
        userId: id,
        title: `Old ${i}`,
        updatedAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    );
    const statuses = await Promise.all(
      Array.from({ length: ASK_RATE_LIMIT.max }, async (_, i) => {
        const response = await ask(client, { question: `How often should I check tyre ${i}?` });
        await response.text();
        return response.status;
      }),
    );
    expect(statuses).toEqual(Array(ASK_RATE_LIMIT.max).fill(200));
    const rows = await t.db.select().from(askThreads).where(eq(askThreads.userId, id));
    expect(rows).toHaveLength(ASK_THREADS_KEPT);
    expect(rows.filter((row) => row.title.startsWith('Old '))).toHaveLength(
      ASK_THREADS_KEPT - ASK_RATE_LIMIT.max,
    );
  });

  it('limits how fast one user can ask (429 with Retry-After), premium or not', async () => {
    const client = t.client();
    const { id } = await client.signUp();
    await premium(id);
    for (let i = 0; i < ASK_RATE_LIMIT.max; i += 1) {
      await askAll(client, { question: `How often should I change the oil? (${i})` });
    }
    const response = await ask(client, { question: 'One too many?' });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
