import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback, userNotifications } from '../../db/schema.ts';
import { createTestApp, json } from '../../test/harness.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function rows() {
  const [f] = await t.db.select({ n: count() }).from(feedback);
  const [n] = await t.db.select({ n: count() }).from(userNotifications);
  return { feedback: f!.n, notifications: n!.n };
}

describe('POST /api/feedback', () => {
  it('stores the feedback and the user_notifications row of SPEC.md §7', async () => {
    const client = t.client();
    const { id } = await client.signUp();
    const response = await client.post('/api/feedback', { message: '  Love the garage view!  ' });
    expect(response.status).toBe(201);
    const saved = await json<{ id: string }>(response);
    const [stored] = await t.db.select().from(feedback).where(eq(feedback.id, saved.id));
    expect(stored).toMatchObject({ userId: id, message: 'Love the garage view!' });
    const notifications = await t.db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.userId, id));
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({
      type: 'feedback',
      title: 'New Feedback Submitted',
      message: 'Love the garage view!',
      linkPath: '/feedback',
    });
  });

  it('refuses a signed-out sender with 401', async () => {
    const before = await rows();
    const response = await t.client().post('/api/feedback', { message: 'Anonymous' });
    expect(response.status).toBe(401);
    expect((await json<{ error: { code: string } }>(response)).error.code).toBe('unauthorized');
    expect(await rows()).toEqual(before);
  });

  it('refuses blank, oversized, mistyped, malformed and unknown input with 400, writing nothing', async () => {
    const client = t.client();
    await client.signUp();
    const before = await rows();
    for (const body of [
      { message: '   ' },
      { message: '' },
      {},
      { message: 42 },
      { message: 'x'.repeat(5001) },
      { message: 'ok', extra: true },
      '{"message": ',
      'null',
    ]) {
      const response = await client.post('/api/feedback', body);
      expect(response.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      const reply = await json<{ error: { code: string; message: string } }>(response);
      expect(reply.error.message).toBeTruthy();
    }
    const wrongType = await client.post('/api/feedback', 'message=hi', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(wrongType.status).toBe(400);
    expect(await rows()).toEqual(before);
  });
});

describe('GET /api/feedback', () => {
  it("lists the member's own feedback, newest first, and nobody else's", async () => {
    const ann = t.client();
    await ann.signUp();
    const bob = t.client();
    await bob.signUp();
    expect(await json<unknown[]>(await ann.get('/api/feedback'))).toEqual([]);

    const first = await json<{ id: string }>(
      await ann.post('/api/feedback', { message: 'The garage view is great.' }),
    );
    const second = await json<{ id: string }>(
      await ann.post('/api/feedback', { message: 'Please add tyre pressure logs.' }),
    );
    await bob.post('/api/feedback', { message: "Bob's private thoughts" });
    // Two rows written in the same instant still list newest first.
    await t.db
      .update(feedback)
      .set({ createdAt: new Date('2026-01-01T10:00:00Z') })
      .where(eq(feedback.id, first.id));

    const response = await ann.get('/api/feedback');
    expect(response.status).toBe(200);
    const listed = await json<{ id: string; message: string; created_at: string }[]>(response);
    expect(listed.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(listed[0]).toEqual({
      id: second.id,
      message: 'Please add tyre pressure logs.',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
    });
    expect(listed[1]!.created_at).toBe('2026-01-01T10:00:00.000Z');
    expect(JSON.stringify(listed)).not.toContain('Bob');
  });

  it('refuses a signed-out caller with 401', async () => {
    const response = await t.client().get('/api/feedback');
    expect(response.status).toBe(401);
    expect((await json<{ error: { code: string } }>(response)).error.code).toBe('unauthorized');
  });
});
