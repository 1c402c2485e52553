// requireUser: the signed-in user (with their users row) or 401. Session errors of any kind read
// as signed out. The common case costs one query, or none while the lookup is kept
// (session-cache.ts): the signed cookie is checked here and the session, auth user and users row
// come back together; better-auth is asked only when the session is due for renewal.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { authSessions, authUsers, garageVersions, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { isDatabaseUnavailable, type Db } from '../../db/database.ts';
import type { AppDeps, AppEnv, SignedInUser } from '../../app-env.ts';
import { ensureUser } from '../users/service.ts';
import { SESSION_UPDATE_AGE_SECONDS } from './auth.ts';

/** The session token from better-auth's signed cookie (`token.base64(HMAC-SHA256)`), if genuine. */
export function verifiedSessionToken(signedValue: string | undefined, secret: string) {
  if (!signedValue) return null;
  const dot = signedValue.lastIndexOf('.');
  if (dot < 1) return null;
  const token = signedValue.slice(0, dot);
  const signature = Buffer.from(signedValue.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
  return token;
}

/**
 * What a request needs of its user, selected beside whatever proves who they are (a session
 * here, an API token in api-access): the auth user, the users row and the garage's version.
 */
export function signedInUserColumns(userId: PgColumn) {
  return {
    userId: authUsers.id,
    email: authUsers.email,
    emailVerified: authUsers.emailVerified,
    authName: authUsers.name,
    profile: users,
    // The garage's version as the request begins: it keys the kept garage list
    // (garage/garage-list-cache.ts) and saves that hot read its own round trip.
    garageVersion:
      sql<number>`coalesce((select ${garageVersions.version} from ${garageVersions} where ${garageVersions.userId} = ${userId}), 0)`.mapWith(
        Number,
      ),
  };
}

// Every authenticated request runs this lookup: build it once per database and let the
// driver prepare it once per connection.
function buildSessionLookup(db: Db) {
  return db
    .select({
      updatedAt: authSessions.updatedAt,
      expiresAt: authSessions.expiresAt,
      ...signedInUserColumns(authSessions.userId),
    })
    .from(authSessions)
    .innerJoin(authUsers, eq(authUsers.id, authSessions.userId))
    .leftJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(eq(authSessions.token, sql.placeholder('token')), gt(authSessions.expiresAt, sql`now()`)),
    )
    .limit(1)
    .prepare('odo_session_lookup');
}

const sessionLookups = new WeakMap<Db, ReturnType<typeof buildSessionLookup>>();

/** One row of the session lookup (what the session cache keeps). */
export type SessionRow = Awaited<
  ReturnType<ReturnType<typeof buildSessionLookup>['execute']>
>[number];

function sessionLookup(db: Db) {
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = buildSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  return lookup;
}

export async function resolveSession(
  deps: AppDeps,
  headers: Headers,
  cookieValue: string | undefined,
): Promise<{ user: SignedInUser; setCookies: string[] } | null> {
  const token = verifiedSessionToken(cookieValue, deps.authSecret);
  if (!token) return null;
  const dueForRenewal = (row: SessionRow) =>
    Date.now() - row.updatedAt.getTime() > SESSION_UPDATE_AGE_SECONDS * 1000;
  let row = deps.sessions.get(token);
  if (!row) {
    const generation = deps.changes.generation();
    [row] = await sessionLookup(deps.db).execute({ token });
    if (!row) return null;
    if (row.profile && !dueForRenewal(row)) {
      deps.sessions.keep(token, row.userId, row, row.expiresAt, generation);
    }
  }

  let setCookies: string[] = [];
  if (dueForRenewal(row)) {
    // Due for renewal: better-auth extends the session and re-issues the cookie.
    const renewed = await deps.auth.api.getSession({ headers, returnHeaders: true });
    if (!renewed.response) return null;
    setCookies = renewed.headers.getSetCookie();
  }
  const profile =
    row.profile ??
    (await ensureUser(deps.db, { id: row.userId, name: row.authName, email: row.email }));
  return {
    user: {
      id: row.userId,
      email: row.email,
      emailVerified: row.emailVerified,
      name: profile.name,
      profile,
      garageVersion: row.garageVersion,
    },
    setCookies,
  };
}

export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  // A personal access token already resolved its owner (api-access/bearer.ts: garage API only);
  // the request's cookies, if any, are not read.
  if (c.var.apiToken) return next();
  const { deps } = c.var;
  let resolved: Awaited<ReturnType<typeof resolveSession>> = null;
  try {
    resolved = await resolveSession(deps, c.req.raw.headers, getCookie(c, deps.sessionCookieName));
  } catch (error) {
    // An outage is a 503 (onError), not a sign-out: the web app must not drop the user.
    if (isDatabaseUnavailable(error)) throw error;
    deps.logger.warn({ err: error }, 'session lookup failed; treating the request as signed out');
  }
  if (!resolved) throw new AppError('unauthorized', 'You are not signed in.');
  c.set('user', resolved.user);
  await next();
  for (const cookie of resolved.setCookies) c.res.headers.append('set-cookie', cookie);
};
