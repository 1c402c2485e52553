import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuelRecords, maintenanceRecords, vehicles } from '../../db/schema.ts';
import { createTestApp, grantPremium, json, type TestClient } from '../../test/harness.ts';
import type { VehicleDetailDto, VehicleDto } from '../../../shared/garage.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const civic = { year: 2019, make: 'Honda', model: 'Civic', mileage: 42_000 };

function patch(client: TestClient, path: string, body: unknown) {
  return client.request(path, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function vehicleCount(userId: string) {
  return (await t.db.select().from(vehicles).where(eq(vehicles.userId, userId))).length;
}

describe('vehicles CRUD', () => {
  it('adds, lists, reads, edits and deletes a car', async () => {
    const ann = t.client();
    const { id: userId } = await ann.signUp();
    const created = await ann.post('/api/garage/vehicles', {
      ...civic,
      vin: '1hgbh41jxmn109186',
      nickname: 'Blue',
      fuelType: 'petrol',
      purchaseDate: '2020-05-01',
    });
    expect(created.status).toBe(201);
    const vehicle = await json<VehicleDto>(created);
    expect(vehicle).toMatchObject({
      year: 2019,
      make: 'Honda',
      model: 'Civic',
      trim: '',
      mileage: 42_000,
      vin: '1HGBH41JXMN109186',
      nickname: 'Blue',
      fuelType: 'petrol',
      purchaseDate: '2020-05-01',
      imageUrl: null,
      maintenanceRecords: [],
      fuelRecords: [],
      lastFuelEconomy: null,
      economyTrend: null,
    });
    expect(vehicle.addedToGarageDate).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(vehicle.nextService).not.toBeNull();

    const list = await json<VehicleDto[]>(await ann.get('/api/garage/vehicles'));
    expect(list.map((v) => v.id)).toEqual([vehicle.id]);

    const edited = await patch(ann, `/api/garage/vehicles/${vehicle.id}`, {
      trim: 'Sport',
      nickname: '',
      mileage: 43_000,
    });
    expect(edited.status).toBe(200);
    expect(await json(edited)).toMatchObject({ trim: 'Sport', nickname: null, mileage: 43_000 });

    const one = await json<VehicleDetailDto>(await ann.get(`/api/garage/vehicles/${vehicle.id}`));
    expect(one).toMatchObject({ id: vehicle.id, expenses: [], reminders: [] });
    expect(one.upcomingServices.length).toBeGreaterThan(5);

    expect(
      (await ann.request(`/api/garage/vehicles/${vehicle.id}`, { method: 'DELETE' })).status,
    ).toBe(204);
    expect(await vehicleCount(userId)).toBe(0);
    expect((await ann.get(`/api/garage/vehicles/${vehicle.id}`)).status).toBe(404);
  });

  it('answers in miles when asked (?units=mi) and stores km', async () => {
    const ann = t.client();
    const { id: userId } = await ann.signUp();
    const created = await json<VehicleDto>(
      await ann.post('/api/garage/vehicles?units=mi', { ...civic, mileage: 10_000 }),
    );
    expect(created.mileage).toBe(10_000);
    expect(created.units).toEqual({ distance: 'mi', volume: 'l' });
    const [row] = await t.db.select().from(vehicles).where(eq(vehicles.userId, userId));
    expect(row!.mileage).toBe(16_093);
    const inKm = await json<VehicleDto[]>(await ann.get('/api/garage/vehicles'));
    expect(inKm[0]!.mileage).toBe(16_093);
    expect((await ann.get('/api/garage/vehicles?units=furlongs')).status).toBe(400);
  });

  it('saves a mileage below the last record, with a warning in the reply', async () => {
    const ann = t.client();
    await ann.signUp();
    const car = await json<VehicleDto>(await ann.post('/api/garage/vehicles', civic));
    const base = `/api/garage/vehicles/${car.id}`;
    // No record yet: lowering it is a plain correction.
    const corrected = await json<{ mileage: number; warning?: unknown }>(
      await patch(ann, base, { mileage: 41_000 }),
    );
    expect(corrected.mileage).toBe(41_000);
    expect(corrected.warning).toBeUndefined();

    const service = { type: 'oil_change', date: '2024-03-01', mileage: 45_000, cost: 50 };
    expect((await ann.post(`${base}/maintenance`, service)).status).toBe(201);
    const fill = { date: '2024-04-01', volume: 40, odometer: 46_000, cost: 60 };
    expect((await ann.post(`${base}/fuel`, fill)).status).toBe(201);

    const lowered = await patch(ann, base, { mileage: 44_000 });
    expect(lowered.status).toBe(200);
    const body = await json<{ mileage: number; warning?: Record<string, unknown> }>(lowered);
    expect(body.mileage).toBe(44_000);
    expect(body.warning).toEqual({
      code: 'mileage_below_records',
      message:
        "The mileage is below the car's last record (46,000 km). It was saved as sent: check it is right.",
      recordedMileage: 46_000,
    });
    const [row] = await t.db.select().from(vehicles).where(eq(vehicles.id, car.id));
    expect(row!.mileage).toBe(44_000);

    // In miles when the request is.
    const inMiles = await json<{ warning?: Record<string, unknown> }>(
      await patch(ann, `${base}?units=mi`, { mileage: 20_000 }),
    );
    expect(inMiles.warning).toMatchObject({ recordedMileage: 28_583 });
    expect(inMiles.warning?.message).toContain('(28,583 mi)');

    // A patch without a mileage (the car is still below), or at or above the last record: none.
    for (const change of [{ nickname: 'Blue' }, { mileage: 46_000 }, { mileage: 50_000 }]) {
      const reply = await json<{ warning?: unknown }>(await patch(ann, base, change));
      expect(reply.warning, JSON.stringify(change)).toBeUndefined();
    }
  });

  it('needs a session', async () => {
    const anon = t.client();
    expect((await anon.get('/api/garage/vehicles')).status).toBe(401);
    expect((await anon.post('/api/garage/vehicles', civic)).status).toBe(401);
  });
});

describe('ownership', () => {
  it("another user's vehicle is a 404, exactly like a missing one, and stays untouched", async () => {
    const ann = t.client();
    await ann.signUp();
    const bob = t.client();
    await bob.signUp();
    const car = await json<VehicleDto>(await ann.post('/api/garage/vehicles', civic));
    const missing = randomUUID();
    for (const id of [car.id, missing, 'not-a-uuid']) {
      const reads = await bob.get(`/api/garage/vehicles/${id}`);
      expect(reads.status).toBe(404);
      expect((await json<{ error: { code: string } }>(reads)).error.code).toBe('not_found');
      expect((await patch(bob, `/api/garage/vehicles/${id}`, { make: 'Stolen' })).status).toBe(404);
      expect((await bob.request(`/api/garage/vehicles/${id}`, { method: 'DELETE' })).status).toBe(
        404,
      );
      expect(
        (
          await bob.post(`/api/garage/vehicles/${id}/maintenance`, {
            type: 'oil_change',
            date: '2024-01-01',
            mileage: 1,
            cost: 1,
          })
        ).status,
      ).toBe(404);
    }
    expect(await json<VehicleDto[]>(await bob.get('/api/garage/vehicles'))).toEqual([]);
    const still = await json<VehicleDto>(await ann.get(`/api/garage/vehicles/${car.id}`));
    expect(still.make).toBe('Honda');
    expect(
      await t.db.select().from(maintenanceRecords).where(eq(maintenanceRecords.vehicleId, car.id)),
    ).toHaveLength(0);
  });
});

describe('validation: 400 with a clear message, nothing written', () => {
  const nextYear = new Date().getUTCFullYear() + 1;
  const cases: Array<[string, Record<string, unknown>, RegExp]> = [
    ['negative mileage', { mileage: -1 }, /mileage: A distance cannot be negative/],
    ['mileage over 2,000,000 km', { mileage: 2_000_001 }, /mileage: At most 2,000,000 km/],
    ['year before 1886', { year: 1885 }, /year: The year cannot be before 1886/],
    [
      'year after next year',
      { year: nextYear + 1 },
      /year: The year cannot be later than next year/,
    ],
    [
      'purchase date in the future',
      { purchaseDate: '2999-01-01' },
      /purchaseDate: The date cannot be in the future/,
    ],
    [
      'VIN with a bad check digit',
      { vin: '1HGBH41J1MN109186' },
      /vin: The check digit \(9th character\) should be X, not 1/,
    ],
    [
      'VIN with an O',
      { vin: '1HGBH41JXMNO09186' },
      /vin: A VIN never contains the letters I, O or Q \(found O at position 12\)/,
    ],
    ['VIN too short', { vin: '1HGBH41JXMN10918' }, /vin: A VIN has 17 characters; this one has 16/],
    ['missing make', { make: '' }, /make: Enter the make/],
    ['unknown field', { colour: 'red', wheels: 4 }, /Unknown field\(s\): wheels/],
    ['unknown fuel type', { fuelType: 'steam' }, /fuelType/],
  ];
  it.each(cases)('%s', async (_name, change, message) => {
    const ann = t.client();
    const { id: userId } = await ann.signUp();
    const response = await ann.post('/api/garage/vehicles', { ...civic, ...change });
    expect(response.status).toBe(400);
    const body = await json<{ error: { code: string; message: string } }>(response);
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.message).toMatch(message);
    expect(await vehicleCount(userId)).toBe(0);
  });

  it('mileage in miles is bounded by 2,000,000 km too', async () => {
    const ann = t.client();
    const { id: userId } = await ann.signUp();
    const response = await ann.post('/api/garage/vehicles?units=mi', {
      ...civic,
      mileage: 1_300_000,
    });
    expect(response.status).toBe(400);
    expect(await vehicleCount(userId)).toBe(0);
  });
});

describe('garage cap (SPEC.md §4, §9)', () => {
  it("a free user's second car is 402 limit_reached (garage); deleting the first frees the slot", async () => {
    const ann = t.client();
    await ann.signUp();
    const first = await json<VehicleDto>(await ann.post('/api/garage/vehicles', civic));
    const second = await ann.post('/api/garage/vehicles', { ...civic, model: 'Jazz' });
    expect(second.status).toBe(402);
    expect(await json(second)).toMatchObject({
      error: { code: 'limit_reached', feature: 'garage', cap: 1 },
    });
    const usage = await json<{ features: { garage: unknown } }>(await ann.get('/api/usage'));
    expect(usage.features.garage).toEqual({ used: 1, cap: 1, remaining: 0, allowed: false });
    await ann.request(`/api/garage/vehicles/${first.id}`, { method: 'DELETE' });
    expect((await ann.post('/api/garage/vehicles', { ...civic, model: 'Jazz' })).status).toBe(201);
  });

  it('20 parallel adds from a free user leave exactly one car', async () => {
    const ann = t.client();
    const { id: userId } = await ann.signUp();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        ann.post('/api/garage/vehicles', { ...civic, model: `Model ${i}` }),
      ),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 402)).toHaveLength(19);
    expect(await vehicleCount(userId)).toBe(1);
  });

  it('premium users add as many as they like', async () => {
    const ann = t.client();
    const { id: userId } = await ann.signUp();
    await grantPremium(t.db, userId);
    for (let i = 0; i < 3; i += 1) {
      expect((await ann.post('/api/garage/vehicles', { ...civic, model: `M${i}` })).status).toBe(
        201,
      );
    }
    expect(await vehicleCount(userId)).toBe(3);
    const usage = await json<{ features: { garage: unknown } }>(await ann.get('/api/usage'));
    expect(usage.features.garage).toEqual({ used: 3, cap: 1, remaining: null, allowed: true });
  });
});

describe('deleting a car removes its records', () => {
  it('cascades to maintenance and fuel records', async () => {
    const ann = t.client();
    await ann.signUp();
    const car = await json<VehicleDto>(await ann.post('/api/garage/vehicles', civic));
    await t.db.insert(maintenanceRecords).values({
      userId: (await json<{ id: string }>(await ann.get('/api/me'))).id,
      vehicleId: car.id,
      type: 'oil_change',
      date: '2024-01-01',
    });
    expect((await ann.request(`/api/garage/vehicles/${car.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect(
      await t.db.select().from(maintenanceRecords).where(eq(maintenanceRecords.vehicleId, car.id)),
    ).toHaveLength(0);
    expect(
      await t.db.select().from(fuelRecords).where(eq(fuelRecords.vehicleId, car.id)),
    ).toHaveLength(0);
  });
});
