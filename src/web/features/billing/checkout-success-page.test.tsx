import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppSubscription, CheckoutSessionReply } from '../../../shared/plans-vocab.ts';
import { AppContext, type AppContextValue } from '../../lib/app-context.ts';
import { jsonResponse, subscriptionFixture } from '../../test/fixtures.ts';
import { CheckoutSuccessPage } from './checkout-success-page.tsx';

const PAID = 'Your payment is confirmed and every free limit is lifted.';

/** The checkout session as the server confirms it: complete, with the subscription it made. */
function serveComplete(subscription: AppSubscription) {
  const reply: CheckoutSessionReply = {
    id: 'cs_1',
    status: 'complete',
    plan_id: subscription.plan_id,
    premium: true,
    subscription,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).startsWith('/api/billing/checkout-session/cs_1')
        ? jsonResponse(200, reply)
        : jsonResponse(404, { error: { code: 'not_found', message: 'No.' } }),
    ),
  );
}

function renderPage() {
  const app = { refreshBilling: vi.fn(async () => {}) } as unknown as AppContextValue;
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <AppContext.Provider value={app}>
        <MemoryRouter initialEntries={['/checkout/success?session_id=cs_1']}>
          <CheckoutSuccessPage />
        </MemoryRouter>
      </AppContext.Provider>
    </QueryClientProvider>,
  );
  return app;
}

afterEach(() => vi.unstubAllGlobals());

describe('/checkout/success once the server confirms', () => {
  it('says the payment is confirmed for a paid plan', async () => {
    serveComplete(subscriptionFixture());
    const app = renderPage();
    expect(await screen.findByRole('heading', { name: 'Welcome to Odo Premium' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(PAID);
    expect(screen.getByText('Next billing date')).toBeVisible();
    expect(app.refreshBilling).toHaveBeenCalledTimes(1);
  });

  it('says the free trial has started, not that anything was paid, for a trial', async () => {
    serveComplete(
      subscriptionFixture({
        plan_id: 'monthly',
        price_id: 'demo_price_monthly',
        provider_status: 'trialing',
        trial_end: 1_900_000_000,
      }),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Welcome to Odo Premium' })).toBeVisible();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(
      'Your free trial has started and every free limit is lifted. Nothing is charged before it ends.',
    );
    expect(status).not.toHaveTextContent(/payment/i);
    expect(screen.getByText('Free trial until')).toBeVisible();
  });
});
