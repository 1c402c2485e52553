// The assessment API through the real app on PGlite: shapes, history, searches, grounding (the
// knowledge base's held-out cases), bad input, ownership and the free quota.
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everythingTable, users } from '../../db/schema.ts';
import { createTestApp, json, type TestClient } from '../../test/harness.ts';
import {
  ASSESSMENT_SEARCHES_KEPT,
  assessmentResultSchema,
  type AssessmentResult,
  type AssessmentSearch,
  type AssessmentSummary,
} from '../../../shared/assessment.ts';
import { nextYear } from '../../../shared/garage.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ env: { VPIC_CACHE_DIR: path.join(os.tmpdir(), 'odo-vpic') } });
}, 120_000);
afterAll(() => t.close());

const altima = { year: 2013, make: 'Nissan', model: 'Altima', mileage: 150_000 };

async function premium(userId: string) {
  await t.db.insert(everythingTable).values({
    userId,
    subscriptionStatus: 'active',
    source: 'demo',
    endDate: new Date(Date.now() + 30 * 86_400_000),
  });
}

async function premiumClient() {
  const client = t.client();
  const { id } = await client.signUp();
  await premium(id);
  return { client, id };
}

async function used(userId: string) {
  const [row] = await t.db.select().from(users).where(eq(users.id, userId));
  return row!.freeAssessmentsUsed;
}

async function assess(client: TestClient, body: unknown) {
  const response = await client.post('/api/assessment', body);
  const payload = await json<AssessmentResult & { error?: { code: string; message: string } }>(
    response,
  );
  return { status: response.status, body: payload };
}

function del(client: TestClient, url: string) {
  return client.request(url, { method: 'DELETE' });
}

describe('POST /api/assessment', () => {
  it('assesses a 2013 Nissan Altima at 150,000 km: its CVT problem named with a source', async () => {
    const { client } = await premiumClient();
    const { status, body } = await assess(client, altima);
    expect(status).toBe(201);
    expect(assessmentResultSchema.parse(body)).toEqual(body);
    expect(body.engine).toBe('built-in');
    expect(body.modelSpecificData).toBe(true);
    const cvt = body.reliability.commonIssues.find((issue) => /cvt/i.test(issue.title));
    expect(cvt).toMatchObject({
      component: 'transmission',
      severity: 'high',
      applies: 'maybe',
      source: { kind: 'class_action' },
    });
    expect(cvt!.source.document.length).toBeGreaterThan(10);
    expect(body.reliability.score).toBeGreaterThan(0);
    expect(body.reliability.score).toBeLessThan(10);
    expect(body.summary).toContain('CVT');
    expect(body.assessment.keyFindings.join(' ')).toContain(cvt!.source.organisation);
    expect(body.basedOn.map((b) => b.kind)).toEqual(
      expect.arrayContaining([
        'known_problems',
        'brand_facts',
        'service_schedule',
        'age_and_mileage',
      ]),
    );
    // Read back exactly as answered.
    const again = await client.get(`/api/assessment/${body.id}`);
    expect(again.status).toBe(200);
    expect(await json(again)).toEqual(body);
  });
});

describe('history and searches', () => {
  it('lists newest first, filters by vehicle, deletes; searches are kept and cleared', async () => {
    const { client } = await premiumClient();
    const first = await assess(client, altima);
    const second = await assess(client, { ...altima, mileage: 90_000, trim: 'SV' });
    expect([first.status, second.status]).toEqual([201, 201]);
    const list = await json<{ items: AssessmentSummary[] }>(await client.get('/api/assessment'));
    expect(list.items.map((item) => item.id)).toEqual([second.body.id, first.body.id]);
    expect(list.items[0]).toMatchObject({
      engine: 'built-in',
      vehicleId: null,
      year: 2013,
      make: 'Nissan',
      model: 'Altima',
      trim: 'SV',
      mileage: 90_000,
      score: second.body.reliability.score,
      condition: second.body.assessment.condition,
      urgentCount: second.body.assessment.urgentIssues.length,
    });
    const limited = await json<{ items: AssessmentSummary[] }>(
      await client.get('/api/assessment?limit=1'),
    );
    expect(limited.items).toHaveLength(1);
    expect((await client.get('/api/assessment?limit=51')).status).toBe(400);

    const searches = await json<{ searches: AssessmentSearch[] }>(
      await client.get('/api/assessment/searches'),
    );
    expect(searches.searches.map((s) => s.label)).toEqual([
      '2013 Nissan Altima SV · 90,000 km',
      '2013 Nissan Altima · 150,000 km',
    ]);

    expect((await del(client, `/api/assessment/${first.body.id}`)).status).toBe(204);
    expect((await client.get(`/api/assessment/${first.body.id}`)).status).toBe(404);
    expect((await del(client, `/api/assessment/${first.body.id}`)).status).toBe(404);

    expect((await del(client, '/api/assessment/searches')).status).toBe(204);
    const cleared = await json<{ searches: AssessmentSearch[] }>(
      await client.get('/api/assessment/searches'),
    );
    expect(cleared.searches).toEqual([]);
  });

  it(`keeps the ${ASSESSMENT_SEARCHES_KEPT} newest searches, one per label`, async () => {
    const { client } = await premiumClient();
    for (let i = 0; i < ASSESSMENT_SEARCHES_KEPT + 2; i += 1) {
      expect((await assess(client, { ...altima, mileage: 100_000 + i })).status).toBe(201);
    }
    expect((await assess(client, { ...altima, mileage: 100_005 })).status).toBe(201);
    const { searches } = await json<{ searches: AssessmentSearch[] }>(
      await client.get('/api/assessment/searches'),
    );
    expect(searches).toHaveLength(ASSESSMENT_SEARCHES_KEPT);
    expect(searches[0]!.label).toBe('2013 Nissan Altima · 100,005 km');
    expect(new Set(searches.map((s) => s.label)).size).toBe(ASSESSMENT_SEARCHES_KEPT);
  });

  it("never shows another user's assessments", async () => {
    const { client: ann } = await premiumClient();
    const { client: bob } = await premiumClient();
    const mine = await assess(ann, altima);
    expect((await bob.get(`/api/assessment/${mine.body.id}`)).status).toBe(404);
    expect((await del(bob, `/api/assessment/${mine.body.id}`)).status).toBe(404);
    const list = await json<{ items: AssessmentSummary[] }>(await bob.get('/api/assessment'));
    expect(list.items).toEqual([]);
    expect((await ann.get(`/api/assessment/${mine.body.id}`)).status).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const anonymous = t.client();
    expect((await anonymous.get('/api/assessment')).status).toBe(401);
    expect((await anonymous.post('/api/assessment', altima)).status).toBe(401);
  });
});

describe('bad input (nothing charged)', () => {
  it.each([
    ['year 1980', { ...altima, year: 1980 }, /1981/],
    ['a year after next', { ...altima, year: nextYear() + 1 }, /next year/],
    ['negative mileage', { ...altima, mileage: -1 }, /negative/],
    ['absurd mileage', { ...altima, mileage: 5_000_000 }, /not plausible/],
    ['a short VIN', { ...altima, vin: '1N4AL3AP8DC12345' }, /17 characters/],
    ['a VIN with an O', { ...altima, vin: '1N4AL3AP8DCO12345' }, /I, O or Q/],
    ['a wrong check digit', { ...altima, vin: '1HGCM82634A004352' }, /check digit/],
    ['an unknown field', { ...altima, colour: 'red' }, /Unknown field/],
  ])('%s → 400', async (_name, body, message) => {
    const client = t.client();
    const { id } = await client.signUp();
    const { status, body: answer } = await assess(client, body);
    expect(status).toBe(400);
    expect(answer.error!.message).toMatch(message);
    expect(await used(id)).toBe(0);
  });
});
