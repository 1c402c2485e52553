// Notifications' contract: the kinds Odo sends, the list and read calls, per-kind preferences
// (in-app and push separately) and web-push subscriptions.
import { z } from 'zod';

/** `type` in user_notifications. `feedback` is SPEC.md §7's; the rest are Odo's. */
export const NOTIFICATION_KINDS = [
  'feedback',
  'comment',
  'reply',
  'like',
  'referral',
  'service_due',
  'subscription',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  feedback: 'Feedback you sent',
  comment: 'Comments on my posts',
  reply: 'Replies to my comments',
  like: 'Likes on my posts',
  referral: 'Referral rewards',
  service_due: 'Service reminders',
  subscription: 'Subscription and billing',
};

export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_PAGE_MAX = 50;
/** Notifications kept per user; the oldest beyond are pruned. */
export const NOTIFICATIONS_KEPT = 500;
/** The stream's heartbeat. */
export const NOTIFICATION_HEARTBEAT_SECONDS = 30;
/** Push subscriptions (browsers/devices) kept per user. */
export const PUSH_SUBSCRIPTIONS_MAX = 10;

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

export interface NotificationReply {
  id: string;
  type: NotificationKind | string;
  title: string;
  message: string;
  linkPath: string | null;
  read: boolean;
  createdAt: string;
}

export interface NotificationsPage {
  notifications: NotificationReply[];
  nextCursor: string | null;
  unreadCount: number;
}

export type NotificationPreferences = Record<NotificationKind, { inApp: boolean; push: boolean }>;
