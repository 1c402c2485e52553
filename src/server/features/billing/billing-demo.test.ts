import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkoutSessions,
  everythingTable,
  stripeCustomers,
  stripeSubscriptions,
  userNotifications,
  users,
} from '../../db/schema.ts';
import { createTestApp, json, TEST_ORIGIN, type TestClient } from '../../test/harness.ts';
import { CHECKOUT_MESSAGES, PLANS, type AppSubscription } from '../../../shared/plans.ts';
import { DECLINED_MESSAGE } from './demo-card.ts';
import { DEMO_BANNER } from './demo-pages.ts';

type ErrorReply = { error: { code: string; message: string } };
type SubscriptionReply = { premium: boolean; subscription: AppSubscription | null };

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const YEAR = 365 * 86_400;
const success = `${TEST_ORIGIN}/checkout/success?session_id={CHECKOUT_SESSION_ID}`;
const cancel = `${TEST_ORIGIN}/checkout/cancel`;

function checkoutBody(overrides: Record<string, unknown> = {}) {
  return {
    price_id: 'demo_price_yearly',
    mode: 'subscription',
    success_url: success,
    cancel_url: cancel,
    ...overrides,
  };
}

async function rows(
  table:
    | typeof checkoutSessions
    | typeof stripeSubscriptions
    | typeof everythingTable
    | typeof stripeCustomers,
) {
  const [row] = await t.db.select({ n: count() }).from(table);
  return Number(row!.n);
}

async function totals() {
  return {
    sessions: await rows(checkoutSessions),
    subscriptions: await rows(stripeSubscriptions),
    everything: await rows(everythingTable),
    customers: await rows(stripeCustomers),
  };
}

function form(fields: Record<string, string>) {
  return {
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  };
}

async function pay(client: TestClient, sessionId: string, card = '4242 4242 4242 4242') {
  const { body, headers } = form({ card_number: card, expiry: '12/39', cvc: '123', name: 'Ann' });
  return client.post(`/api/billing/demo/checkout/${sessionId}/pay`, body, { headers });
}

async function startCheckout(client: TestClient, overrides: Record<string, unknown> = {}) {
  const response = await client.post('/api/billing/checkout', checkoutBody(overrides));
  expect(response.status).toBe(200);
  return json<{ sessionId: string; url: string }>(response);
}

describe('plans', () => {
  it('lists both plans with the demo provider’s price ids, to anyone', async () => {
    const reply = await json<{
      provider: string;
      available: boolean;
      currency: string;
      plans: {
        id: string;
        name: string;
        price: number;
        priceId: string;
        trialDays: number;
        savingPercent: number | null;
        interval: string;
        mode: string;
        features: string[];
      }[];
    }>(await t.client().get('/api/billing/plans'));
    expect(reply.provider).toBe('demo');
    expect(reply.available).toBe(true);
    expect(reply.currency).toBe('USD');
    expect(reply.plans.map((p) => [p.id, p.name, p.price, p.interval, p.priceId])).toEqual([
      ['yearly', 'Go yearly for best Deal', 19.99, 'year', 'demo_price_yearly'],
      ['monthly', 'Monthly but expensive', 3.34, 'month', 'demo_price_monthly'],
    ]);
    expect(reply.plans[0]).toMatchObject({ savingPercent: 45, trialDays: 0, mode: 'subscription' });
    expect(reply.plans[1]).toMatchObject({ trialDays: 30, mode: 'subscription' });
    expect(reply.plans[0]!.features).toEqual(PLANS[0]!.features);
  });
});

describe('checkout: bad input and abuse (nothing written)', () => {
  it('401 with the sign-in message when signed out', async () => {
    const before = await totals();
    const response = await t.client().post('/api/billing/checkout', checkoutBody());
    expect(response.status).toBe(401);
    expect((await json<ErrorReply>(response)).error.message).toBe(CHECKOUT_MESSAGES.signIn);
    expect(await totals()).toEqual(before);
  });

  it('refuses unknown price ids, wrong modes, foreign URLs and made-up trials', async () => {
    const client = t.client();
    await client.signUp();
    const before = await totals();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ price_id: 'price_free_forever' }, 400, CHECKOUT_MESSAGES.invalidProduct],
      [{ price_id: '' }, 400, CHECKOUT_MESSAGES.invalidRequest],
      [{ mode: 'payment' }, 400, CHECKOUT_MESSAGES.invalidRequest],
      [
        { success_url: 'https://evil.example/checkout/success' },
        400,
        'success_url must be an address on this site.',
      ],
      [{ cancel_url: 'https://evil.example/' }, 400, 'cancel_url must be an address on this site.'],
      [{ success_url: '//evil.example/x' }, 400, 'success_url must be an address on this site.'],
      [{ success_url: 'javascript:alert(1)' }, 400, 'success_url must be an address on this site.'],
      [{ trial_period_days: 365 }, 400, CHECKOUT_MESSAGES.invalidRequest],
      [
        { price_id: 'demo_price_monthly', trial_period_days: 90 },
        400,
        CHECKOUT_MESSAGES.invalidRequest,
      ],
      [{ extra: 'field' }, 400, CHECKOUT_MESSAGES.invalidRequest],
    ];
    for (const [overrides, status, message] of cases) {
      const response = await client.post('/api/billing/checkout', checkoutBody(overrides));
      expect(response.status, JSON.stringify(overrides)).toBe(status);
      expect((await json<ErrorReply>(response)).error.message).toBe(message);
    }
    const notJson = await client.post('/api/billing/checkout', 'price_id=x', {
      headers: { 'content-type': 'text/plain' },
    });
    expect(notJson.status).toBe(400);
    expect(await totals()).toEqual(before);
  });

  it('refuses someone else’s customer id', async () => {
    const ann = t.client();
    await ann.signUp();
    await startCheckout(ann);
    const [annCustomer] = await t.db.select().from(stripeCustomers);
    const bob = t.client();
    await bob.signUp();
    const before = await rows(checkoutSessions);
    const response = await bob.post(
      '/api/billing/checkout',
      checkoutBody({ customer_id: annCustomer!.customerId }),
    );
    expect(response.status).toBe(403);
    expect(await rows(checkoutSessions)).toBe(before);
  });

  it('accepts paths on our own origin and relative URLs, resolved against it', async () => {
    const client = t.client();
    await client.signUp();
    const { url } = await startCheckout(client, {
      success_url: '/checkout/success',
      cancel_url: '/checkout/cancel',
    });
    expect(url.startsWith(`${TEST_ORIGIN}/api/billing/demo/checkout/demo_cs_`)).toBe(true);
  });
});

describe('the demo checkout, end to end', () => {
  it('4242 buys the yearly plan: active, card shown, caps lifted', async () => {
    const client = t.client();
    const { id } = await client.signUp();
    await t.db.update(users).set({ freeAssessmentsUsed: 1 }).where(eq(users.id, id));
    const { sessionId, url } = await startCheckout(client);

    const pending = await json<{ status: string; premium: boolean }>(
      await client.get(`/api/billing/checkout-session/${sessionId}`),
    );
    expect(pending).toMatchObject({ status: 'pending', premium: false });

    const page = await client.get(new URL(url).pathname);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(DEMO_BANNER);
    expect(html).toContain('Go yearly for best Deal');
    expect(html).toContain('$19.99 / year');

    const paid = await pay(client, sessionId);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `${TEST_ORIGIN}/checkout/success?session_id=${sessionId}`,
    );

    const done = await json<{ status: string; premium: boolean; subscription: AppSubscription }>(
      await client.get(`/api/billing/checkout-session/${sessionId}`),
    );
    expect(done.status).toBe('complete');
    expect(done.premium).toBe(true);
    const now = Math.floor(Date.now() / 1000);
    expect(done.subscription).toMatchObject({
      status: 'active',
      status_label: 'Active',
      plan_id: 'yearly',
      price_id: 'demo_price_yearly',
      cancel_at_period_end: false,
      payment_method_brand: 'visa',
      payment_method_last4: '4242',
      source: 'demo',
      trial_end: null,
    });
    expect(done.subscription.current_period_end! - now).toBeGreaterThan(YEAR - 86_400);
    expect(done.subscription.current_period_end! - now).toBeLessThanOrEqual(YEAR + 86_400);

    const usage = await json<{ premium: boolean; features: { assessment: { allowed: boolean } } }>(
      await client.get('/api/usage'),
    );
    expect(usage.premium).toBe(true);
    expect(usage.features.assessment.allowed).toBe(true);

    // Paying again (a double submit) changes nothing and lands on success again.
    const again = await pay(client, sessionId);
    expect(again.status).toBe(303);
    const subs = await t.db
      .select()
      .from(stripeSubscriptions)
      .where(eq(stripeSubscriptions.userId, id));
    expect(subs).toHaveLength(1);
    // A second purchase while subscribed is refused.
    const second = await client.post('/api/billing/checkout', checkoutBody());
    expect(second.status).toBe(409);
  });

  it('parallel pays of one session fulfil it once', async () => {
    const client = t.client();
    const { id } = await client.signUp();
    const { sessionId } = await startCheckout(client);
    const responses = await Promise.all(Array.from({ length: 8 }, () => pay(client, sessionId)));
    expect(responses.every((r) => r.status === 303)).toBe(true);
    expect(
      await t.db.select().from(stripeSubscriptions).where(eq(stripeSubscriptions.userId, id)),
    ).toHaveLength(1);
    expect(
      await t.db.select().from(everythingTable).where(eq(everythingTable.userId, id)),
    ).toHaveLength(1);
  });

  it('4000 0000 0000 0002 is declined with a clear message and nothing is written', async () => {
    const client = t.client();
    const { id } = await client.signUp();
    const { sessionId } = await startCheckout(client);
    // POST → redirect → GET: the page after a refusal can be reloaded without re-posting.
    const shown = async (response: Response) => {
      expect(response.status).toBe(303);
      const location = response.headers.get('location')!;
      expect(location).toMatch(new RegExp(`^/api/billing/demo/checkout/${sessionId}\\?error=`));
      const page = await client.get(location);
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('no-store');
      return page.text();
    };
    const declinedPage = await shown(await pay(client, sessionId, '4000 0000 0000 0002'));
    expect(declinedPage).toContain(DECLINED_MESSAGE);
    expect(declinedPage).toContain('role="alert"');
    expect(declinedPage).not.toContain('value="4000');
    for (const [card, message] of [
      ['1234 5678 9012 3456', 'Enter a valid card number.'],
      ['4111 1111 1111 1111', 'accepts only test cards'],
    ] as const) {
      expect(await shown(await pay(client, sessionId, card))).toContain(message);
    }
    for (const [fields, message] of [
      [{ expiry: '01/20', cvc: '123' }, 'Enter an expiry date in the future'],
      [{ expiry: '13/39', cvc: '123' }, 'Invalid month'],
      [{ expiry: '00/39', cvc: '123' }, 'Invalid month'],
      [{ expiry: '12/39', cvc: '12' }, 'Enter the 3 or 4 digit security code (CVC).'],
    ] as const) {
      const bad = form({ card_number: '4242424242424242', ...fields });
      const response = await client.post(`/api/billing/demo/checkout/${sessionId}/pay`, bad.body, {
        headers: bad.headers,
      });
      expect(await shown(response), JSON.stringify(fields)).toContain(message);
    }
    // An error code the page does not know shows no message.
    const plain = await client.get(`/api/billing/demo/checkout/${sessionId}?error=<b>x</b>`);
    expect(await plain.text()).not.toContain('role="alert"');
    expect(
      await t.db.select().from(stripeSubscriptions).where(eq(stripeSubscriptions.userId, id)),
    ).toHaveLength(0);
    expect(
      await t.db.select().from(everythingTable).where(eq(everythingTable.userId, id)),
    ).toHaveLength(0);
    const status = await json<{ status: string }>(
      await client.get(`/api/billing/checkout-session/${sessionId}`),
    );
    expect(status.status).toBe('pending');
  });

  it('Cancel returns to the cancel_url; the session cannot be paid afterwards', async () => {
    const client = t.client();
    await client.signUp();
    const { sessionId } = await startCheckout(client);
    const canceled = await client.post(`/api/billing/demo/checkout/${sessionId}/cancel`);
    expect(canceled.status).toBe(303);
    expect(canceled.headers.get('location')).toBe(cancel);
    expect((await pay(client, sessionId)).status).toBe(410);
    const status = await json<{ status: string; premium: boolean }>(
      await client.get(`/api/billing/checkout-session/${sessionId}`),
    );
    expect(status).toMatchObject({ status: 'canceled', premium: false });
  });

  it('an expired session reads expired and cannot be paid', async () => {
    const client = t.client();
    await client.signUp();
    const { sessionId } = await startCheckout(client);
    await t.db
      .update(checkoutSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(checkoutSessions.id, sessionId));
    expect((await pay(client, sessionId)).status).toBe(410);
    const status = await json<{ status: string }>(
      await client.get(`/api/billing/checkout-session/${sessionId}`),
    );
    expect(status.status).toBe('expired');
  });

  it('the monthly plan starts a 30-day trial that counts as premium (decision 002)', async () => {
    const client = t.client();
    await client.signUp();
    const { sessionId } = await startCheckout(client, {
      price_id: 'demo_price_monthly',
      trial_period_days: 30,
    });
    expect((await pay(client, sessionId)).status).toBe(303);
    const reply = await json<SubscriptionReply>(await client.get('/api/billing/subscription'));
    expect(reply.premium).toBe(true);
    const now = Math.floor(Date.now() / 1000);
    expect(reply.subscription).toMatchObject({
      status: 'active',
      provider_status: 'trialing',
      plan_id: 'monthly',
    });
    expect(Math.abs(reply.subscription!.trial_end! - (now + 30 * 86_400))).toBeLessThan(60);
    expect(reply.subscription!.current_period_end).toBe(reply.subscription!.trial_end);
  });

  it('another user can neither read nor act on someone’s checkout session or subscription', async () => {
    const ann = t.client();
    await ann.signUp();
    const { sessionId } = await startCheckout(ann);
    const bob = t.client();
    await bob.signUp();
    expect((await bob.get(`/api/billing/checkout-session/${sessionId}`)).status).toBe(404);
    expect((await bob.get(`/api/billing/demo/checkout/${sessionId}`)).status).toBe(404);
    expect((await pay(bob, sessionId)).status).toBe(404);
    expect((await bob.post(`/api/billing/demo/checkout/${sessionId}/cancel`)).status).toBe(404);
    expect((await t.client().get(`/api/billing/checkout-session/${sessionId}`)).status).toBe(401);
    // Ann's session is untouched and still payable by Ann.
    expect((await pay(ann, sessionId)).status).toBe(303);
    // Bob has nothing to cancel, and cancelling does not reach Ann's subscription.
    expect((await bob.post('/api/billing/cancel')).status).toBe(404);
    expect((await bob.post('/api/billing/portal')).status).toBe(404);
    const bobs = await json<SubscriptionReply>(await bob.get('/api/billing/subscription'));
    expect(bobs).toEqual({ premium: false, subscription: null });
    const anns = await json<SubscriptionReply>(await ann.get('/api/billing/subscription'));
    expect(anns.subscription?.cancel_at_period_end).toBe(false);
  });
});

describe('managing a demo subscription', () => {
  it('refuses malformed or unexpected input to cancel, resume and portal, changing nothing', async () => {
    const client = t.client();
    await client.signUp();
    const { sessionId } = await startCheckout(client);
    await pay(client, sessionId);
    for (const path of ['/api/billing/cancel', '/api/billing/resume', '/api/billing/portal']) {
      for (const body of ['{"x', '{"bogus":1}', '[]', '42']) {
        const response = await client.post(path, body);
        expect(response.status, `${path} ${body}`).toBe(400);
        expect((await json<{ error: { code: string } }>(response)).error.code).toBe(
          'validation_failed',
        );
      }
    }
    const after = await json<SubscriptionReply>(await client.get('/api/billing/subscription'));
    expect(after.subscription).toMatchObject({ cancel_at_period_end: false });
    expect((await client.post('/api/billing/cancel', {})).status).toBe(200);
  });

  it('cancels at period end (premium continues), resumes, and changes the card', async () => {
    const client = t.client();
    const { id } = await client.signUp();
    const { sessionId } = await startCheckout(client);
    await pay(client, sessionId);

    const canceled = await json<SubscriptionReply>(await client.post('/api/billing/cancel'));
    expect(canceled.premium).toBe(true);
    expect(canceled.subscription).toMatchObject({ status: 'active', cancel_at_period_end: true });
    // Idempotent.
    expect((await client.post('/api/billing/cancel')).status).toBe(200);
    // Subscription events notify the user (once each).
    const notified = await t.db
      .select({ type: userNotifications.type, title: userNotifications.title })
      .from(userNotifications)
      .where(eq(userNotifications.userId, id))
      .orderBy(userNotifications.createdAt);
    expect(notified).toEqual([
      { type: 'subscription', title: 'Premium is active' },
      { type: 'subscription', title: 'Subscription cancelled' },
    ]);

    const resumed = await json<SubscriptionReply>(await client.post('/api/billing/resume'));
    expect(resumed.subscription).toMatchObject({ status: 'active', cancel_at_period_end: false });

    const portal = await json<{ url: string }>(await client.post('/api/billing/portal'));
    expect(portal.url).toBe(`${TEST_ORIGIN}/api/billing/demo/portal`);
    const page = await client.get('/api/billing/demo/portal');
    expect(await page.text()).toContain('Visa •••• 4242');
    const change = form({ card_number: '5555 5555 5555 4444', expiry: '10/38', cvc: '999' });
    const changed = await client.post('/api/billing/demo/portal/card', change.body, {
      headers: change.headers,
    });
    expect(changed.status).toBe(303);
    const after = await json<SubscriptionReply>(await client.get('/api/billing/subscription'));
    expect(after.subscription).toMatchObject({
      payment_method_brand: 'mastercard',
      payment_method_last4: '4444',
      status: 'active',
    });
    const declined = form({ card_number: '4000000000000002', expiry: '10/38', cvc: '999' });
    const refused = await client.post('/api/billing/demo/portal/card', declined.body, {
      headers: declined.headers,
    });
    // POST → redirect → GET: the refusal is shown by a GET, so a reload does not re-post the card.
    expect(refused.status).toBe(303);
    const location = refused.headers.get('location')!;
    expect(location).toBe('/api/billing/demo/portal?error=declined');
    const refusedPage = await client.get(location);
    expect(refusedPage.status).toBe(200);
    expect(refusedPage.headers.get('cache-control')).toBe('no-store');
    const refusedText = await refusedPage.text();
    expect(refusedText).toContain(DECLINED_MESSAGE);
    expect(refusedText).toContain('role="alert"');
    expect(refusedText).not.toContain('4000');
    const badMonth = form({ card_number: '4242424242424242', expiry: '13/38', cvc: '999' });
    const monthRefused = await client.post('/api/billing/demo/portal/card', badMonth.body, {
      headers: badMonth.headers,
    });
    expect(monthRefused.headers.get('location')).toBe(
      '/api/billing/demo/portal?error=expiry_month',
    );
    expect(await (await client.get(monthRefused.headers.get('location')!)).text()).toContain(
      'Invalid month',
    );
    // The refused cards changed nothing; an error code the page does not know shows no message.
    const kept = await json<SubscriptionReply>(await client.get('/api/billing/subscription'));
    expect(kept.subscription).toMatchObject({ payment_method_last4: '4444' });
    const plain = await client.get('/api/billing/demo/portal?error=<b>x</b>');
    expect(await plain.text()).not.toContain('role="alert"');
  });

  it('a trial is given once: a second monthly checkout after cancelling starts without one', async () => {
    const client = t.client();
    const { id } = await client.signUp();
    const first = await startCheckout(client, { price_id: 'demo_price_monthly' });
    await pay(client, first.sessionId);
    await t.db
      .update(stripeSubscriptions)
      .set({ status: 'canceled' })
      .where(eq(stripeSubscriptions.userId, id));
    const second = await startCheckout(client, { price_id: 'demo_price_monthly' });
    const [row] = await t.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, second.sessionId));
    expect(row!.trialDays).toBe(0);
  });

  it('the webhook does not exist without Stripe', async () => {
    const response = await t.app.request(`${TEST_ORIGIN}/api/billing/webhook`, {
      method: 'POST',
      body: '{}',
    });
    expect(response.status).toBe(404);
  });
});

describe('no provider (production without Stripe or PAYMENTS_DEMO)', () => {
  it('plans say unavailable and checkout answers 503 with SPEC’s message', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const client = prod.client();
      await client.signUp();
      const plans = await json<{ available: boolean; provider: null; plans: { priceId: null }[] }>(
        await client.get('/api/billing/plans'),
      );
      expect(plans.available).toBe(false);
      expect(plans.provider).toBeNull();
      expect(plans.plans.every((plan) => plan.priceId === null)).toBe(true);
      const response = await client.post('/api/billing/checkout', checkoutBody());
      expect(response.status).toBe(503);
      expect((await json<ErrorReply>(response)).error.message).toBe(CHECKOUT_MESSAGES.unavailable);
      expect((await client.get('/api/billing/demo/portal')).status).toBe(404);
    } finally {
      await prod.close();
    }
  });

  it('PAYMENTS_DEMO=1 turns the demo on in production', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production', PAYMENTS_DEMO: '1' } });
    try {
      const plans = await json<{ provider: string }>(await prod.client().get('/api/billing/plans'));
      expect(plans.provider).toBe('demo');
    } finally {
      await prod.close();
    }
  });
});

describe('demo pages', () => {
  it('point the browser at the app icon, so there is no /favicon.ico 404', async () => {
    const client = t.client();
    await client.signUp();
    const { sessionId } = await startCheckout(client);
    const page = await client.get(`/api/billing/demo/checkout/${sessionId}`);
    expect(await page.text()).toContain('<link rel="icon" href="/favicon.svg"');
  });
});

describe('paying several open checkouts at once', () => {
  it('records exactly one subscription; the other payments are told and charged nothing', async () => {
    const client = t.client();
    const { id: userId } = await client.signUp();
    const sessions = [];
    for (let i = 0; i < 10; i += 1) sessions.push((await startCheckout(client)).sessionId);
    const replies = await Promise.all(sessions.map((id) => pay(client, id)));
    const statuses = replies.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 303)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    for (const response of replies.filter((r) => r.status === 409)) {
      expect(await response.text()).toContain(
        'You already have a subscription. Nothing was charged.',
      );
    }
    const subscriptions = await t.db
      .select()
      .from(stripeSubscriptions)
      .where(eq(stripeSubscriptions.userId, userId));
    expect(subscriptions).toHaveLength(1);
    const history = await t.db
      .select()
      .from(everythingTable)
      .where(eq(everythingTable.userId, userId));
    expect(history).toHaveLength(1);
    const states = await t.db
      .select({ status: checkoutSessions.status })
      .from(checkoutSessions)
      .where(eq(checkoutSessions.userId, userId));
    expect(states.map((row) => row.status).sort()).toEqual([
      'canceled',
      'canceled',
      'canceled',
      'canceled',
      'canceled',
      'canceled',
      'canceled',
      'canceled',
      'canceled',
      'complete',
    ]);
  });

  it('answers a multipart form with no closing boundary with 400, charging nothing', async () => {
    const client = t.client();
    await client.signUp();
    const { sessionId } = await startCheckout(client);
    const before = await totals();
    const response = await client.request(`/api/billing/demo/checkout/${sessionId}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=XyZ' },
      body: '--XyZ\r\nContent-Disposition: form-data; name="card_number"\r\n\r\n4242',
    });
    expect(response.status).toBe(400);
    expect((await json<ErrorReply>(response)).error.code).toBe('bad_request');
    expect(await totals()).toEqual(before);
  });
});
