// Odo's front door to better-auth: each endpoint the app uses is validated here first (strict
// schemas, common passwords, the abuse limits of decision 009); only these paths reach better-auth.
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import {
  changeEmailSchema,
  changePasswordSchema,
  COMMON_PASSWORD_MESSAGE,
  forgotPasswordSchema,
  RESET_REQUESTED_MESSAGE,
  resetPasswordSchema,
  SIGN_UP_REQUESTED_MESSAGE,
  signInSchema,
  signUpSchema,
  verifyEmailQuerySchema,
} from '../../../shared/auth-schemas.ts';
import { and, eq } from 'drizzle-orm';
import { authAccounts, authUsers } from '../../db/schema.ts';
import { AppError, errorBody } from '../../lib/app-error.ts';
import type { AppEnv } from '../../app-env.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { noBody, validate } from '../../lib/validate.ts';
import { revokeAllTokens } from '../api-access/service.ts';
import { emailKey, recordSignupReferral, referralLimitsFrom } from '../referrals/service.ts';
import { requireUser } from './session.ts';
import { VERIFIED_CALLBACK_PATH } from './auth.ts';
import { isCommonPassword } from './common-passwords.ts';
import { enforceRateLimit, releaseRateLimit } from '../../lib/rate-limit.ts';
import { signInAccountKey } from './sign-in-key.ts';

/** Odo's wording for the better-auth errors people actually meet. */
const FRIENDLY_MESSAGES: Record<string, string> = {
  invalid_email_or_password: 'Invalid e-mail or password.',
  invalid_token: 'This reset link is not valid any more. Ask for a new one.',
  email_already_verified: 'Your e-mail is already confirmed.',
  invalid_password: 'Your current password is not right.',
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
    const { config, db, logger } = c.var.deps;
    const address = clientAddress(c);
    await enforceRateLimit(
      c,
      `sign-up:${address}`,
      { max: config.SIGNUP_RATE_LIMIT_MAX, windowSeconds: config.SIGNUP_RATE_LIMIT_WINDOW_SECONDS },
      'Too many sign-ups from your network.',
    );
    const { ref, ...rest } = body;
    // The verification link always lands on the dashboard, whatever the client asked.
    const response = await forward(c, { ...rest, callbackURL: VERIFIED_CALLBACK_PATH });
    if (response.status !== 200) return response;
    // A new account and a taken address (better-auth made up a user for it) answer alike: the
    // same body, no session, no id. Only a user that really was just made can be referred.
    const payload = (await response.json().catch(() => null)) as {
      user?: { id?: string; email?: string };
    } | null;
    const userId = payload?.user?.id;
    if (ref && userId && payload.user?.email) {
      const [created] = await db
        .select({ id: authUsers.id })
        .from(authUsers)
        .where(eq(authUsers.id, userId))
        .limit(1);
      // The referral never decides the sign-up: a bad or repeat code is just not recorded.
      if (created) {
        await recordSignupReferral(
          db,
          logger,
          {
            referredUserId: userId,
            referredEmail: payload.user.email,
            code: ref,
            signupAddress: address,
          },
          referralLimitsFrom(config),
        );
      }
    }
    return c.json({ status: true, message: SIGN_UP_REQUESTED_MESSAGE });
  })
  .post('/sign-in/email', validate('json', signInSchema), async (c) => {
    const { config, db } = c.var.deps;
    const body = c.req.valid('json');
    await enforceRateLimit(
      c,
      `sign-in:${clientAddress(c)}`,
      { max: config.SIGNIN_RATE_LIMIT_MAX, windowSeconds: config.SIGNIN_RATE_LIMIT_WINDOW_SECONDS },
      'Too many sign-in attempts.',
    );
    // Per account: every attempt is counted up front (so parallel guesses cannot slip past) and a
    // successful one is taken back, leaving the failures. Locked means locked, right password or not.
    const accountKey = signInAccountKey(body.email);
    await enforceRateLimit(
      c,
      accountKey,
      {
        max: config.SIGNIN_ACCOUNT_RATE_LIMIT_MAX,
        windowSeconds: config.SIGNIN_ACCOUNT_RATE_LIMIT_WINDOW_SECONDS,
      },
      (wait) =>
        `Too many failed sign-ins for this account. Reset your password to get in now, or wait ${wait}.`,
    );
    const response = await forward(c, body);
    if (response.ok) await releaseRateLimit(db, accountKey);
    return response;
  })
  .post('/request-password-reset', validate('json', forgotPasswordSchema), async (c) => {
    const body = c.req.valid('json');
    const { auth, config } = c.var.deps;
    await enforceRateLimit(
      c,
      `reset:${clientAddress(c)}`,
      { max: config.RESET_RATE_LIMIT_MAX, windowSeconds: config.RESET_RATE_LIMIT_WINDOW_SECONDS },
      'Too many password-reset requests from your network.',
    );
    await enforceRateLimit(
      c,
      `reset-email:${emailKey(body.email)}`,
      {
        max: config.RESET_EMAIL_RATE_LIMIT_MAX,
        windowSeconds: config.RESET_EMAIL_RATE_LIMIT_WINDOW_SECONDS,
      },
      'Too many password-reset requests for this e-mail.',
    );
    // The same answer, at the same moment, whether or not the address has an account: the token
    // and the mail are made after answering, and a failure there is logged, never lost.
    const headers = new Headers(c.req.raw.headers);
    headers.set('content-type', 'application/json');
    headers.delete('content-length');
    const request = new Request(c.req.raw.url, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        email: body.email,
        redirectTo: body.redirectTo ?? '/reset-password',
      }),
    });
    c.var.deps.background.run('password reset request', async () => {
      const response = await auth.handler(request);
      if (!response.ok) {
        throw new Error(`better-auth answered ${response.status}: ${await response.text()}`);
      }
    });
    return c.json({ status: true, message: RESET_REQUESTED_MESSAGE });
  })
  .post('/reset-password', validate('json', resetPasswordSchema), async (c) => {
    const body = c.req.valid('json');
    refuseCommonPassword(body.newPassword, 'newPassword');
    return forward(c, body);
  })
  .get('/verify-email', validate('query', verifyEmailQuerySchema), (c) => {
    const { token } = c.req.valid('query');
    const url = new URL(c.req.raw.url);
    url.search = new URLSearchParams({ token, callbackURL: VERIFIED_CALLBACK_PATH }).toString();
    return c.var.deps.auth.handler(new Request(url, { headers: c.req.raw.headers }));
  })
  .post('/send-verification-email', noBody, requireUser, async (c) => {
    const { config } = c.var.deps;
    const user = c.var.user;
    await enforceRateLimit(
      c,
      `verify-user:${user.id}`,
      { max: config.VERIFY_RATE_LIMIT_MAX, windowSeconds: config.VERIFY_RATE_LIMIT_WINDOW_SECONDS },
      'Too many confirmation e-mails.',
    );
    await enforceRateLimit(
      c,
      `verify:${clientAddress(c)}`,
      {
        max: config.VERIFY_ADDRESS_RATE_LIMIT_MAX,
        windowSeconds: config.VERIFY_ADDRESS_RATE_LIMIT_WINDOW_SECONDS,
      },
      'Too many confirmation e-mails from your network.',
    );
    return forward(c, { email: user.email, callbackURL: VERIFIED_CALLBACK_PATH });
  })
  .post('/change-password', requireUser, validate('json', changePasswordSchema), async (c) => {
    const body = c.req.valid('json');
    refuseCommonPassword(body.newPassword, 'newPassword');
    const { config } = c.var.deps;
    // Guessing the current password from a stolen session is throttled like sign-in.
    await enforceRateLimit(
      c,
      `change-password:${c.var.user.id}`,
      {
        max: config.SIGNIN_ACCOUNT_RATE_LIMIT_MAX,
        windowSeconds: config.SIGNIN_ACCOUNT_RATE_LIMIT_WINDOW_SECONDS,
      },
      'Too many password changes.',
    );
    // Every other device is signed out (this one gets a fresh session cookie), and every API token ends.
    const response = await forward(c, { ...body, revokeOtherSessions: true });
    if (response.ok) await revokeAllTokens(c.var.deps.db, c.var.user.id);
    return response;
  })
  .post('/change-email', requireUser, validate('json', changeEmailSchema), async (c) => {
    const { newEmail, password } = c.req.valid('json');
    const { auth, config, db } = c.var.deps;
    const user = c.var.user;
    await enforceRateLimit(
      c,
      `change-email:${user.id}`,
      {
        max: config.VERIFY_RATE_LIMIT_MAX,
        windowSeconds: config.VERIFY_RATE_LIMIT_WINDOW_SECONDS,
      },
      'Too many e-mail changes.',
    );
    // Re-authentication: the account's password, checked by better-auth's own hasher.
    const [account] = await db
      .select({ hash: authAccounts.password })
      .from(authAccounts)
      .where(and(eq(authAccounts.userId, user.id), eq(authAccounts.providerId, 'credential')))
      .limit(1);
    const context = await auth.$context;
    if (!account?.hash || !(await context.password.verify({ hash: account.hash, password }))) {
      throw new AppError('invalid_password', FRIENDLY_MESSAGES.invalid_password!);
    }
    if (newEmail.toLowerCase() === user.email.toLowerCase()) {
      throw new AppError('validation_failed', 'This is already your e-mail.', {
        fields: [{ path: 'newEmail', message: 'This is already your e-mail.' }],
      });
    }
    // The same answer whether or not the address is taken (better-auth mails nothing then). The
    // password was proven: every API token ends now, as for a password change.
    const response = await forward(c, { newEmail, callbackURL: VERIFIED_CALLBACK_PATH });
    if (response.ok) await revokeAllTokens(db, user.id);
    return response;
  })
  .post('/sign-out', noBody, (c) => forward(c, {}))
  .get('/reset-password/:token', (c) => forward(c))
  .all('*', (c) => c.json(errorBody('not_found', 'No such auth endpoint.'), 404));
