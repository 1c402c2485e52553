// Notifications' request schemas; the vocabulary is in notifications-vocab.ts (zod-free).
import { z } from 'zod';
import {
  NOTIFICATION_KINDS,
  NOTIFICATIONS_PAGE_SIZE,
  NOTIFICATIONS_PAGE_MAX,
} from './notifications-vocab.ts';

export * from './notifications-vocab.ts';

/** GET /api/notifications */
export const notificationsQuerySchema = z.strictObject({
  cursor: z.string().max(200).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(NOTIFICATIONS_PAGE_MAX)
    .default(NOTIFICATIONS_PAGE_SIZE),
  unread: z.enum(['true', 'false']).optional(),
});

/** POST /api/notifications/read: these ids, or all when `ids` is omitted. */
export const markReadSchema = z.strictObject({
  ids: z.array(z.uuid()).min(1).max(200).optional(),
});

/** PATCH /api/notifications/preferences: any kinds, either channel. */
export const preferencesPatchSchema = z.partialRecord(
  z.enum(NOTIFICATION_KINDS),
  z.strictObject({ inApp: z.boolean().optional(), push: z.boolean().optional() }),
);

/** POST /api/notifications/push/subscriptions: a browser's PushSubscription.toJSON(). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  expirationTime: z.number().nullish(),
  keys: z.strictObject({
    p256dh: z.string().min(1).max(200),
    auth: z.string().min(1).max(100),
  }),
});
