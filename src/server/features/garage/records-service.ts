// Maintenance, fuel and expense records of one of the user's vehicles. A record is found by its id,
// its vehicle's id and the user's id together, so anything else is a 404. Writes that carry a
// distance raise the vehicle's mileage in the same transaction (it never goes down by itself).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type {
  expenseInputSchema,
  expensePatchSchema,
  ExpenseOccurrenceDto,
  ExpenseDto,
  FuelRecordDto,
  fuelInputSchema,
  fuelPatchSchema,
  MaintenanceRecordDto,
  maintenanceInputSchema,
  maintenancePatchSchema,
} from '../../../shared/garage.ts';
import { fromCents, toCents, toLitres, type Units } from '../../../shared/units.ts';
import { occurrences, utcTodayIso } from './dates.ts';
import { fuelGapWarning, type FuelGapWarning } from './fuel-gap-warning.ts';
import { expenseDto, fuelDto, maintenanceDto } from './mappers.ts';
import { CurrencySums, soleCurrency } from './money-totals.ts';
import { expenses, fuelRecords, maintenanceRecords } from './schema.ts';
import { userCurrency } from './settings-service.ts';
import { preciseKmIn, ownedVehicle, raiseMileage } from './vehicles-service.ts';
import { inTransaction } from '../../lib/transaction.ts';

type MaintenanceValues = z.output<typeof maintenanceInputSchema>;
type MaintenancePatchValues = z.output<typeof maintenancePatchSchema>;
type FuelValues = z.output<typeof fuelInputSchema>;
type FuelPatchValues = z.output<typeof fuelPatchSchema>;
type ExpenseValues = z.output<typeof expenseInputSchema>;
type ExpensePatchValues = z.output<typeof expensePatchSchema>;

export interface RecordScope {
  userId: string;
  vehicleId: string;
  units: Units;
  defaultCurrency: string;
}

function recordNotFound(): AppError {
  return new AppError('not_found', 'No such record for this vehicle.');
}

// ---------------------------------------------------------------- maintenance

export async function addMaintenance(
  db: Db,
  scope: RecordScope,
  input: MaintenanceValues,
): Promise<MaintenanceRecordDto> {
  const values = maintenanceRow(scope, '', input);
  await ownedVehicle(db, scope.userId, scope.vehicleId);
  values.currency = input.currency ?? (await userCurrency(db, scope.userId, scope.defaultCurrency));
  const row = await inTransaction(db, async (tx) => {
    const [inserted] = await tx.insert(maintenanceRecords).values(values).returning();
    await raiseMileage(tx, scope.vehicleId, values.mileage);
    return inserted!;
  });
  return maintenanceDto(row, scope.units);
}

/** The row a new maintenance record becomes (distances converted to km, money to cents). */
function maintenanceRow(scope: RecordScope, currency: string, input: MaintenanceValues) {
  return {
    userId: scope.userId,
    vehicleId: scope.vehicleId,
    type: input.type,
    description: input.description,
    date: input.date,
    mileage: preciseKmIn(input.mileage, scope.units, 'mileage'),
    costCents: toCents(input.cost),
    currency: input.currency ?? currency,
  } satisfies typeof maintenanceRecords.$inferInsert;
}

export async function updateMaintenance(
  db: Db,
  scope: RecordScope,
  recordId: string,
  patch: MaintenancePatchValues,
): Promise<MaintenanceRecordDto> {
  const { cost, mileage, ...rest } = patch;
  const set: Partial<typeof maintenanceRecords.$inferInsert> = { ...rest };
  if (cost !== undefined) set.costCents = toCents(cost);
  if (mileage !== undefined) set.mileage = preciseKmIn(mileage, scope.units, 'mileage');
  const row = await inTransaction(db, async (tx) => {
    const [updated] = await tx
      .update(maintenanceRecords)
      .set({ ...set, updatedAt: sql`now()` })
      .where(
        and(
          eq(maintenanceRecords.id, recordId),
          eq(maintenanceRecords.vehicleId, scope.vehicleId),
          eq(maintenanceRecords.userId, scope.userId),
        ),
      )
      .returning();
    if (!updated) throw recordNotFound();
    await raiseMileage(tx, scope.vehicleId, set.mileage);
    return updated;
  });
  return maintenanceDto(row, scope.units);
}

export async function deleteMaintenance(db: Db, scope: RecordScope, recordId: string) {
  const [deleted] = await db
    .delete(maintenanceRecords)
    .where(
      and(
        eq(maintenanceRecords.id, recordId),
        eq(maintenanceRecords.vehicleId, scope.vehicleId),
        eq(maintenanceRecords.userId, scope.userId),
      ),
    )
    .returning({ receiptUrl: maintenanceRecords.receiptUrl });
  if (!deleted) throw recordNotFound();
  return { fileUrls: await receiptsNoLongerShown(db, scope.userId, [deleted.receiptUrl]) };
}

// ---------------------------------------------------------------- fuel

function fuelValues(input: Partial<FuelValues>, units: Units) {
  const values: Partial<typeof fuelRecords.$inferInsert> = {};
  if (input.date !== undefined) values.date = input.date;
  if (input.cost !== undefined) values.costCents = toCents(input.cost);
  if (input.volume !== undefined) {
    values.volume = input.volume === null ? null : toLitres(input.volume, units.volume);
  }
  if (input.kwh !== undefined) values.kwh = input.kwh;
  if (input.odometer !== undefined) {
    values.odometer = preciseKmIn(input.odometer, units, 'odometer');
  }
  if (input.fullTank !== undefined) values.fullTank = input.fullTank;
  if (input.missedPrevious !== undefined) values.missedPrevious = input.missedPrevious;
  if (input.grade !== undefined) values.grade = input.grade;
  return values;
}

export async function addFuel(
  db: Db,
  scope: RecordScope,
  input: FuelValues,
): Promise<FuelRecordDto & { warning?: FuelGapWarning }> {
  const values = fuelRow(scope, '', input);
  await ownedVehicle(db, scope.userId, scope.vehicleId);
  values.currency = input.currency ?? (await userCurrency(db, scope.userId, scope.defaultCurrency));
  const row = await inTransaction(db, async (tx) => {
    const [inserted] = await tx.insert(fuelRecords).values(values).returning();
    await raiseMileage(tx, scope.vehicleId, values.odometer);
    return inserted!;
  });
  // Only a full fill-up that does not already follow a missed one closes a segment to judge.
  const judged = row.fullTank && !row.missedPrevious && row.odometer !== null;
  const warning = judged ? await fuelGapWarning(db, scope.vehicleId, row.id) : null;
  return warning ? { ...fuelDto(row, scope.units), warning } : fuelDto(row, scope.units);
}

function fuelRow(scope: RecordScope, currency: string, input: FuelValues) {
  return {
    ...fuelValues(input, scope.units),
    date: input.date,
    userId: scope.userId,
    vehicleId: scope.vehicleId,
    currency: input.currency ?? currency,
  } satisfies typeof fuelRecords.$inferInsert;
}

export async function updateFuel(
  db: Db,
  scope: RecordScope,
  recordId: string,
  patch: FuelPatchValues,
): Promise<FuelRecordDto> {
  const values = fuelValues(patch, scope.units);
  const row = await inTransaction(db, async (tx) => {
    const [updated] = await tx
      .update(fuelRecords)
      .set({ ...values, updatedAt: sql`now()` })
      .where(
        and(
          eq(fuelRecords.id, recordId),
          eq(fuelRecords.vehicleId, scope.vehicleId),
          eq(fuelRecords.userId, scope.userId),
        ),
      )
      .returning();
    if (!updated) throw recordNotFound();
    if (updated.volume === null && updated.kwh === null) {
      throw new AppError(
        'validation_failed',
        'volume: Enter the volume (fuel) or the energy in kWh (charging).',
      );
    }
    await raiseMileage(tx, scope.vehicleId, values.odometer);
    return updated;
  });
  return fuelDto(row, scope.units);
}

export async function deleteFuel(db: Db, scope: RecordScope, recordId: string) {
  const deleted = await db
    .delete(fuelRecords)
    .where(
      and(
        eq(fuelRecords.id, recordId),
        eq(fuelRecords.vehicleId, scope.vehicleId),
        eq(fuelRecords.userId, scope.userId),
      ),
    )
    .returning({ receiptUrl: fuelRecords.receiptUrl });
  const [row] = deleted;
  if (!row) throw recordNotFound();
  return { fileUrls: await receiptsNoLongerShown(db, scope.userId, [row.receiptUrl]) };
}

/**
 * Of these receipt pictures, those none of the user's records shows any more: their files can go.
 * Stored names are content-addressed, so one photo kept for two records is one set of files.
 */
export async function receiptsNoLongerShown(
  db: Db,
  userId: string,
  urls: (string | null)[],
): Promise<string[]> {
  const candidates = [...new Set(urls.filter((url): url is string => !!url))];
  if (candidates.length === 0) return [];
  const [services, fills] = await Promise.all([
    db
      .select({ url: maintenanceRecords.receiptUrl })
      .from(maintenanceRecords)
      .where(
        and(
          eq(maintenanceRecords.userId, userId),
          inArray(maintenanceRecords.receiptUrl, candidates),
        ),
      ),
    db
      .select({ url: fuelRecords.receiptUrl })
      .from(fuelRecords)
      .where(and(eq(fuelRecords.userId, userId), inArray(fuelRecords.receiptUrl, candidates))),
  ]);
  const shown = new Set([...services, ...fills].map((row) => row.url));
  return candidates.filter((url) => !shown.has(url));
}

// ---------------------------------------------------------------- expenses

export async function addExpense(
  db: Db,
  scope: RecordScope,
  input: ExpenseValues,
): Promise<ExpenseDto> {
  await ownedVehicle(db, scope.userId, scope.vehicleId);
  const currency = input.currency ?? (await userCurrency(db, scope.userId, scope.defaultCurrency));
  const [row] = await db
    .insert(expenses)
    .values(expenseRow(scope, currency, input))
    .returning();
  return expenseDto(row!);
}

function expenseRow(scope: RecordScope, currency: string, input: ExpenseValues) {
  return {
    userId: scope.userId,
    vehicleId: scope.vehicleId,
    category: input.category,
    amountCents: toCents(input.amount),
    currency: input.currency ?? currency,
    date: input.date,
    note: input.note,
    recurring: input.recurring,
  } satisfies typeof expenses.$inferInsert;
}

export async function updateExpense(
  db: Db,
  scope: RecordScope,
  recordId: string,
  patch: ExpensePatchValues,
): Promise<ExpenseDto> {
  const { amount, ...rest } = patch;
  const set: Partial<typeof expenses.$inferInsert> = { ...rest };
  if (amount !== undefined) set.amountCents = toCents(amount);
  const [updated] = await db
    .update(expenses)
    .set({ ...set, updatedAt: sql`now()` })
    .where(
      and(
        eq(expenses.id, recordId),
        eq(expenses.vehicleId, scope.vehicleId),
        eq(expenses.userId, scope.userId),
      ),
    )
    .returning();
  if (!updated) throw recordNotFound();
  return expenseDto(updated);
}

export async function deleteExpense(db: Db, scope: RecordScope, recordId: string) {
  const deleted = await db
    .delete(expenses)
    .where(
      and(
        eq(expenses.id, recordId),
        eq(expenses.vehicleId, scope.vehicleId),
        eq(expenses.userId, scope.userId),
      ),
    )
    .returning({ id: expenses.id });
  if (deleted.length === 0) throw recordNotFound();
}

// ---------------------------------------------------------------- many at once (CSV import)

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

/** A recurring expense's occurrences up to `until`, each as its own entry (never stored as rows). */
export function expandExpense(
  row: typeof expenses.$inferSelect,
  until: string,
): ExpenseOccurrenceDto[] {
  const dto = expenseDto(row);
  return occurrences(row.date, row.recurring, until).map((occurrenceDate) => ({
    ...dto,
    occurrenceDate,
  }));
}

/**
 * GET /api/garage/vehicles/{id}/expenses: the entries and their occurrences up to today, summed
 * per currency (`total` only when they are all in one: `currency`; else both null).
 */
export async function listExpenses(db: Db, scope: RecordScope, now = new Date()) {
  await ownedVehicle(db, scope.userId, scope.vehicleId);
  const rows = await db
    .select()
    .from(expenses)
    .where(and(eq(expenses.vehicleId, scope.vehicleId), eq(expenses.userId, scope.userId)))
    .orderBy(desc(expenses.date), desc(expenses.createdAt));
  const today = utcTodayIso(now);
  const occurrencesList = rows
    .flatMap((row) => expandExpense(row, today))
    .sort((a, b) => b.occurrenceDate.localeCompare(a.occurrenceDate) || a.id.localeCompare(b.id));
  const sums = new CurrencySums(['amount'] as const);
  for (const o of occurrencesList) sums.add(o.currency, 'amount', toCents(o.amount));
  const totals = sums
    .currencies()
    .map((code) => ({ currency: code, amount: fromCents(sums.get(code).amount) }));
  const currency = soleCurrency(
    totals.map((entry) => entry.currency),
    await userCurrency(db, scope.userId, scope.defaultCurrency),
  );
  return {
    expenses: rows.map(expenseDto),
    occurrences: occurrencesList,
    currency,
    total: currency === null ? null : (totals[0]?.amount ?? 0),
    totals,
  };
}
