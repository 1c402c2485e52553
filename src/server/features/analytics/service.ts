// Analytics sessions and events. A session id is random; a duplicate (23505) is retried with a new
// one (SPEC.md §8). event_data is cleaned of anything that could name or describe a person.
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { analyticsEvents, analyticsSessions } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  ANALYTICS_RETRY_BASE_MS,
  ANALYTICS_RETRY_MAX,
  ANALYTICS_TOKEN_MAX,
  type AnalyticsEventsInput,
} from '../../../shared/analytics.ts';

function isUniqueViolation(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  return code === '23505' || isUniqueViolation(cause, depth + 1);
}

export interface SessionIdOptions {
  newId?: () => string;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function createAnalyticsSession(
  db: Db,
  input: { userId: string; userAgent: string | null; screenSize?: string; platform?: string },
  options: SessionIdOptions = {},
): Promise<{ id: string }> {
  const newId = options.newId ?? randomUUID;
  const sleep = options.sleep ?? wait;
  for (let attempt = 0; ; attempt += 1) {
    const id = newId();
    try {
      await db.insert(analyticsSessions).values({
        id,
        userId: input.userId,
        userAgent: input.userAgent?.slice(0, 512) ?? null,
        screenSize: input.screenSize ?? null,
        platform: input.platform || null,
      });
      return { id };
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= ANALYTICS_RETRY_MAX) throw error;
      await sleep(ANALYTICS_RETRY_BASE_MS * 2 ** attempt);
    }
  }
}

/** Ends the user's session (once: a repeated beacon changes nothing). Another user's id is 404. */
export async function endAnalyticsSession(db: Db, userId: string, sessionId: string) {
  const [owned] = await db
    .select({ endTime: analyticsSessions.endTime })
    .from(analyticsSessions)
    .where(and(eq(analyticsSessions.id, sessionId), eq(analyticsSessions.userId, userId)))
    .limit(1);
  if (!owned) throw new AppError('not_found', 'No such analytics session.');
  await db
    .update(analyticsSessions)
    .set({ endTime: sql`now()` })
    .where(and(eq(analyticsSessions.id, sessionId), isNull(analyticsSessions.endTime)));
}

/** Keys that could only hold personal data; their values are never stored. */
const PERSONAL_KEY =
  /(^|_)(e?mail|name|first|last|surname|phone|tel|address|street|city|zip|postcode|password|passwd|token|secret|vin|plate|registration|ip|text|message|body|comment|query|search|note|notes|title|content|description|dob|birth|user|owner|card|iban)($|_)/i;
/** A short token: letters, digits and _ . : / - only (no spaces: no sentences; no '@': no e-mails). */
const TOKEN = new RegExp(`^[A-Za-z0-9_.:/-]{0,${ANALYTICS_TOKEN_MAX}}$`);
const SAFE_KEY = /^[a-z][a-z0-9_]{0,39}$/;
const DIGIT_RUN = /\d{7,}/;

/**
 * What may be stored of an event's data: snake_case keys that do not name personal fields, with
 * numbers, booleans, null or short tokens (no free text, no e-mail, no long digit runs such as
 * phone numbers, nothing equal to the user's own name or e-mail).
 */
export function sanitizeEventData(
  data: Record<string, unknown> | undefined,
  person: { name: string; email: string },
): Record<string, string | number | boolean | null> | null {
  if (!data) return null;
  // The user's name (whole and each part) and e-mail (whole and its local part).
  const own = [
    person.name,
    ...person.name.split(/\s+/),
    person.email,
    person.email.split('@')[0] ?? '',
  ]
    .map((value) => value.trim().toLowerCase())
    .filter((value) => value.length >= 3);
  const clean: Record<string, string | number | boolean | null> = {};
  for (const [key, value] of Object.entries(data)) {
    if (!SAFE_KEY.test(key) || PERSONAL_KEY.test(key)) continue;
    if (typeof value === 'string') {
      if (!TOKEN.test(value) || DIGIT_RUN.test(value)) continue;
      const lower = value.toLowerCase();
      if (own.some((mine) => lower.includes(mine))) continue;
      clean[key] = value;
    } else if (typeof value === 'number' || typeof value === 'boolean' || value === null) {
      clean[key] = value;
    }
  }
  return Object.keys(clean).length > 0 ? clean : null;
}

/** Paths keep their shape, not their ids: /vehicle/3f2a… reads /vehicle/:id. */
export function normalizeEventName(name: string): string {
  return name
    .split('/')
    .map((part) =>
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(part) ||
      /^\d+$/.test(part) ||
      /^[A-Za-z0-9_-]{20,}$/.test(part)
        ? ':id'
        : part,
    )
    .join('/');
}

const FUTURE_SLACK_MS = 5 * 60_000;
const PAST_LIMIT_MS = 24 * 3_600_000;

export async function recordEvents(
  db: Db,
  user: { id: string; name: string; email: string },
  input: AnalyticsEventsInput,
  now = new Date(),
): Promise<{ accepted: number }> {
  const rows = input.events.map((event) => {
    const at = new Date(event.timestamp);
    // A clock far off is not believed: the event is dated when it arrived.
    const believable =
      at.getTime() <= now.getTime() + FUTURE_SLACK_MS &&
      at.getTime() >= now.getTime() - PAST_LIMIT_MS;
    return {
      sessionId: input.sessionId,
      userId: user.id,
      eventType: event.eventType,
      eventName: normalizeEventName(event.eventName),
      eventData: sanitizeEventData(event.eventData, user),
      timestamp: believable ? at : now,
    };
  });
  return db.transaction(async (tx) => {
    const [session] = await tx
      .update(analyticsSessions)
      .set({ eventsCount: sql`${analyticsSessions.eventsCount} + ${rows.length}` })
      .where(and(eq(analyticsSessions.id, input.sessionId), eq(analyticsSessions.userId, user.id)))
      .returning({ id: analyticsSessions.id });
    if (!session) throw new AppError('not_found', 'No such analytics session.');
    await tx.insert(analyticsEvents).values(rows);
    return { accepted: rows.length };
  });
}

/** The daily purge: sessions (and, by cascade, their events) that started too long ago. */
export async function purgeAnalytics(db: Db, before: Date): Promise<number> {
  const deleted = await db
    .delete(analyticsSessions)
    .where(lt(analyticsSessions.startTime, before))
    .returning({ id: analyticsSessions.id });
  return deleted.length;
}
