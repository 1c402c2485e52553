// What the import tests share: the fixture files, a member with one car, the rows an import wrote
// for a car and its mileage (read straight from the database), and the shape of an import's 400.
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { expenses, fuelRecords, maintenanceRecords, vehicles } from '../../db/schema.ts';
import { json, type TestClient } from '../../test/harness.ts';
import type { VehicleDto } from '../../../shared/garage.ts';

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
