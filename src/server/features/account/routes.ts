import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import type { AppEnv } from '../../app-env.ts';
import { validate } from '../../lib/validate.ts';
import { zipResponseBody } from '../../lib/zip.ts';
import { deleteAccountSchema } from '../../../shared/account.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import { requireUser } from '../auth/session.ts';
import { deleteAccount } from './delete-service.ts';
import { exportAccount } from './export-service.ts';

export const EXPORT_LIMIT = { max: 5, windowSeconds: 60 * 60 };
export const DELETE_LIMIT = { max: 5, windowSeconds: 15 * 60 };

export const accountRoutes = new Hono<AppEnv>()
  .get('/export', requireUser, async (c) => {
    const user = c.var.user;
    await enforceRateLimit(
      c,
      `account-export:${user.id}`,
      EXPORT_LIMIT,
      'You have downloaded your data 5 times this hour.',
    );
    const zip = await exportAccount(c.var.deps, user);
    const day = new Date().toISOString().slice(0, 10);
    // Streamed as it is written: the archive is never whole in memory.
    return c.body(zipResponseBody(zip), 200, {
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="odo-data-${day}.zip"`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });
  })
  .delete('/', requireUser, validate('json', deleteAccountSchema), async (c) => {
    const { deps } = c.var;
    const user = c.var.user;
    // Password guesses are limited; the counter goes with the account when it is deleted.
    await enforceRateLimit(
      c,
      `account-delete:${user.id}`,
      DELETE_LIMIT,
      'Too many attempts to delete this account.',
    );
    await deleteAccount(deps, user, c.req.valid('json').password);
    deleteCookie(c, deps.sessionCookieName, {
      path: '/',
      secure: deps.sessionCookieName.startsWith('__Secure-'),
    });
    return c.json({ deleted: true });
  });
