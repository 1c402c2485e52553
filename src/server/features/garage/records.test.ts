import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuelRecords, maintenanceRecords } from '../../db/schema.ts';
import { createTestApp, json, type TestClient } from '../../test/harness.ts';
import type {
  FuelRecordDto,
  UpcomingServiceDto,
  VehicleDetailDto,
  VehicleDto,
} from '../../../shared/garage.ts';
import { addDays, utcTodayIso } from './dates.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function carFor(client: TestClient, extra: Record<string, unknown> = {}) {
  await client.signUp();
  return json<VehicleDto>(
    await client.post('/api/garage/vehicles', {
      year: 2018,
      make: 'Toyota',
      model: 'Corolla',
      mileage: 50_000,
      ...extra,
    }),
  );
}

describe('maintenance records', () => {
  it('adds a record, raises the mileage, never lowers it, and edits/deletes by id', async () => {
    const ann = t.client();
    const car = await carFor(ann);
    const added = await ann.post(`/api/garage/vehicles/${car.id}/maintenance`, {
      type: 'oil_change',
      date: '2024-03-01',
      mileage: 55_000,
      cost: 89.99,
    });
    expect(added.status).toBe(201);
    const record = await json<{ id: string; cost: number; typeLabel: string }>(added);
    expect(record).toMatchObject({ cost: 89.99, typeLabel: 'Oil change' });
    const [row] = await t.db
      .select()
      .from(maintenanceRecords)
      .where(eq(maintenanceRecords.id, record.id));
    expect(row!.costCents).toBe(8999);

    await ann.post(`/api/garage/vehicles/${car.id}/maintenance`, {
      type: 'tyres',
      date: '2023-01-01',
      mileage: 40_000,
      cost: 400,
    });
    let detail = await json<VehicleDetailDto>(await ann.get(`/api/garage/vehicles/${car.id}`));
    expect(detail.mileage).toBe(55_000);
    expect(detail.maintenanceRecords.map((r) => r.date)).toEqual(['2024-03-01', '2023-01-01']);

    const patched = await ann.request(`/api/garage/vehicles/${car.id}/maintenance/${record.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cost: 100 }),
    });
    expect(await json(patched)).toMatchObject({ cost: 100 });
    expect(
      (
        await ann.request(`/api/garage/vehicles/${car.id}/maintenance/${record.id}`, {
          method: 'DELETE',
        })
      ).status,
    ).toBe(204);
    detail = await json<VehicleDetailDto>(await ann.get(`/api/garage/vehicles/${car.id}`));
    expect(detail.mileage).toBe(55_000);
    expect(detail.maintenanceRecords).toHaveLength(1);
  });

  it.each([
    ['a future date', { date: '2999-01-01' }, /date: The date cannot be in the future/],
    ['a negative cost', { cost: -1 }, /cost: An amount cannot be negative/],
    ['an absurd cost', { cost: 1_000_001 }, /cost: At most 1,000,000/],
    ['a negative mileage', { mileage: -5 }, /mileage/],
    ['an unknown type', { type: 'wax' }, /type/],
  ])('refuses %s with 400 and writes nothing', async (_name, change, message) => {
    const ann = t.client();
    const car = await carFor(ann);
    const response = await ann.post(`/api/garage/vehicles/${car.id}/maintenance`, {
      type: 'oil_change',
      date: '2024-03-01',
      mileage: 55_000,
      cost: 10,
      ...change,
    });
    expect(response.status).toBe(400);
    expect((await json<{ error: { message: string } }>(response)).error.message).toMatch(message);
    expect(
      await t.db.select().from(maintenanceRecords).where(eq(maintenanceRecords.vehicleId, car.id)),
    ).toHaveLength(0);
  });

  it("another user's record is a 404", async () => {
    const ann = t.client();
    const car = await carFor(ann);
    const record = await json<{ id: string }>(
      await ann.post(`/api/garage/vehicles/${car.id}/maintenance`, {
        type: 'battery',
        date: '2024-03-01',
        mileage: 51_000,
        cost: 120,
      }),
    );
    const bob = t.client();
    await bob.signUp();
    const path = `/api/garage/vehicles/${car.id}/maintenance/${record.id}`;
    expect((await bob.request(path, { method: 'DELETE' })).status).toBe(404);
    expect(
      await t.db.select().from(maintenanceRecords).where(eq(maintenanceRecords.id, record.id)),
    ).toHaveLength(1);
  });
});

describe('fuel records and economy (Fuelly rule)', () => {
  it('computes economy between full fills, summing partial fills', async () => {
    const ann = t.client();
    const car = await carFor(ann);
    const fill = (body: Record<string, unknown>) =>
      ann.post(`/api/garage/vehicles/${car.id}/fuel`, { cost: 60, ...body });
    expect((await fill({ date: '2024-01-01', volume: 40, odometer: 50_000 })).status).toBe(201);
    await fill({ date: '2024-01-10', volume: 20, odometer: 50_300, fullTank: false });
    await fill({ date: '2024-01-20', volume: 25, odometer: 50_600 });
    const detail = await json<VehicleDetailDto>(await ann.get(`/api/garage/vehicles/${car.id}`));
    // (20 + 25) L over 600 km = 7.5 L/100 km
    expect(detail.lastFuelEconomy).toEqual({
      value: 7.5,
      unit: 'L/100 km',
      date: '2024-01-20',
      charge: false,
    });
    const closing = detail.fuelRecords.find((f: FuelRecordDto) => f.date === '2024-01-20')!;
    expect(closing.economy).toMatchObject({ lPer100Km: 7.5, mpgUs: 31.36, mpgUk: 37.66 });
    expect(detail.fuelRecords.find((f) => f.date === '2024-01-10')!.economy).toBeNull();
    expect(detail.fuelEconomy).toMatchObject({ average: 7.5, unit: 'L/100 km' });
    expect(detail.mileage).toBe(50_600);

    const us = await json<VehicleDetailDto>(
      await ann.get(`/api/garage/vehicles/${car.id}?units=mi,us_gal`),
    );
    expect(us.lastFuelEconomy).toMatchObject({ value: 31.36, unit: 'mpg (US)' });
  });

  it('reads charging as kWh/100 km, or kWh/100 mi and mi/kWh in miles', async () => {
    const ann = t.client();
    const car = await carFor(ann, { make: 'Tesla', model: 'Model 3', fuelType: 'electric' });
    const charge = (body: Record<string, unknown>) =>
      ann.post(`/api/garage/vehicles/${car.id}/fuel`, { cost: 12, ...body });
    expect((await charge({ date: '2024-02-01', kwh: 50, odometer: 50_000 })).status).toBe(201);
    expect((await charge({ date: '2024-02-10', kwh: 60, odometer: 50_400 })).status).toBe(201);
    // 60 kWh over 400 km = 15 kWh/100 km = 24.14 kWh/100 mi = 4.14 mi/kWh
    const km = await json<VehicleDetailDto>(await ann.get(`/api/garage/vehicles/${car.id}`));
    expect(km.lastFuelEconomy).toEqual({
      value: 15,
      unit: 'kWh/100 km',
      date: '2024-02-10',
      charge: true,
    });
    expect(km.fuelRecords.find((f) => f.date === '2024-02-10')!.economy).toEqual({
      lPer100Km: null,
      mpgUs: null,
      mpgUk: null,
      kwhPer100Km: 15,
      kwhPer100Mi: 24.14,
      miPerKwh: 4.14,
      value: 15,
      unit: 'kWh/100 km',
    });
    const mi = await json<VehicleDetailDto>(
      await ann.get(`/api/garage/vehicles/${car.id}?units=mi,us_gal`),
    );
    expect(mi.lastFuelEconomy).toEqual({
      value: 24.14,
      unit: 'kWh/100 mi',
      date: '2024-02-10',
      charge: true,
    });
    expect(mi.fuelRecords.find((f) => f.date === '2024-02-10')!.economy).toMatchObject({
      value: 24.14,
      unit: 'kWh/100 mi',
    });
    expect(mi.fuelEconomy.averageKwhPer100Km).toBe(15);
  });

  it('needs a volume or kWh, and stores gallons as litres', async () => {
    const ann = t.client();
    const car = await carFor(ann);
    const bad = await ann.post(`/api/garage/vehicles/${car.id}/fuel`, {
      date: '2024-01-01',
      cost: 10,
      odometer: 50_100,
    });
    expect(bad.status).toBe(400);
    const ok = await ann.post(`/api/garage/vehicles/${car.id}/fuel?units=mi,us_gal`, {
      date: '2024-01-01',
      cost: 10,
      volume: 10,
      odometer: 31_100,
    });
    expect(ok.status).toBe(201);
    const [row] = await t.db.select().from(fuelRecords).where(eq(fuelRecords.vehicleId, car.id));
    expect(row!.volume).toBeCloseTo(37.854, 3);
    expect(row!.odometer).toBeCloseTo(31_100 * 1.609344, 3);
  });
});

describe('expenses', () => {
  it('a monthly expense appears on its dates up to today', async () => {
    const ann = t.client();
    const car = await carFor(ann);
    const start = addDays(utcTodayIso(), -65);
    const created = await ann.post(`/api/garage/vehicles/${car.id}/expenses`, {
      category: 'insurance',
      amount: 50,
      date: start,
      recurring: 'monthly',
    });
    expect(created.status).toBe(201);
    const listed = await json<{ occurrences: unknown[]; total: number }>(
      await ann.get(`/api/garage/vehicles/${car.id}/expenses`),
    );
    expect(listed.occurrences.length).toBeGreaterThanOrEqual(2);
    expect(listed.occurrences.length).toBeLessThanOrEqual(3);
    expect(listed.total).toBe(50 * listed.occurrences.length);
    const bad = await ann.post(`/api/garage/vehicles/${car.id}/expenses`, {
      category: 'snacks',
      amount: 5,
      date: start,
    });
    expect(bad.status).toBe(400);
  });

  it('sums the list per currency: no total adds USD to EUR (issue 27)', async () => {
    const ann = t.client();
    const car = await carFor(ann);
    const url = `/api/garage/vehicles/${car.id}/expenses`;
    type Listed = {
      currency: string | null;
      total: number | null;
      totals: Array<{ currency: string; amount: number }>;
    };
    const fee = { category: 'parking', amount: 12.5, date: '2024-05-01' };
    expect((await ann.post(url, fee)).status).toBe(201);
    expect(await json<Listed>(await ann.get(url))).toMatchObject({
      currency: 'USD',
      total: 12.5,
      totals: [{ currency: 'USD', amount: 12.5 }],
    });
    expect((await ann.post(url, { ...fee, amount: 4, currency: 'EUR' })).status).toBe(201);
    expect(await json<Listed>(await ann.get(url))).toMatchObject({
      currency: null,
      total: null,
      totals: [
        { currency: 'EUR', amount: 4 },
        { currency: 'USD', amount: 12.5 },
      ],
    });
  });
});

describe('upcoming services', () => {
  it('lists due items of every vehicle, most urgent first; an EV has no oil change', async () => {
    const ann = t.client();
    const car = await carFor(ann, { fuelType: 'electric' });
    await ann.post(`/api/garage/vehicles/${car.id}/maintenance`, {
      type: 'brake_fluid',
      date: '2020-01-01',
      mileage: 10_000,
      cost: 80,
    });
    const items = await json<UpcomingServiceDto[]>(await ann.get('/api/garage/upcoming-services'));
    expect(items.map((i) => i.itemKey)).not.toContain('svc:oil_change');
    expect(items[0]).toMatchObject({ itemKey: 'svc:brake_fluid', status: 'overdue' });
    const ranks = { overdue: 0, due_soon: 1, later: 2 };
    const order = items.map((i) => ranks[i.status]);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});
