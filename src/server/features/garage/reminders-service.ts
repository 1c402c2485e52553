// The user's own reminders (due by date and/or distance, one-off or repeating) and "mark done" for
// any upcoming item: it writes the maintenance record and moves the item's next due in ONE
// transaction (a schedule item moves by itself once its record exists; a reminder is completed or,
// when it repeats, moved on from the day and odometer it was done at). A plain reminder (no
// service type) writes no record: it is no service, so it must not become the "Last service".
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  SERVICE_TYPES,
  type markDoneSchema,
  type MaintenanceRecordDto,
  type ReminderDto,
  type reminderInputSchema,
  type reminderPatchSchema,
  type ServiceType,
  type UpcomingServiceDto,
} from '../../../shared/garage.ts';
import { toCents } from '../../../shared/units.ts';
import { addMonths, utcTodayIso } from './dates.ts';
import { maintenanceDto, reminderDto } from './mappers.ts';
import type { RecordScope } from './record-scope.ts';
import { maintenanceRecords, serviceReminders } from './schema.ts';
import { userCurrency } from './settings-service.ts';
import { upcomingServices } from './upcoming-service.ts';
import { kmIn } from './distance-input.ts';
import { ownedVehicle, raiseMileage } from './vehicle-rows.ts';
import { UUID } from '../../../shared/uuid.ts';
import { inTransaction } from '../../lib/transaction.ts';

type ReminderValues = z.output<typeof reminderInputSchema>;
type ReminderPatchValues = z.output<typeof reminderPatchSchema>;
type MarkDoneValues = z.output<typeof markDoneSchema>;

function reminderNotFound(): AppError {
  return new AppError('not_found', 'No such reminder for this vehicle.');
}

function reminderValues(input: Partial<ReminderValues>, scope: RecordScope) {
  const values: Partial<typeof serviceReminders.$inferInsert> = {};
  if (input.title !== undefined) values.title = input.title;
  if (input.serviceType !== undefined) values.serviceType = input.serviceType;
  if (input.dueDate !== undefined) values.dueDate = input.dueDate;
  if (input.dueMileage !== undefined) {
    values.dueMileage =
      input.dueMileage === null ? null : kmIn(input.dueMileage, scope.units, 'dueMileage');
  }
  if (input.repeatMonths !== undefined) values.repeatMonths = input.repeatMonths;
  if (input.repeatDistance !== undefined) {
    values.repeatKm =
      input.repeatDistance === null
        ? null
        : Math.max(1, kmIn(input.repeatDistance, scope.units, 'repeatDistance'));
  }
  return values;
}

function noDue(): AppError {
  const message = 'Give a due date, a due mileage, or both.';
  return new AppError('validation_failed', `dueDate: ${message}`, {
    fields: [{ path: 'dueDate', message }],
  });
}

export async function addReminder(
  db: Db,
  scope: RecordScope,
  input: ReminderValues,
): Promise<ReminderDto> {
  const values = reminderValues(input, scope);
  await ownedVehicle(db, scope.userId, scope.vehicleId);
  const [row] = await db
    .insert(serviceReminders)
    .values({ ...values, title: input.title, userId: scope.userId, vehicleId: scope.vehicleId })
    .returning();
  return reminderDto(row!, scope.units);
}

export async function updateReminder(
  db: Db,
  scope: RecordScope,
  reminderId: string,
  patch: ReminderPatchValues,
): Promise<ReminderDto> {
  const values = reminderValues(patch, scope);
  const row = await inTransaction(db, async (tx) => {
    const [updated] = await tx
      .update(serviceReminders)
      .set({ ...values, updatedAt: sql`now()` })
      .where(
        and(
          eq(serviceReminders.id, reminderId),
          eq(serviceReminders.vehicleId, scope.vehicleId),
          eq(serviceReminders.userId, scope.userId),
        ),
      )
      .returning();
    if (!updated) throw reminderNotFound();
    // Throwing rolls the update back: a reminder always keeps a due date or a due mileage.
    if (updated.dueDate === null && updated.dueMileage === null) throw noDue();
    return updated;
  });
  return reminderDto(row, scope.units);
}

export async function deleteReminder(db: Db, scope: RecordScope, reminderId: string) {
  const deleted = await db
    .delete(serviceReminders)
    .where(
      and(
        eq(serviceReminders.id, reminderId),
        eq(serviceReminders.vehicleId, scope.vehicleId),
        eq(serviceReminders.userId, scope.userId),
      ),
    )
    .returning({ id: serviceReminders.id });
  if (deleted.length === 0) throw reminderNotFound();
}

// ---------------------------------------------------------------- mark done

function itemNotFound(): AppError {
  return new AppError('not_found', 'No such upcoming item for this vehicle.');
}

function costWithoutRecord(): AppError {
  const message =
    'This reminder has no service type, so marking it done records no service and no cost: add a maintenance record for the cost.';
  return new AppError('validation_failed', `cost: ${message}`, {
    fields: [{ path: 'cost', message }],
  });
}

export interface MarkDoneResult {
  /** The maintenance record written; null for a plain reminder (one without a service type). */
  record: MaintenanceRecordDto | null;
  /** The reminder after the change (completed, or moved to its next due), for reminders. */
  reminder: ReminderDto | null;
  /** The item's next due, or null when it is gone (a completed one-off reminder). */
  next: UpcomingServiceDto | null;
}

/** POST /api/garage/vehicles/{id}/upcoming-services/{itemKey}/done. */
export async function markDone(
  db: Db,
  scope: RecordScope,
  itemKey: string,
  input: MarkDoneValues,
  now = new Date(),
): Promise<MarkDoneResult> {
  const [kind, ref = ''] = itemKey.split(/:(.*)/s);
  if (kind === 'svc' && !(SERVICE_TYPES as readonly string[]).includes(ref)) throw itemNotFound();
  if (kind === 'rem' && !UUID.test(ref)) throw itemNotFound();
  if (kind !== 'svc' && kind !== 'rem') throw itemNotFound();

  const vehicle = await ownedVehicle(db, scope.userId, scope.vehicleId);
  const date = input.date ?? utcTodayIso(now);
  const mileage =
    input.mileage === undefined ? vehicle.mileage : kmIn(input.mileage, scope.units, 'mileage');
  const currency = await userCurrency(db, scope.userId, scope.defaultCurrency);

  const { record, reminder } = await inTransaction(db, async (tx) => {
    let reminderRow: typeof serviceReminders.$inferSelect | null = null;
    let type: ServiceType | null = ref as ServiceType;
    let description = input.description;
    if (kind === 'rem') {
      const [found] = await tx
        .select()
        .from(serviceReminders)
        .where(
          and(
            eq(serviceReminders.id, ref),
            eq(serviceReminders.vehicleId, scope.vehicleId),
            eq(serviceReminders.userId, scope.userId),
            isNull(serviceReminders.completedAt),
          ),
        )
        .limit(1);
      if (!found) throw itemNotFound();
      type = found.serviceType as ServiceType | null;
      // Throwing rolls the whole mark-done back: nothing is half-written.
      if (type === null && input.cost > 0) throw costWithoutRecord();
      if (!description) description = found.title;
      const repeats = found.repeatMonths !== null || found.repeatKm !== null;
      const [moved] = await tx
        .update(serviceReminders)
        .set(
          repeats
            ? {
                dueDate: found.repeatMonths === null ? null : addMonths(date, found.repeatMonths),
                dueMileage: found.repeatKm === null ? null : mileage + found.repeatKm,
                updatedAt: sql`now()`,
              }
            : { completedAt: sql`now()`, updatedAt: sql`now()` },
        )
        .where(eq(serviceReminders.id, found.id))
        .returning();
      reminderRow = moved!;
    }
    const [inserted] =
      type === null
        ? [null]
        : await tx
            .insert(maintenanceRecords)
            .values({
              userId: scope.userId,
              vehicleId: scope.vehicleId,
              type,
              description,
              date,
              mileage,
              costCents: toCents(input.cost),
              currency,
            })
            .returning();
    await raiseMileage(tx, scope.vehicleId, mileage);
    return { record: inserted ?? null, reminder: reminderRow };
  });

  const upcoming = await upcomingServices(db, scope.userId, scope.units, now);
  return {
    record: record ? maintenanceDto(record, scope.units) : null,
    reminder: reminder ? reminderDto(reminder, scope.units) : null,
    next:
      upcoming.find((item) => item.vehicleId === scope.vehicleId && item.itemKey === itemKey) ??
      null,
  };
}
