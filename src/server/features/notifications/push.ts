// Web push: the VAPID key pair (from env, or generated once and kept in app_secrets like the auth
// secret) and delivery of one notification to the user's browsers. Every instance hears every
// announcement; the conditional UPDATE on pushed_at lets exactly one of them send it.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { appSecrets, userNotifications } from '../../db/schema.ts';
import type { Config } from '../../env.ts';
import type { Logger } from '../../lib/logger.ts';
import type { NotificationKind } from '../../../shared/notifications.ts';
import { preferenceFor } from './notify.ts';
import { pushSubscriptions } from './schema.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** How long a push service keeps a message for an offline browser, in seconds. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** A subscription failing this many times in a row (not 404/410, which drop it at once) goes. */
export const PUSH_FAILURES_MAX = 5;
const PUSH_TIMEOUT_MS = 10_000;

/** web-push is loaded when first needed (a key pair to make, a push to send), not at start. */
const webPush = async () => (await import('web-push')).default;

export async function resolveVapidKeys(
  db: Db,
  config: Pick<Config, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY'>,
): Promise<VapidKeys> {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY };
  }
  const webpush = await webPush();
  await db
    .insert(appSecrets)
    .values({ name: 'vapid_keys', value: JSON.stringify(webpush.generateVAPIDKeys()) })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'vapid_keys'));
  if (!row) throw new Error('VAPID keys could not be stored');
  return JSON.parse(row.value) as VapidKeys;
}

/** What the service worker receives (public/sw.js shows it). */
export interface PushPayload {
  id: string;
  type: string;
  title: string;
  body: string;
  link: string;
}

export interface PushSender {
  /** The VAPID public key (resolved on first use, so the app starts without the database). */
  publicKey(): Promise<string>;
  /** Sends the notification's push if this instance is the one to claim it. */
  deliver(notificationId: string): Promise<{ sent: number; failed: number } | null>;
}

export function createPushSender(options: {
  db: Db;
  config: Pick<Config, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY'>;
  subject: string;
  logger: Logger;
}): PushSender {
  const { db, logger } = options;
  let resolving: Promise<VapidKeys> | undefined;
  const vapidKeys = () => {
    resolving ??= resolveVapidKeys(db, options.config).catch((error: unknown) => {
      resolving = undefined;
      throw error;
    });
    return resolving;
  };
  return {
    publicKey: async () => (await vapidKeys()).publicKey,
    async deliver(notificationId) {
      // Claimed only when the user has somewhere to push to; once, whichever instance is first.
      const [claimed] = await db
        .update(userNotifications)
        .set({ pushedAt: sql`now()` })
        .where(
          and(
            eq(userNotifications.id, notificationId),
            sql`${userNotifications.pushedAt} is null`,
            // Spelled out: drizzle leaves columns unqualified in an UPDATE.
            sql`exists (select 1 from push_subscriptions s where s.user_id = user_notifications.user_id)`,
          ),
        )
        .returning();
      if (!claimed) return null;
      const preference = await preferenceFor(db, claimed.userId, claimed.type as NotificationKind);
      if (!preference.push) return null;
      const [keys, webpush] = await Promise.all([vapidKeys(), webPush()]);
      const subscriptions = await db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, claimed.userId));
      const payload: PushPayload = {
        id: claimed.id,
        type: claimed.type,
        title: claimed.title,
        body: claimed.message,
        link: claimed.linkPath ?? '/notifications',
      };
      let sent = 0;
      let failed = 0;
      await Promise.all(
        subscriptions.map(async (subscription) => {
          try {
            await webpush.sendNotification(
              {
                endpoint: subscription.endpoint,
                keys: { p256dh: subscription.p256dh, auth: subscription.auth },
              },
              JSON.stringify(payload),
              {
                vapidDetails: {
                  subject: options.subject,
                  publicKey: keys.publicKey,
                  privateKey: keys.privateKey,
                },
                TTL: PUSH_TTL_SECONDS,
                contentEncoding: 'aes128gcm',
                timeout: PUSH_TIMEOUT_MS,
              },
            );
            sent += 1;
            await db
              .update(pushSubscriptions)
              .set({ failures: 0, lastSuccessAt: sql`now()` })
              .where(eq(pushSubscriptions.id, subscription.id));
          } catch (error) {
            failed += 1;
            const status = (error as { statusCode?: number }).statusCode;
            if (status === 404 || status === 410) {
              // The browser unsubscribed or the subscription expired: it will never work again.
              await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
              return;
            }
            logger.warn(
              { err: error, status, subscriptionId: subscription.id },
              'web push: delivery failed',
            );
            const [counted] = await db
              .update(pushSubscriptions)
              .set({ failures: sql`${pushSubscriptions.failures} + 1` })
              .where(eq(pushSubscriptions.id, subscription.id))
              .returning({ failures: pushSubscriptions.failures });
            if (counted && counted.failures >= PUSH_FAILURES_MAX) {
              await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
            }
          }
        }),
      );
      return { sent, failed };
    },
  };
}
