// `Authorization: Bearer odo_pat_…` on /api: a personal access token opens the garage API
// (/api/garage/*) as its owner and nothing else. Anywhere else a bearer token is 401 (never read
// as a session); an unknown or revoked one is 401; a read-only one may only GET/HEAD (403); each
// token is rate-limited per minute (429 with Retry-After).
import type { MiddlewareHandler } from 'hono';
import { AppError } from '../../lib/app-error.ts';
import type { AppEnv } from '../../app-env.ts';
import { hasBearerToken } from '../../lib/origin-guard.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import { resolveToken } from './service.ts';

/** The paths a token opens. */
export function isTokenPath(path: string): boolean {
  return path === '/api/garage' || path.startsWith('/api/garage/');
}

/** Public and the same for everyone: a token sent along is ignored, not refused. */
const TOKEN_IGNORED = new Set(['/api/openapi.json']);

const READ_METHODS = new Set(['GET', 'HEAD']);

export const bearerAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  const header = c.req.header('authorization');
  if (!hasBearerToken(header) || TOKEN_IGNORED.has(c.req.path)) return next();
  c.header('WWW-Authenticate', 'Bearer realm="odo"');
  if (!isTokenPath(c.req.path)) {
    throw new AppError(
      'unauthorized',
      'API tokens work on the garage API (/api/garage/…) only. Sign in to use the rest of Odo.',
    );
  }
  const { deps } = c.var;
  const resolved = await resolveToken(deps.db, header!.replace(/^bearer\s+/i, '').trim());
  if (!resolved) {
    throw new AppError('unauthorized', 'This API token is not valid or has been revoked.');
  }
  if (resolved.token.scope === 'read' && !READ_METHODS.has(c.req.method)) {
    throw new AppError(
      'forbidden',
      'This API token is read-only: it may only read (GET). Create a read & write token to make changes.',
    );
  }
  await enforceRateLimit(
    c,
    `api-token:${resolved.token.id}`,
    { max: deps.config.API_TOKEN_RATE_LIMIT_MAX, windowSeconds: 60 },
    `This API token made more than ${deps.config.API_TOKEN_RATE_LIMIT_MAX} requests in a minute.`,
  );
  c.set('user', resolved.user);
  c.set('apiToken', resolved.token);
  await next();
};
