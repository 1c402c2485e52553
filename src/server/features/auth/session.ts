// requireUser: the signed-in user or 401. Session errors of any kind read as signed out.
import type { MiddlewareHandler } from 'hono';
import { AppError } from '../../lib/app-error.ts';
import type { AppEnv } from '../../lib/app-env.ts';

export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { auth, logger } = c.var.deps;
  let result:
    | { headers: Headers; response: { user: { id: string; email: string; name: string } } | null }
    | undefined;
  try {
    result = await auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
  } catch (error) {
    logger.debug({ err: error }, 'session lookup failed');
  }
  const session = result?.response;
  if (!session) throw new AppError('unauthorized', 'You are not signed in.');
  c.set('user', { id: session.user.id, email: session.user.email, name: session.user.name });
  await next();
  // The session was refreshed: pass the renewed cookie on.
  for (const cookie of result?.headers?.getSetCookie() ?? []) {
    c.res.headers.append('set-cookie', cookie);
  }
};
