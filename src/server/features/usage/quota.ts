// requireQuota(feature): the one line a capped feature's route adds. It reserves one unit before the
// handler runs (402 limit_reached when none is left) and gives it back unless the handler answered
// with a 2xx, so usage is counted only for work that was delivered.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { reserveQuota, type CountedFeature } from './service.ts';

export function requireQuota(feature: CountedFeature): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { db, logger } = c.var.deps;
    const reservation = await reserveQuota(db, { userId: c.var.user.id, feature, logger });
    try {
      await next();
    } finally {
      if (c.error || c.res.status >= 300) {
        await reservation.refund().catch((error: unknown) => {
          logger.warn({ err: error, feature }, 'quota refund failed');
        });
      }
    }
  };
}
