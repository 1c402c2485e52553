// /api/garage: thin routes over the garage services (a vehicle's records: record-routes.ts). Every
// route needs a signed-in user and reads only that user's rows (requireUser is per route, not
// `use('*')`, so other /api/garage routes mounted beside these — public share links — are not
// caught by it); `?units=` picks the distance/volume units of the request and the reply.
import { Hono, type Context, type TypedResponse } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { ids } from '../../lib/path-ids.ts';
import { replies } from '../../lib/replies.ts';
import { validate } from '../../lib/validate.ts';
import {
  costsQuerySchema,
  garageSettingsSchema,
  markDoneSchema,
  vehicleInputSchema,
  vehiclePatchSchema,
  type GarageSettings,
  type UpcomingServiceDto,
  type VehicleDto,
} from '../../../shared/garage.ts';
import { unitsQuerySchema, type Units } from '../../../shared/units.ts';
import { requireUser } from '../auth/session.ts';
import { deleteVehicleFiles } from '../storage/files.ts';
import { storageFor } from '../storage/storage.ts';
import { listExpenses } from './expenses-service.ts';
import { garageCosts } from './costs-service.ts';
import { markDone } from './reminders-service.ts';
import { getSettings, updateSettings } from './settings-service.ts';
import { getVehicle } from './garage-reads.ts';
import {
  expenseRoutes,
  fuelRoutes,
  maintenanceRoutes,
  reminderRoutes,
  scopeOf,
} from './record-routes.ts';
import { createVehicle, deleteVehicle, updateVehicle } from './vehicles-service.ts';
import { garageListJson, upcomingServicesJson } from './garage-list-cache.ts';
import {
  costsReply,
  expenseListReply,
  garageSettingsReply,
  markDoneReply,
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
  .route('/', maintenanceRoutes)
  .route('/', fuelRoutes)
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
  .route('/', expenseRoutes)
  .route('/', reminderRoutes)
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
