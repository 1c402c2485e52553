// The limits of the auth inputs, apart from auth-schemas.ts so a form can show them without
// loading zod (the sign-up page loads zod on first interaction). auth-schemas.ts re-exports them.
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
