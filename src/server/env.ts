// The only place the server reads process.env: every setting is validated here at start-up,
// and every one has a default so Odo starts with no environment at all.
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true');

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** The public origin of the app, used in e-mail links and as the trusted origin. */
  APP_URL: z.url().optional(),
  /** Extra trusted origins, comma separated. */
  TRUSTED_ORIGINS: optionalString,
  /** Where embedded PostgreSQL (PGlite) keeps its files when DATABASE_URL is not set. */
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  /** Where the unpacked vPIC database (offline VIN decoding) is cached; default DATA_DIR/vpic. */
  VPIC_CACHE_DIR: optionalString,
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /** Signs session cookies. When absent one is generated once and kept in the database. */
  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Odo <no-reply@odo.app>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Sign-in attempts allowed per client within the window; the next one gets 429. */
  SIGNIN_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(3),
  SIGNIN_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(10),
  /** Behind a reverse proxy, take the client address from X-Forwarded-For. */
  TRUST_PROXY: flag,
  /** Where the built SPA lives. */
  WEB_DIST_DIR: z.string().default('./dist/web'),
  /** Stripe is the payment provider when both the secret key and the webhook secret are set. */
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_YEARLY: optionalString,
  STRIPE_PRICE_MONTHLY: optionalString,
  /** Where the Stripe SDK connects (tests point it at a local recorder). */
  STRIPE_API_HOST: optionalString,
  STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  /** The built-in demo checkout in production (it is on by default elsewhere when Stripe is not set). */
  PAYMENTS_DEMO: flag,
  /**
   * User files (vehicle photos, receipts) go to this S3-compatible bucket when it is set, and to
   * DATA_DIR/files otherwise. S3_ENDPOINT for non-AWS stores (MinIO, R2…), usually with
   * S3_FORCE_PATH_STYLE=1. Without keys the SDK's usual credential chain applies.
   */
  S3_BUCKET: optionalString,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ENDPOINT: optionalString.pipe(z.url().optional()),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: flag,
  /** ISO 4217 code prices are shown and charged in. */
  CURRENCY: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'a three-letter currency code')
    .transform((value) => value.toUpperCase())
    .default('USD'),
});

export type Config = z.infer<typeof configSchema>;

export function parseConfig(source: Record<string, string | undefined>): Config {
  const result = configSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  return result.data;
}

export function appUrl(config: Config): string {
  return (config.APP_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
}
