// Many records at once (the CSV import): all of them in one transaction or none.
import { inTransaction } from '../../lib/transaction.ts';
import type { Db } from '../../db/database.ts';
import { expenseRow, type ExpenseValues } from './expenses-service.ts';
import type { RecordScope } from './record-scope.ts';
import {
  fuelRow,
  maintenanceRow,
  type FuelValues,
  type MaintenanceValues,
} from './records-service.ts';
import { expenses, fuelRecords, maintenanceRecords } from './schema.ts';
import { userCurrency } from './settings-service.ts';
import { ownedVehicle, raiseMileage } from './vehicle-rows.ts';

export interface RecordBatch {
  maintenance: MaintenanceValues[];
  fuel: FuelValues[];
  expenses: ExpenseValues[];
}

/** Rows per INSERT statement: well under PostgreSQL's 65,535 parameters per statement. */
const BATCH_ROWS = 500;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    await insert(rows.slice(start, start + BATCH_ROWS));
  }
}

/**
 * Adds already validated records (in `scope.units`) to one vehicle in ONE transaction: all of
 * them or none. The vehicle's mileage follows the highest distance among them.
 */
export async function addRecords(db: Db, scope: RecordScope, batch: RecordBatch) {
  const maintenanceRows = batch.maintenance.map((input) => maintenanceRow(scope, '', input));
  const fuelRows = batch.fuel.map((input) => fuelRow(scope, '', input));
  await ownedVehicle(db, scope.userId, scope.vehicleId);
  // A row keeps the currency its file gave it; the others take the user's display currency.
  const currency = await userCurrency(db, scope.userId, scope.defaultCurrency);
  for (const row of [...maintenanceRows, ...fuelRows]) row.currency ||= currency;
  const expenseRows = batch.expenses.map((input) => expenseRow(scope, currency, input));
  const highest = Math.max(
    -1,
    ...maintenanceRows.map((row) => row.mileage),
    ...fuelRows.map((row) => row.odometer ?? -1),
  );
  await inTransaction(db, async (tx) => {
    await insertChunked(maintenanceRows, (chunk) => tx.insert(maintenanceRecords).values(chunk));
    await insertChunked(fuelRows, (chunk) => tx.insert(fuelRecords).values(chunk));
    await insertChunked(expenseRows, (chunk) => tx.insert(expenses).values(chunk));
    if (highest >= 0) await raiseMileage(tx, scope.vehicleId, highest);
  });
  return {
    maintenance: maintenanceRows.length,
    fuel: fuelRows.length,
    expense: expenseRows.length,
  };
}
