// /api/garage: thin routes over the garage services. Every route needs a signed-in user and reads
// only that user's rows (requireUser is per route, not `use('*')`, so other /api/garage routes
// mounted beside these — public share links — are not caught by it); `?units=` picks the distance/volume units of the request and the reply.
import { Hono, type Context, type TypedResponse } from 'hono';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../app-env.ts';
import { ids } from '../../lib/path-ids.ts';
import { replies } from '../../lib/replies.ts';
import { validate } from '../../lib/validate.ts';
import {
  costsQuerySchema,
  expenseInputSchema,
  expensePatchSchema,
  fuelInputSchema,
  fuelPatchSchema,
  garageSettingsSchema,
  maintenanceInputSchema,
  maintenancePatchSchema,
  markDoneSchema,
  reminderInputSchema,
  reminderPatchSchema,
  vehicleInputSchema,
  vehiclePatchSchema,
  type GarageSettings,
  type UpcomingServiceDto,
  type VehicleDto,
} from '../../../shared/garage.ts';
import { unitsQuerySchema, type Units } from '../../../shared/units.ts';
import { requireUser } from '../auth/session.ts';
import { deleteFilesOfUrl, deleteVehicleFiles } from '../storage/files.ts';
import { storageFor } from '../storage/storage.ts';
import { addExpense, deleteExpense, listExpenses, updateExpense } from './expenses-service.ts';
import type { RecordScope } from './record-scope.ts';
import {
  addFuel,
  addMaintenance,
  deleteFuel,
  deleteMaintenance,
  updateFuel,
  updateMaintenance,
} from './records-service.ts';
import { garageCosts } from './costs-service.ts';
import { addReminder, deleteReminder, markDone, updateReminder } from './reminders-service.ts';
import { getSettings, updateSettings } from './settings-service.ts';
import { getVehicle } from './garage-reads.ts';
import { createVehicle, deleteVehicle, updateVehicle } from './vehicles-service.ts';
import { garageListJson, upcomingServicesJson } from './garage-list-cache.ts';
import {
  costsReply,
  expenseListReply,
  expenseReply,
  fuelRecordWithWarningReply,
  garageSettingsReply,
  maintenanceRecordReply,
  markDoneReply,
  reminderReply,
  upcomingServicesReply,
  vehicleDetailReply,
  vehicleListReply,
  vehicleReply,
  vehicleUpdateReply,
} from './reply-schemas.ts';

const units = validate('query', unitsQuerySchema);

/** True when Accept-Encoding lists gzip (and not with q=0), as every browser's does. */
export function acceptsGzip(header: string | undefined) {
  const gzip = (header ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .find((part) => part === 'gzip' || part.startsWith('gzip;'));
  return gzip !== undefined && !/;\s*q=0(\.0*)?$/.test(gzip);
}

/**
 * A kept garage answer (garage-list-cache.ts) for this request's user, units and encoding, sent
 * as the bytes it was kept as; typed as the JSON it holds.
 */
async function keptAnswer<T>(
  c: Context<AppEnv>,
  unitsOfReply: Units,
  make: typeof garageListJson,
): Promise<TypedResponse<T, 200, 'json'>> {
  const { id, garageVersion } = c.var.user;
  const gzip = acceptsGzip(c.req.header('accept-encoding'));
  const answer = await make(c.var.deps.db, id, unitsOfReply, { version: garageVersion, gzip });
  return c.body(answer, 200, {
    'Content-Type': 'application/json',
    Vary: 'Accept-Encoding',
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
  }) as unknown as TypedResponse<T, 200, 'json'>;
}

function scopeOf(c: Context<AppEnv>, vehicleId: string, units: Units): RecordScope {
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

/** The garage's part of the user's settings (the rest is /api/settings'). */
function garageOnly({ distanceUnit, volumeUnit, currency }: GarageSettings): GarageSettings {
  return { distanceUnit, volumeUnit, currency };
}

export const garageRoutes = new Hono<AppEnv>()
  .get('/settings', requireUser, replies(garageSettingsReply), async (c) => {
    const { db, config } = c.var.deps;
    return c.json(garageOnly(await getSettings(db, c.var.user.id, config.CURRENCY)));
  })
  .patch(
    '/settings',
    requireUser,
    validate('json', garageSettingsSchema),
    replies(garageSettingsReply),
    async (c) => {
      const { db, config } = c.var.deps;
      return c.json(
        garageOnly(await updateSettings(db, c.var.user.id, config.CURRENCY, c.req.valid('json'))),
      );
    },
  )
  .get('/vehicles', requireUser, units, replies(vehicleListReply), (c) =>
    keptAnswer<VehicleDto[]>(c, c.req.valid('query').units, garageListJson),
  )
  .post(
    '/vehicles',
    requireUser,
    units,
    validate('json', vehicleInputSchema),
    replies(vehicleReply, 201),
    async (c) => {
      const { db, logger } = c.var.deps;
      const vehicle = await createVehicle(
        db,
        { userId: c.var.user.id, logger },
        c.req.valid('json'),
        c.req.valid('query').units,
      );
      return c.json(vehicle, 201);
    },
  )
  .get('/vehicles/:id', requireUser, ids('id'), units, replies(vehicleDetailReply), async (c) => {
    const { db } = c.var.deps;
    return c.json(
      await getVehicle(db, c.var.user.id, c.req.valid('param').id, c.req.valid('query').units),
    );
  })
  .patch(
    '/vehicles/:id',
    requireUser,
    ids('id'),
    units,
    validate('json', vehiclePatchSchema),
    replies(vehicleUpdateReply),
    async (c) => {
      const { db } = c.var.deps;
      return c.json(
        await updateVehicle(
          db,
          c.var.user.id,
          c.req.valid('param').id,
          c.req.valid('json'),
          c.req.valid('query').units,
        ),
      );
    },
  )
  .delete('/vehicles/:id', requireUser, ids('id'), async (c) => {
    const { db, config } = c.var.deps;
    const vehicleId = c.req.valid('param').id;
    await deleteVehicle(db, c.var.user.id, vehicleId);
    await deleteVehicleFiles(storageFor(config), c.var.user.id, vehicleId);
    return c.body(null, 204);
  })
  .get(
    '/costs',
    requireUser,
    validate('query', costsQuerySchema),
    replies(costsReply),
    async (c) => {
      const { db, config } = c.var.deps;
      const { period, units: replyUnits } = c.req.valid('query');
      return c.json(await garageCosts(db, c.var.user.id, period, replyUnits, config.CURRENCY));
    },
  )
  .get('/upcoming-services', requireUser, units, replies(upcomingServicesReply), (c) =>
    keptAnswer<UpcomingServiceDto[]>(c, c.req.valid('query').units, upcomingServicesJson),
  )
  .route('/', recordRoutes('maintenance', 'recordId', maintenanceService))
  .route('/', recordRoutes('fuel', 'recordId', fuelService))
  .get(
    '/vehicles/:id/expenses',
    requireUser,
    ids('id'),
    units,
    replies(expenseListReply),
    async (c) =>
      c.json(
        await listExpenses(
          c.var.deps.db,
          scopeOf(c, c.req.valid('param').id, c.req.valid('query').units),
        ),
      ),
  )
  .route('/', recordRoutes('expenses', 'recordId', expenseService))
  .route('/', recordRoutes('reminders', 'reminderId', reminderService))
  .post(
    '/vehicles/:id/upcoming-services/:itemKey/done',
    requireUser,
    ids<['id'], 'itemKey'>('id'),
    units,
    validate('json', markDoneSchema),
    replies(markDoneReply, 201),
    async (c) =>
      c.json(
        await markDone(
          c.var.deps.db,
          scopeOf(c, c.req.valid('param').id, c.req.valid('query').units),
          c.req.param('itemKey'),
          c.req.valid('json'),
        ),
        201,
      ),
  );
