import { Hono } from 'hono';
import { pingDatabase } from '../../db/database.ts';
import { errorBody } from '../../lib/app-error.ts';
import type { AppEnv } from '../../app-env.ts';
import { APP_VERSION } from '../../../shared/product.ts';

export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  try {
    await pingDatabase(c.var.deps.db);
  } catch (error) {
    c.var.deps.logger.error({ err: error }, 'health check: database unreachable');
    c.header('Retry-After', '5');
    return c.json(
      { ...errorBody('database_unavailable', 'The database is not reachable.'), database: 'down' },
      503,
    );
  }
  return c.json({ status: 'ok' as const, database: 'ok' as const, version: APP_VERSION });
});
