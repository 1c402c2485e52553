// /api/notifications: the list, read state, the live stream (server-sent events), per-kind
// preferences and web-push subscriptions. Every route needs a signed-in user.
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import type { AppEnv } from '../../app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { validate } from '../../lib/validate.ts';
import {
  markReadSchema,
  NOTIFICATION_HEARTBEAT_SECONDS,
  notificationsQuerySchema,
  preferencesPatchSchema,
  pushSubscriptionSchema,
} from '../../../shared/notifications.ts';
import { isDatabaseUnavailable } from '../../db/database.ts';
import { requireUser, resolveSession } from '../auth/session.ts';
import { STREAMS_PER_USER_MAX } from './bus.ts';
import {
  addPushSubscription,
  getPreferences,
  listNotifications,
  markRead,
  removePushSubscription,
  unreadCount,
  updatePreferences,
} from './service.ts';

/** How long EventSource waits before reconnecting after the stream ends, in ms. */
export const STREAM_RETRY_MS = 3000;

const pushEndpointSchema = z.strictObject({ endpoint: z.string().min(1).max(2000) });

export const notificationsRoutes = new Hono<AppEnv>()
  .use('*', requireUser)
  .get('/', validate('query', notificationsQuerySchema), async (c) =>
    c.json(await listNotifications(c.var.deps.db, c.var.user.id, c.req.valid('query'))),
  )
  .post('/read', validate('json', markReadSchema), async (c) =>
    c.json(await markRead(c.var.deps.db, c.var.user.id, c.req.valid('json').ids)),
  )
  .get('/stream', async (c) => {
    const { deps } = c.var;
    const { notifications: bus, db, logger } = deps;
    const userId = c.var.user.id;
    if (bus.streamCount(userId) >= STREAMS_PER_USER_MAX) {
      throw new AppError(
        'rate_limited',
        'Too many open notification streams; close a tab and try again.',
      );
    }
    // Reverse proxies (nginx) must pass events on at once, not buffer them.
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      let finish = () => {};
      const finished = new Promise<void>((resolve) => {
        finish = resolve;
      });
      const close = bus.open(userId, {
        send: (notification) => {
          void stream.writeSSE({
            event: 'notification',
            id: notification.id,
            data: JSON.stringify(notification),
          });
        },
        close: () => finish(),
      });
      if (!close) return;
      stream.onAbort(() => finish());
      // A stream outlives no sign-out or revoked session: checked when the user's session or rows
      // change (db/changes.ts) and at every heartbeat. An outage keeps the stream.
      const cookie = getCookie(c, deps.sessionCookieName);
      const checkSession = async () => {
        try {
          if (!(await resolveSession(deps, c.req.raw.headers, cookie))) finish();
        } catch (error) {
          if (!isDatabaseUnavailable(error)) {
            logger.warn(
              { err: error, userId },
              'notifications: the stream could not check its session',
            );
          }
        }
      };
      const stopWatching = deps.changes.subscribe((event) => {
        if (event.kind === 'user' && event.userId === userId) void checkSession();
      });
      const heartbeat = setInterval(() => {
        void stream.write(': heartbeat\n\n');
        void checkSession();
      }, NOTIFICATION_HEARTBEAT_SECONDS * 1000);
      try {
        // Counted once registered, so nothing made in between is missed by both. A database
        // outage leaves the count out (the client keeps the one it has) but keeps the stream.
        const unread = await unreadCount(db, userId).catch((error: unknown) => {
          logger.warn({ err: error, userId }, 'notifications: the unread count failed');
          return null;
        });
        if (unread === null) await stream.write(`retry: ${STREAM_RETRY_MS}\n\n`);
        else {
          await stream.writeSSE({
            event: 'unread',
            data: JSON.stringify({ unreadCount: unread }),
            retry: STREAM_RETRY_MS,
          });
        }
        await finished;
      } finally {
        clearInterval(heartbeat);
        stopWatching();
        close();
      }
    });
  })
  .get('/preferences', async (c) => c.json(await getPreferences(c.var.deps.db, c.var.user.id)))
  .patch('/preferences', validate('json', preferencesPatchSchema), async (c) =>
    c.json(await updatePreferences(c.var.deps.db, c.var.user.id, c.req.valid('json'))),
  )
  .get('/push/key', async (c) => c.json({ publicKey: await c.var.deps.push.publicKey() }))
  .post('/push/subscriptions', validate('json', pushSubscriptionSchema), async (c) => {
    const { db, config } = c.var.deps;
    const saved = await addPushSubscription(db, c.var.user.id, c.req.valid('json'), {
      userAgent: c.req.header('user-agent'),
      pushServiceHosts: config.PUSH_SERVICE_HOSTS,
    });
    return c.json(saved, 201);
  })
  .delete('/push/subscriptions', validate('json', pushEndpointSchema), async (c) => {
    await removePushSubscription(c.var.deps.db, c.var.user.id, c.req.valid('json').endpoint);
    return c.body(null, 204);
  });
