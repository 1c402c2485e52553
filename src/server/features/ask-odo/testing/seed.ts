// A known garage for Ask Odo's tests and benchmark: two cars (a 2018 Honda Civic and a 2020 Toyota
// RAV4 hybrid called Rosie) with services, fill-ups and costs, added through the real API, and the
// fixed "today" (15 November 2026) the expected answers in questions.ts are computed for.
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import type { TestClient } from '../../../test/harness.ts';
import { vehicles } from '../../garage/schema.ts';

export const SEED_NOW = new Date('2026-11-15T12:00:00Z');

async function post(client: TestClient, path: string, body: unknown) {
  const response = await client.post(path, body);
  if (response.status !== 201) {
    throw new Error(`seed: ${path} answered ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as { id: string };
}

/** Adds the two cars to the signed-in (premium) client's garage; returns their ids. */
export async function seedGarage(client: TestClient, db: Db) {
  const civic = await post(client, '/api/garage/vehicles', {
    year: 2018,
    make: 'Honda',
    model: 'Civic',
    mileage: 81_400,
    fuelType: 'petrol',
  });
  const rav4 = await post(client, '/api/garage/vehicles', {
    year: 2020,
    make: 'Toyota',
    model: 'RAV4',
    nickname: 'Rosie',
    mileage: 40_400,
    fuelType: 'hybrid',
  });
  const m = (id: string, body: object) =>
    post(client, `/api/garage/vehicles/${id}/maintenance`, body);
  const f = (id: string, body: object) => post(client, `/api/garage/vehicles/${id}/fuel`, body);
  const e = (id: string, body: object) => post(client, `/api/garage/vehicles/${id}/expenses`, body);

  await m(civic.id, {
    type: 'battery',
    date: '2024-11-05',
    mileage: 52_000,
    cost: 150,
    description: 'New 12 V battery',
  });
  await m(civic.id, {
    type: 'oil_change',
    date: '2025-03-02',
    mileage: 60_000,
    cost: 79,
    description: '',
  });
  await m(civic.id, {
    type: 'brake_pads',
    date: '2025-09-20',
    mileage: 68_500,
    cost: 240,
    description: 'Front brake pads',
  });
  await m(civic.id, {
    type: 'oil_change',
    date: '2026-03-10',
    mileage: 75_000,
    cost: 89.9,
    description: 'Oil and filter, 5W-30',
  });
  await m(civic.id, { type: 'tyre_rotation', date: '2026-03-10', mileage: 75_000, cost: 25 });
  await m(civic.id, {
    type: 'other',
    date: '2026-11-03',
    mileage: 81_200,
    cost: 35,
    description: 'Wiper blades replaced',
  });
  await f(civic.id, { date: '2026-10-01', odometer: 80_000, volume: 40, cost: 70, fullTank: true });
  await f(civic.id, {
    date: '2026-10-20',
    odometer: 80_700,
    volume: 42,
    cost: 73.5,
    fullTank: true,
  });
  await f(civic.id, {
    date: '2026-11-08',
    odometer: 81_400,
    volume: 45.5,
    cost: 80,
    fullTank: true,
  });
  await e(civic.id, { category: 'insurance', amount: 600, date: '2026-01-15' });
  await e(civic.id, { category: 'registration_tax', amount: 120, date: '2026-11-02' });

  await m(rav4.id, {
    type: 'tyres',
    date: '2025-04-12',
    mileage: 25_000,
    cost: 680,
    description: 'Four new all-season tyres',
  });
  await m(rav4.id, { type: 'oil_change', date: '2026-06-01', mileage: 38_000, cost: 95 });
  await f(rav4.id, { date: '2026-09-05', odometer: 39_000, volume: 35, cost: 60, fullTank: true });
  await f(rav4.id, { date: '2026-10-05', odometer: 39_700, volume: 35, cost: 62, fullTank: true });
  await f(rav4.id, {
    date: '2026-11-01',
    odometer: 40_400,
    volume: 33.6,
    cost: 58,
    fullTank: true,
  });
  await e(rav4.id, { category: 'parking', amount: 15, date: '2026-11-10' });

  // Added long before "today", so nothing counts from the real date the test runs on.
  await db
    .update(vehicles)
    .set({ createdAt: new Date('2024-06-01T09:00:00Z') })
    .where(eq(vehicles.id, civic.id));
  await db
    .update(vehicles)
    .set({ createdAt: new Date('2024-06-02T09:00:00Z') })
    .where(eq(vehicles.id, rav4.id));
  return { civicId: civic.id, rav4Id: rav4.id };
}
