// /api/garage: thin routes over the garage services. Every route needs a signed-in user and reads
// only that user's rows (requireUser is per route, not `use('*')`, so other /api/garage routes
// mounted beside these — public share links — are not caught by it); `?units=` picks the distance/volume units of the request and the reply.
import { Hono, type Context } from 'hono';
import { validator } from 'hono/validator';
import type { AppEnv } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
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
} from '../../../shared/garage.ts';
import { unitsQuerySchema, type Units } from '../../../shared/units.ts';
import { requireUser } from '../auth/session.ts';
import { deleteFilesOfUrl, deleteVehicleFiles } from '../storage/files.ts';
import { storageFor } from '../storage/storage.ts';
import {
  addExpense,
  addFuel,
  addMaintenance,
  deleteExpense,
  deleteFuel,
  deleteMaintenance,
  listExpenses,
  updateExpense,
  updateFuel,
  updateMaintenance,
  type RecordScope,
} from './records-service.ts';
import { garageCosts } from './costs-service.ts';
import { addReminder, deleteReminder, markDone, updateReminder } from './reminders-service.ts';
import { getSettings, updateSettings } from './settings-service.ts';
import { upcomingServices } from './upcoming-service.ts';
import {
  createVehicle,
  deleteVehicle,
  getVehicle,
  listVehicles,
  updateVehicle,
} from './vehicles-service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Path ids: anything that is not a UUID cannot exist, so it is a 404 like a missing row. `Text`
 * names the route's other path params (not checked here), so the typed client asks for them too.
 */
function ids<const Names extends readonly string[], Text extends string = never>(...names: Names) {
  return validator('param', (value: Record<string, string>) => {
    for (const name of names) {
      if (!UUID.test(value[name] ?? '')) throw new AppError('not_found', 'Not found.');
    }
    return value as { [K in Names[number] | Text]: string };
  });
}

const units = validate('query', unitsQuerySchema);

function scopeOf(c: Context<AppEnv>, vehicleId: string, units: Units): RecordScope {
  return {
    userId: c.var.user.id,
    vehicleId,
    units,
    defaultCurrency: c.var.deps.config.CURRENCY,
  };
}

export const garageRoutes = new Hono<AppEnv>()
  .get('/settings', requireUser, async (c) => {
    const { db, config } = c.var.deps;
    return c.json(await getSettings(db, c.var.user.id, config.CURRENCY));
  })
  .patch('/settings', requireUser, validate('json', garageSettingsSchema), async (c) => {
    const { db, config } = c.var.deps;
    return c.json(await updateSettings(db, c.var.user.id, config.CURRENCY, c.req.valid('json')));
  })
  .get('/vehicles', requireUser, units, async (c) => {
    const { db } = c.var.deps;
    return c.json(await listVehicles(db, c.var.user.id, c.req.valid('query').units));
  })
  .post('/vehicles', requireUser, units, validate('json', vehicleInputSchema), async (c) => {
    const { db, logger } = c.var.deps;
    const vehicle = await createVehicle(
      db,
      { userId: c.var.user.id, logger },
      c.req.valid('json'),
      c.req.valid('query').units,
    );
    return c.json(vehicle, 201);
  })
  .get('/vehicles/:id', requireUser, ids('id'), units, async (c) => {
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
  .get('/costs', requireUser, validate('query', costsQuerySchema), async (c) => {
    const { db, config } = c.var.deps;
    const { period, units: replyUnits } = c.req.valid('query');
    return c.json(await garageCosts(db, c.var.user.id, period, replyUnits, config.CURRENCY));
  })
  .get('/upcoming-services', requireUser, units, async (c) => {
    const { db } = c.var.deps;
    return c.json(await upcomingServices(db, c.var.user.id, c.req.valid('query').units));
  })
  .post(
    '/vehicles/:id/maintenance',
    requireUser,
    ids('id'),
    units,
    validate('json', maintenanceInputSchema),
    async (c) =>
      c.json(
        await addMaintenance(
          c.var.deps.db,
          scopeOf(c, c.req.valid('param').id, c.req.valid('query').units),
          c.req.valid('json'),
        ),
        201,
      ),
  )
  .patch(
    '/vehicles/:id/maintenance/:recordId',
    requireUser,
    ids('id', 'recordId'),
    units,
    validate('json', maintenancePatchSchema),
    async (c) =>
      c.json(
        await updateMaintenance(
          c.var.deps.db,
          scopeOf(c, c.req.valid('param').id, c.req.valid('query').units),
          c.req.valid('param').recordId,
          c.req.valid('json'),
        ),
      ),
  )
  .delete(
    '/vehicles/:id/maintenance/:recordId',
    requireUser,
    ids('id', 'recordId'),
    units,
    async (c) => {
      const { fileUrls } = await deleteMaintenance(
        c.var.deps.db,
        scopeOf(c, c.req.valid('param').id, c.req.valid('query').units),
        c.req.valid('param').recordId,
      );
      const storage = storageFor(c.var.deps.config);
      for (const url of fileUrls) await deleteFilesOfUrl(storage, url);
      return c.body(null, 204);
    },
  )
  .post(
    '/vehicles/:id/fuel',
    requireUser,
    ids('id'),
    units,
    validate('json', fuelInputSchema),
    async (c) =>
      c.json(
        await addFuel(
          c.var.deps.db,
          scopeOf(c, c.req.valid('param').id, c.req.valid('query').units),
          c.req.valid('json'),
        ),
        201,
      ),
  )
  .patch(
    '/vehicles/:id/fuel/:recordId',
    requireUser,
    ids('id', 'recordId'),
    units,
    validate('json', fuelPatchSchema),
    async (c) =>
      c.json(
        await updateFuel(
          c.var.deps.db,
          scopeOf(c, c.req.valid('param').id, c.req.valid('query').units),
          c.req.valid('param').recordId,
          c.req.valid('json'),
        ),
      ),
  )
  .delete('/vehicles/:id/fuel/:recordId', requireUser, ids('id', 'recordId'), units, async (c) => {
    await deleteFuel(
      c.var.deps.db,
      scopeOf(c, c.req.valid('param').id, c.req.valid('query').units),
      c.req.valid('param').recordId,
    );
    return c.body(null, 204);
  })
  .get('/vehicles/:id/expenses', requireUser, ids('id'), units, async (c) =>
    c.json(
      await listExpenses(
        c.var.deps.db,
        scopeOf(c, c.req.valid('param').id, c.req.valid('query').units),
      ),
    ),
  )
  .post(
    '/vehicles/:id/expenses',
    requireUser,
    ids('id'),
    units,
    validate('json', expenseInputSchema),
    async (c) =>
      c.json(
        await addExpense(
          c.var.deps.db,
          scopeOf(c, c.req.valid('param').id, c.req.valid('query').units),
          c.req.valid('json'),
        ),
        201,
      ),
  )
  .patch(
    '/vehicles/:id/expenses/:recordId',
    requireUser,
    ids('id', 'recordId'),
    units,
    validate('json', expensePatchSchema),
    async (c) =>
      c.json(
        await updateExpense(
          c.var.deps.db,
          scopeOf(c, c.req.valid('param').id, c.req.valid('query').units),
          c.req.valid('param').recordId,
          c.req.valid('json'),
        ),
      ),
  )
  .delete(
    '/vehicles/:id/expenses/:recordId',
    requireUser,
    ids('id', 'recordId'),
    units,
    async (c) => {
      await deleteExpense(
        c.var.deps.db,
        scopeOf(c, c.req.valid('param').id, c.req.valid('query').units),
        c.req.valid('param').recordId,
      );
      return c.body(null, 204);
    },
  )
  .post(
    '/vehicles/:id/reminders',
    requireUser,
    ids('id'),
    units,
    validate('json', reminderInputSchema),
    async (c) =>
      c.json(
        await addReminder(
          c.var.deps.db,
          scopeOf(c, c.req.valid('param').id, c.req.valid('query').units),
          c.req.valid('json'),
        ),
        201,
      ),
  )
  .patch(
    '/vehicles/:id/reminders/:reminderId',
    requireUser,
    ids('id', 'reminderId'),
    units,
    validate('json', reminderPatchSchema),
    async (c) =>
      c.json(
        await updateReminder(
          c.var.deps.db,
          scopeOf(c, c.req.valid('param').id, c.req.valid('query').units),
          c.req.valid('param').reminderId,
          c.req.valid('json'),
        ),
      ),
  )
  .delete(
    '/vehicles/:id/reminders/:reminderId',
    requireUser,
    ids('id', 'reminderId'),
    units,
    async (c) => {
      await deleteReminder(
        c.var.deps.db,
        scopeOf(c, c.req.valid('param').id, c.req.valid('query').units),
        c.req.valid('param').reminderId,
      );
      return c.body(null, 204);
    },
  )
  .post(
    '/vehicles/:id/upcoming-services/:itemKey/done',
    requireUser,
    ids<['id'], 'itemKey'>('id'),
    units,
    validate('json', markDoneSchema),
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
