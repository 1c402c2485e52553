// Auth inputs, written once: the server validates requests with them and the forms use them too.
import { z } from 'zod';

import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './auth-limits.ts';

export { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN };

export const emailSchema = z
  .string({ error: 'Enter your e-mail address.' })
  .trim()
  .min(1, 'Enter your e-mail address.')
  .max(EMAIL_MAX, `An e-mail address has at most ${EMAIL_MAX} characters.`)
  .pipe(z.email('Enter a valid e-mail address.'));

export const BLANK_PASSWORD_MESSAGE = 'A password cannot be only spaces.';
export const PASSWORD_EDGE_SPACE_MESSAGE = 'A password cannot start or end with a space.';

/**
 * A new password (sign-up, reset). Never trimmed: what is typed is what is stored. Spaces inside
 * are fine (passphrases); only spaces, or spaces at either end (usually a paste slip that would
 * lock the user out), are refused.
 */
export const passwordSchema = z
  .string({ error: 'Enter a password.' })
  .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters.`)
  .refine((value) => value.trim() !== '', { message: BLANK_PASSWORD_MESSAGE, abort: true })
  .refine((value) => value.trim() === value, { message: PASSWORD_EDGE_SPACE_MESSAGE });

export const nameSchema = z
  .string({ error: 'Enter your name.' })
  .trim()
  .min(1, 'Enter your name.')
  .max(NAME_MAX, `A name has at most ${NAME_MAX} characters.`);

/** A path inside Odo to come back to, never another site. */
export const callbackPathSchema = z
  .string()
  .max(2048)
  .regex(/^\/(?!\/)[^\s\\]*$/, 'Must be a path inside Odo.');

export const signUpSchema = z.strictObject({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  /** A referral code from a shared link; one that matches nobody is simply not counted. */
  ref: z.string().max(64, 'A referral code has at most 64 characters.').optional(),
  callbackURL: callbackPathSchema.optional(),
  rememberMe: z.boolean().optional(),
});

export const signInSchema = z.strictObject({
  email: emailSchema,
  password: z
    .string({ error: 'Enter your password.' })
    .min(1, 'Enter your password.')
    .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters.`),
  callbackURL: callbackPathSchema.optional(),
  rememberMe: z.boolean().optional(),
});

export const forgotPasswordSchema = z.strictObject({
  email: emailSchema,
  redirectTo: callbackPathSchema.optional(),
});

export const RESET_REQUESTED_MESSAGE =
  'If an account exists for that e-mail, a reset link is on its way.';

/**
 * POST /api/auth/sign-up/email answers this, with no session, for a new address and for one that
 * already has an account (its owner is mailed instead), so sign-up never tells who has an account.
 */
export const SIGN_UP_REQUESTED_MESSAGE = 'Check your e-mail: we sent a message to that address.';

/** GET /api/auth/verify-email: the signed token from the e-mail (where it lands is fixed). */
export const verifyEmailQuerySchema = z.strictObject({
  token: z
    .string()
    .min(1, 'This confirmation link is incomplete.')
    .max(2048)
    .regex(/^[A-Za-z0-9_.-]+$/, 'This confirmation link is not valid.'),
  callbackURL: callbackPathSchema.optional(),
});

export const resetPasswordSchema = z.strictObject({
  token: z.string().min(1, 'This reset link is incomplete.').max(512),
  newPassword: passwordSchema,
});

/** POST /api/auth/change-password: always ends the user's other sessions. */
export const changePasswordSchema = z.strictObject({
  currentPassword: z
    .string({ error: 'Enter your current password.' })
    .min(1, 'Enter your current password.')
    .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters.`),
  newPassword: passwordSchema,
});

/** POST /api/auth/change-email: the password again, then a link to the new address. */
export const changeEmailSchema = z.strictObject({
  newEmail: emailSchema,
  password: z
    .string({ error: 'Enter your password.' })
    .min(1, 'Enter your password.')
    .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters.`),
});

/** Form-only shapes: the confirm field never leaves the browser. */
export const signUpFormSchema = z
  .object({
    name: nameSchema,
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string().min(1, 'Confirm your password.'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match.',
  });

export const resetPasswordFormSchema = z
  .object({
    newPassword: passwordSchema,
    confirmPassword: z.string().min(1, 'Confirm your password.'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match.',
  });

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common and easy to guess. Choose another one.';

export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password.'),
    newPassword: passwordSchema,
    confirmPassword: z.string().min(1, 'Confirm your new password.'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match.',
  });
