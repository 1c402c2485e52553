import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents, analyticsSessions } from '../../db/schema.ts';
import { createTestApp, json, TestClient } from '../../test/harness.ts';
import { ANALYTICS_BATCH_MAX } from '../../../shared/analytics.ts';
import { purgeExpired } from '../jobs/purge.ts';
import { createAnalyticsSession } from './service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ env: { ANALYTICS_EVENTS_RATE_LIMIT_MAX: '3' } });
});
afterAll(() => t.close());

async function start(client: TestClient) {
  const response = await client.post(
    '/api/analytics/sessions',
    { screenSize: '390x844', platform: 'iPhone' },
    { headers: { 'user-agent': 'Mozilla/5.0 (iPhone) Test' } },
  );
  expect(response.status).toBe(201);
  return (await json<{ id: string }>(response)).id;
}

/** As navigator.sendBeacon sends it: text/plain. */
function beacon(client: TestClient, path: string, body?: unknown) {
  return client.request(path, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const at = () => new Date().toISOString();

describe('analytics sessions', () => {
  it('starts a session with the device, ends it by beacon (once), and hides others’ ones', async () => {
    const ann = new TestClient(t.app);
    const { id: userId } = await ann.signUp();
    const id = await start(ann);
    const [row] = await t.db.select().from(analyticsSessions).where(eq(analyticsSessions.id, id));
    expect(row).toMatchObject({
      userId,
      userAgent: 'Mozilla/5.0 (iPhone) Test',
      screenSize: '390x844',
      platform: 'iPhone',
      eventsCount: 0,
      endTime: null,
    });

    const bob = new TestClient(t.app);
    await bob.signUp();
    expect((await beacon(bob, `/api/analytics/sessions/${id}/end`)).status).toBe(404);
    // An id that is not a UUID names no session: 404, as a missing one, never a database error.
    const notAnId = await beacon(ann, '/api/analytics/sessions/not-a-session/end');
    expect(notAnId.status).toBe(404);
    expect((await json<{ error: { code: string } }>(notAnId)).error.code).toBe('not_found');
    expect((await beacon(ann, `/api/analytics/sessions/${id}/end`)).status).toBe(204);
    const [ended] = await t.db.select().from(analyticsSessions).where(eq(analyticsSessions.id, id));
    expect(ended!.endTime).toBeInstanceOf(Date);
    expect((await beacon(ann, `/api/analytics/sessions/${id}/end`)).status).toBe(204);
    const [again] = await t.db.select().from(analyticsSessions).where(eq(analyticsSessions.id, id));
    expect(again!.endTime).toEqual(ended!.endTime);

    expect((await new TestClient(t.app).post('/api/analytics/sessions', {})).status).toBe(401);
    expect((await ann.post('/api/analytics/sessions', { screenSize: 'huge' })).status).toBe(400);
  });

  it('retries a duplicate id (23505) with a new one, the delay doubling from 100 ms, at most 3 times', async () => {
    const ann = new TestClient(t.app);
    const { id: userId } = await ann.signUp();
    const taken = await start(ann);
    const fresh = randomUUID();
    const ids = [taken, taken, fresh];
    const delays: number[] = [];
    const sleep = async (ms: number) => {
      delays.push(ms);
    };
    const created = await createAnalyticsSession(
      t.db,
      { userId, userAgent: null },
      { newId: () => ids.shift()!, sleep },
    );
    expect(created).toEqual({ id: fresh });
    expect(delays).toEqual([100, 200]);

    delays.length = 0;
    await expect(
      createAnalyticsSession(t.db, { userId, userAgent: null }, { newId: () => taken, sleep }),
    ).rejects.toThrow();
    expect(delays).toEqual([100, 200, 400]);
  });
});

describe('analytics events', () => {
  it('stores a batch, counts it on the session, and keeps no personal data', async () => {
    const ann = new TestClient(t.app);
    const { id: userId, email } = await ann.signUp({ name: 'Annabel Quist' });
    const sessionId = await start(ann);
    const vehicleId = randomUUID();
    const response = await beacon(ann, '/api/analytics/events', {
      sessionId,
      events: [
        { eventType: 'page_view', eventName: `/vehicle/${vehicleId}`, timestamp: at() },
        {
          eventType: 'feature_use',
          eventName: 'garage.add_fuel',
          timestamp: at(),
          eventData: {
            units: 'km',
            count: 3,
            premium: false,
            email,
            contact: 'someone@example.com',
            name: 'Annabel Quist',
            who: 'annabel',
            note: 'my car rattles',
            said: 'the engine rattles when cold',
            phone_like: '07700900123',
          },
        },
      ],
    });
    expect(response.status).toBe(202);
    expect(await json(response)).toEqual({ accepted: 2 });

    const rows = await t.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.userId, userId))
      .orderBy(analyticsEvents.eventType);
    expect(rows.map((r) => [r.eventType, r.eventName, r.eventData])).toEqual([
      ['feature_use', 'garage.add_fuel', { units: 'km', count: 3, premium: false }],
      ['page_view', '/vehicle/:id', null],
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/annabel|example\.com|rattles|07700/i);
    const [session] = await t.db
      .select()
      .from(analyticsSessions)
      .where(eq(analyticsSessions.id, sessionId));
    expect(session!.eventsCount).toBe(2);
  });

  it('refuses bad batches whole, another user’s session, and too many batches', async () => {
    const ann = new TestClient(t.app);
    const { id: userId } = await ann.signUp();
    const sessionId = await start(ann);
    const one = { eventType: 'page_view', eventName: '/garage', timestamp: at() };
    const refusals = [
      { sessionId, events: [] },
      { sessionId, events: Array.from({ length: ANALYTICS_BATCH_MAX + 1 }, () => one) },
      { sessionId, events: [one, { ...one, eventName: 'ann@example.com' }] },
      { sessionId, events: [one, { ...one, eventName: 'free text here' }] },
      { sessionId, events: [{ ...one, eventType: 'click' }] },
      { sessionId, events: [one], userId: 'x' },
    ];
    for (const body of refusals) {
      expect((await beacon(ann, '/api/analytics/events', body)).status).toBe(400);
    }
    expect((await beacon(ann, '/api/analytics/events', '{not json')).status).toBe(400);
    const bob = new TestClient(t.app);
    await bob.signUp();
    expect((await beacon(bob, '/api/analytics/events', { sessionId, events: [one] })).status).toBe(
      404,
    );
    expect(
      await t.db.select().from(analyticsEvents).where(eq(analyticsEvents.userId, userId)),
    ).toEqual([]);

    // ANALYTICS_EVENTS_RATE_LIMIT_MAX is 3 here.
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await beacon(ann, '/api/analytics/events', { sessionId, events: [one] })).status,
      ).toBe(202);
    }
    expect((await beacon(ann, '/api/analytics/events', { sessionId, events: [one] })).status).toBe(
      429,
    );
  });

  it('is purged with its session after the retention period (default 180 days)', async () => {
    const ann = new TestClient(t.app);
    const { id: userId } = await ann.signUp();
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const [old, recent] = await t.db
      .insert(analyticsSessions)
      .values([
        { userId, startTime: daysAgo(181) },
        { userId, startTime: daysAgo(100) },
      ])
      .returning({ id: analyticsSessions.id });
    await t.db.insert(analyticsEvents).values([
      { sessionId: old!.id, userId, eventType: 'page_view', eventName: '/garage' },
      { sessionId: recent!.id, userId, eventType: 'page_view', eventName: '/garage' },
    ]);
    expect(await purgeExpired(t.db, now)).toMatchObject({ analyticsSessions: 1 });
    const left = await t.db
      .select({ sessionId: analyticsEvents.sessionId })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.userId, userId));
    expect(left).toEqual([{ sessionId: recent!.id }]);
    expect(await purgeExpired(t.db, now, undefined, { analyticsRetentionDays: 90 })).toMatchObject({
      analyticsSessions: 1,
    });
  });
});
