import { getCookie } from 'hono/cookie';
import { Hono } from 'hono';
import { supportMessageSchema } from '../../../shared/support.ts';
import { isDatabaseUnavailable } from '../../db/database.ts';
import type { AppEnv } from '../../app-env.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { validate } from '../../lib/validate.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import { resolveSession } from '../auth/session.ts';
import { submitSupportMessage } from './service.ts';

/** POST /api/support: the contact form, signed in or out (docs/api-support.md). */
export const supportRoutes = new Hono<AppEnv>().post(
  '/',
  validate('json', supportMessageSchema),
  async (c) => {
    const { deps } = c.var;
    const { config } = deps;
    let session: Awaited<ReturnType<typeof resolveSession>> = null;
    try {
      session = await resolveSession(deps, c.req.raw.headers, getCookie(c, deps.sessionCookieName));
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error;
      deps.logger.warn({ err: error }, 'session lookup failed; treating the sender as a visitor');
    }
    const limit = {
      max: config.SUPPORT_RATE_LIMIT_MAX,
      windowSeconds: config.SUPPORT_RATE_LIMIT_WINDOW_SECONDS,
    };
    const refusal = (wait: string) =>
      `You have sent several messages in a short time. Wait ${wait} and send again, or e-mail us directly.`;
    await enforceRateLimit(c, `support:${clientAddress(c)}`, limit, refusal);
    if (session) await enforceRateLimit(c, `support-user:${session.user.id}`, limit, refusal);
    const receipt = await submitSupportMessage(
      deps,
      session
        ? {
            id: session.user.id,
            email: session.user.email,
            emailVerified: session.user.emailVerified,
          }
        : null,
      c.req.valid('json'),
    );
    for (const cookie of session?.setCookies ?? [])
      c.header('set-cookie', cookie, { append: true });
    return c.json(receipt, 201);
  },
);
