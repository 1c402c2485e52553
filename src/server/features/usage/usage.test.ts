import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import {
  authUsers,
  everythingTable,
  stripeSubscriptions,
  users,
  vehicles,
} from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { createTestApp, json } from '../../test/harness.ts';
import { ASK_RATE_LIMIT } from '../ask-odo/routes.ts';
import { getEntitlement } from './entitlement.ts';
import { reserveQuota, resetUsageIfNewMonth, withGarageSlot } from './service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;

async function freeUser(overrides: Partial<typeof users.$inferInsert> = {}) {
  const id = randomUUID();
  await t.db.insert(authUsers).values({ id, name: 'Quota Driver', email: `${id}@example.com` });
  await t.db.insert(users).values({ id, name: 'Quota Driver', ...overrides });
  return id;
}

async function counters(userId: string) {
  const [row] = await t.db.select().from(users).where(eq(users.id, userId));
  return row!;
}

function outcomes(results: PromiseSettledResult<unknown>[]) {
  const ok = results.filter((r) => r.status === 'fulfilled').length;
  const refused = results.filter(
    (r) =>
      r.status === 'rejected' && r.reason instanceof AppError && r.reason.code === 'limit_reached',
  ).length;
  return { ok, refused };
}

async function providerSubscription(userId: string, status: string, periodEndDays = 30) {
  const now = Math.floor(Date.now() / 1000);
  await t.db.insert(stripeSubscriptions).values({
    userId,
    customerId: `cus_${userId.slice(0, 8)}`,
    subscriptionId: `sub_${randomUUID()}`,
    status,
    priceId: 'price_yearly',
    currentPeriodStart: now,
    currentPeriodEnd: now + periodEndDays * 86_400,
  });
}

/** What a capped feature does (assessment, Car Lens, Ask Odo): reserve, work, refund on failure. */
async function reserveAndWork<T>(
  userId: string,
  feature: 'assessment' | 'carlens' | 'askodo',
  work: () => Promise<T>,
): Promise<T> {
  const reservation = await reserveQuota(t.db, { userId, feature });
  try {
    return await work();
  } catch (error) {
    await reservation.refund();
    throw error;
  }
}

describe('reserving a free quota (reserveQuota, as every capped feature calls it)', () => {
  it('50 parallel reservations with 1 left give exactly 1 and 49 refusals', async () => {
    const userId = await freeUser();
    const delivered: number[] = [];
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        reserveAndWork(userId, 'askodo', async () => {
          delivered.push(i);
          return i;
        }),
      ),
    );
    expect(outcomes(results)).toEqual({ ok: 1, refused: 49 });
    expect(delivered).toHaveLength(1);
    expect((await counters(userId)).freeAskodoQuestionsUsed).toBe(1);
  });

  it('holds while the work is slow (the reservation is taken before the work starts)', async () => {
    const userId = await freeUser();
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        reserveAndWork(userId, 'carlens', async () => {
          await new Promise((resolve) => setTimeout(resolve, 5));
          return 'result';
        }),
      ),
    );
    expect(outcomes(results)).toEqual({ ok: 1, refused: 49 });
    expect((await counters(userId)).freeCarlensResultsUsed).toBe(1);
  });

  it('a refund gives the unit back once, however often it is called', async () => {
    const userId = await freeUser();
    await expect(
      reserveAndWork(userId, 'askodo', () => Promise.reject(new Error('model down'))),
    ).rejects.toThrow('model down');
    expect((await counters(userId)).freeAskodoQuestionsUsed).toBe(0);
    const reservation = await reserveQuota(t.db, { userId, feature: 'assessment' });
    await Promise.all([reservation.refund(), reservation.refund(), reservation.refund()]);
    await t.db.update(users).set({ freeAssessmentsUsed: 0 }).where(eq(users.id, userId));
    const again = await reserveQuota(t.db, { userId, feature: 'assessment' });
    await again.refund();
    await again.refund();
    expect((await counters(userId)).freeAssessmentsUsed).toBe(0);
    // And the unit is still there to use.
    await expect(reserveAndWork(userId, 'assessment', async () => 'ok')).resolves.toBe('ok');
    expect((await counters(userId)).freeAssessmentsUsed).toBe(1);
  });

  it('a refund after the month rolled over does not touch the new month', async () => {
    const userId = await freeUser({ lastUsageReset: new Date(Date.now() - 40 * DAY) });
    const reservation = await reserveQuota(t.db, { userId, feature: 'askodo' });
    // Another month begins and its first question is spent before the old refund arrives.
    await t.db
      .update(users)
      .set({ lastUsageReset: new Date(), freeAskodoQuestionsUsed: 1 })
      .where(eq(users.id, userId));
    await reservation.refund();
    expect((await counters(userId)).freeAskodoQuestionsUsed).toBe(1);
  });

  it('refuses with limit_reached, the feature and the cap', async () => {
    const userId = await freeUser({ freeAssessmentsUsed: 1 });
    const error = await reserveQuota(t.db, { userId, feature: 'assessment' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(402);
    expect((error as AppError).details).toEqual({ feature: 'assessment', cap: 1 });
  });

  it('answers not_found for a user that does not exist', async () => {
    await expect(
      reserveQuota(t.db, { userId: randomUUID(), feature: 'askodo' }),
    ).rejects.toMatchObject({ code: 'not_found' });
  });
});

describe('monthly reset (UTC calendar month)', () => {
  it('resets all three counters once on the first request of a new month', async () => {
    const userId = await freeUser({
      freeAssessmentsUsed: 1,
      freeCarlensResultsUsed: 1,
      freeAskodoQuestionsUsed: 1,
      lastUsageReset: new Date(Date.now() - 40 * DAY),
    });
    // 20 parallel spends right at the rollover: the reset happens once, so exactly one succeeds.
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => reserveQuota(t.db, { userId, feature: 'askodo' })),
    );
    expect(outcomes(results)).toEqual({ ok: 1, refused: 19 });
    const row = await counters(userId);
    expect(row.freeAssessmentsUsed).toBe(0);
    expect(row.freeCarlensResultsUsed).toBe(0);
    expect(row.freeAskodoQuestionsUsed).toBe(1);
    expect(row.lastUsageReset.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('does not reset within the same month', async () => {
    const userId = await freeUser({ freeAssessmentsUsed: 1 });
    expect(await resetUsageIfNewMonth(t.db, userId)).toBe(false);
    expect((await counters(userId)).freeAssessmentsUsed).toBe(1);
  });

  it('resets a stamp from the last instant of the previous month', async () => {
    const now = new Date();
    const lastMonthEnd = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - 1);
    const userId = await freeUser({ freeCarlensResultsUsed: 1, lastUsageReset: lastMonthEnd });
    expect(await resetUsageIfNewMonth(t.db, userId)).toBe(true);
    expect((await counters(userId)).freeCarlensResultsUsed).toBe(0);
  });
});

describe('entitlement (SPEC.md §4)', () => {
  it('an active provider subscription lifts the caps, and premium use is not counted', async () => {
    const userId = await freeUser({ freeAskodoQuestionsUsed: 1 });
    await providerSubscription(userId, 'active');
    const results = await Promise.all(
      Array.from({ length: 5 }, () => reserveQuota(t.db, { userId, feature: 'askodo' })),
    );
    expect(results.map((reservation) => reservation.premium)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect((await counters(userId)).freeAskodoQuestionsUsed).toBe(1);
  });

  it('a newer everything_table status overrides the provider status (canceled over active → capped)', async () => {
    const userId = await freeUser({ freeAssessmentsUsed: 1 });
    await providerSubscription(userId, 'active');
    await t.db.insert(everythingTable).values({
      userId,
      subscriptionStatus: 'canceled',
      source: 'stripe',
      createdDate: new Date(),
    });
    const entitlement = await getEntitlement(t.db, userId);
    expect(entitlement.premium).toBe(false);
    expect(entitlement.subscription?.status).toBe('canceled');
    expect(entitlement.subscription?.status_label).toBe('Canceled');
    await expect(reserveQuota(t.db, { userId, feature: 'assessment' })).rejects.toMatchObject({
      code: 'limit_reached',
    });
  });

  it('an everything_table active row overrides a provider trialing status', async () => {
    const userId = await freeUser();
    await providerSubscription(userId, 'trialing');
    expect((await getEntitlement(t.db, userId)).premium).toBe(false);
    await t.db.insert(everythingTable).values({
      userId,
      subscriptionStatus: 'active',
      source: 'stripe',
      endDate: new Date(Date.now() + 30 * DAY),
    });
    const entitlement = await getEntitlement(t.db, userId);
    expect(entitlement.premium).toBe(true);
    expect(entitlement.subscription).toMatchObject({
      status: 'active',
      provider_status: 'trialing',
      status_label: 'Active',
    });
  });

  it('other statuses never lift the caps', async () => {
    for (const status of ['trialing', 'past_due', 'incomplete', 'unpaid', 'canceled']) {
      const userId = await freeUser({ freeCarlensResultsUsed: 1 });
      await providerSubscription(userId, status);
      expect((await getEntitlement(t.db, userId)).premium).toBe(false);
    }
  });

  it('referral premium ends by itself at end_date', async () => {
    const userId = await freeUser({ freeAskodoQuestionsUsed: 1 });
    await t.db.insert(everythingTable).values({
      userId,
      subscriptionStatus: 'active',
      source: 'referral',
      createdDate: new Date(Date.now() - 15 * DAY),
      endDate: new Date(Date.now() - 1000),
    });
    const entitlement = await getEntitlement(t.db, userId);
    expect(entitlement).toEqual({ premium: false, subscription: null });
    await expect(reserveQuota(t.db, { userId, feature: 'askodo' })).rejects.toMatchObject({
      code: 'limit_reached',
    });

    await t.db.insert(everythingTable).values({
      userId,
      subscriptionStatus: 'active',
      source: 'referral',
      createdDate: new Date(),
      endDate: new Date(Date.now() + 14 * DAY),
    });
    const running = await getEntitlement(t.db, userId);
    expect(running.premium).toBe(true);
    expect(running.subscription).toMatchObject({
      source: 'referral',
      cancel_at_period_end: false,
      status: 'active',
    });
  });

  it('a subscription started while referral premium runs is the one shown, to be managed', async () => {
    const userId = await freeUser();
    await t.db.insert(everythingTable).values({
      userId,
      subscriptionStatus: 'active',
      source: 'referral',
      createdDate: new Date(),
      endDate: new Date(Date.now() + 14 * DAY),
    });
    const trialEnd = Math.floor((Date.now() + 30 * DAY) / 1000);
    for (const status of ['trialing', 'past_due']) {
      await t.db.delete(stripeSubscriptions).where(eq(stripeSubscriptions.userId, userId));
      await providerSubscription(userId, status);
      await t.db
        .update(stripeSubscriptions)
        .set({ trialEnd: status === 'trialing' ? trialEnd : null, paymentMethodLast4: '4242' })
        .where(eq(stripeSubscriptions.userId, userId));
      const entitlement = await getEntitlement(t.db, userId);
      // Premium still (the referral keeps it), but the paid subscription is what the user sees
      // and manages: its trial, its card, its cancel button.
      expect(entitlement.premium, status).toBe(true);
      expect(entitlement.subscription, status).toMatchObject({
        source: 'stripe',
        status: 'active',
        provider_status: status,
        trial_end: status === 'trialing' ? trialEnd : null,
        payment_method_last4: '4242',
      });
    }
    // An ended one does not hide the referral premium.
    await t.db
      .update(stripeSubscriptions)
      .set({ status: 'canceled' })
      .where(eq(stripeSubscriptions.userId, userId));
    expect((await getEntitlement(t.db, userId)).subscription).toMatchObject({
      source: 'referral',
      status: 'active',
    });
  });

  it('on a lookup error the free caps apply', async () => {
    const broken = {
      select: () => {
        throw new Error('connection reset');
      },
    } as unknown as Db;
    const warnings: unknown[] = [];
    const logger = { warn: (...args: unknown[]) => warnings.push(args) };
    const entitlement = await getEntitlement(broken, 'someone', { logger: logger as never });
    expect(entitlement).toEqual({ premium: false, subscription: null });
    expect(warnings).toHaveLength(1);
  });
});

describe('garage cap (counts vehicles)', () => {
  it('50 parallel adds from a free user with an empty garage add exactly 1 vehicle', async () => {
    const userId = await freeUser();
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        withGarageSlot(t.db, { userId }, (tx) =>
          tx.insert(vehicles).values({ userId, year: 2000 + (i % 20), make: 'Mazda', model: '3' }),
        ),
      ),
    );
    expect(outcomes(results)).toEqual({ ok: 1, refused: 49 });
    expect(await t.db.select().from(vehicles).where(eq(vehicles.userId, userId))).toHaveLength(1);
  });

  it('premium users add as many as they like', async () => {
    const userId = await freeUser();
    await providerSubscription(userId, 'active');
    for (let i = 0; i < 3; i += 1) {
      await withGarageSlot(t.db, { userId }, (tx) =>
        tx.insert(vehicles).values({ userId, year: 2019, make: 'Kia', model: 'Ceed' }),
      );
    }
    expect(await t.db.select().from(vehicles).where(eq(vehicles.userId, userId))).toHaveLength(3);
  });
});

describe('through HTTP', () => {
  it('GET /api/usage shows counters, caps and what is allowed; 401 when signed out', async () => {
    const client = t.client();
    const { id } = await client.signUp();
    await t.db.update(users).set({ freeAssessmentsUsed: 1 }).where(eq(users.id, id));
    const usage = await json(await client.get('/api/usage'));
    expect(usage).toMatchObject({
      premium: false,
      status: null,
      status_label: 'Inactive',
      usage: {
        free_assessments_used: 1,
        free_carlens_results_used: 0,
        free_askodo_questions_used: 0,
      },
      features: {
        assessment: { used: 1, cap: 1, remaining: 0, allowed: false },
        carlens: { used: 0, cap: 1, remaining: 1, allowed: true },
        askodo: { used: 0, cap: 1, remaining: 1, allowed: true },
        garage: { used: 0, cap: 1, remaining: 1, allowed: true },
      },
    });
    expect((await t.client().get('/api/usage')).status).toBe(401);
  });

  it('a real capped route (Ask Odo): parallel questions with 1 left → 1 answer, the rest 402 limit_reached', async () => {
    const client = t.client();
    const { id } = await client.signUp();
    // As many at once as the per-user rate limit lets through, so every one reaches the quota.
    const responses = await Promise.all(
      Array.from({ length: ASK_RATE_LIMIT.max }, () =>
        client.post('/api/ask-odo/messages', { question: 'How often should I change the oil?' }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 402)).toHaveLength(ASK_RATE_LIMIT.max - 1);
    const answered = responses.find((r) => r.status === 200)!;
    expect(await answered.text()).toContain('"type":"done"');
    const refusal = await json(responses.find((r) => r.status === 402)!);
    expect(refusal).toEqual({
      error: {
        code: 'limit_reached',
        feature: 'askodo',
        cap: 1,
        message:
          'The free plan includes 1 Ask Odo question per month. Upgrade to Premium for unlimited use.',
      },
    });
    expect((await counters(id)).freeAskodoQuestionsUsed).toBe(1);
  });

  it('a user cannot read or spend another user’s usage: everything is keyed by the session', async () => {
    const ann = t.client();
    await ann.signUp();
    const bob = t.client();
    const bobUser = await bob.signUp();
    await t.db.update(users).set({ freeAskodoQuestionsUsed: 1 }).where(eq(users.id, bobUser.id));
    // No route takes a user id: Ann's reply is Ann's, whatever she sends.
    const usage = await json<{ features: { askodo: { used: number } } }>(
      await ann.get(`/api/usage?user_id=${bobUser.id}`),
    );
    expect(usage.features.askodo.used).toBe(0);
    const [row] = await t.db
      .select({ n: sql<number>`free_askodo_questions_used` })
      .from(users)
      .where(eq(users.id, bobUser.id));
    expect(Number(row!.n)).toBe(1);
  });
});
