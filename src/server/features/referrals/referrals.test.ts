import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  everythingTable,
  referralCodes,
  referralVisits,
  referrals,
  userNotifications,
} from '../../db/schema.ts';
import { createTestApp, json, TEST_ORIGIN, type TestClient } from '../../test/harness.ts';
import {
  REFERRAL_ALPHABET,
  REFERRAL_TEXT,
  type AppSubscription,
  type ReferralReply,
} from '../../../shared/plans.ts';
import {
  attributeSignup,
  emailKey,
  getOrCreateReferralCode,
  REFERRAL_NOTIFICATION_TITLE,
} from './service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;

async function referrer() {
  const client = t.client();
  const user = await client.signUp({ email: `ref-${randomBytes(4).toString('hex')}@example.com` });
  const me = await json<ReferralReply>(await client.get('/api/referrals/me'));
  return { client, user, me };
}

function signUpWithRef(
  ref: string,
  email = `friend-${randomBytes(5).toString('hex')}@example.com`,
) {
  const client = t.client();
  return client
    .post('/api/auth/sign-up/email', {
      name: 'Friend',
      email,
      password: 'Gearbox-Lantern-42',
      ref,
    })
    .then((response) => ({ client, response }));
}

async function tableCount(
  table: typeof referrals | typeof referralVisits | typeof everythingTable,
) {
  const [row] = await t.db.select({ n: count() }).from(table);
  return Number(row!.n);
}

function visit(client: TestClient, code: unknown, headers: Record<string, string> = {}) {
  return client.post('/api/referrals/visit', { code }, { headers });
}

describe('GET /api/referrals/me', () => {
  it('gives the user one stable 8-character code, counts, progress and share links', async () => {
    const { client, me } = await referrer();
    expect(me.code).toMatch(new RegExp(`^[${REFERRAL_ALPHABET}]{8}$`));
    expect(me).toMatchObject({
      visits_count: 0,
      signups_count: 0,
      progress: 0,
      target: 3,
      rewards_earned: 0,
      reward_days: 14,
      premium_until: null,
      link: `${TEST_ORIGIN}/profile?ref=${me.code}`,
      text: REFERRAL_TEXT,
    });
    expect(me.whatsapp_url).toContain(encodeURIComponent(me.link));
    expect(me.facebook_url).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(me.link)}`,
    );
    const again = await json<ReferralReply>(await client.get('/api/referrals/me'));
    expect(again.code).toBe(me.code);
    expect((await t.client().get('/api/referrals/me')).status).toBe(401);
  });

  it('draws again when a generated code is taken', async () => {
    const { user: a, me } = await referrer();
    const { user: b } = await referrer();
    await t.db.delete(referralCodes).where(eq(referralCodes.userId, b.id));
    const draws = [me.code, me.code, 'ABCDEFGH'];
    const row = await getOrCreateReferralCode(t.db, b.id, () => draws.shift()!);
    expect(row.code).toBe('ABCDEFGH');
    expect((await getOrCreateReferralCode(t.db, a.id)).code).toBe(me.code);
  });
});

describe('POST /api/referrals/visit', () => {
  it('counts a visit once per visitor per day, for anonymous visitors', async () => {
    const { client, me } = await referrer();
    const visitor = t.client();
    const first = await visit(visitor, me.code);
    expect(first.status).toBe(200);
    expect(await json(first)).toEqual({ code: me.code, counted: true });
    expect(visitor.cookies.has('odo.ref_visitor')).toBe(true);
    expect(await json(await visit(visitor, me.code.toLowerCase()))).toEqual({
      code: me.code,
      counted: false,
    });
    expect(await json(await visit(t.client(), me.code))).toMatchObject({ counted: true });
    // The owner's own visits do not count.
    expect(await json(await visit(client, me.code))).toMatchObject({ counted: false });
    const after = await json<ReferralReply>(await client.get('/api/referrals/me'));
    expect(after.visits_count).toBe(2);
  });

  it('refuses bogus and malformed codes and foreign origins, writing nothing', async () => {
    const before = await tableCount(referralVisits);
    const visitor = t.client();
    const notFound = await visit(visitor, 'ZZZZZZZZ');
    expect(notFound.status).toBe(404);
    expect((await json<{ error: { message: string } }>(notFound)).error.message).toBe(
      'This referral code does not exist.',
    );
    for (const bad of ['abc', 'OOOOOOOO', 'IIIIIIII', '12345678', 42, '', 'A'.repeat(100)]) {
      expect((await visit(visitor, bad)).status, String(bad)).toBe(400);
    }
    const { me } = await referrer();
    const foreign = t.client();
    foreign.origin = 'https://evil.example';
    expect((await visit(foreign, me.code)).status).toBe(403);
    expect(await tableCount(referralVisits)).toBe(before);
  });

  it('caps counted visits per client address, whatever cookies it sends', async () => {
    const { client, me } = await referrer();
    const results = [];
    for (let i = 0; i < 25; i += 1) {
      const response = await visit(t.client(), me.code, { 'x-forwarded-for': '198.51.100.7' });
      results.push(await json<{ counted: boolean }>(response));
    }
    expect(results.filter((r) => r.counted)).toHaveLength(20);
    expect((await json<ReferralReply>(await client.get('/api/referrals/me'))).visits_count).toBe(
      20,
    );
  });
});

describe('sign-ups with a referral code', () => {
  it('records who referred whom and moves the progress', async () => {
    const { client, user, me } = await referrer();
    const { client: friend, response } = await signUpWithRef(me.code.toLowerCase());
    expect(response.status).toBe(200);
    const friendMe = await json<{ id: string }>(await friend.get('/api/me'));
    const [row] = await t.db
      .select()
      .from(referrals)
      .where(eq(referrals.referredUserId, friendMe.id));
    expect(row).toMatchObject({ referrerUserId: user.id, code: me.code });
    const after = await json<ReferralReply>(await client.get('/api/referrals/me'));
    expect(after).toMatchObject({ signups_count: 1, progress: 1, rewards_earned: 0 });
  });

  it('a bogus code never blocks the sign-up and writes nothing', async () => {
    const before = await tableCount(referrals);
    const { response } = await signUpWithRef('ZZZZZZZZ');
    expect(response.status).toBe(200);
    expect(await tableCount(referrals)).toBe(before);
  });

  it('self-referral (the referrer’s own address in disguise) and repeat accounts do not count', async () => {
    const client = t.client();
    const owner = await client.signUp({ email: 'ann.driver@gmail.com' });
    const me = await json<ReferralReply>(await client.get('/api/referrals/me'));
    expect((await signUpWithRef(me.code, 'Ann.Driver+odo@googlemail.com')).response.status).toBe(
      200,
    );
    expect((await signUpWithRef(me.code, 'anndriver@gmail.com')).response.status).toBe(200);
    // The referrer's own account, attributed directly.
    expect(
      await attributeSignup(t.db, {
        referredUserId: owner.id,
        referredEmail: 'ann.driver@gmail.com',
        code: me.code,
      }),
    ).toEqual({ counted: false, reason: 'self' });
    expect((await json<ReferralReply>(await client.get('/api/referrals/me'))).signups_count).toBe(
      0,
    );

    // One account attributed many times at once counts once.
    const { client: friend } = await signUpWithRef('ZZZZZZZZ', 'bob@example.com');
    const bob = await json<{ id: string }>(await friend.get('/api/me'));
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () =>
        attributeSignup(t.db, {
          referredUserId: bob.id,
          referredEmail: 'bob@example.com',
          code: me.code,
        }),
      ),
    );
    expect(outcomes.filter((o) => o.counted)).toHaveLength(1);
    // The same person again under a new account (a +tag) does not count either.
    expect((await signUpWithRef(me.code, 'bob+again@example.com')).response.status).toBe(200);
    expect((await json<ReferralReply>(await client.get('/api/referrals/me'))).signups_count).toBe(
      1,
    );
  });

  it('every 3rd sign-up grants 14 days of premium and a notification; rewards stack', async () => {
    const { client, user, me } = await referrer();
    for (let i = 0; i < 2; i += 1) await signUpWithRef(me.code);
    let state = await json<{ premium: boolean }>(await client.get('/api/billing/subscription'));
    expect(state.premium).toBe(false);
    expect((await json<ReferralReply>(await client.get('/api/referrals/me'))).progress).toBe(2);

    await signUpWithRef(me.code);
    const summary = await json<ReferralReply>(await client.get('/api/referrals/me'));
    expect(summary).toMatchObject({ signups_count: 3, progress: 0, rewards_earned: 1 });
    const until = new Date(summary.premium_until!).getTime();
    expect(Math.abs(until - (Date.now() + 14 * DAY))).toBeLessThan(60_000);
    const sub = await json<{ premium: boolean; subscription: AppSubscription }>(
      await client.get('/api/billing/subscription'),
    );
    expect(sub.premium).toBe(true);
    expect(sub.subscription).toMatchObject({
      status: 'active',
      source: 'referral',
      cancel_at_period_end: false,
    });
    const notes = await t.db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.userId, user.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      type: 'referral',
      title: REFERRAL_NOTIFICATION_TITLE,
      linkPath: '/billing',
    });

    // Three more, all at once: counted exactly, and the second reward stacks after the first.
    const responses = await Promise.all(Array.from({ length: 3 }, () => signUpWithRef(me.code)));
    expect(responses.every(({ response }) => response.status === 200)).toBe(true);
    const stacked = await json<ReferralReply>(await client.get('/api/referrals/me'));
    expect(stacked).toMatchObject({ signups_count: 6, rewards_earned: 2 });
    expect(
      Math.abs(new Date(stacked.premium_until!).getTime() - (Date.now() + 28 * DAY)),
    ).toBeLessThan(60_000);
    const grants = await t.db
      .select()
      .from(everythingTable)
      .where(eq(everythingTable.userId, user.id));
    expect(grants).toHaveLength(2);
    state = await json<{ premium: boolean }>(await client.get('/api/usage'));
    expect(state.premium).toBe(true);
  });

  it('six friends signing up at the same moment give exactly two rewards', async () => {
    const { user, me } = await referrer();
    await Promise.all(Array.from({ length: 6 }, () => signUpWithRef(me.code)));
    const [row] = await t.db.select().from(referralCodes).where(eq(referralCodes.userId, user.id));
    expect(row!.signupsCount).toBe(6);
    const grants = await t.db
      .select()
      .from(everythingTable)
      .where(eq(everythingTable.userId, user.id));
    expect(grants).toHaveLength(2);
    const ends = grants.map((g) => g.endDate!.getTime()).sort();
    expect(Math.round((ends[1]! - ends[0]!) / DAY)).toBe(14);
  });
});

describe('emailKey', () => {
  it('folds case, +tags and Gmail dots', () => {
    expect(emailKey('Ann.Driver+x@GoogleMail.com')).toBe('anndriver@gmail.com');
    expect(emailKey('ann.driver+x@example.com')).toBe('ann.driver@example.com');
  });
});
