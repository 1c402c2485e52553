// Analytics API. The end of a session and the last batch of events arrive by navigator.sendBeacon,
// which can only send text/plain: these bodies are read as JSON whatever their content type.
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { AppEnv } from '../../app-env.ts';
import { formatIssues, validate } from '../../lib/validate.ts';
import {
  analyticsEventsInputSchema,
  analyticsSessionInputSchema,
} from '../../../shared/analytics.ts';
import { requireUser } from '../auth/session.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import { isUuid } from '../../../shared/uuid.ts';
import { createAnalyticsSession, endAnalyticsSession, recordEvents } from './service.ts';

async function beaconJson<S extends z.ZodType>(
  c: Context<AppEnv>,
  schema: S,
): Promise<z.output<S>> {
  let value: unknown;
  try {
    value = JSON.parse(await c.req.text());
  } catch {
    throw new AppError('validation_failed', 'The request body is not valid JSON.');
  }
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError('validation_failed', formatIssues(result.error));
  return result.data;
}

export const analyticsRoutes = new Hono<AppEnv>()
  /** The web analytics tag's settings: null unless WEB_ANALYTICS_URL is set. */
  .get('/config', (c) => {
    const { config } = c.var.deps;
    const url = config.WEB_ANALYTICS_URL;
    return c.json({
      webAnalytics: url
        ? { url, domain: config.WEB_ANALYTICS_DOMAIN ?? new URL(config.APP_URL ?? c.req.url).host }
        : null,
    });
  })
  .post('/sessions', requireUser, validate('json', analyticsSessionInputSchema), async (c) => {
    const { config, db } = c.var.deps;
    await enforceRateLimit(
      c,
      `analytics-session:${c.var.user.id}`,
      {
        max: config.ANALYTICS_SESSIONS_RATE_LIMIT_MAX,
        windowSeconds: config.ANALYTICS_SESSIONS_RATE_LIMIT_WINDOW_SECONDS,
      },
      'Too many analytics sessions.',
    );
    const body = c.req.valid('json');
    const session = await createAnalyticsSession(db, {
      userId: c.var.user.id,
      userAgent: c.req.header('user-agent') ?? null,
      ...body,
    });
    return c.json(session, 201);
  })
  .post('/sessions/:id/end', requireUser, async (c) => {
    const id = c.req.param('id');
    if (!isUuid(id)) throw new AppError('not_found', 'No such analytics session.');
    await endAnalyticsSession(c.var.deps.db, c.var.user.id, id);
    return c.body(null, 204);
  })
  .post('/events', requireUser, async (c) => {
    const { config, db } = c.var.deps;
    const body = await beaconJson(c, analyticsEventsInputSchema);
    await enforceRateLimit(
      c,
      `analytics-events:${c.var.user.id}`,
      {
        max: config.ANALYTICS_EVENTS_RATE_LIMIT_MAX,
        windowSeconds: config.ANALYTICS_EVENTS_RATE_LIMIT_WINDOW_SECONDS,
      },
      'Too many analytics events.',
    );
    const { user } = c.var;
    return c.json(
      await recordEvents(db, { id: user.id, name: user.name, email: user.email }, body),
      202,
    );
  });
