import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestClient } from '../../test/harness.ts';
import type { CostsDto, VehicleDetailDto, VehicleDto } from '../../../shared/garage.ts';
import { KM_PER_MI, round } from '../../../shared/units.ts';
import { addMonths, utcTodayIso } from './dates.ts';
import { periodStart } from './costs-service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function patch(client: TestClient, path: string, body: unknown) {
  return client.request(path, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function car(client: TestClient, make: string, mileage: number) {
  return json<VehicleDto>(
    await client.post('/api/garage/vehicles', { year: 2018, make, model: 'X', mileage }),
  );
}

describe('periodStart', () => {
  it('starts this year on 1 January and 12 months on the 1st of the month 11 months back', () => {
    expect(periodStart('this_month', '2026-11-23')).toBe('2026-11-01');
    expect(periodStart('this_month', '2026-01-01')).toBe('2026-01-01');
    expect(periodStart('this_year', '2026-11-23')).toBe('2026-01-01');
    expect(periodStart('12_months', '2026-11-23')).toBe('2025-12-01');
    expect(periodStart('12_months', '2026-01-05')).toBe('2025-02-01');
    expect(periodStart('all', '2026-11-23')).toBeNull();
  });
});

describe('GET /api/garage/costs', () => {
  it('sums maintenance, fuel and expenses (recurring ones up to today) by category, month and vehicle', async () => {
    const ann = t.client();
    await ann.signUp();
    const corolla = await car(ann, 'Toyota', 50_000);
    const today = utcTodayIso();
    const thisMonth = `${today.slice(0, 7)}-01`;
    const lastYear = `${Number(today.slice(0, 4)) - 2}-06-15`;
    const post = (kind: string, body: unknown) =>
      ann.post(`/api/garage/vehicles/${corolla.id}/${kind}`, body);
    expect(
      (
        await post('maintenance', {
          type: 'oil_change',
          date: thisMonth,
          mileage: 51_000,
          cost: 80.1,
        })
      ).status,
    ).toBe(201);
    await post('maintenance', { type: 'tyres', date: lastYear, mileage: 40_000, cost: 400 });
    await post('fuel', {
      date: thisMonth,
      cost: 60.2,
      volume: 40,
      odometer: 51_500,
      fullTank: true,
    });
    // Monthly parking from two months back: three occurrences up to today.
    await post('expenses', {
      category: 'parking',
      amount: 10,
      date: addMonths(thisMonth, -2),
      recurring: 'monthly',
    });

    const all = await json<CostsDto>(await ann.get('/api/garage/costs?period=all'));
    expect(all).toMatchObject({
      period: 'all',
      from: null,
      to: today,
      maintenance: 480.1,
      fuel: 60.2,
      expenses: 30,
      total: 570.3,
      totalCostOfOwnership: 570.3,
      distanceUnit: 'km',
    });
    expect(all.byCategory).toEqual([
      { kind: 'maintenance', key: 'tyres', label: 'Tyres', currency: 'USD', amount: 400 },
      {
        kind: 'maintenance',
        key: 'oil_change',
        label: 'Oil change',
        currency: 'USD',
        amount: 80.1,
      },
      { kind: 'fuel', key: 'fuel', label: 'Fuel', currency: 'USD', amount: 60.2 },
      { kind: 'expense', key: 'parking', label: 'Parking', currency: 'USD', amount: 30 },
    ]);
    expect(all.byMonth.at(-1)).toEqual({
      month: today.slice(0, 7),
      currency: 'USD',
      maintenance: 80.1,
      fuel: 60.2,
      expenses: 10,
      total: 150.3,
    });
    expect(all.byMonth[0]!.month).toBe(lastYear.slice(0, 7));
    // All time: from the 40,000 km reading to the 51,500 km one.
    expect(all.distance).toBe(11_500);
    expect(all.costPerDistance).toBeCloseTo(570.3 / 11_500, 3);
    expect(all.byVehicle).toHaveLength(1);
    expect(all.byVehicle[0]).toMatchObject({
      vehicleId: corolla.id,
      total: 570.3,
      distance: 11_500,
    });

    const year = await json<CostsDto>(await ann.get('/api/garage/costs?period=12_months&units=mi'));
    expect(year).toMatchObject({
      maintenance: 80.1,
      fuel: 60.2,
      expenses: 30,
      total: 170.3,
      totalCostOfOwnership: 570.3,
      distanceUnit: 'mi',
    });
    // In the period: the 51,000 and 51,500 km readings, 500 km, in miles.
    expect(year.distance).toBe(Math.round(500 / KM_PER_MI));
    expect(year.costPerDistance).toBeCloseTo(170.3 / (500 / KM_PER_MI), 2);
    expect(year.byCategory.map((c) => c.key)).toEqual(['oil_change', 'fuel', 'parking']);
  });

  it("answers this month's spend per car (the home page's figure), from the 1st of the month", async () => {
    const cy = t.client();
    await cy.signUp();
    const golf = await car(cy, 'Volkswagen', 20_000);
    const today = utcTodayIso();
    const thisMonth = `${today.slice(0, 7)}-01`;
    const lastMonth = addMonths(thisMonth, -1);
    const post = async (kind: string, body: unknown) =>
      expect((await cy.post(`/api/garage/vehicles/${golf.id}/${kind}`, body)).status).toBe(201);
    await post('fuel', { date: today, cost: 55.5, volume: 40, odometer: 20_400 });
    await post('maintenance', { type: 'oil_change', date: thisMonth, mileage: 20_100, cost: 90 });
    await post('expenses', { category: 'parking', amount: 12, date: thisMonth });
    // Last month's fill-up and expense are not this month's spend.
    await post('fuel', { date: lastMonth, cost: 48, volume: 35, odometer: 20_050 });
    await post('expenses', { category: 'tolls', amount: 7, date: lastMonth });

    const month = await json<CostsDto>(await cy.get('/api/garage/costs?period=this_month'));
    expect(month).toMatchObject({
      period: 'this_month',
      from: thisMonth,
      to: today,
      fuel: 55.5,
      maintenance: 90,
      expenses: 12,
      total: 157.5,
    });
    expect(month.byVehicle).toHaveLength(1);
    expect(month.byVehicle[0]).toMatchObject({
      vehicleId: golf.id,
      total: 157.5,
      fuel: 55.5,
      maintenance: 90,
      expenses: 12,
      totalCostOfOwnership: 212.5,
    });
    // Another member's garage is not counted.
    const dee = t.client();
    await dee.signUp();
    const theirs = await json<CostsDto>(await dee.get('/api/garage/costs?period=this_month'));
    expect(theirs.total).toBe(0);
    expect(theirs.byVehicle).toEqual([]);
  });

  it('keeps each amount in the currency it was entered in and sums per currency (issue 27)', async () => {
    const eve = t.client();
    await eve.signUp();
    const golf = await car(eve, 'Volkswagen', 30_000);
    const base = `/api/garage/vehicles/${golf.id}`;
    const oil = { type: 'oil_change', date: '2024-03-01', mileage: 31_000, cost: 387.42 };
    expect((await eve.post(`${base}/maintenance`, oil)).status).toBe(201);

    // The display currency changes: the USD service still reads USD, everywhere.
    expect((await patch(eve, '/api/settings', { currency: 'EUR' })).status).toBe(200);
    const detail = await json<VehicleDetailDto>(await eve.get(base));
    expect(detail.maintenanceRecords[0]).toMatchObject({ cost: 387.42, currency: 'USD' });
    expect(detail.recordTotals).toEqual([
      { currency: 'USD', maintenance: 387.42, fuel: 0, expenses: 0 },
    ]);
    const usdOnly = await json<CostsDto>(await eve.get('/api/garage/costs?period=all'));
    expect(usdOnly).toMatchObject({ currency: 'USD', total: 387.42, maintenance: 387.42 });
    expect(usdOnly.totals.map((row) => [row.currency, row.total])).toEqual([['USD', 387.42]]);
    expect(usdOnly.byVehicle[0]).toMatchObject({ currency: 'USD', total: 387.42 });

    // New records are entered in the setting's currency.
    const fill = { date: '2024-03-10', cost: 120, volume: 70, odometer: 31_600, fullTank: true };
    const added = await json<{ currency: string }>(await eve.post(`${base}/fuel`, fill));
    expect(added.currency).toBe('EUR');
    await eve.post(`${base}/expenses`, { category: 'parking', amount: 5.5, date: '2024-03-11' });

    // Mixed: no single figure adds USD to EUR; each currency is summed on its own.
    const mixed = await json<CostsDto>(await eve.get('/api/garage/costs?period=all'));
    expect(mixed).toMatchObject({
      currency: null,
      total: null,
      maintenance: null,
      fuel: null,
      expenses: null,
      costPerDistance: null,
      totalCostOfOwnership: null,
      // From the 30,000 km the car was added with to the 31,600 km fill-up.
      distance: 1_600,
    });
    expect(mixed.totals).toEqual([
      {
        currency: 'EUR',
        total: 125.5,
        maintenance: 0,
        fuel: 120,
        expenses: 5.5,
        costPerDistance: round(125.5 / 1_600, 3),
        totalCostOfOwnership: 125.5,
      },
      {
        currency: 'USD',
        total: 387.42,
        maintenance: 387.42,
        fuel: 0,
        expenses: 0,
        costPerDistance: round(387.42 / 1_600, 3),
        totalCostOfOwnership: 387.42,
      },
    ]);
    expect(mixed.byCategory.map((row) => [row.key, row.currency, row.amount])).toEqual([
      ['fuel', 'EUR', 120],
      ['parking', 'EUR', 5.5],
      ['oil_change', 'USD', 387.42],
    ]);
    expect(mixed.byMonth).toEqual([
      { month: '2024-03', currency: 'EUR', maintenance: 0, fuel: 120, expenses: 5.5, total: 125.5 },
      {
        month: '2024-03',
        currency: 'USD',
        maintenance: 387.42,
        fuel: 0,
        expenses: 0,
        total: 387.42,
      },
    ]);
    expect(mixed.byVehicle[0]).toMatchObject({ currency: null, total: null, totals: mixed.totals });
    const mixedDetail = await json<VehicleDetailDto>(await eve.get(base));
    expect(mixedDetail.recordTotals).toEqual([
      { currency: 'EUR', maintenance: 0, fuel: 120, expenses: 5.5 },
      { currency: 'USD', maintenance: 387.42, fuel: 0, expenses: 0 },
    ]);

    // Back to USD: nothing is relabelled either way.
    await patch(eve, '/api/garage/settings', { currency: 'USD' });
    const again = await json<VehicleDetailDto>(await eve.get(base));
    expect(again.fuelRecords[0]).toMatchObject({ cost: 120, currency: 'EUR' });
    expect(again.expenses[0]).toMatchObject({ amount: 5.5, currency: 'EUR' });
    expect(again.maintenanceRecords[0]).toMatchObject({ cost: 387.42, currency: 'USD' });

    // A new record may name the currency it was paid in (a bad code: 400, nothing written).
    const toll = { category: 'tolls', amount: 2400, date: '2024-03-12', currency: 'jpy' };
    const paid = await eve.post(`${base}/expenses`, toll);
    expect(paid.status).toBe(201);
    expect(await json(paid)).toMatchObject({ amount: 2400, currency: 'JPY' });
    const bad = await eve.post(`${base}/maintenance`, { ...oil, currency: 'EURO' });
    expect(bad.status).toBe(400);
    const after = await json<VehicleDetailDto>(await eve.get(base));
    expect(after.maintenanceRecords).toHaveLength(1);
    expect(after.recordTotals.map((row) => row.currency)).toEqual(['EUR', 'JPY', 'USD']);
  });

  it('names the display currency when nothing was spent, and a $0 record spends nothing', async () => {
    const fay = t.client();
    await fay.signUp();
    await patch(fay, '/api/settings', { currency: 'GBP' });
    const empty = await json<CostsDto>(await fay.get('/api/garage/costs?period=all'));
    expect(empty).toMatchObject({ currency: 'GBP', total: 0, totals: [] });
    const polo = await car(fay, 'Volkswagen', 10_000);
    const base = `/api/garage/vehicles/${polo.id}`;
    const service = (type: string, date: string, cost: number) =>
      fay.post(`${base}/maintenance`, { type, date, mileage: 10_100, cost });
    expect((await service('other', '2024-01-02', 0)).status).toBe(201);
    await patch(fay, '/api/settings', { currency: 'CHF' });
    expect((await service('tyres', '2024-01-03', 640)).status).toBe(201);
    const costs = await json<CostsDto>(await fay.get('/api/garage/costs?period=all'));
    expect(costs).toMatchObject({ currency: 'CHF', total: 640 });
    expect(costs.totals.map((row) => row.currency)).toEqual(['CHF']);
  });

  it("counts only the session user's cars, answers zeros for an empty garage, and refuses a bad period", async () => {
    const bob = t.client();
    await bob.signUp();
    const empty = await json<CostsDto>(await bob.get('/api/garage/costs'));
    expect(empty).toMatchObject({
      period: '12_months',
      total: 0,
      byCategory: [],
      byMonth: [],
      byVehicle: [],
      costPerDistance: null,
    });
    const bad = await bob.get('/api/garage/costs?period=forever');
    expect(bad.status).toBe(400);
    expect((await json<{ error: { code: string } }>(bad)).error.code).toBe('validation_failed');
    expect((await bob.get('/api/garage/costs?units=furlongs')).status).toBe(400);
    expect((await t.client().get('/api/garage/costs')).status).toBe(401);
  });
});
