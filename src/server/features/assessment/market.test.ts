// The assessment's market awareness and honest numbers through POST /api/assessment: a car marked
// European gets US-only campaigns as "may not apply", never as applying; a car Odo knows nothing
// of for its model year gets no confident score; a recall's repair is a free recall repair.
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grantPremium, json, type TestClient } from '../../test/harness.ts';
import type { AssessmentResult } from '../../../shared/assessment.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let client: TestClient;
beforeAll(async () => {
  t = await createTestApp({ env: { VPIC_CACHE_DIR: path.join(os.tmpdir(), 'odo-vpic') } });
  client = t.client();
  const { id } = await client.signUp();
  await grantPremium(t.db, id);
});
afterAll(() => t.close());

async function assess(body: unknown) {
  const response = await client.post('/api/assessment', body);
  return { status: response.status, body: await json<AssessmentResult>(response) };
}

const altima = { year: 2013, make: 'Nissan', model: 'Altima', mileage: 150_000 };

describe('market awareness', () => {
  it('a European-market car gets US campaigns as "may not apply"; a North-American one as they are', async () => {
    const eu = await assess({ ...altima, market: 'eu' });
    const na = await assess({ ...altima, market: 'na' });
    expect(eu.status).toBe(201);
    expect(eu.body.vehicle.market).toBe('eu');
    const usInEu = eu.body.reliability.commonIssues.filter((i) => i.market === 'us');
    expect(usInEu.length).toBeGreaterThan(0);
    for (const issue of usInEu) expect(issue.applies).toBe('may_not');
    expect(eu.body.assessment.keyFindings.join(' ')).toMatch(
      /US campaign — may not apply to your car/,
    );
    const usInNa = na.body.reliability.commonIssues.filter((i) => i.market === 'us');
    expect(usInNa.map((i) => i.id)).toEqual(usInEu.map((i) => i.id));
    expect(usInNa.some((i) => i.applies === 'yes')).toBe(true);
    // Weighing a campaign that may not concern the car less, the European car scores no lower.
    expect(eu.body.reliability.score).toBeGreaterThanOrEqual(na.body.reliability.score);
  });

  it('reads the market from a North-American VIN, and refuses a market it does not know', async () => {
    const { body } = await assess({
      year: 2003,
      make: 'Honda',
      model: 'Accord',
      mileage: 200_000,
      vin: '1HGCM82633A004352',
    });
    expect(body.vehicle.market).toBe('na');
    const bad = await client.post('/api/assessment', { ...altima, market: 'mars' });
    expect(bad.status).toBe(400);
  });
});

describe('honest numbers', () => {
  it('no model-year data: "not enough data", low confidence, no condition without answers', async () => {
    // The Avalon is in the knowledge base, but nothing is on record for its 2015 model year.
    for (const car of [
      { year: 2015, make: 'Toyota', model: 'Avalon', mileage: 80_000 },
      { year: 2015, make: 'Toyota', model: 'Venza', mileage: 80_000 },
    ]) {
      const { status, body } = await assess(car);
      expect(status).toBe(201);
      expect(body.reliability.commonIssues).toEqual([]);
      expect(body.notEnoughData).toBe(true);
      expect(body.reliability.confidence).toBe('low');
      expect(body.assessment.condition).toBe('unknown');
      expect(body.summary).toMatch(/not enough data for a reliability score/);
      expect(body.pros.join(' ')).not.toMatch(/no known|no widespread/i);
    }
    const answered = await assess({
      year: 2015,
      make: 'Toyota',
      model: 'Avalon',
      mileage: 80_000,
      answers: { accidentHistory: 'none', serviceHistory: 'full' },
    });
    expect(answered.body.assessment.condition).not.toBe('unknown');
    // The history's rows say so too, so no list shows the rough figure as a score.
    const list = await json<{ items: { id: string; notEnoughData?: boolean }[] }>(
      await client.get('/api/assessment?limit=50'),
    );
    expect(list.items.find((row) => row.id === answered.body.id)?.notEnoughData).toBe(true);
    expect(list.items.some((row) => row.notEnoughData === false)).toBe(true);
  });

  it('says "free recall repair" for a recall at no charge and never "$0"', async () => {
    const { body } = await assess({ ...altima, market: 'na' });
    const text = [body.summary, ...body.assessment.keyFindings, ...body.cons].join(' ');
    expect(text).not.toMatch(/US\$0\b/);
    const freeRecalls = body.reliability.commonIssues.filter(
      (i) => i.source.kind === 'recall' && i.repairCost.max === 0,
    );
    expect(freeRecalls.length).toBeGreaterThan(0);
    expect(body.assessment.keyFindings.join(' ')).toMatch(/free recall repair/);
    expect(body.assessment.condition).toBe('unknown');
    expect(body.scheduleCounts?.unknown).toBe(
      body.maintenanceSchedule.filter((s) => s.status === 'unknown').length,
    );
  });
});
