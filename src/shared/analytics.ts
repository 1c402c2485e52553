// Product analytics (SPEC.md §3, §7, §8): a session per signed-in visit and batched events. No
// personal data: names are slugs or paths, event_data holds flags, numbers and short tokens only.
import { z } from 'zod';

export const ANALYTICS_BATCH_MAX = 50;
export const ANALYTICS_EVENT_DATA_KEYS_MAX = 10;
export const ANALYTICS_TOKEN_MAX = 64;
/** SPEC.md §8: a duplicate session id is retried up to 3 times, the delay doubling from 100 ms. */
export const ANALYTICS_RETRY_MAX = 3;
export const ANALYTICS_RETRY_BASE_MS = 100;

export const EVENT_TYPES = ['page_view', 'feature_use'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** A path or slug: no spaces, no '@' (so no e-mail or sentence fits). */
const NAME_PATTERN = /^[A-Za-z0-9_.:/-]{1,120}$/;

export const analyticsSessionInputSchema = z.strictObject({
  screenSize: z
    .string()
    .regex(/^\d{1,5}x\d{1,5}$/, 'Width x height, e.g. 390x844.')
    .optional(),
  platform: z.string().trim().max(64).optional(),
});

const eventDataValue = z.union([z.string().max(500), z.number().finite(), z.boolean(), z.null()]);

export const analyticsEventSchema = z.strictObject({
  eventType: z.enum(EVENT_TYPES),
  eventName: z.string().regex(NAME_PATTERN, 'A path or a slug.'),
  eventData: z
    .record(z.string().max(64), eventDataValue)
    .refine((data) => Object.keys(data).length <= ANALYTICS_EVENT_DATA_KEYS_MAX, {
      message: `At most ${ANALYTICS_EVENT_DATA_KEYS_MAX} fields.`,
    })
    .optional(),
  timestamp: z.iso.datetime({ offset: true }),
});

export const analyticsEventsInputSchema = z.strictObject({
  sessionId: z.uuid(),
  events: z.array(analyticsEventSchema).min(1).max(ANALYTICS_BATCH_MAX),
});

export type AnalyticsEventInput = z.output<typeof analyticsEventSchema>;
export type AnalyticsEventsInput = z.output<typeof analyticsEventsInputSchema>;
