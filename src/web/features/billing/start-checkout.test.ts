import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_MESSAGES, PLANS } from '../../../shared/plans-vocab.ts';
import { jsonResponse } from '../../test/fixtures.ts';
import {
  checkoutErrorMessage,
  checkoutFailure,
  checkoutRequestFor,
  startCheckout,
} from './start-checkout.ts';

const request = {
  price_id: 'demo_price_yearly',
  mode: 'subscription' as const,
  success_url: 'http://localhost/checkout/success?session_id={CHECKOUT_SESSION_ID}',
  cancel_url: 'http://localhost/checkout/cancel',
};

async function messageFor(respond: () => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(respond));
  return startCheckout(request).then(
    () => 'resolved',
    (error: unknown) => checkoutErrorMessage(error),
  );
}

describe('checkout error messages (SPEC.md §5, §8)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resolves to the session id and url', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { sessionId: 'cs_1', url: '/pay/cs_1' })),
    );
    await expect(startCheckout(request)).resolves.toEqual({ sessionId: 'cs_1', url: '/pay/cs_1' });
  });

  it('a fetch failure is the network message', async () => {
    expect(
      await messageFor(async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).toBe(CHECKOUT_MESSAGES.network);
  });

  it('a reply without a url is "Unable to create checkout session"', async () => {
    expect(await messageFor(async () => jsonResponse(200, { sessionId: 'cs_1' }))).toBe(
      CHECKOUT_MESSAGES.noCheckoutUrl,
    );
  });

  it("shows the server's own message", async () => {
    for (const [status, message] of [
      [401, CHECKOUT_MESSAGES.signIn],
      [400, CHECKOUT_MESSAGES.invalidProduct],
      [400, 'success_url must be an address on this site.'],
      [500, CHECKOUT_MESSAGES.customerLookup],
      [503, CHECKOUT_MESSAGES.unavailable],
      [409, 'You already have a subscription. Manage it from the Billing page.'],
    ] as const) {
      expect(
        await messageFor(async () => jsonResponse(status, { error: { code: 'x', message } })),
      ).toBe(message);
    }
  });

  it('falls back to SPEC.md §8 by status when the server says nothing', () => {
    expect(checkoutFailure(401, null).message).toBe(CHECKOUT_MESSAGES.signIn);
    expect(checkoutFailure(400, null).message).toBe(CHECKOUT_MESSAGES.invalidRequest);
    expect(checkoutFailure(503, 'not json').message).toBe(CHECKOUT_MESSAGES.unavailable);
    expect(checkoutFailure(502, {}).message).toBe(CHECKOUT_MESSAGES.paymentFailed);
    expect(checkoutFailure(418, null).message).toBe(CHECKOUT_MESSAGES.generic);
  });

  it('anything else is the generic message', () => {
    expect(checkoutErrorMessage(new Error('weird'))).toBe(CHECKOUT_MESSAGES.generic);
    expect(checkoutErrorMessage('nope')).toBe(CHECKOUT_MESSAGES.generic);
  });

  it('a plan without a price id is "Invalid product configuration"', () => {
    expect(() => checkoutRequestFor(PLANS[0]!, 'http://localhost')).toThrow(
      CHECKOUT_MESSAGES.invalidProduct,
    );
  });

  it('builds the payload with our own return pages and the monthly trial', () => {
    const [yearly, monthly] = PLANS.map((plan) => ({ ...plan, priceId: `price_${plan.id}` }));
    expect(checkoutRequestFor(yearly!, 'https://odo.example')).toEqual({
      price_id: 'price_yearly',
      mode: 'subscription',
      success_url: 'https://odo.example/checkout/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://odo.example/checkout/cancel',
    });
    expect(checkoutRequestFor(monthly!, 'https://odo.example')).toMatchObject({
      price_id: 'price_monthly',
      trial_period_days: 30,
    });
  });
});
