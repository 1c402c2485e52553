import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import {
  authUsers,
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
import { openTestDatabase } from '../../test/harness.ts';
import { purgeExpired } from './purge.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const now = new Date('2026-11-23T03:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe('purgeExpired (the daily purge)', () => {
  it('deletes expired rows and keeps what windows and idempotency still need', async () => {
    const { db } = database;
    await db.insert(rateLimits).values([
      { key: 'ended', count: 4, resetAt: new Date(now.getTime() - 1000) },
      { key: 'running', count: 4, resetAt: new Date(now.getTime() + 1000) },
    ]);
    await db.insert(devOutbox).values([
      { to: 'old@example.com', subject: 'old', text: 'old', createdAt: daysAgo(8) },
      { to: 'new@example.com', subject: 'new', text: 'new', createdAt: daysAgo(6) },
    ]);
    await db.insert(referralVisits).values([
      { code: 'ABC', visitorKey: 'v1', day: '2026-10-01' },
      { code: 'ABC', visitorKey: 'v1', day: '2026-11-22' },
      { code: 'ABC', visitorKey: 'v1', day: '2026-11-23' },
    ]);
    await db.insert(processedWebhookEvents).values([
      { eventId: 'evt_old', type: 'invoice.paid', processedAt: daysAgo(91) },
      { eventId: 'evt_month', type: 'invoice.paid', processedAt: daysAgo(31) },
    ]);
    await db.insert(jobRuns).values([
      {
        name: 'service-due',
        period: '2026-08-01',
        holder: 'a',
        leaseUntil: daysAgo(100),
        startedAt: daysAgo(100),
        finishedAt: daysAgo(100),
      },
      {
        name: 'service-due',
        period: '2026-11-22',
        holder: 'a',
        leaseUntil: daysAgo(1),
        startedAt: daysAgo(1),
        finishedAt: daysAgo(1),
      },
    ]);

    await db.insert(authUsers).values({ id: 'kept', name: 'Kept', email: 'kept@example.com' });
    await db.insert(users).values({ id: 'kept', name: 'Kept' });
    await db.insert(garageVersions).values([
      { userId: 'kept', version: 3 },
      { userId: 'deleted-account', version: 7 },
    ]);
    const favorite = (vehicleId: string, deletedAt: Date | null) => ({
      userId: 'kept',
      vehicleId,
      vehicleData: '{}',
      deletedAt,
    });
    await db
      .insert(favoriteVehicles)
      .values([
        favorite('kept', null),
        favorite('removed-just-now', new Date(now.getTime() - 60_000)),
        favorite('removed-yesterday', daysAgo(1.01)),
      ]);

    // One more notification than a user keeps: the oldest goes.
    await db.insert(userNotifications).values(
      Array.from({ length: NOTIFICATIONS_KEPT + 1 }, (_, i) => ({
        userId: 'kept',
        type: 'comment',
        title: `n${i}`,
        message: 'm',
        createdAt: new Date(now.getTime() - (i + 1) * 60_000),
      })),
    );

    expect(await purgeExpired(db, now)).toEqual({
      analyticsSessions: 0,
      rateLimits: 1,
      devOutbox: 1,
      referralVisits: 1,
      processedWebhookEvents: 1,
      jobRuns: 1,
      removedFavorites: 1,
      notifications: 1,
      garageVersions: 1,
    });
    const notifications = await db
      .select({ title: userNotifications.title })
      .from(userNotifications);
    expect(notifications).toHaveLength(NOTIFICATIONS_KEPT);
    expect(notifications.map((r) => r.title)).not.toContain(`n${NOTIFICATIONS_KEPT}`);
    expect((await db.select().from(garageVersions)).map((r) => r.userId)).toEqual(['kept']);

    expect((await db.select().from(rateLimits)).map((r) => r.key)).toEqual(['running']);
    expect((await db.select().from(devOutbox)).map((r) => r.subject)).toEqual(['new']);
    expect((await db.select().from(referralVisits)).map((r) => r.day).sort()).toEqual([
      '2026-11-22',
      '2026-11-23',
    ]);
    expect((await db.select().from(processedWebhookEvents)).map((r) => r.eventId)).toEqual([
      'evt_month',
    ]);
    expect((await db.select().from(jobRuns)).map((r) => r.period)).toEqual(['2026-11-22']);
    expect((await db.select().from(favoriteVehicles)).map((r) => r.vehicleId).sort()).toEqual([
      'kept',
      'removed-just-now',
    ]);

    // Nothing left to purge the next day but what has expired since.
    expect(await purgeExpired(db, now)).toEqual({
      analyticsSessions: 0,
      rateLimits: 0,
      devOutbox: 0,
      referralVisits: 0,
      processedWebhookEvents: 0,
      jobRuns: 0,
      removedFavorites: 0,
      notifications: 0,
      garageVersions: 0,
    });
  });
});
