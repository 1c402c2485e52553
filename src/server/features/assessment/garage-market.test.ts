// The assessment of a garage car uses the market stored with the car (issue 28 item 6): a car its
// owner marked European gets US-only campaigns as "US campaign — may not apply to your car", never
// as applying; the request's own `market` still wins; each problem is listed once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grantPremium, json, type TestClient } from '../../test/harness.ts';
import type { AssessmentResult } from '../../../shared/assessment.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let client: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  client = t.client();
  const { id } = await client.signUp();
  await grantPremium(t.db, id);
});
afterAll(() => t.close());

async function garageFocus(market: string | null): Promise<string> {
  const response = await client.post('/api/garage/vehicles', {
    year: 2015,
    make: 'Ford',
    model: 'Focus',
    mileage: 90_000,
    market,
  });
  expect(response.status).toBe(201);
  return (await json<{ id: string }>(response)).id;
}

async function assess(body: object): Promise<AssessmentResult> {
  const response = await client.post('/api/assessment', body);
  expect(response.status).toBe(201);
  return json<AssessmentResult>(response);
}

const usIssues = (result: AssessmentResult) =>
  result.reliability.commonIssues.filter((issue) => issue.market === 'us');

function expectEachOnce(result: AssessmentResult) {
  const ids = result.reliability.commonIssues.map((issue) => issue.id);
  const titles = result.reliability.commonIssues.map((issue) => issue.title);
  expect(new Set(ids).size).toBe(ids.length);
  expect(new Set(titles).size).toBe(titles.length);
}

describe("the assessment of a garage car and the car's stored market", () => {
  it('a car stored as European gets every US campaign as "may not apply"', async () => {
    const result = await assess({ vehicleId: await garageFocus('eu') });
    expect(result.vehicle.market).toBe('eu');
    const us = usIssues(result);
    expect(us.length).toBeGreaterThan(0);
    for (const issue of us) expect(issue.applies).toBe('may_not');
    expect(result.assessment.keyFindings.join(' ')).toMatch(
      /US campaign — may not apply to your car/,
    );
    expectEachOnce(result);
  });

  it('a car stored as North-American gets them as they are; one with none is not set apart', async () => {
    const na = await assess({ vehicleId: await garageFocus('na') });
    expect(na.vehicle.market).toBe('na');
    expect(usIssues(na).some((issue) => issue.applies === 'yes')).toBe(true);
    expect(
      na.reliability.commonIssues.every(
        (issue) => issue.market !== 'us' || issue.applies !== 'may_not',
      ),
    ).toBe(true);
    expectEachOnce(na);
    const unknown = await assess({ vehicleId: await garageFocus(null) });
    expect(unknown.vehicle.market).toBeNull();
    expect(unknown.reliability.commonIssues.some((issue) => issue.applies === 'may_not')).toBe(
      false,
    );
  });

  it("the request's market wins over the stored one", async () => {
    const result = await assess({ vehicleId: await garageFocus('na'), market: 'eu' });
    expect(result.vehicle.market).toBe('eu');
    for (const issue of usIssues(result)) expect(issue.applies).toBe('may_not');
  });
});
