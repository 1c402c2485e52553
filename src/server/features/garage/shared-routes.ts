// /api/shared/{token}: the public, read-only history behind a share link. No sign-in; the reply
// holds the car and its records only, and is never cached, indexed or leaked through a Referer.
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import type { SharedHistoryDto } from '../../../shared/garage-history.ts';
import { vehicleHistory } from './history-service.ts';
import { resolveShareToken } from './share-links-service.ts';

export const sharedRoutes = new Hono<AppEnv>()
  .use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    c.header('X-Robots-Tag', 'noindex, nofollow');
  })
  .get('/:token', async (c) => {
    const { db, config } = c.var.deps;
    const link = await resolveShareToken(db, c.req.param('token'));
    const history = await vehicleHistory(db, {
      vehicleId: link.vehicleId,
      defaultCurrency: config.CURRENCY,
    });
    const reply: SharedHistoryDto = { ...history, sharedLink: { expiresAt: link.expiresAt } };
    return c.json(reply);
  });
