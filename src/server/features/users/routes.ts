import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../../lib/app-env.ts';
import { requireUser, resolveSession } from '../auth/session.ts';
import { toProfile, type Profile } from './service.ts';

export const meRoutes = new Hono<AppEnv>().get('/', requireUser, (c) => {
  const user = c.var.user;
  return c.json(toProfile(user.profile, user.email, user.emailVerified));
});

/**
 * GET /api/session: how the web app finds out who is there. Signed out is an answer here, not an
 * error (200 `{ user: null }`), so an anonymous visit logs no failed request; every other
 * protected route still answers 401.
 */
export const sessionRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { deps } = c.var;
  const resolved = await resolveSession(
    deps,
    c.req.raw.headers,
    getCookie(c, deps.sessionCookieName),
  );
  c.header('cache-control', 'no-store');
  for (const cookie of resolved?.setCookies ?? []) c.header('set-cookie', cookie, { append: true });
  const user: Profile | null = resolved
    ? toProfile(resolved.user.profile, resolved.user.email, resolved.user.emailVerified)
    : null;
  return c.json({ user });
});
