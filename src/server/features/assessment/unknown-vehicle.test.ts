// The car must exist: POST /api/assessment and POST /api/favorites check the car against Odo's
// vehicle catalog through the real app; spelling (aliases, variants, model numbers) never changes
// the answer; a refusal writes nothing and spends no free assessment.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessments, assessmentSearches, favoriteVehicles, users } from '../../db/schema.ts';
import { createTestApp, grantPremium, json, type TestClient } from '../../test/harness.ts';
import type { AssessmentResult } from '../../../shared/assessment.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Refusal {
  error: {
    code: string;
    message: string;
    fields: { path: string; message: string }[];
    nearest: number[];
    suggestions: { make: string; model: string | null }[];
  };
}

async function assess(client: TestClient, body: Record<string, unknown>) {
  const response = await client.post('/api/assessment', { mileage: 120_000, ...body });
  return { status: response.status, body: await json<AssessmentResult & Refusal>(response) };
}

async function rows(userId: string) {
  const kept = await t.db.select().from(assessments).where(eq(assessments.userId, userId));
  const searched = await t.db
    .select()
    .from(assessmentSearches)
    .where(eq(assessmentSearches.userId, userId));
  const [user] = await t.db.select().from(users).where(eq(users.id, userId));
  return { assessments: kept.length, searches: searched.length, used: user!.freeAssessmentsUsed };
}

/** What decides the answer: the car as named (trim words as typed), its problems and its score. */
const outcome = (body: AssessmentResult) => ({
  vehicle: [body.vehicle.make, body.vehicle.model, body.vehicle.trim.toLowerCase()],
  problems: body.reliability.commonIssues.map((issue) => [issue.id, issue.applies]),
  score: body.reliability.score,
});

describe('POST /api/assessment refuses a car that never existed', () => {
  it('2019 Ford Bronco → 400 unknown_vehicle offering 1996 and 2021; nothing written or spent', async () => {
    const client = t.client();
    const { id } = await client.signUp();
    const { status, body } = await assess(client, { year: 2019, make: 'Ford', model: 'Bronco' });
    expect(status).toBe(400);
    expect(body.error).toEqual({
      code: 'unknown_vehicle',
      message: 'There is no 2019 Ford Bronco: the Bronco was made until 1996 and returns in 2021.',
      fields: [{ path: 'year', message: body.error.message }],
      nearest: [1996, 2021],
      suggestions: [],
    });
    expect(await rows(id)).toEqual({ assessments: 0, searches: 0, used: 0 });
    // The free assessment is still there for a car that exists.
    const real = await assess(client, { year: 2021, make: 'Ford', model: 'Bronco' });
    expect(real.status).toBe(201);
    expect(await rows(id)).toEqual({ assessments: 1, searches: 1, used: 1 });
  });

  it.each([
    ['a made-up make', { year: 2015, make: 'Zorblax', model: 'Nine' }, 'make', []],
    [
      'a misspelt make',
      { year: 2015, make: 'Toyta', model: 'Camry' },
      'make',
      [{ make: 'Toyota', model: null }],
    ],
    [
      'a misspelt model',
      { year: 2015, make: 'Toyota', model: 'Camery' },
      'model',
      [{ make: 'Toyota', model: 'Camry' }],
    ],
    [
      'a model of another make',
      { year: 2015, make: 'Toyota', model: 'Civic' },
      'model',
      [{ make: 'Honda', model: 'Civic' }],
    ],
    ['a year before launch', { year: 2019, make: 'Ford', model: 'Mustang Mach-E' }, 'year', []],
  ])('%s → 400 unknown_vehicle on that field', async (_name, car, field, suggestions) => {
    const client = t.client();
    const { id } = await client.signUp();
    const { status, body } = await assess(client, car);
    expect(status).toBe(400);
    expect(body.error.code).toBe('unknown_vehicle');
    expect(body.error.fields.map((f) => f.path)).toEqual([field]);
    expect(body.error.suggestions).toEqual(suggestions);
    expect(await rows(id)).toEqual({ assessments: 0, searches: 0, used: 0 });
  });
});

describe('spelling never changes the answer', () => {
  let client: TestClient;
  beforeAll(async () => {
    client = t.client();
    const { id } = await client.signUp();
    await grantPremium(t.db, id);
  });

  async function same(a: Record<string, unknown>, b: Record<string, unknown>) {
    const first = await assess(client, a);
    const second = await assess(client, b);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(outcome(first.body)).toEqual(outcome(second.body));
    return first.body;
  }

  it('"Chevy Silverado 1500" is a Chevrolet Silverado, trim 1500', async () => {
    const body = await same(
      { year: 2015, make: 'Chevy', model: 'Silverado 1500' },
      { year: 2015, make: 'Chevrolet', model: 'Silverado', trim: '1500' },
    );
    expect(outcome(body).vehicle).toEqual(['Chevrolet', 'Silverado', '1500']);
    expect(body.modelSpecificData).toBe(true);
  });

  it('"Camry Hybrid" gets the Camry problems, as Camry + trim Hybrid does', async () => {
    const body = await same(
      { year: 2008, make: 'Toyota', model: 'Camry Hybrid' },
      { year: 2008, make: 'toyota', model: 'CAMRY', trim: 'Hybrid' },
    );
    expect(outcome(body).vehicle).toEqual(['Toyota', 'Camry', 'hybrid']);
    expect(body.modelSpecificData).toBe(true);
    expect(body.reliability.commonIssues.map((issue) => issue.title).join(' ')).toMatch(
      /oil consumption/i,
    );
  });

  it('model numbers, punctuation and variants: F150, 330i, C300, Golf GTI', async () => {
    await same(
      { year: 2012, make: 'ford', model: 'f150 raptor' },
      { year: 2012, make: 'Ford', model: 'F-150', trim: 'Raptor' },
    );
    const bmw = await same(
      { year: 2004, make: 'BMW', model: '330i' },
      { year: 2004, make: 'bmw', model: '3 series', trim: '330i' },
    );
    expect(bmw.vehicle).toMatchObject({ make: 'BMW', model: '3 Series', trim: '330i' });
    const titles = bmw.reliability.commonIssues.map((issue) => issue.title);
    expect(new Set(titles).size).toBe(titles.length);
    await same(
      { year: 2014, make: 'Merc', model: 'C300' },
      { year: 2014, make: 'Mercedes-Benz', model: 'C-Class', trim: 'C300' },
    );
    await same(
      { year: 2010, make: 'VW', model: 'Golf GTI' },
      { year: 2010, make: 'Volkswagen', model: 'Golf', trim: 'GTI' },
    );
  });

  it('trim engine words narrow what may apply: a 1.4 TSI gets no other engine', async () => {
    const plain = (await assess(client, { year: 2010, make: 'Volkswagen', model: 'Golf' })).body;
    const tsi = (
      await assess(client, { year: 2010, make: 'Volkswagen', model: 'Golf', trim: '1.4 TSI' })
    ).body;
    const engines = (body: AssessmentResult) =>
      body.reliability.commonIssues
        .filter((issue) => issue.component === 'engine' || issue.component === 'emissions')
        .map((issue) => [issue.title, issue.applies]);
    expect(engines(plain).length).toBeGreaterThan(engines(tsi).length);
    expect(engines(tsi)).toEqual([['Timing chain stretch on the 1.2/1.4 TSI (EA111)', 'yes']]);
  });
});

describe('POST /api/favorites checks an assessed car', () => {
  it('an assessment of a car that never existed (saved before the check) is refused; nothing written', async () => {
    const client = t.client();
    const { id } = await client.signUp();
    const [row] = await t.db
      .insert(assessments)
      .values({
        userId: id,
        year: 2019,
        make: 'Ford',
        model: 'Bronco',
        mileage: 10_000,
        score: 8.4,
        condition: 'good',
        engine: 'built-in',
        result: {},
      })
      .returning();
    const response = await client.post('/api/favorites', { assessmentId: row!.id });
    expect(response.status).toBe(400);
    const body = await json<Refusal>(response);
    expect(body.error).toMatchObject({ code: 'unknown_vehicle', nearest: [1996, 2021] });
    const saved = await t.db.select().from(favoriteVehicles).where(eq(favoriteVehicles.userId, id));
    expect(saved).toEqual([]);
  });
});
