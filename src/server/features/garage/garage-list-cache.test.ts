// The kept garage list must never be older than the database: any writer (this app, another
// instance, plain SQL) bumps the owner's version, and the list is read after the version.
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authUsers,
  expenses,
  fuelRecords,
  maintenanceRecords,
  serviceReminders,
  vehicles,
} from '../../db/schema.ts';
import { createTestApp, json, type TestClient } from '../../test/harness.ts';
import type { UpcomingServiceDto, VehicleDto } from '../../../shared/garage.ts';
import { garageListJson, garageVersion, upcomingServicesJson } from './garage-list-cache.ts';
import { acceptsGzip } from './routes.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function driverWithCar(client: TestClient) {
  const { id: userId } = await client.signUp();
  const car = await json<VehicleDto>(
    await client.post('/api/garage/vehicles', {
      year: 2018,
      make: 'Mazda',
      model: 'CX-5',
      mileage: 40_000,
    }),
  );
  return { userId, car };
}

async function list(client: TestClient, query = '') {
  const response = await client.get(`/api/garage/vehicles${query}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return json<VehicleDto[]>(response);
}

describe('the kept garage list', () => {
  it('shows writes made outside this app (another instance, plain SQL) at the next read', async () => {
    const ann = t.client();
    const { userId, car } = await driverWithCar(ann);
    expect((await list(ann))[0]!.fuelRecords).toEqual([]);
    expect((await list(ann))[0]!.fuelRecords).toEqual([]);

    const [fill] = await t.db
      .insert(fuelRecords)
      .values({ userId, vehicleId: car.id, date: '2026-01-10', costCents: 5000, volume: 40 })
      .returning();
    expect((await list(ann))[0]!.fuelRecords.map((record) => record.id)).toEqual([fill!.id]);

    await t.db.update(vehicles).set({ mileage: 45_000 }).where(eq(vehicles.id, car.id));
    expect((await list(ann))[0]!.mileage).toBe(45_000);

    await t.db.delete(fuelRecords).where(eq(fuelRecords.id, fill!.id));
    expect((await list(ann))[0]!.fuelRecords).toEqual([]);
  });

  it('is bumped by every table the list or its next service reads', async () => {
    const bob = t.client();
    const { userId, car } = await driverWithCar(bob);
    const scope = { userId, vehicleId: car.id };
    const writes = [
      () =>
        t.db
          .insert(maintenanceRecords)
          .values({ ...scope, type: 'oil_change', date: '2026-01-02' }),
      () => t.db.insert(fuelRecords).values({ ...scope, date: '2026-01-03', volume: 30 }),
      () =>
        t.db
          .insert(expenses)
          .values({ ...scope, category: 'parking', amountCents: 500, date: '2026-01-04' }),
      () => t.db.insert(serviceReminders).values({ ...scope, title: 'MOT', dueDate: '2027-01-01' }),
      () => t.db.update(vehicles).set({ nickname: 'Red' }).where(eq(vehicles.id, car.id)),
    ];
    for (const write of writes) {
      const before = await garageVersion(t.db, userId);
      await write();
      expect(await garageVersion(t.db, userId)).toBeGreaterThan(before);
    }
  });

  it('keeps units and the day apart (the next service depends on both)', async () => {
    const cleo = t.client();
    const { userId } = await driverWithCar(cleo);
    expect((await list(cleo))[0]!.mileage).toBe(40_000);
    expect((await list(cleo, '?units=mi'))[0]!.mileage).toBeCloseTo(24_854.8, 0);

    const units = { distance: 'km', volume: 'l' } as const;
    const read = async (now?: Date) =>
      JSON.parse(
        new TextDecoder().decode(await garageListJson(t.db, userId, units, { now })),
      ) as VehicleDto[];
    const today = await read();
    const later = await read(new Date(Date.now() + 4 * 365 * 86_400_000));
    expect(today[0]!.nextService?.status).not.toBe('overdue');
    expect(later[0]!.nextService?.status).toBe('overdue');
  });

  it('keeps upcoming services the same way: a write from anywhere shows at the next read', async () => {
    const eve = t.client();
    const { userId, car } = await driverWithCar(eve);
    const upcoming = async (query = '') => {
      const response = await eve.get(`/api/garage/upcoming-services${query}`);
      expect(response.status).toBe(200);
      return json<UpcomingServiceDto[]>(response);
    };
    const oil = (items: UpcomingServiceDto[]) =>
      items.find((item) => item.itemKey === 'svc:oil_change');
    const first = await upcoming();
    expect(await upcoming()).toEqual(first);
    expect(oil(first)?.lastDoneDate).toBeNull();

    // Plain SQL, as another instance would write: the version moves, the kept answer is not used.
    const today = new Date().toISOString().slice(0, 10);
    await t.db
      .insert(maintenanceRecords)
      .values({ userId, vehicleId: car.id, type: 'oil_change', date: today, mileage: 40_000 });
    expect(oil(await upcoming())?.lastDoneDate).toBe(today);
    await t.db.insert(serviceReminders).values({
      userId,
      vehicleId: car.id,
      title: 'Wiper blades',
      dueDate: '2027-03-01',
    });
    expect((await upcoming()).map((item) => item.title)).toContain('Wiper blades');

    // Units and the day are part of what is kept.
    const km = oil(await upcoming())?.dueMileage ?? 0;
    expect(oil(await upcoming('?units=mi'))?.dueMileage).toBeCloseTo(km / 1.609344, 0);
    const units = { distance: 'km', volume: 'l' } as const;
    const read = async (now?: Date) =>
      JSON.parse(
        new TextDecoder().decode(await upcomingServicesJson(t.db, userId, units, { now })),
      ) as UpcomingServiceDto[];
    expect(oil(await read())?.status).not.toBe('overdue');
    expect(oil(await read(new Date(Date.now() + 4 * 365 * 86_400_000)))?.status).toBe('overdue');
  });

  it('never stands in the way of deleting an account with a garage', async () => {
    const dan = t.client();
    const { userId } = await driverWithCar(dan);
    await t.db.delete(authUsers).where(eq(authUsers.id, userId));
    expect(await t.db.select().from(vehicles).where(eq(vehicles.userId, userId))).toEqual([]);
  });

  it('sends the same answer gzipped to a client that asks for it, and plain to one that does not', async () => {
    const eve = t.client();
    await driverWithCar(eve);
    const plain = await eve.get('/api/garage/vehicles');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    const text = await plain.text();
    for (let round = 0; round < 2; round += 1) {
      const zipped = await eve.get('/api/garage/vehicles', {
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(zipped.headers.get('content-encoding')).toBe('gzip');
      const bytes = Buffer.from(await zipped.arrayBuffer());
      expect(bytes.length).toBeLessThan(Buffer.byteLength(text));
      expect(gunzipSync(bytes).toString('utf8')).toBe(text);
    }
    expect(acceptsGzip('gzip;q=0, br')).toBe(false);
    expect(acceptsGzip('br, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
