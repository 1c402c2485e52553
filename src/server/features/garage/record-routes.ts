// POST, PATCH and DELETE of a vehicle's records: the same three routes for maintenance, fuel,
// expenses and reminders, each over its own schemas and service functions.
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../app-env.ts';
import { ids } from '../../lib/path-ids.ts';
import { replies } from '../../lib/replies.ts';
import { validate } from '../../lib/validate.ts';
import {
  expenseInputSchema,
  expensePatchSchema,
  fuelInputSchema,
  fuelPatchSchema,
  maintenanceInputSchema,
  maintenancePatchSchema,
  reminderInputSchema,
  reminderPatchSchema,
} from '../../../shared/garage.ts';
import { unitsQuerySchema, type Units } from '../../../shared/units.ts';
import { requireUser } from '../auth/session.ts';
import { deleteFilesOfUrl } from '../storage/files.ts';
import { storageFor } from '../storage/storage.ts';
import { addExpense, deleteExpense, updateExpense } from './expenses-service.ts';
import type { RecordScope } from './record-scope.ts';
import {
  addFuel,
  addMaintenance,
  deleteFuel,
  deleteMaintenance,
  updateFuel,
  updateMaintenance,
} from './records-service.ts';
import { addReminder, deleteReminder, updateReminder } from './reminders-service.ts';
import {
  expenseReply,
  fuelRecordWithWarningReply,
  maintenanceRecordReply,
  reminderReply,
} from './reply-schemas.ts';

const units = validate('query', unitsQuerySchema);

export function scopeOf(c: Context<AppEnv>, vehicleId: string, units: Units): RecordScope {
  return {
    userId: c.var.user.id,
    vehicleId,
    units,
    defaultCurrency: c.var.deps.config.CURRENCY,
  };
}

/** What one kind of vehicle record needs for its routes: its schemas and service functions. */
interface RecordService<Input extends z.ZodType, Patch extends z.ZodType, Dto> {
  input: Input;
  patch: Patch;
  /** The reply to POST and PATCH, for the OpenAPI document. */
  reply: z.ZodType;
  add: (db: Db, scope: RecordScope, input: z.output<Input>) => Promise<Dto>;
  update: (db: Db, scope: RecordScope, id: string, patch: z.output<Patch>) => Promise<Dto>;
  /** A record with files (a receipt) answers their URLs, deleted once the row is gone. */
  remove: (db: Db, scope: RecordScope, id: string) => Promise<{ fileUrls: string[] } | void>;
}

/**
 * POST /vehicles/:id/{kind} (201), PATCH /vehicles/:id/{kind}/:{recordParam} and DELETE (204):
 * the same three routes for maintenance, fuel, expenses and reminders.
 */
function recordRoutes<
  const Kind extends string,
  const RecordParam extends string,
  Input extends z.ZodType,
  Patch extends z.ZodType,
  Dto extends object,
>(kind: Kind, recordParam: RecordParam, records: RecordService<Input, Patch, Dto>) {
  const recordIds = ids('id', recordParam);
  return new Hono<AppEnv>()
    .post(
      `/vehicles/:id/${kind}`,
      requireUser,
      ids('id'),
      units,
      validate('json', records.input),
      replies(records.reply, 201),
      async (c) =>
        c.json(
          await records.add(
            c.var.deps.db,
            scopeOf(c, c.req.valid('param').id, c.req.valid('query').units),
            c.req.valid('json'),
          ),
          201,
        ),
    )
    .patch(
      `/vehicles/:id/${kind}/:${recordParam}`,
      requireUser,
      recordIds,
      units,
      validate('json', records.patch),
      replies(records.reply),
      async (c) =>
        c.json(
          await records.update(
            c.var.deps.db,
            scopeOf(c, c.req.valid('param').id, c.req.valid('query').units),
            c.req.valid('param')[recordParam],
            c.req.valid('json'),
          ),
        ),
    )
    .delete(`/vehicles/:id/${kind}/:${recordParam}`, requireUser, recordIds, units, async (c) => {
      const removed = await records.remove(
        c.var.deps.db,
        scopeOf(c, c.req.valid('param').id, c.req.valid('query').units),
        c.req.valid('param')[recordParam],
      );
      if (removed && removed.fileUrls.length > 0) {
        const storage = storageFor(c.var.deps.config);
        for (const url of removed.fileUrls) await deleteFilesOfUrl(storage, url);
      }
      return c.body(null, 204);
    });
}

const maintenanceService = {
  input: maintenanceInputSchema,
  reply: maintenanceRecordReply,
  patch: maintenancePatchSchema,
  add: addMaintenance,
  update: updateMaintenance,
  remove: deleteMaintenance,
};
const fuelService = {
  input: fuelInputSchema,
  reply: fuelRecordWithWarningReply,
  patch: fuelPatchSchema,
  add: addFuel,
  update: updateFuel,
  remove: deleteFuel,
};
const expenseService = {
  input: expenseInputSchema,
  reply: expenseReply,
  patch: expensePatchSchema,
  add: addExpense,
  update: updateExpense,
  remove: deleteExpense,
};
const reminderService = {
  input: reminderInputSchema,
  reply: reminderReply,
  patch: reminderPatchSchema,
  add: addReminder,
  update: updateReminder,
  remove: deleteReminder,
};

/** The record routes of maintenance, fuel, expenses and reminders, mounted by routes.ts. */
export const maintenanceRoutes = recordRoutes('maintenance', 'recordId', maintenanceService);
export const fuelRoutes = recordRoutes('fuel', 'recordId', fuelService);
export const expenseRoutes = recordRoutes('expenses', 'recordId', expenseService);
export const reminderRoutes = recordRoutes('reminders', 'reminderId', reminderService);
