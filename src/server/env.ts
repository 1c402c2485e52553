// The only place the server reads process.env: every setting is validated here at start-up,
// and every one has a default so Odo starts with no environment at all.
import net from 'node:net';
import { z } from 'zod';
import { COMMUNITY_RATE_LIMITS } from '../shared/community.ts';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true');

/** A flag that is on unless set to 0 or false. */
const flagOn = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((value) => value !== '0' && value !== 'false');

/**
 * Which hops in front of Odo may say who the client is (lib/client-address.ts): none (the socket's
 * address), the last `hops` proxies, or the proxies at these addresses and networks.
 */
export type TrustProxy =
  { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'proxies'; proxies: string[] };

/** One address or CIDR block (`10.0.0.0/8`, `fd00::/8`), or undefined if it is neither. */
function proxyRange(entry: string): string | undefined {
  const [address = '', bits, extra] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || extra !== undefined) return undefined;
  if (bits === undefined) return address;
  const max = family === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(bits) || Number(bits) > max) return undefined;
  return `${address}/${Number(bits)}`;
}

const trustProxy = z
  .string()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const value = (raw ?? '').trim().toLowerCase();
    if (value === '' || value === '0' || value === 'false') return { kind: 'none' };
    if (value === 'true') return { kind: 'hops', hops: 1 };
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 100) return { kind: 'hops', hops };
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const proxies = entries.map(proxyRange);
    const bad = entries.filter((_, index) => proxies[index] === undefined);
    if (bad.length === 0) return { kind: 'proxies', proxies: proxies as string[] };
    ctx.addIssue({
      code: 'custom',
      message: `0 or false (no proxy), a number of proxy hops (1 to 100), or comma-separated proxy addresses and CIDR blocks; not understood: ${bad.map((entry) => JSON.stringify(entry)).join(', ')}`,
    });
    return z.NEVER;
  });

const configSchema = z.object({
  /** Empty counts as unset (`NODE_ENV= npm start`). */
  NODE_ENV: z
    .enum(['development', 'production', 'test', ''])
    .optional()
    .transform((value) => value || 'development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Where to listen. Unset: 127.0.0.1 in development and test, every interface in production. */
  HOST: optionalString,
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
  /** How long a request waits for a PostgreSQL connection before it fails with 503. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** Signs session cookies. When absent one is generated once and kept in the database. */
  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Odo <no-reply@odo.app>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Write the log (JSON lines) to this file instead of standard output. */
  LOG_FILE: optionalString,
  /** Sign-in attempts allowed per client within the window; the next one gets 429. */
  SIGNIN_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(3),
  SIGNIN_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(10),
  /** Failed sign-ins allowed per account (e-mail) within the window; then 429 for that account. */
  SIGNIN_ACCOUNT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  SIGNIN_ACCOUNT_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  /** Sign-ups per client address within the window. */
  SIGNUP_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  SIGNUP_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  /** Password-reset requests per client address within the window. */
  RESET_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  RESET_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  /** Password-reset requests per target e-mail (normalised) within the window. */
  RESET_EMAIL_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(3),
  RESET_EMAIL_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  /** Verification e-mails re-sent per user within the window. */
  VERIFY_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(3),
  VERIFY_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  /** Verification e-mails re-sent per client address within the window. */
  VERIFY_ADDRESS_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  VERIFY_ADDRESS_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  /** Feedback messages per user within the window. */
  FEEDBACK_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  FEEDBACK_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  /** CSV imports (commits) per user within the window. */
  /** /support contact-form messages per client address, and per signed-in user, within the window. */
  SUPPORT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  SUPPORT_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  IMPORT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  IMPORT_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  /** Share links to a vehicle's history a user may create within the window. */
  SHARE_LINK_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  SHARE_LINK_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  /** Community actions per user within their windows (defaults: COMMUNITY_RATE_LIMITS). */
  COMMUNITY_POST_RATE_LIMIT_MAX: z.coerce
    .number()
    .int()
    .min(1)
    .default(COMMUNITY_RATE_LIMITS.post.count),
  COMMUNITY_COMMENT_RATE_LIMIT_MAX: z.coerce
    .number()
    .int()
    .min(1)
    .default(COMMUNITY_RATE_LIMITS.comment.count),
  COMMUNITY_LIKE_RATE_LIMIT_MAX: z.coerce
    .number()
    .int()
    .min(1)
    .default(COMMUNITY_RATE_LIMITS.like.count),
  COMMUNITY_REPORT_RATE_LIMIT_MAX: z.coerce
    .number()
    .int()
    .min(1)
    .default(COMMUNITY_RATE_LIMITS.report.count),
  COMMUNITY_IMAGE_RATE_LIMIT_MAX: z.coerce
    .number()
    .int()
    .min(1)
    .default(COMMUNITY_RATE_LIMITS.image.count),
  /** Referred sign-ups counted per client address (of the sign-up) and UTC day. */
  REFERRAL_SIGNUPS_PER_ADDRESS_PER_DAY: z.coerce.number().int().min(1).default(1),
  /** Referral premium granted per referrer and calendar year (UTC), in days; 84 = 12 weeks. */
  REFERRAL_PREMIUM_MAX_DAYS_PER_YEAR: z.coerce.number().int().min(0).default(84),
  /** Requests one personal access token may make per minute (the owners' API). */
  API_TOKEN_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(120),
  /** Personal access tokens a user may create within the window. */
  API_TOKEN_CREATE_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  API_TOKEN_CREATE_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  /** Analytics sessions (and their events) older than this are purged by the daily job. */
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).default(180),
  /** Analytics event batches per user within the window (a batch holds at most 50 events). */
  ANALYTICS_EVENTS_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  ANALYTICS_EVENTS_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  /** Analytics sessions a user may start within the window (each page load starts one). */
  ANALYTICS_SESSIONS_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
  ANALYTICS_SESSIONS_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  /**
   * A web analytics endpoint (Plausible-compatible event API, e.g. https://plausible.io/api/event)
   * that page views are also sent to; unset (the default) sends nothing. Its origin joins the CSP.
   */
  WEB_ANALYTICS_URL: z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(z.url({ protocol: /^https?$/ }).optional())
    .optional(),
  /** The site name the web analytics tag reports under (default: APP_URL's host). */
  WEB_ANALYTICS_DOMAIN: optionalString,
  /**
   * Behind reverse proxies, whose X-Forwarded-For entries to believe: a number of hops (1 = the
   * proxy that connects to Odo; `true` is 1), or the proxies' addresses/CIDR blocks, comma
   * separated. Unset, 0 or false: the socket's address, whatever the header says.
   */
  TRUST_PROXY: trustProxy,
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
  /** Scheduled jobs (daily service-due notices, purge) on this instance; decision 010. */
  JOBS_ENABLED: flagOn,
  /** How often the scheduler looks for due jobs, in seconds. */
  JOBS_TICK_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  /** The UTC hour from which the day's service-due notifications are made. */
  SERVICE_DUE_HOUR_UTC: z.coerce.number().int().min(0).max(23).default(6),
  /** The UTC hour from which the day's purge runs (quiet hours for most users). */
  PURGE_HOUR_UTC: z.coerce.number().int().min(0).max(23).default(3),
  /**
   * Web push's VAPID key pair (base64url, as web-push's generateVAPIDKeys gives them). Unset: a
   * pair is generated once and kept in the database (app_secrets) for every instance.
   */
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  /**
   * How long a signed-in session's lookup is kept in memory (0: never, and nothing else is kept on
   * the database's change announcements either). Any change to the user drops it at once on every
   * instance that hears it (decision 016).
   */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  /**
   * The push services a browser's subscription may point at (host or parent domain, comma-
   * separated): the server POSTs to these, so any other host (an internal address) is refused.
   * `*` allows every https host (a private push service under test).
   */
  PUSH_SERVICE_HOSTS: z
    .string()
    .trim()
    .default('fcm.googleapis.com,push.services.mozilla.com,notify.windows.com,push.apple.com')
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** Who push services may contact about Odo's pushes: a mailto: or https: URL. */
  VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'a mailto: address or an https: URL')
    .default('mailto:no-reply@odo.app'),
  /** ISO 4217 code prices are shown and charged in. */
  CURRENCY: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'a three-letter currency code')
    .transform((value) => value.toUpperCase())
    .default('USD'),
  /**
   * The model that writes the assessment, Ask Odo's answers and Car Lens (decision 013). Unset:
   * Odo's built-in engine only. openai-compatible is any chat-completions server (Ollama,
   * llama.cpp, vLLM) at AI_BASE_URL.
   */
  AI_PROVIDER: z
    .enum(['openai', 'anthropic', 'google', 'openai-compatible', ''])
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  /** The provider's model id, e.g. gpt-4.1-mini, claude-sonnet-4-5, gemini-2.5-flash, llama3.1. */
  AI_MODEL: optionalString,
  /** The provider's API key (never logged). Optional for openai-compatible servers. */
  AI_API_KEY: optionalString,
  /** The server's base URL: required for openai-compatible, an override for the others. */
  AI_BASE_URL: optionalString.pipe(z.url().optional()),
  /** How long one model call may take before the built-in answer is used instead. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(50).max(600_000).default(20_000),
  /**
   * Car Lens: how long one photo may be read before no further pass starts (not recognised);
   * the pass under way finishes, so a scan answers within about this plus one pass (≤ 4 s).
   */
  CARLENS_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(3000),
  /** Car Lens: OCR worker threads (created once, on the first scan). One per core is plenty. */
  CARLENS_OCR_WORKERS: z.coerce.number().int().min(1).max(16).default(2),
  /**
   * OCR (Car Lens, odometer and receipt photos) runs in processes of their own, started on first
   * use and ended after this many seconds without a photo, giving their memory back.
   */
  OCR_IDLE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(180),
});

/** Settings that only make sense together, checked after each one parsed. */
const checkedConfigSchema = configSchema.superRefine((config, ctx) => {
  if (Boolean(config.VAPID_PUBLIC_KEY) !== Boolean(config.VAPID_PRIVATE_KEY)) {
    ctx.addIssue({
      code: 'custom',
      path: ['VAPID_PRIVATE_KEY'],
      message:
        'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together (or neither, to generate a pair)',
    });
  }
  if (!config.AI_PROVIDER) return;
  const provider = `AI_PROVIDER=${config.AI_PROVIDER}`;
  if (!config.AI_MODEL) {
    ctx.addIssue({
      code: 'custom',
      path: ['AI_MODEL'],
      message: `${provider} needs AI_MODEL, the model id to call (or unset AI_PROVIDER for the built-in engine)`,
    });
  }
  if (config.AI_PROVIDER === 'openai-compatible' && !config.AI_BASE_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['AI_BASE_URL'],
      message: `${provider} needs AI_BASE_URL, the server's OpenAI-compatible endpoint (e.g. http://127.0.0.1:11434/v1 for Ollama)`,
    });
  }
  if (config.AI_PROVIDER !== 'openai-compatible' && !config.AI_API_KEY) {
    ctx.addIssue({
      code: 'custom',
      path: ['AI_API_KEY'],
      message: `${provider} needs AI_API_KEY`,
    });
  }
});

export type Config = z.infer<typeof configSchema>;

/** The settings the model-provider module reads. */
export type AiConfig = Pick<
  Config,
  'AI_PROVIDER' | 'AI_MODEL' | 'AI_API_KEY' | 'AI_BASE_URL' | 'AI_TIMEOUT_MS'
>;

export function parseConfig(source: Record<string, string | undefined>): Config {
  const result = checkedConfigSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  return result.data;
}

/** The interface to listen on: this machine only unless HOST says otherwise or in production. */
export function listenHost(config: Pick<Config, 'HOST' | 'NODE_ENV'>): string {
  return config.HOST ?? (config.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1');
}

/**
 * Why this configuration must not start, or undefined. In production, mail must really be sent:
 * without SMTP the reset links would only exist in the server's database and log.
 */
export function startupProblem(config: Pick<Config, 'NODE_ENV' | 'SMTP_URL'>): string | undefined {
  if (config.NODE_ENV === 'production' && !config.SMTP_URL) {
    return (
      'SMTP_URL is not set: in production Odo must send password-reset e-mail through SMTP ' +
      '(e.g. SMTP_URL=smtps://user:password@smtp.example.com:465). Set SMTP_URL, or run ' +
      'without NODE_ENV=production on your own machine to use the dev outbox.'
    );
  }
  return undefined;
}

export function appUrl(config: Config): string {
  return (config.APP_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
}
