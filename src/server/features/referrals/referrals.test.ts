import { randomBytes } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  devOutbox,
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
import { getOrCreateReferralCode } from './codes.ts';
import { countVerifiedReferral, REFERRAL_NOTIFICATION_TITLE } from './rewards.ts';
import { attributeSignup, emailKey } from './service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const LIMITS = { perAddressPerDay: 1, maxDaysPerYear: 84 };

async function referrer() {
  const client = t.client();
  const user = await client.signUp({ email: `ref-${randomBytes(4).toString('hex')}@example.com` });
  const me = await json<ReferralReply>(await client.get('/api/referrals/me'));
  return { client, user, me };
}

/** The friend signs up with the code and, like the web app, signs in right after. */
async function signUpWithRef(
  ref: string,
  email = `friend-${randomBytes(5).toString('hex')}@example.com`,
  headers: Record<string, string> = {},
) {
  const client = t.client();
  const password = 'Gearbox-Lantern-42';
  const response = await client.post(
    '/api/auth/sign-up/email',
    { name: 'Friend', email, password, ref },
    { headers },
  );
  if (response.status === 200) await client.signInAfterSignUp(email, password);
  return { client, response };
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
      pending_count: 0,
      not_counted_count: 0,
      progress: 0,
      target: 3,
      rewards_earned: 0,
      reward_days: 14,
      days_earned: 0,
      days_earned_this_year: 0,
      max_days_per_year: 84,
      cap_reached: false,
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

/** The friend opens the confirmation link from their e-mail (through the dev outbox). */
async function verify(client: TestClient, email: string) {
  const [mail] = await t.db
    .select()
    .from(devOutbox)
    .where(
      and(eq(devOutbox.to, email.toLowerCase()), eq(devOutbox.subject, 'Confirm your Odo e-mail')),
    )
    .orderBy(desc(devOutbox.createdAt))
    .limit(1);
  if (!mail?.link) throw new Error(`no confirmation mail for ${email}`);
  const link = new URL(mail.link);
  const response = await client.get(`${link.pathname}${link.search}`);
  expect(response.status).toBe(302);
  expect(response.headers.get('location')).toBe('/dashboard?verified=1');
  return response;
}

/** A friend signs up with the code (from their own address unless given) and confirms. */
async function verifiedFriend(code: string, email?: string, address?: string) {
  const friendEmail = email ?? `friend-${randomBytes(5).toString('hex')}@example.com`;
  const headers: Record<string, string> = address ? { 'x-forwarded-for': address } : {};
  const { client, response } = await signUpWithRef(code, friendEmail, headers);
  expect(response.status).toBe(200);
  await verify(client, friendEmail);
  return client;
}

async function summary(client: TestClient) {
  return json<ReferralReply>(await client.get('/api/referrals/me'));
}

describe('sign-ups with a referral code', () => {
  it('records the friend as pending, and counts them once their e-mail is verified', async () => {
    const { client, user, me } = await referrer();
    const email = `pending-${randomBytes(4).toString('hex')}@example.com`;
    const { client: friend, response } = await signUpWithRef(me.code.toLowerCase(), email);
    expect(response.status).toBe(200);
    const friendMe = await json<{ id: string; email_verified: boolean }>(
      await friend.get('/api/me'),
    );
    expect(friendMe.email_verified).toBe(false);
    const [row] = await t.db
      .select()
      .from(referrals)
      .where(eq(referrals.referredUserId, friendMe.id));
    expect(row).toMatchObject({ referrerUserId: user.id, code: me.code, status: 'pending' });
    expect(await summary(client)).toMatchObject({
      signups_count: 0,
      pending_count: 1,
      progress: 0,
      rewards_earned: 0,
    });

    await verify(friend, email);
    expect(
      (await json<{ email_verified: boolean }>(await friend.get('/api/me'))).email_verified,
    ).toBe(true);
    expect(await summary(client)).toMatchObject({
      signups_count: 1,
      pending_count: 0,
      progress: 1,
      rewards_earned: 0,
    });
    // Opening the link again changes nothing.
    await verify(friend, email);
    expect((await summary(client)).signups_count).toBe(1);
  });

  it('unverified friends never earn a reward', async () => {
    const { client, me } = await referrer();
    for (let i = 0; i < 4; i += 1) {
      expect((await signUpWithRef(me.code)).response.status).toBe(200);
    }
    expect(await summary(client)).toMatchObject({
      signups_count: 0,
      pending_count: 4,
      rewards_earned: 0,
      premium_until: null,
    });
    const state = await json<{ premium: boolean }>(await client.get('/api/billing/subscription'));
    expect(state.premium).toBe(false);
  });

  it('a sign-up with a code for a taken e-mail answers as usual and records nothing', async () => {
    const { client, me } = await referrer();
    const taken = await t.client().signUp();
    const before = await tableCount(referrals);
    const again = await t.client().post('/api/auth/sign-up/email', {
      name: 'Friend',
      email: taken.email,
      password: 'Another-Long-Pass-9',
      ref: me.code,
    });
    expect(again.status).toBe(200);
    expect(await tableCount(referrals)).toBe(before);
    expect(await summary(client)).toMatchObject({ signups_count: 0, pending_count: 0 });
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
    await verifiedFriend(me.code, 'Ann.Driver+odo@googlemail.com');
    await verifiedFriend(me.code, 'anndriver@gmail.com');
    // The referrer's own account, attributed directly.
    expect(
      await attributeSignup(t.db, {
        referredUserId: owner.id,
        referredEmail: 'ann.driver@gmail.com',
        code: me.code,
      }),
    ).toEqual({ recorded: false, reason: 'self' });
    expect(await summary(client)).toMatchObject({ signups_count: 0, pending_count: 0 });

    // One account attributed many times at once is recorded once, and counted once.
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
    expect(outcomes.filter((o) => o.recorded)).toHaveLength(1);
    const counts = await Promise.all(
      Array.from({ length: 5 }, () => countVerifiedReferral(t.db, bob.id, LIMITS)),
    );
    expect(counts.filter((o) => o.counted)).toHaveLength(1);
    // The same person again under a new account (a +tag) does not count either.
    await verifiedFriend(me.code, 'bob+again@example.com');
    expect((await summary(client)).signups_count).toBe(1);
  });

  it('counts at most one verified sign-up per client address and day', async () => {
    const { client, me } = await referrer();
    const other = await referrer();
    await verifiedFriend(me.code, undefined, '203.0.113.9');
    await verifiedFriend(me.code, undefined, '203.0.113.9');
    // The address is shared by every referrer's friends.
    await verifiedFriend(other.me.code, undefined, '203.0.113.9');
    await verifiedFriend(me.code, undefined, '203.0.113.10');
    expect(await summary(client)).toMatchObject({
      signups_count: 2,
      not_counted_count: 1,
      pending_count: 0,
    });
    expect(await summary(other.client)).toMatchObject({ signups_count: 0, not_counted_count: 1 });
  });

  it('counts the address the proxy added, so friends cannot be farmed with made-up X-Forwarded-For entries', async () => {
    const { client, me } = await referrer();
    // One person, three "friends": each request writes its own first entry; the proxy appends the
    // address it really came from.
    for (const spoof of ['203.0.113.51', '203.0.113.52, 10.1.1.1', '198.18.0.1']) {
      await verifiedFriend(me.code, undefined, `${spoof}, 192.0.2.77`);
    }
    expect(await summary(client)).toMatchObject({ signups_count: 1, not_counted_count: 2 });
  });

  it('every 3rd verified sign-up grants 14 days of premium and a notification; rewards stack', async () => {
    const { client, user, me } = await referrer();
    for (let i = 0; i < 2; i += 1) await verifiedFriend(me.code);
    let state = await json<{ premium: boolean }>(await client.get('/api/billing/subscription'));
    expect(state.premium).toBe(false);
    expect((await summary(client)).progress).toBe(2);

    await verifiedFriend(me.code);
    const first = await summary(client);
    expect(first).toMatchObject({
      signups_count: 3,
      progress: 0,
      rewards_earned: 1,
      days_earned: 14,
      days_earned_this_year: 14,
      max_days_per_year: 84,
      cap_reached: false,
    });
    const until = new Date(first.premium_until!).getTime();
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

    // Three more, verifying all at once: counted exactly, and the second reward stacks.
    await Promise.all(Array.from({ length: 3 }, () => verifiedFriend(me.code)));
    const stacked = await summary(client);
    expect(stacked).toMatchObject({ signups_count: 6, rewards_earned: 2, days_earned: 28 });
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

  it('six friends verifying at the same moment give exactly two rewards', async () => {
    const { user, me } = await referrer();
    const friends = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const email = `six-${randomBytes(5).toString('hex')}@example.com`;
        const { client } = await signUpWithRef(me.code, email);
        return { client, email };
      }),
    );
    await Promise.all(friends.map(({ client, email }) => verify(client, email)));
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

  it('stops granting premium at the yearly cap, and says so', async () => {
    const { client, user, me } = await referrer();
    // Five rewards (70 days) already granted this year.
    const now = new Date();
    for (let i = 1; i <= 5; i += 1) {
      await t.db.insert(everythingTable).values({
        userId: user.id,
        subscriptionStatus: 'active',
        subscriptionId: `referral_reward_old_${i}`,
        createdDate: now,
        endDate: new Date(now.getTime() - DAY),
        source: 'referral',
      });
    }
    await t.db
      .update(referralCodes)
      .set({ signupsCount: 15 })
      .where(eq(referralCodes.userId, user.id));
    for (let i = 0; i < 3; i += 1) await verifiedFriend(me.code);
    const sixth = await summary(client);
    expect(sixth).toMatchObject({
      signups_count: 18,
      rewards_earned: 6,
      days_earned_this_year: 84,
      cap_reached: true,
    });
    for (let i = 0; i < 3; i += 1) await verifiedFriend(me.code);
    const capped = await summary(client);
    expect(capped).toMatchObject({
      signups_count: 21,
      progress: 0,
      rewards_earned: 6,
      days_earned: 84,
      cap_reached: true,
    });
    const grants = await t.db
      .select()
      .from(everythingTable)
      .where(eq(everythingTable.userId, user.id));
    expect(grants).toHaveLength(6);
  });
});

describe('emailKey', () => {
  it('folds case, +tags and Gmail dots', () => {
    expect(emailKey('Ann.Driver+x@GoogleMail.com')).toBe('anndriver@gmail.com');
    expect(emailKey('ann.driver+x@example.com')).toBe('ann.driver@example.com');
  });
});
