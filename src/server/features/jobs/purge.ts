// The daily purge: rows that only matter for a while and would otherwise grow forever. Each
// cut-off keeps what the row's purpose (a window, an idempotency check) still needs.
import { and, isNotNull, lt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  devOutbox,
  favoriteVehicles,
  garageVersions,
  jobRuns,
  processedWebhookEvents,
  rateLimits,
  referralVisits,
  userNotifications,
  users,
} from '../../db/schema.ts';
import { NOTIFICATIONS_KEPT } from '../../../shared/notifications.ts';

import { purgeAnalytics } from '../analytics/service.ts';
import { purgeFreeImages } from '../community/drafts-service.ts';
import type { FileStorage } from '../storage/storage.ts';

const DAY_MS = 86_400_000;

/** How long each kind of row is kept, in days. */
export const RETENTION_DAYS = {
  /** Dev-outbox mail (reset and verification links live at most a day or two). */
  devOutbox: 7,
  /**
   * Visits are counted once per code, visitor and UTC day: only today's rows decide; the total
   * lives on referral_codes.visits_count.
   */
  referralVisits: 30,
  /** Stripe re-sends an event for up to 3 days; keep the "already applied" marks far longer. */
  processedWebhookEvents: 90,
  /** Finished runs of scheduled jobs (the claims of past periods are never needed again). */
  jobRuns: 90,
  /** Removed favorites: undo needs them for a moment, a day is plenty. */
  removedFavorites: 1,
} as const;

/** ANALYTICS_RETENTION_DAYS' default (SPEC.md §3's analytics sessions and their events). */
export const DEFAULT_ANALYTICS_RETENTION_DAYS = 180;

/**
 * With `storage`, also the community's free pictures (uploaded, on no post or draft) older than a
 * day, rows and files.
 */
export async function purgeExpired(
  db: Db,
  now = new Date(),
  storage?: FileStorage,
  options: { analyticsRetentionDays?: number } = {},
): Promise<Record<string, number>> {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const count = (rows: unknown[]) => rows.length;
  return {
    ...(storage && { communityImages: await purgeFreeImages(db, storage, now) }),
    analyticsSessions: await purgeAnalytics(
      db,
      before(options.analyticsRetentionDays ?? DEFAULT_ANALYTICS_RETENTION_DAYS),
    ),
    // A window that ended counts as no row at all (hitRateLimit starts a new one).
    rateLimits: count(
      await db
        .delete(rateLimits)
        .where(lt(rateLimits.resetAt, now))
        .returning({ key: rateLimits.key }),
    ),
    devOutbox: count(
      await db
        .delete(devOutbox)
        .where(lt(devOutbox.createdAt, before(RETENTION_DAYS.devOutbox)))
        .returning({ id: devOutbox.id }),
    ),
    referralVisits: count(
      await db
        .delete(referralVisits)
        .where(
          lt(referralVisits.day, before(RETENTION_DAYS.referralVisits).toISOString().slice(0, 10)),
        )
        .returning({ code: referralVisits.code }),
    ),
    processedWebhookEvents: count(
      await db
        .delete(processedWebhookEvents)
        .where(
          lt(processedWebhookEvents.processedAt, before(RETENTION_DAYS.processedWebhookEvents)),
        )
        .returning({ id: processedWebhookEvents.eventId }),
    ),
    jobRuns: count(
      await db
        .delete(jobRuns)
        .where(
          and(isNotNull(jobRuns.finishedAt), lt(jobRuns.startedAt, before(RETENTION_DAYS.jobRuns))),
        )
        .returning({ name: jobRuns.name }),
    ),
    removedFavorites: count(
      await db
        .delete(favoriteVehicles)
        .where(lt(favoriteVehicles.deletedAt, before(RETENTION_DAYS.removedFavorites)))
        .returning({ id: favoriteVehicles.id }),
    ),
    // Each user's newest NOTIFICATIONS_KEPT notifications are kept; older ones go.
    notifications: count(
      await db
        .delete(userNotifications)
        .where(
          sql`${userNotifications.id} in (select id from (select id, row_number() over (partition by user_id order by created_at desc, id desc) as rank from user_notifications) ranked where rank > ${NOTIFICATIONS_KEPT})`,
        )
        .returning({ id: userNotifications.id }),
    ),
    // A deleted account's garage counter (it has no foreign key: decision 014).
    garageVersions: count(
      await db
        .delete(garageVersions)
        .where(
          notExists(
            db
              .select({ one: sql`1` })
              .from(users)
              .where(sql`${users.id} = ${garageVersions.userId}`),
          ),
        )
        .returning({ userId: garageVersions.userId }),
    ),
  };
}
