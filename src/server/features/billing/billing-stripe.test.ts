// The Stripe provider, with the real SDK against a local recorder (testing/fake-stripe.ts) and
// webhooks signed the way Stripe signs them.
import { count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  checkoutSessions,
  everythingTable,
  processedWebhookEvents,
  stripeCustomers,
  stripeSubscriptions,
  userNotifications,
  users,
} from '../../db/schema.ts';
import { createTestApp, json, TEST_ORIGIN, type TestClient } from '../../test/harness.ts';
import { CHECKOUT_MESSAGES, type AppSubscription } from '../../../shared/plans.ts';
import { FakeStripe, type FakeSubscription } from './testing/fake-stripe.ts';

type ErrorReply = { error: { code: string; message: string } };
type SubscriptionReply = { premium: boolean; subscription: AppSubscription | null };

const fake = new FakeStripe();
let t: Awaited<ReturnType<typeof createTestApp>>;
const signer = new Stripe('sk_test_signer');
const SECRET = 'whsec_odo_test';

beforeAll(async () => {
  await fake.start();
  t = await createTestApp({ env: fake.env() });
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});
beforeEach(() => {
  fake.failures.clear();
  fake.omitSessionUrl = false;
});

const success = `${TEST_ORIGIN}/checkout/success?session_id={CHECKOUT_SESSION_ID}`;
const cancel = `${TEST_ORIGIN}/checkout/cancel`;
const now = () => Math.floor(Date.now() / 1000);
let eventCounter = 0;

function event(type: string, object: unknown, options: { id?: string; created?: number } = {}) {
  eventCounter += 1;
  return JSON.stringify({
    id: options.id ?? `evt_test_${eventCounter}_${Date.now()}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: options.created ?? now(),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  });
}

function sendWebhook(
  payload: string,
  options: { secret?: string; timestamp?: number; signature?: string | null } = {},
) {
  const headers = new Headers({ 'content-type': 'application/json' });
  const signature =
    options.signature === undefined
      ? signer.webhooks.generateTestHeaderString({
          payload,
          secret: options.secret ?? SECRET,
          timestamp: options.timestamp ?? now(),
        })
      : options.signature;
  if (signature !== null) headers.set('stripe-signature', signature);
  // As Stripe sends it: no Origin, no cookie.
  return t.app.request(`${TEST_ORIGIN}/api/billing/webhook`, {
    method: 'POST',
    headers,
    body: payload,
  });
}

async function signedUpWithCheckout(price = 'price_yearly_test') {
  const client = t.client();
  const user = await client.signUp();
  const response = await client.post('/api/billing/checkout', {
    price_id: price,
    mode: 'subscription',
    success_url: success,
    cancel_url: cancel,
  });
  expect(response.status).toBe(200);
  const reply = await json<{ sessionId: string; url: string }>(response);
  const [customer] = await t.db
    .select()
    .from(stripeCustomers)
    .where(eq(stripeCustomers.userId, user.id));
  return { client, user, reply, customerId: customer!.customerId };
}

/** What Stripe does when the customer pays: a subscription exists and the session completes. */
function completePayment(
  sessionId: string,
  customerId: string,
  overrides: Partial<FakeSubscription> = {},
) {
  const id = fake.nextId('sub');
  const sub: FakeSubscription = {
    id,
    customer: customerId,
    status: 'active',
    priceId: 'price_yearly_test',
    periodStart: now(),
    periodEnd: now() + 365 * 86_400,
    cancelAtPeriodEnd: false,
    trialEnd: null,
    endedAt: null,
    card: { brand: 'visa', last4: '4242' },
    ...overrides,
  };
  fake.subscriptions.set(id, sub);
  const session = fake.sessions.get(sessionId)!;
  session.status = 'complete';
  session.subscription = id;
  const sessionObject = {
    id: sessionId,
    object: 'checkout.session',
    mode: 'subscription',
    customer: customerId,
    subscription: id,
    status: 'complete',
    payment_status: 'paid',
  };
  return { sub, sessionObject };
}

async function subscriptionOf(client: TestClient) {
  return json<SubscriptionReply>(await client.get('/api/billing/subscription'));
}

async function countOf(
  table: typeof everythingTable | typeof processedWebhookEvents | typeof stripeSubscriptions,
) {
  const [row] = await t.db.select({ n: count() }).from(table);
  return Number(row!.n);
}

describe('plans and checkout with Stripe', () => {
  it('plans carry the price ids from env', async () => {
    const plans = await json<{ provider: string; plans: { id: string; priceId: string }[] }>(
      await t.client().get('/api/billing/plans'),
    );
    expect(plans.provider).toBe('stripe');
    expect(plans.plans.map((p) => [p.id, p.priceId])).toEqual([
      ['yearly', 'price_yearly_test'],
      ['monthly', 'price_monthly_test'],
    ]);
  });

  it('creates one customer and a subscription-mode Checkout Session; monthly gets the trial', async () => {
    const before = fake.called('POST', '/v1/customers').length;
    const { client, user, reply, customerId } = await signedUpWithCheckout();
    expect(reply.url).toBe(`https://checkout.stripe.test/c/pay/${reply.sessionId}`);
    const customers = fake.called('POST', '/v1/customers').slice(before);
    expect(customers).toHaveLength(1);
    expect(customers[0]!.params.get('metadata[user_id]')).toBe(user.id);
    expect(customers[0]!.idempotencyKey).toBe(`odo-customer-${user.id}`);

    const session = fake.sessions.get(reply.sessionId)!;
    expect(session.params.get('mode')).toBe('subscription');
    expect(session.params.get('customer')).toBe(customerId);
    expect(session.params.get('client_reference_id')).toBe(user.id);
    expect(session.params.get('line_items[0][price]')).toBe('price_yearly_test');
    expect(session.params.get('success_url')).toBe(success);
    expect(session.params.get('cancel_url')).toBe(cancel);
    expect(session.params.has('subscription_data[trial_period_days]')).toBe(false);

    // Cancelled on Stripe's page; the user comes back for the monthly plan: same customer, a trial.
    const again = await client.post('/api/billing/checkout', {
      price_id: 'price_monthly_test',
      mode: 'subscription',
      success_url: success,
      cancel_url: cancel,
      customer_id: customerId,
      trial_period_days: 30,
    });
    expect(again.status).toBe(200);
    const second = fake.sessions.get((await json<{ sessionId: string }>(again)).sessionId)!;
    expect(second.params.get('customer')).toBe(customerId);
    expect(second.params.get('subscription_data[trial_period_days]')).toBe('30');
    expect(fake.called('POST', '/v1/customers').length - before).toBe(1);
  });

  it('maps provider failures to SPEC.md §8 messages, writing no session', async () => {
    const client = t.client();
    await client.signUp();
    const body = {
      price_id: 'price_yearly_test',
      mode: 'subscription',
      success_url: success,
      cancel_url: cancel,
    };
    const sessionsBefore = await t.db.select({ n: count() }).from(checkoutSessions);

    fake.failures.set('POST /v1/customers', { status: 400, type: 'invalid_request_error' });
    let response = await client.post('/api/billing/checkout', body);
    expect(response.status).toBe(500);
    expect((await json<ErrorReply>(response)).error.message).toBe(CHECKOUT_MESSAGES.customerLookup);
    fake.failures.clear();

    fake.failures.set('POST /v1/checkout/sessions', { status: 500, type: 'api_error' });
    response = await client.post('/api/billing/checkout', body);
    expect(response.status).toBe(503);
    expect((await json<ErrorReply>(response)).error.message).toBe(CHECKOUT_MESSAGES.unavailable);
    fake.failures.clear();

    fake.failures.set('POST /v1/checkout/sessions', {
      status: 400,
      type: 'invalid_request_error',
      code: 'resource_missing',
    });
    response = await client.post('/api/billing/checkout', body);
    expect(response.status).toBe(400);
    expect((await json<ErrorReply>(response)).error.message).toBe(CHECKOUT_MESSAGES.invalidRequest);
    fake.failures.clear();

    fake.omitSessionUrl = true;
    response = await client.post('/api/billing/checkout', body);
    expect(response.status).toBe(502);
    expect((await json<ErrorReply>(response)).error.message).toBe(CHECKOUT_MESSAGES.noCheckoutUrl);

    expect(await t.db.select({ n: count() }).from(checkoutSessions)).toEqual(sessionsBefore);
  });

  it('Stripe unreachable → 503', async () => {
    const down = await createTestApp({ env: fake.env({ STRIPE_API_PORT: '1' }) });
    try {
      const client = down.client();
      await client.signUp();
      const response = await client.post('/api/billing/checkout', {
        price_id: 'price_yearly_test',
        mode: 'subscription',
        success_url: success,
        cancel_url: cancel,
      });
      expect(response.status).toBe(503);
      expect((await json<ErrorReply>(response)).error.message).toBe(CHECKOUT_MESSAGES.unavailable);
    } finally {
      await down.close();
    }
  });
});

describe('webhook: signature and replay', () => {
  it('refuses a missing or bad signature, another secret, and a timestamp older than 5 minutes', async () => {
    const before = await countOf(processedWebhookEvents);
    const payload = event('customer.subscription.updated', { id: 'sub_x', object: 'subscription' });
    const cases = [
      await sendWebhook(payload, { signature: null }),
      await sendWebhook(payload, { signature: 't=1,v1=deadbeef' }),
      await sendWebhook(payload, { secret: 'whsec_someone_else' }),
      await sendWebhook(payload, { timestamp: now() - 6 * 60 }),
    ];
    for (const response of cases) {
      expect(response.status).toBe(400);
      expect((await json<ErrorReply>(response)).error.code).toBe('bad_request');
    }
    // A body changed after signing (verified on the raw bytes).
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    const tampered = payload.replace('sub_x', 'sub_y');
    expect((await sendWebhook(tampered, { signature })).status).toBe(400);
    expect(await countOf(processedWebhookEvents)).toBe(before);
  });

  it('a fresh timestamp within 5 minutes is accepted', async () => {
    const response = await sendWebhook(event('customer.created', { id: 'cus_x' }), {
      timestamp: now() - 4 * 60,
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ received: true, outcome: 'ignored' });
  });
});

describe('webhook: fulfilment', () => {
  it('checkout.session.completed makes the user premium, with the card', async () => {
    const { client, user, reply, customerId } = await signedUpWithCheckout();
    await t.db.update(users).set({ freeAskodoQuestionsUsed: 1 }).where(eq(users.id, user.id));
    fake.sessions.get(reply.sessionId)!.status = 'open';
    const { sessionObject } = completePayment(reply.sessionId, customerId);
    const response = await sendWebhook(event('checkout.session.completed', sessionObject));
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ received: true, outcome: 'applied' });
    const state = await subscriptionOf(client);
    expect(state.premium).toBe(true);
    expect(state.subscription).toMatchObject({
      status: 'active',
      status_label: 'Active',
      plan_id: 'yearly',
      customer_id: customerId,
      payment_method_brand: 'visa',
      payment_method_last4: '4242',
      cancel_at_period_end: false,
      source: 'stripe',
    });
    const session = await json<{ status: string }>(
      await client.get(`/api/billing/checkout-session/${reply.sessionId}`),
    );
    expect(session.status).toBe('complete');
    const usage = await json<{ features: { askodo: { allowed: boolean } } }>(
      await client.get('/api/usage'),
    );
    expect(usage.features.askodo.allowed).toBe(true);
  });

  it('the same event 10× concurrently has one effect', async () => {
    const { user, reply, customerId } = await signedUpWithCheckout();
    const { sessionObject } = completePayment(reply.sessionId, customerId);
    const payload = event('checkout.session.completed', sessionObject, {
      id: 'evt_same_ten_times',
    });
    const responses = await Promise.all(Array.from({ length: 10 }, () => sendWebhook(payload)));
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    const outcomes = await Promise.all(responses.map((r) => json<{ outcome: string }>(r)));
    expect(outcomes.filter((o) => o.outcome === 'applied')).toHaveLength(1);
    expect(outcomes.filter((o) => o.outcome === 'duplicate')).toHaveLength(9);
    expect(
      await t.db.select().from(everythingTable).where(eq(everythingTable.userId, user.id)),
    ).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(processedWebhookEvents)
        .where(eq(processedWebhookEvents.eventId, 'evt_same_ten_times')),
    ).toHaveLength(1);
    // Replayed later (Stripe retries): still one effect.
    expect(await json(await sendWebhook(payload))).toEqual({
      received: true,
      outcome: 'duplicate',
    });
  });

  it('subscription.updated before checkout.session.completed ends in the right state', async () => {
    const { client, reply, customerId } = await signedUpWithCheckout();
    const created = now() - 30;
    const { sub, sessionObject } = completePayment(reply.sessionId, customerId);
    // The user already set it to cancel at period end on Stripe's portal; that event arrives first.
    sub.cancelAtPeriodEnd = true;
    const updated = await sendWebhook(
      event('customer.subscription.updated', fake.subscriptionObject(sub), {
        created: created + 20,
      }),
    );
    expect(updated.status).toBe(200);
    const completed = await sendWebhook(
      event('checkout.session.completed', sessionObject, { created }),
    );
    expect(completed.status).toBe(200);
    const state = await subscriptionOf(client);
    expect(state.premium).toBe(true);
    expect(state.subscription).toMatchObject({ status: 'active', cancel_at_period_end: true });
    const session = await json<{ status: string }>(
      await client.get(`/api/billing/checkout-session/${reply.sessionId}`),
    );
    expect(session.status).toBe('complete');
  });

  it('deleted → caps back; a late, stale update never revives it', async () => {
    const { client, user, reply, customerId } = await signedUpWithCheckout();
    await t.db.update(users).set({ freeAssessmentsUsed: 1 }).where(eq(users.id, user.id));
    const { sub, sessionObject } = completePayment(reply.sessionId, customerId);
    await sendWebhook(event('checkout.session.completed', sessionObject));
    expect((await subscriptionOf(client)).premium).toBe(true);
    const staleCopy = fake.subscriptionObject(sub);

    sub.status = 'canceled';
    sub.endedAt = now();
    const deleted = await sendWebhook(
      event('customer.subscription.deleted', fake.subscriptionObject(sub)),
    );
    expect(deleted.status).toBe(200);
    let state = await subscriptionOf(client);
    expect(state.premium).toBe(false);
    expect(state.subscription).toMatchObject({ status: 'canceled', status_label: 'Canceled' });
    const usage = await json<{ premium: boolean; features: { assessment: { allowed: boolean } } }>(
      await client.get('/api/usage'),
    );
    expect(usage.premium).toBe(false);
    expect(usage.features.assessment.allowed).toBe(false);

    // A stale 'active' copy arrives late, even with Stripe (wrongly) still answering active.
    sub.status = 'active';
    await sendWebhook(event('customer.subscription.updated', staleCopy, { created: now() - 3600 }));
    state = await subscriptionOf(client);
    expect(state.premium).toBe(false);
    expect(state.subscription?.status).toBe('canceled');
  });

  it('invoice.payment_failed → Past Due (capped); invoice.paid → active again', async () => {
    const { client, reply, customerId, user } = await signedUpWithCheckout();
    const { sub, sessionObject } = completePayment(reply.sessionId, customerId);
    await sendWebhook(event('checkout.session.completed', sessionObject));
    const invoice = (subscription: string) => ({
      id: fake.nextId('in'),
      object: 'invoice',
      customer: customerId,
      parent: { type: 'subscription_details', subscription_details: { subscription } },
    });
    sub.status = 'past_due';
    await sendWebhook(event('invoice.payment_failed', invoice(sub.id)));
    let state = await subscriptionOf(client);
    expect(state).toMatchObject({
      premium: false,
      subscription: { status: 'past_due', status_label: 'Past Due' },
    });
    sub.status = 'active';
    sub.periodEnd += 365 * 86_400;
    await sendWebhook(event('invoice.paid', invoice(sub.id)));
    state = await subscriptionOf(client);
    expect(state).toMatchObject({
      premium: true,
      subscription: { status: 'active', current_period_end: sub.periodEnd },
    });
    // Each change of status told the user.
    const notified = await t.db
      .select({ type: userNotifications.type, title: userNotifications.title })
      .from(userNotifications)
      .where(eq(userNotifications.userId, user.id))
      .orderBy(userNotifications.createdAt);
    expect(notified.map((row) => row.title)).toEqual([
      'Premium is active',
      'Payment failed',
      'Premium is active',
    ]);
    expect(notified.every((row) => row.type === 'subscription')).toBe(true);
  });

  it('events for customers Odo does not know change nothing', async () => {
    const before = await countOf(stripeSubscriptions);
    const stranger: FakeSubscription = {
      id: fake.nextId('sub'),
      customer: 'cus_stranger',
      status: 'active',
      priceId: 'price_yearly_test',
      periodStart: now(),
      periodEnd: now() + 1000,
      cancelAtPeriodEnd: false,
      trialEnd: null,
      endedAt: null,
      card: null,
    };
    fake.subscriptions.set(stranger.id, stranger);
    const response = await sendWebhook(
      event('customer.subscription.created', fake.subscriptionObject(stranger)),
    );
    expect(await json(response)).toEqual({ received: true, outcome: 'ignored' });
    expect(await countOf(stripeSubscriptions)).toBe(before);
  });

  it('a forged checkout.session.completed for someone else’s session cannot grant premium', async () => {
    const victim = await signedUpWithCheckout();
    const attacker = await signedUpWithCheckout();
    // Unsigned (forged) events are refused outright.
    const { sessionObject } = completePayment(victim.reply.sessionId, attacker.customerId);
    const forged = await sendWebhook(event('checkout.session.completed', sessionObject), {
      secret: 'whsec_guess',
    });
    expect(forged.status).toBe(400);
    expect((await subscriptionOf(attacker.client)).premium).toBe(false);
    expect((await subscriptionOf(victim.client)).premium).toBe(false);
  });
});

describe('after checkout, without waiting for the webhook', () => {
  it('the success page poll confirms with Stripe itself', async () => {
    const { client, reply, customerId } = await signedUpWithCheckout();
    const pending = await json<{ status: string }>(
      await client.get(`/api/billing/checkout-session/${reply.sessionId}`),
    );
    expect(pending.status).toBe('pending');
    completePayment(reply.sessionId, customerId);
    const done = await json<{ status: string; premium: boolean }>(
      await client.get(`/api/billing/checkout-session/${reply.sessionId}`),
    );
    expect(done).toMatchObject({ status: 'complete', premium: true });
    // The webhook arriving afterwards changes nothing more.
    const everything = await countOf(everythingTable);
    const { sessionObject } = {
      sessionObject: {
        id: reply.sessionId,
        object: 'checkout.session',
        mode: 'subscription',
        customer: customerId,
        subscription: fake.sessions.get(reply.sessionId)!.subscription,
      },
    };
    await sendWebhook(event('checkout.session.completed', sessionObject));
    expect(await countOf(everythingTable)).toBe(everything);
  });
});

describe('manage with Stripe', () => {
  it('cancel and resume update Stripe and the app at once; the portal comes from Stripe', async () => {
    const { client, reply, customerId } = await signedUpWithCheckout();
    const { sub, sessionObject } = completePayment(reply.sessionId, customerId);
    await sendWebhook(event('checkout.session.completed', sessionObject));

    const canceled = await json<SubscriptionReply>(await client.post('/api/billing/cancel'));
    expect(canceled.subscription).toMatchObject({ status: 'active', cancel_at_period_end: true });
    const update = fake.called('POST', `/v1/subscriptions/${sub.id}`).at(-1)!;
    expect(update.params.get('cancel_at_period_end')).toBe('true');

    const resumed = await json<SubscriptionReply>(await client.post('/api/billing/resume'));
    expect(resumed.subscription?.cancel_at_period_end).toBe(false);

    const portal = await json<{ url: string }>(await client.post('/api/billing/portal'));
    expect(portal.url).toBe('https://billing.stripe.test/p/session/test');
    const portalRequest = fake.called('POST', '/v1/billing_portal/sessions').at(-1)!;
    expect(portalRequest.params.get('customer')).toBe(customerId);
    expect(portalRequest.params.get('return_url')).toBe(`${TEST_ORIGIN}/billing`);
    // The demo pages do not exist with Stripe.
    expect((await client.get('/api/billing/demo/portal')).status).toBe(404);
  });
});
