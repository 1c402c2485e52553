// /api/garage/vin and /api/garage/catalog: offline VIN decoding and the make/model pickers.
import path from 'node:path';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env.ts';
import { replies, type RouteReply, type SameShape } from '../../lib/replies.ts';
import { validate } from '../../lib/validate.ts';
import { requireUser } from '../auth/session.ts';
import { vehicleCatalog } from './catalog.ts';
import { vinDecoder } from './vin.ts';
import { catalogMakesReply, catalogModelsReply, decodedVinReply } from './reply-schemas.ts';

/** Catalog answers change only with a new build: let browsers and proxies keep them a day. */
const CATALOG_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

const { firstYear, lastYear } = vehicleCatalog();
const yearSchema = z.coerce
  .number({ error: 'year must be a number' })
  .int('year must be a whole number')
  .min(firstYear, `year must be between ${firstYear} and ${lastYear}`)
  .max(lastYear, `year must be between ${firstYear} and ${lastYear}`);

export const vinRoutes = new Hono<AppEnv>().get(
  '/:vin',
  requireUser,
  replies(decodedVinReply),
  async (c) => {
    const { config } = c.var.deps;
    const decoder = await vinDecoder(config.VPIC_CACHE_DIR ?? path.join(config.DATA_DIR, 'vpic'));
    return c.json(await decoder.decode(c.req.param('vin')));
  },
);

export const catalogRoutes = new Hono<AppEnv>()
  .get(
    '/makes',
    validate('query', z.strictObject({ year: yearSchema })),
    replies(catalogMakesReply),
    (c) => {
      const { year } = c.req.valid('query');
      c.header('cache-control', CATALOG_CACHE);
      return c.json({ year, makes: vehicleCatalog().makes(year) });
    },
  )
  .get(
    '/models',
    validate(
      'query',
      z.strictObject({ year: yearSchema, make: z.string().trim().min(1).max(100) }),
    ),
    replies(catalogModelsReply),
    (c) => {
      const { year, make } = c.req.valid('query');
      c.header('cache-control', CATALOG_CACHE);
      const found = vehicleCatalog().models(year, make);
      return c.json({
        year,
        make: found.make ?? make,
        known: found.make !== null,
        models: found.models,
      });
    },
  );

type Checks = [
  SameShape<
    z.output<typeof catalogMakesReply>,
    RouteReply<typeof catalogRoutes, '/makes', '$get', 200>
  >,
  SameShape<
    z.output<typeof catalogModelsReply>,
    RouteReply<typeof catalogRoutes, '/models', '$get', 200>
  >,
];
/** Fails to compile, naming the position, when a schema and its route's reply part. */
export const catalogReplySchemasMatchTheirRoutes: Checks = [true, true];
