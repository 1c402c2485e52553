// Notifications' vocabulary (kinds, labels, limits) and reply types, zod-free so a first view can
// import them; the request schemas are in notifications.ts.
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
