// The signed-in user's devices: GET /api/account/sessions lists their live sessions (never the
// tokens), POST /api/account/sessions/revoke-others signs out every device but this one.
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { authSessions } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppEnv } from '../../app-env.ts';
import { noBody } from '../../lib/validate.ts';
import type { AccountSession } from '../../../shared/settings.ts';
import { requireUser, verifiedSessionToken } from './session.ts';

function currentToken(c: Context<AppEnv>): string {
  const { deps } = c.var;
  const token = verifiedSessionToken(getCookie(c, deps.sessionCookieName), deps.authSecret);
  if (!token) throw new AppError('unauthorized', 'You are not signed in.');
  return token;
}

export const accountSessionRoutes = new Hono<AppEnv>()
  .get('/', requireUser, async (c) => {
    const token = currentToken(c);
    const rows = await c.var.deps.db
      .select({
        id: authSessions.id,
        token: authSessions.token,
        userAgent: authSessions.userAgent,
        createdAt: authSessions.createdAt,
        updatedAt: authSessions.updatedAt,
      })
      .from(authSessions)
      .where(and(eq(authSessions.userId, c.var.user.id), gt(authSessions.expiresAt, sql`now()`)))
      .orderBy(desc(authSessions.updatedAt));
    const sessions: AccountSession[] = rows.map((row) => ({
      id: row.id,
      userAgent: row.userAgent,
      createdAt: row.createdAt.toISOString(),
      lastActiveAt: row.updatedAt.toISOString(),
      current: row.token === token,
    }));
    return c.json({ sessions });
  })
  .post('/revoke-others', noBody, requireUser, async (c) => {
    const token = currentToken(c);
    const revoked = await c.var.deps.db
      .delete(authSessions)
      .where(and(eq(authSessions.userId, c.var.user.id), ne(authSessions.token, token)))
      .returning({ id: authSessions.id });
    return c.json({ revoked: revoked.length });
  });
