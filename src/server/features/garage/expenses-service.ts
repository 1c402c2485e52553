// Expenses of one of the user's vehicles (record-scope.ts: which ones a request may touch). A
// recurring expense is one row; its occurrences are worked out when listed, never stored.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type {
  expenseInputSchema,
  expensePatchSchema,
  ExpenseOccurrenceDto,
  ExpenseDto,
} from '../../../shared/garage.ts';
import { fromCents, toCents } from '../../../shared/units.ts';
import { occurrences, utcTodayIso } from './dates.ts';
import { expenseDto } from './mappers.ts';
import { CurrencySums, soleCurrency } from './money-totals.ts';
import { recordNotFound, type RecordScope } from './record-scope.ts';
import { expenses } from './schema.ts';
import { userCurrency } from './settings-service.ts';
import { ownedVehicle } from './vehicle-rows.ts';

export type ExpenseValues = z.output<typeof expenseInputSchema>;
type ExpensePatchValues = z.output<typeof expensePatchSchema>;

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

export function expenseRow(scope: RecordScope, currency: string, input: ExpenseValues) {
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
