// Product analytics (SPEC.md §3, §7, §8): a session per signed-in visit and batched events. No
// personal data: names are slugs or paths, event_data holds flags, numbers and short tokens only.
// The limits and event types, zod-free; the input schemas are in analytics.ts.
export const ANALYTICS_BATCH_MAX = 50;
export const ANALYTICS_EVENT_DATA_KEYS_MAX = 10;
export const ANALYTICS_TOKEN_MAX = 64;
/** SPEC.md §8: a duplicate session id is retried up to 3 times, the delay doubling from 100 ms. */
export const ANALYTICS_RETRY_MAX = 3;
export const ANALYTICS_RETRY_BASE_MS = 100;

export const EVENT_TYPES = ['page_view', 'feature_use'] as const;
export type EventType = (typeof EVENT_TYPES)[number];
