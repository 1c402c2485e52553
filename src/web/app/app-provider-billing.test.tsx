import { QueryClient, QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, readJson } from '../lib/api-client.ts';
import { useAppContext } from '../lib/app-context.ts';
import { jsonResponse, subscriptionFixture, usageFixture, meFixture } from '../test/fixtures.ts';
import { AppProvider } from './app-provider.tsx';

const me = meFixture({ id: 'u1', name: 'Ann Driver', email: 'ann@example.com' });

const limitReached = {
  error: {
    code: 'limit_reached',
    feature: 'askodo',
    cap: 1,
    message: 'The free plan includes 1 Ask Odo question per month.',
  },
};

function Probe() {
  const app = useAppContext();
  const [allowed, setAllowed] = useState<string | null>(null);
  const ask = useMutation({
    mutationFn: () => readJson(fetch('/api/ask-odo/questions', { method: 'POST' })),
  });
  const failingQuery = useQuery({
    queryKey: ['probe-402'],
    queryFn: () => readJson(fetch('/api/carlens/results')),
    enabled: false,
    retry: false,
  });
  if (app.loading) return <p>loading</p>;
  return (
    <div>
      <p>subscription: {app.subscription ? app.subscription.status_label : 'none'}</p>
      <p>premium: {String(app.premium)}</p>
      <p>carlens used: {app.usageSummary?.features.carlens.used ?? '-'}</p>
      <p>carlens counter: {app.usage?.free_carlens_results_used ?? '-'}</p>
      <p>limit: {app.limitModal.open ? app.limitModal.type : 'closed'}</p>
      <p>check: {allowed ?? '-'}</p>
      <button onClick={() => app.recordUsage('carlens')}>use carlens</button>
      <button onClick={() => setAllowed(String(app.checkLimit('assessment')))}>
        check assessment
      </button>
      <button onClick={() => ask.mutate()}>ask</button>
      <button onClick={() => void failingQuery.refetch()}>lens</button>
      <button onClick={() => app.closeLimitModal()}>close</button>
    </div>
  );
}

function renderWithProvider() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <AppProvider>
        <Probe />
      </AppProvider>
    </QueryClientProvider>,
  );
  return client;
}

describe('AppProvider: subscription, usage and limits', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('loads the subscription and usage with the session', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        if (url.endsWith('/api/assessment/searches')) return jsonResponse(200, { searches: [] });
        if (url.endsWith('/api/usage')) return jsonResponse(200, usageFixture({ premium: true }));
        if (url.endsWith('/api/billing/subscription')) {
          return jsonResponse(200, { premium: true, subscription: subscriptionFixture() });
        }
        return jsonResponse(200, { user: me });
      }),
    );
    renderWithProvider();
    expect(await screen.findByText('subscription: Active')).toBeInTheDocument();
    expect(await screen.findByText('premium: true')).toBeInTheDocument();
  });

  it('a failed subscription lookup is logged and means no subscription', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        if (url.endsWith('/api/assessment/searches')) return jsonResponse(200, { searches: [] });
        if (url.endsWith('/api/usage')) return jsonResponse(200, usageFixture());
        if (url.endsWith('/api/billing/subscription')) {
          return jsonResponse(500, { error: { code: 'internal', message: 'boom' } });
        }
        return jsonResponse(200, { user: me });
      }),
    );
    renderWithProvider();
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Subscription lookup failed', expect.anything()),
    );
    expect(screen.getByText('subscription: none')).toBeInTheDocument();
  });

  it('recordUsage bumps the local count at once, then takes the server count', async () => {
    let serverUsed = 0;
    let answerUsage: (() => void) | null = null;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        if (url.endsWith('/api/assessment/searches')) return jsonResponse(200, { searches: [] });
        if (url.endsWith('/api/usage')) {
          if (serverUsed > 0) await new Promise<void>((resolve) => (answerUsage = resolve));
          const reply = usageFixture();
          reply.features.carlens = {
            used: serverUsed,
            cap: 1,
            remaining: 1 - serverUsed,
            allowed: serverUsed < 1,
          };
          reply.usage.free_carlens_results_used = serverUsed;
          return jsonResponse(200, reply);
        }
        if (url.endsWith('/api/billing/subscription')) {
          return jsonResponse(200, { premium: false, subscription: null });
        }
        return jsonResponse(200, { user: me });
      }),
    );
    const user = userEvent.setup();
    renderWithProvider();
    expect(await screen.findByText('carlens used: 0')).toBeInTheDocument();

    serverUsed = 1;
    await user.click(screen.getByRole('button', { name: 'use carlens' }));
    // The local count moved before the server answered (its answer is held until below).
    expect(await screen.findByText('carlens used: 1')).toBeInTheDocument();
    expect(screen.getByText('carlens counter: 1')).toBeInTheDocument();
    await waitFor(() => expect(answerUsage).not.toBeNull());
    answerUsage!();
    await waitFor(() => expect(screen.getByText('carlens used: 1')).toBeInTheDocument());
  });

  it('checkLimit opens the limit modal when the loaded usage says no', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        if (url.endsWith('/api/assessment/searches')) return jsonResponse(200, { searches: [] });
        if (url.endsWith('/api/usage')) return jsonResponse(200, usageFixture());
        if (url.endsWith('/api/billing/subscription')) {
          return jsonResponse(200, { premium: false, subscription: null });
        }
        return jsonResponse(200, { user: me });
      }),
    );
    const user = userEvent.setup();
    renderWithProvider();
    await screen.findByText('carlens used: 0');
    await user.click(screen.getByRole('button', { name: 'check assessment' }));
    expect(await screen.findByText('limit: assessment')).toBeInTheDocument();
    expect(screen.getByText('check: false')).toBeInTheDocument();
  });

  it('any limit_reached reply (mutation or query) opens the modal with its feature', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        if (url.endsWith('/api/assessment/searches')) return jsonResponse(200, { searches: [] });
        if (url.endsWith('/api/usage')) return jsonResponse(200, usageFixture());
        if (url.endsWith('/api/billing/subscription')) {
          return jsonResponse(200, { premium: false, subscription: null });
        }
        if (url.endsWith('/api/ask-odo/questions')) return jsonResponse(402, limitReached);
        if (url.endsWith('/api/carlens/results')) {
          return jsonResponse(402, {
            error: { ...limitReached.error, feature: 'carlens', message: 'No more.' },
          });
        }
        return jsonResponse(200, { user: me });
      }),
    );
    const user = userEvent.setup();
    renderWithProvider();
    await screen.findByText('limit: closed');
    await user.click(screen.getByRole('button', { name: 'ask' }));
    expect(await screen.findByText('limit: askodo')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'close' }));
    expect(screen.getByText('limit: closed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'lens' }));
    expect(await screen.findByText('limit: carlens')).toBeInTheDocument();
  });

  it('ApiError carries the feature of a limit_reached refusal', async () => {
    const error = await readJson(Promise.resolve(jsonResponse(402, limitReached))).catch(
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 402, code: 'limit_reached', feature: 'askodo' });
    expect((error as ApiError).details).toEqual({ cap: 1 });
  });
});
