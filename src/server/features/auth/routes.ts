// Odo's front door to better-auth: each endpoint the app uses is validated here first (strict
// schemas, common passwords, sign-in throttling); only these paths reach better-auth at all.
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import {
  COMMON_PASSWORD_MESSAGE,
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from '../../../shared/auth-schemas.ts';
import { AppError, errorBody } from '../../lib/app-error.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { noBody, validate } from '../../lib/validate.ts';
import { recordSignupReferral } from '../referrals/service.ts';
import { isCommonPassword } from './common-passwords.ts';
import { hitRateLimit } from './rate-limit.ts';

/** Odo's wording for the better-auth errors people actually meet. */
const FRIENDLY_MESSAGES: Record<string, string> = {
  user_already_exists: 'An account with this e-mail already exists. Log in, or use another e-mail.',
  user_already_exists_use_another_email:
    'An account with this e-mail already exists. Log in, or use another e-mail.',
  invalid_email_or_password: 'Invalid e-mail or password.',
  invalid_token: 'This reset link is not valid any more. Ask for a new one.',
};

function toSnakeCase(code: string) {
  return code.toLowerCase().replace(/[^a-z0-9]+/g, '_');
}

/** Hands a (validated) request to better-auth and reshapes its errors into Odo's error shape. */
async function forward(c: Context<AppEnv>, body?: unknown): Promise<Response> {
  const raw = c.req.raw;
  const request =
    body === undefined
      ? raw
      : new Request(raw.url, {
          method: raw.method,
          headers: (() => {
            const headers = new Headers(raw.headers);
            headers.set('content-type', 'application/json');
            headers.delete('content-length');
            return headers;
          })(),
          body: JSON.stringify(body),
        });
  const response = await c.var.deps.auth.handler(request);
  if (!response.headers.get('content-type')?.includes('application/json')) return response;
  if (response.ok) {
    // The session lives only in the HttpOnly cookie: never hand its token to page scripts.
    const payload = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (payload && typeof payload === 'object') delete payload.token;
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    return new Response(JSON.stringify(payload), { status: response.status, headers });
  }
  const payload = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  const code = toSnakeCase(payload.code ?? 'auth_error');
  return new Response(
    JSON.stringify(
      errorBody(code, FRIENDLY_MESSAGES[code] ?? payload.message ?? 'Authentication failed.'),
    ),
    { status: response.status, headers },
  );
}

function refuseCommonPassword(password: string, field: string) {
  if (isCommonPassword(password)) {
    throw new AppError('validation_failed', COMMON_PASSWORD_MESSAGE, {
      fields: [{ path: field, message: COMMON_PASSWORD_MESSAGE }],
    });
  }
}

type SignUp = z.output<typeof signUpSchema>;

export const authRoutes = new Hono<AppEnv>()
  .post('/sign-up/email', validate('json', signUpSchema), async (c) => {
    const body: SignUp = c.req.valid('json');
    refuseCommonPassword(body.password, 'password');
    const { ref, ...rest } = body;
    const response = await forward(c, rest);
    if (ref && response.status === 200) {
      // The referral never decides the sign-up: a bad or repeat code is just not counted.
      const payload = (await response
        .clone()
        .json()
        .catch(() => null)) as { user?: { id?: string; email?: string } } | null;
      if (payload?.user?.id && payload.user.email) {
        const { db, logger } = c.var.deps;
        await recordSignupReferral(db, logger, {
          referredUserId: payload.user.id,
          referredEmail: payload.user.email,
          code: ref,
        });
      }
    }
    return response;
  })
  .post('/sign-in/email', validate('json', signInSchema), async (c) => {
    const { config, db } = c.var.deps;
    const limit = await hitRateLimit(db, `sign-in:${clientAddress(c)}`, {
      max: config.SIGNIN_RATE_LIMIT_MAX,
      windowSeconds: config.SIGNIN_RATE_LIMIT_WINDOW_SECONDS,
    });
    if (!limit.allowed) {
      c.header('Retry-After', String(limit.retryAfterSeconds));
      throw new AppError(
        'rate_limited',
        `Too many sign-in attempts. Wait ${limit.retryAfterSeconds} seconds and try again.`,
        { retryAfterSeconds: limit.retryAfterSeconds },
      );
    }
    return forward(c, c.req.valid('json'));
  })
  .post('/request-password-reset', validate('json', forgotPasswordSchema), async (c) => {
    const body = c.req.valid('json');
    await forward(c, { email: body.email, redirectTo: body.redirectTo ?? '/reset-password' });
    // The same answer whether or not the address has an account.
    return c.json({
      status: true,
      message: 'If an account exists for that e-mail, a reset link is on its way.',
    });
  })
  .post('/reset-password', validate('json', resetPasswordSchema), async (c) => {
    const body = c.req.valid('json');
    refuseCommonPassword(body.newPassword, 'newPassword');
    return forward(c, body);
  })
  .post('/sign-out', noBody, (c) => forward(c, {}))
  .get('/reset-password/:token', (c) => forward(c))
  .all('*', (c) => c.json(errorBody('not_found', 'No such auth endpoint.'), 404));
