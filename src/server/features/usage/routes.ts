import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { requireUser } from '../auth/session.ts';
import { usageSummary } from './service.ts';

export const usageRoutes = new Hono<AppEnv>().get('/', requireUser, async (c) => {
  const { db, logger } = c.var.deps;
  return c.json(await usageSummary(db, { userId: c.var.user.id, logger }));
});
