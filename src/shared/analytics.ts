// Product analytics' input schemas; the limits and event types are in analytics-vocab.ts (zod-free,
// so the web app's first view can import them without zod).
import { z } from 'zod';
import {
  ANALYTICS_BATCH_MAX,
  ANALYTICS_EVENT_DATA_KEYS_MAX,
  EVENT_TYPES,
} from './analytics-vocab.ts';

export * from './analytics-vocab.ts';

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
