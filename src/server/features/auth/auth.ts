// better-auth configured for Odo: e-mail + password, database sessions in HttpOnly cookies, reset
// by e-mail (which ends every other session and every API token, and signs the user in), users row
// on sign-up, e-mail verification (sign-in is not blocked; a verified friend's referral counts:
// decision 009).
import { betterAuth } from 'better-auth';
import { and, eq, like } from 'drizzle-orm';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthMiddleware, isAPIError } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import type { Db } from '../../db/database.ts';
import { authAccounts, authSessions, authUsers, authVerifications } from '../../db/schema.ts';
import type { Logger } from '../../lib/logger.ts';
import {
  existingAccountMail,
  passwordResetMail,
  verificationMail,
  type Mailer,
} from '../mail/mailer.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';
import { recordVerifiedReferral, type ReferralLimits } from '../referrals/service.ts';
import { ensureUser } from '../users/service.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../shared/auth-schemas.ts';

export const SESSION_COOKIE = 'odo.session_token';
export const SESSION_EXPIRES_SECONDS = 60 * 60 * 24 * 30;
export const SESSION_UPDATE_AGE_SECONDS = 60 * 60 * 24;
export const VERIFICATION_EXPIRES_SECONDS = 60 * 60 * 24;
/** Where a verification link lands (better-auth adds `&error=…` when the link is bad). */
export const VERIFIED_CALLBACK_PATH = '/dashboard?verified=1';
/** "Someone tried to sign up with your e-mail" mails an account gets per hour, at most. */
export const EXISTING_SIGN_UP_MAILS_PER_HOUR = 3;

export function sessionCookieName(secure: boolean) {
  return secure ? `__Secure-${SESSION_COOKIE}` : SESSION_COOKIE;
}

export interface AuthOptions {
  db: Db;
  secret: string;
  baseUrl: string;
  /** APP_URL and TRUSTED_ORIGINS only (never derived from the request). */
  trustedOrigins: string[];
  secureCookies: boolean;
  mailer: Mailer;
  logger: Logger;
  referralLimits: ReferralLimits;
  /** After a successful password reset (app.ts lifts the sign-in lock and ends the API tokens). */
  onPasswordReset?: (user: { id: string; email: string }) => Promise<void>;
  /**
   * How passwords are hashed; better-auth's scrypt when not given (always, outside tests: the test
   * harness passes a cheaper work factor, see test/password-hashing.ts).
   */
  passwordHashing?: PasswordHashing;
}

export interface PasswordHashing {
  hash: (password: string) => Promise<string>;
  verify: (input: { hash: string; password: string }) => Promise<boolean>;
}

export function createAuth(options: AuthOptions) {
  const { db, mailer, logger } = options;
  // Reset tokens seen by the before-hook, so the after-hook can sign that user in.
  const resetUsers = new Map<string, string>();

  return betterAuth({
    appName: 'Odo',
    baseURL: options.baseUrl,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: options.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: authUsers,
        session: authSessions,
        account: authAccounts,
        verification: authVerifications,
      },
    }),
    logger: {
      log: (level, message, ...args) => {
        logger[level]({ args }, `auth: ${message}`);
      },
    },
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      // Unverified accounts sign in; only referrals wait for the e-mail (decision 009).
      requireEmailVerification: false,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      ...(options.passwordHashing ? { password: options.passwordHashing } : {}),
      // Sign-up opens no session, so a taken address answers exactly like a new one (issue 27):
      // better-auth then hashes the password anyway and calls onExistingUserSignUp. The web app
      // signs in right after with what was typed.
      autoSignIn: false,
      onExistingUserSignUp: async ({ user }) => {
        const limit = await hitRateLimit(db, `sign-up-existing:${user.id}`, {
          max: EXISTING_SIGN_UP_MAILS_PER_HOUR,
          windowSeconds: 3600,
        });
        if (!limit.allowed) return;
        await mailer.send(
          existingAccountMail(user.email, user.name, {
            login: `${options.baseUrl}/login`,
            reset: `${options.baseUrl}/forgot-password`,
          }),
        );
      },
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(passwordResetMail(user.email, user.name, url));
      },
    },
    // A new address takes effect only once the link mailed to it is opened (change-email in
    // routes.ts asks for the password first).
    user: { changeEmail: { enabled: true } },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: VERIFICATION_EXPIRES_SECONDS,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(verificationMail(user.email, user.name, url));
      },
      afterEmailVerification: async (user) => {
        await recordVerifiedReferral(db, logger, user.id, options.referralLimits);
      },
    },
    session: {
      expiresIn: SESSION_EXPIRES_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
    },
    advanced: {
      cookiePrefix: 'odo',
      useSecureCookies: options.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: options.secureCookies },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await ensureUser(db, user);
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/reset-password') return;
        const token = (ctx.body as { token?: string } | undefined)?.token;
        if (!token) return;
        const verification = await ctx.context.internalAdapter.findVerificationValue(
          `reset-password:${token}`,
        );
        if (verification && verification.expiresAt > new Date()) {
          resetUsers.set(token, verification.value);
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/reset-password') return;
        const token = (ctx.body as { token?: string } | undefined)?.token;
        if (!token) return;
        const userId = resetUsers.get(token);
        resetUsers.delete(token);
        if (!userId || isAPIError(ctx.context.returned)) return;
        // Every other reset link for this account dies with this reset.
        await db
          .delete(authVerifications)
          .where(
            and(
              like(authVerifications.identifier, 'reset-password:%'),
              eq(authVerifications.value, userId),
            ),
          );
        const user = await ctx.context.internalAdapter.findUserById(userId);
        if (!user) return;
        await options.onPasswordReset?.({ id: user.id, email: user.email });
        const session = await ctx.context.internalAdapter.createSession(user.id);
        await setSessionCookie(ctx, { session, user });
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
