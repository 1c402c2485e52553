// Assembles Odo's HTTP app: shared middleware, the /api routes (whose type the web client uses
// through hc<AppType>), one error handler, and the built SPA for every other path.
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { appUrl as resolveAppUrl, type Config } from './env.ts';
import { isDatabaseUnavailable, type Database } from './db/database.ts';
import { AppError, errorBody } from './lib/app-error.ts';
import type { AppDeps, AppEnv } from './app-env.ts';
import { createBackground } from './lib/background.ts';
import { loggedPath, type Logger } from './lib/logger.ts';
import { originGuard, trustedOriginsFor } from './lib/origin-guard.ts';
import { answersFromOwnApi } from './lib/first-load/own-answers.ts';
import { mountSpa } from './lib/first-load/spa.ts';
import { rejectNulBytes } from './lib/validate.ts';
import { createAuth, sessionCookieName, type PasswordHashing } from './features/auth/auth.ts';
import { authRoutes } from './features/auth/routes.ts';
import { clearRateLimit } from './lib/rate-limit.ts';
import { signInAccountKey } from './features/auth/sign-in-key.ts';
import { resolveAuthSecret } from './features/auth/secret.ts';
import { referralLimitsFrom } from './features/referrals/service.ts';
import { feedbackRoutes } from './features/feedback/routes.ts';
import { supportRoutes } from './features/support/routes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { createMailer, type Mailer } from './features/mail/mailer.ts';
import { devOutboxRoutes } from './features/mail/routes.ts';
import { AVATAR_UPLOAD_PATH, meRoutes, sessionRoutes } from './features/users/routes.ts';
import { accountRoutes } from './features/account/routes.ts';
import { usageRoutes } from './features/usage/routes.ts';
import { billingRoutes } from './features/billing/routes.ts';
import { referralRoutes } from './features/referrals/routes.ts';
import { garageRoutes } from './features/garage/routes.ts';
import { importRoutes } from './features/garage/import-routes.ts';
import { historyRoutes } from './features/garage/history-routes.ts';
import { sharedRoutes } from './features/garage/shared-routes.ts';
import { READ_PHOTO_PATH, readPhotoRoutes } from './features/garage/read-photo-routes.ts';
import { favoritesRoutes } from './features/favorites/routes.ts';
import { notificationsRoutes } from './features/notifications/routes.ts';
import { createNotificationBus } from './features/notifications/bus.ts';
import { createPushSender } from './features/notifications/push.ts';
import { createChanges } from './db/changes.ts';
import { createSessionCache } from './features/auth/session-cache.ts';
import { resolveSession, type SessionRow } from './features/auth/session.ts';
import { toProfile } from './features/users/service.ts';
import { catalogRoutes, vinRoutes } from './features/vehicle-data/routes.ts';
import { fileRoutes } from './features/storage/routes.ts';
import { UPLOAD_PATH, uploadRoutes } from './features/garage/upload-routes.ts';
import { assessmentRoutes } from './features/assessment/routes.ts';
import { askOdoRoutes } from './features/ask-odo/routes.ts';
import { CARLENS_UPLOAD_PATH, carLensRoutes } from './features/car-lens/routes.ts';
import { COMMUNITY_UPLOAD_PATH, communityRoutes } from './features/community/routes.ts';
import { settingsRoutes } from './features/settings/routes.ts';
import { accountSessionRoutes } from './features/auth/sessions-routes.ts';
import { analyticsRoutes } from './features/analytics/routes.ts';
import { apiTokenRoutes } from './features/api-access/routes.ts';
import { bearerAuth } from './features/api-access/bearer.ts';
import { buildOpenApiDocument, type OpenApiDocument } from './features/api-access/openapi.ts';
import { revokeAllTokens } from './features/api-access/service.ts';

const api = new Hono<AppEnv>()
  .route('/health', healthRoutes)
  .route('/auth', authRoutes)
  .route('/me', meRoutes)
  .route('/session', sessionRoutes)
  .route('/account', accountRoutes)
  .route('/feedback', feedbackRoutes)
  .route('/support', supportRoutes)
  .route('/usage', usageRoutes)
  .route('/billing', billingRoutes)
  .route('/referrals', referralRoutes)
  .route('/garage/import', importRoutes)
  .route('/garage/read', readPhotoRoutes)
  .route('/garage', garageRoutes)
  .route('/garage/vin', vinRoutes)
  .route('/garage/catalog', catalogRoutes)
  .route('/garage/vehicles', uploadRoutes)
  .route('/garage/vehicles', historyRoutes)
  .route('/assessment', assessmentRoutes)
  .route('/ask-odo', askOdoRoutes)
  .route('/car-lens', carLensRoutes)
  .route('/favorites', favoritesRoutes)
  .route('/notifications', notificationsRoutes)
  .route('/community', communityRoutes)
  .route('/shared', sharedRoutes)
  .route('/files', fileRoutes)
  .route('/settings', settingsRoutes)
  .route('/account/sessions', accountSessionRoutes)
  .route('/analytics', analyticsRoutes)
  .route('/api-tokens', apiTokenRoutes)
  .route('/dev/outbox', devOutboxRoutes);

export type AppType = typeof api;

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database is not reachable right now. Please try again in a moment.';

export interface CreateAppOptions {
  config: Config;
  database: Database;
  logger: Logger;
  mailer?: Mailer;
  /** Serve the built SPA (off in API tests). */
  serveWeb?: boolean;
  /** The test harness's cheaper password hash; serve.ts never sets it (better-auth's scrypt). */
  passwordHashing?: PasswordHashing;
}

/** Milliseconds since `started` (a performance.now() reading), to a tenth. */
function msSince(started: number): number {
  return Math.round((performance.now() - started) * 10) / 10;
}

export async function createApp(options: CreateAppOptions) {
  const { config, database, logger } = options;
  const db = database.db;
  const appUrl = resolveAppUrl(config);
  const trustedOrigins = trustedOriginsFor(appUrl, config.TRUSTED_ORIGINS);
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      db,
      logger,
      production: config.NODE_ENV === 'production',
    });
  const authSecret = await resolveAuthSecret(db, config.BETTER_AUTH_SECRET);
  const secureCookies = config.NODE_ENV === 'production' && appUrl.startsWith('https:');
  const auth = createAuth({
    db,
    secret: authSecret,
    baseUrl: appUrl,
    trustedOrigins,
    secureCookies,
    mailer,
    logger,
    referralLimits: referralLimitsFrom(config),
    passwordHashing: options.passwordHashing,
    // A reset proves the mailbox: it lifts a sign-in lock on the account (decision 009). It is how
    // an owner takes the account back, so every API token ends with it (issue 27).
    onPasswordReset: async (user) => {
      await clearRateLimit(db, signInAccountKey(user.email));
      await revokeAllTokens(db, user.id);
    },
  });
  const push = createPushSender({
    db,
    config,
    subject: config.VAPID_SUBJECT,
    logger,
  });
  const notifications = createNotificationBus({ database, logger, push });
  await notifications.start();
  const changes = createChanges({ database, enabled: config.SESSION_CACHE_SECONDS > 0 });
  await changes.start();
  const deps: AppDeps = {
    config,
    db,
    auth,
    mailer,
    logger,
    background: createBackground(logger),
    appUrl,
    authSecret,
    sessionCookieName: sessionCookieName(secureCookies),
    notifications,
    push,
    changes,
    sessions: createSessionCache<SessionRow>(changes, config.SESSION_CACHE_SECONDS),
  };

  const app = new Hono<AppEnv>();
  // Requests still being handled, so shutdown can wait for them before closing the database.
  let inFlight = 0;

  app.use('*', async (_c, next) => {
    inFlight++;
    try {
      await next();
    } finally {
      inFlight--;
    }
  });
  app.use('*', requestId());
  // A write handled here (or anything of auth's: sign-out, resets) drops every kept answer at once,
  // so the next request reads it; other instances hear of it from the database (db/changes.ts).
  app.use('/api/*', async (c, next) => {
    try {
      await next();
    } finally {
      const method = c.req.method;
      if ((method !== 'GET' && method !== 'HEAD') || c.req.path.startsWith('/api/auth/')) {
        changes.localWrite();
      }
    }
  });
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    const started = performance.now();
    await next();
    if (c.req.path.startsWith('/api/')) {
      const line = {
        reqId: c.var.requestId,
        method: c.req.method,
        path: loggedPath(c.req.path),
        status: c.res.status,
        ms: msSince(started),
      };
      // A page's answers are summed up in one line of the page's own ('page answers').
      const answersFor = c.env?.answersFor;
      if (answersFor) logger.debug({ ...line, answersFor }, 'request');
      else logger.info(line, 'request');
    }
  });
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        objectSrc: ["'none'"],
        // The web analytics endpoint, when one is configured (page views are posted to it).
        connectSrc: [
          "'self'",
          ...(config.WEB_ANALYTICS_URL ? [new URL(config.WEB_ANALYTICS_URL).origin] : []),
        ],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
      crossOriginEmbedderPolicy: false,
      xFrameOptions: 'DENY',
      // HSTS only means something over https; on plain http it would pin a name to https.
      strictTransportSecurity: appUrl.startsWith('https:')
        ? 'max-age=15552000; includeSubDomains'
        : false,
    }),
  );
  // API answers are per user (and the demo pages show card digits): never stored by a cache.
  app.use('/api/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store');
  });

  const apiBodyLimit = bodyLimit({
    maxSize: 2 * 1024 * 1024,
    onError: () => {
      throw new AppError('payload_too_large', 'The request body is larger than 2 MB.');
    },
  });
  // Picture uploads carry their own limits (10 MB; Car Lens photos 15 MB). They are multipart only:
  // any other body on those paths (JSON, which rejectNulBytes reads whole) keeps the 2 MB limit.
  const isUpload = (c: Context) =>
    (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data') &&
    ((c.req.method === 'POST' && UPLOAD_PATH.test(c.req.path)) ||
      CARLENS_UPLOAD_PATH.test(c.req.path) ||
      READ_PHOTO_PATH.test(c.req.path) ||
      COMMUNITY_UPLOAD_PATH.test(c.req.path) ||
      AVATAR_UPLOAD_PATH.test(c.req.path));
  app.use('/api/*', (c, next) => (isUpload(c) ? next() : apiBodyLimit(c, next)));
  app.use('/api/*', originGuard(trustedOrigins));
  app.use('/api/*', rejectNulBytes);
  // Personal access tokens: the garage API only (api-access/bearer.ts).
  app.use('/api/*', bearerAuth);

  // The garage API as OpenAPI 3.1, made once from the routes registered below.
  let openApiDocument: OpenApiDocument | undefined;
  app.get('/api/openapi.json', (c) => {
    openApiDocument ??= buildOpenApiDocument(app.routes, appUrl);
    c.header('cache-control', 'public, max-age=3600');
    return c.json(openApiDocument);
  });
  app.route('/api', api);
  app.all('/api/*', (c) =>
    c.json(errorBody('not_found', `No API route ${c.req.method} ${c.req.path}.`), 404),
  );

  if (options.serveWeb) {
    mountSpa(app, config.WEB_DIST_DIR, {
      // As GET /api/session answers it: the profile a signed-in page is rendered with.
      signedInVisitor: async (c) => {
        const resolved = await resolveSession(
          deps,
          c.req.raw.headers,
          getCookie(c, deps.sessionCookieName),
        );
        if (!resolved) return null;
        const { profile, email, emailVerified } = resolved.user;
        return {
          profile: toProfile(profile, email, emailVerified),
          setCookies: resolved.setCookies,
        };
      },
      // Asked of the API itself, as the browser would ask: each answer is the very one GET <path> gives.
      pageAnswers: answersFromOwnApi(app, logger),
    });
  }

  app.notFound((c) => c.json(errorBody('not_found', 'Not found.'), 404));

  app.onError((error, c) => {
    if (error instanceof AppError) {
      return c.json(errorBody(error.code, error.message, error.details), error.status);
    }
    if (error instanceof HTTPException) {
      const status = error.status;
      const code = status === 400 ? 'bad_request' : status === 401 ? 'unauthorized' : 'http_error';
      const message =
        error.message && status < 500 ? error.message : 'The request could not be processed.';
      return c.json(errorBody(code, message), status);
    }
    if (isDatabaseUnavailable(error)) {
      logger.warn(
        { err: error, reqId: c.var.requestId, path: loggedPath(c.req.path) },
        'database unavailable',
      );
      c.header('Retry-After', '5');
      return c.json(errorBody('database_unavailable', DATABASE_UNAVAILABLE_MESSAGE), 503);
    }
    logger.error(
      { err: error, reqId: c.var.requestId, path: loggedPath(c.req.path) },
      'unhandled error',
    );
    return c.json(
      errorBody('internal', 'Something went wrong on our side. Please try again.'),
      500,
    );
  });

  return { app, deps, inFlight: () => inFlight };
}
