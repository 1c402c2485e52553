import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { requireUser } from '../auth/session.ts';
import { toProfile } from './service.ts';

export const meRoutes = new Hono<AppEnv>().get('/', requireUser, (c) => {
  const user = c.var.user;
  return c.json(toProfile(user.profile, user.email, user.emailVerified));
});
