// What the import tests share: the fixture files, a member with one car, the rows an import wrote
// for a car and its mileage (read straight from the database), the shape of an import's 400, and
// one app per test file with those helpers bound to it.
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { expenses, fuelRecords, maintenanceRecords, vehicles } from '../../db/schema.ts';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, json, type TestClient } from '../../test/harness.ts';
import type { VehicleDto } from '../../../shared/garage.ts';
import type { ImportPreviewDto } from '../../../shared/garage-import.ts';

export const importFixture = (name: string) =>
  fs.readFileSync(new URL(`./import-fixtures/${name}`, import.meta.url), 'utf8');

/** Signs `client` up and adds one car (a 2016 Honda Civic unless told otherwise). */
export async function memberWithCar(
  client: TestClient,
  car: { year: number; make: string; model: string; mileage: number } = {
    year: 2016,
    make: 'Honda',
    model: 'Civic',
    mileage: 1_000,
  },
) {
  await client.signUp();
  return json<VehicleDto>(await client.post('/api/garage/vehicles', car));
}

/** Every record of each kind stored for the car. */
export async function recordsWritten(db: Db, vehicleId: string) {
  const [maintenance, fuel, expenseRows] = await Promise.all([
    db.select().from(maintenanceRecords).where(eq(maintenanceRecords.vehicleId, vehicleId)),
    db.select().from(fuelRecords).where(eq(fuelRecords.vehicleId, vehicleId)),
    db.select().from(expenses).where(eq(expenses.vehicleId, vehicleId)),
  ]);
  return { maintenance, fuel, expenses: expenseRows };
}

/** The car's stored mileage. */
export async function mileageOfCar(db: Db, vehicleId: string) {
  const [row] = await db.select().from(vehicles).where(eq(vehicles.id, vehicleId));
  return row!.mileage;
}

/** An import's error reply: the rows at fault, or the columns missing and those the file has. */
export type ImportErrorReply = {
  error: {
    code: string;
    message: string;
    rows?: Array<{ line: number; message: string }>;
    missing?: string[];
    columns?: string[];
  };
};

/**
 * One app for the test file (3 commits a window, so the limit can be reached), closed after it,
 * and the helpers bound to it: a member with a 2016 Civic at 50,000 km, a file's preview for a new
 * such member (with its commit and what it wrote), what an import wrote, the car's mileage. Call at
 * the top level of a test file.
 */
export function importTestApp() {
  let app: Awaited<ReturnType<typeof createTestApp>> | undefined;
  beforeAll(async () => {
    app = await createTestApp({ env: { IMPORT_RATE_LIMIT_MAX: '3' } });
  });
  afterAll(() => app?.close());
  const t = () => {
    if (!app) throw new Error('importTestApp(): the app starts in beforeAll');
    return app;
  };
  const carFor = (client: TestClient) =>
    memberWithCar(client, { year: 2016, make: 'Honda', model: 'Civic', mileage: 50_000 });
  const written = (vehicleId: string) => recordsWritten(t().db, vehicleId);
  return {
    client: () => t().client(),
    carFor,
    /** A new member's car, `csv` previewed for it (200), its commit and what that wrote. */
    async importFile(csv: string, extra: Record<string, unknown> = {}) {
      const client = t().client();
      const car = await carFor(client);
      const response = await client.post('/api/garage/import', {
        vehicleId: car.id,
        csv,
        ...extra,
      });
      expect(response.status).toBe(200);
      const preview = await json<ImportPreviewDto>(response);
      const commit = async (skipInvalid = false) =>
        client.post('/api/garage/import', { vehicleId: car.id, csv, commit: true, skipInvalid });
      return { preview, commit, written: () => written(car.id) };
    },
    written,
    mileageOf: (vehicleId: string) => mileageOfCar(t().db, vehicleId),
    get db() {
      return t().db;
    },
  };
}
