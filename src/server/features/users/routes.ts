import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { requireUser } from '../auth/session.ts';
import { ensureUser, toProfile } from './service.ts';

export const meRoutes = new Hono<AppEnv>().get('/', requireUser, async (c) => {
  const user = c.var.user;
  const row = await ensureUser(c.var.deps.db, user);
  return c.json(toProfile(row, user.email));
});
