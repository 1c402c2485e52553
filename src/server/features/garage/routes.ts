// /api/garage: thin routes over the garage services. Every route needs a signed-in user and reads
// only that user's rows (requireUser is per route, not `use('*')`, so other /api/garage routes
// mounted beside these — public share links — are not caught by it); `?units=` picks the distance/volume units of the request and the reply.
import { Hono } from 'hono';
import { validator } from 'hono/validator';
import type { AppEnv } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { validate } from '../../lib/validate.ts';
import {
  garageSettingsSchema,
  vehicleInputSchema,
  vehiclePatchSchema,
} from '../../../shared/garage.ts';
import { unitsQuerySchema } from '../../../shared/units.ts';
import { requireUser } from '../auth/session.ts';
import { deleteVehicleFiles } from '../storage/files.ts';
import { storageFor } from '../storage/storage.ts';
import { getSettings, updateSettings } from './settings-service.ts';
import {
  createVehicle,
  deleteVehicle,
  getVehicle,
  listVehicles,
  updateVehicle,
} from './vehicles-service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Path ids: anything that is not a UUID cannot exist, so it is a 404 like a missing row. */
function ids<const Names extends readonly string[]>(...names: Names) {
  return validator('param', (value: Record<string, string>) => {
    for (const name of names) {
      if (!UUID.test(value[name] ?? '')) throw new AppError('not_found', 'Not found.');
    }
    return value as { [K in Names[number]]: string };
  });
}

const units = validate('query', unitsQuerySchema);

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
  });
