import { QueryClient, QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscriptionQueryKey } from '../features/billing/get-subscription.ts';
import { readJson } from '../lib/api-client.ts';
import { useAppContext } from '../lib/app-context.ts';
import { jsonResponse, usageFixture, meFixture } from '../test/fixtures.ts';
import { AppProvider } from './app-provider.tsx';
import { RequireAuth } from './route-guards.tsx';

const me = meFixture({ id: 'u1', name: 'Ann Driver', email: 'ann@example.com' });

const unauthorized = { error: { code: 'unauthorized', message: 'You are not signed in.' } };

/**
 * A signed-in server until `sessionEnded`; then every app endpoint answers 401, and the session
 * probe says signed out (or, with `meAfter: 'user'`, still signed in).
 */
function stubServer(options: { sessionEnded: () => boolean; meAfter?: 'user' | '401' }) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const ended = options.sessionEnded();
    if (url.endsWith('/api/session')) {
      return jsonResponse(200, { user: ended && options.meAfter !== 'user' ? null : me });
    }
    if (ended) return jsonResponse(401, unauthorized);
    if (url.endsWith('/api/usage')) return jsonResponse(200, usageFixture());
    if (url.endsWith('/api/assessment/searches')) return jsonResponse(200, { searches: [] });
    if (url.endsWith('/api/billing/subscription')) {
      return jsonResponse(200, { premium: false, subscription: null });
    }
    if (url.endsWith('/api/reject')) {
      return jsonResponse(401, { error: { code: 'invalid_credentials', message: 'Wrong.' } });
    }
    return jsonResponse(200, { ok: true });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function Page() {
  const app = useAppContext();
  const location = useLocation();
  const send = useMutation({
    mutationFn: () => readJson(fetch('/api/feedback', { method: 'POST' })),
  });
  const reject = useMutation({
    mutationFn: () => readJson(fetch('/api/reject', { method: 'POST' })),
  });
  const lookup = useQuery({
    queryKey: ['probe-lookup'],
    queryFn: () => readJson(fetch('/api/things')),
    enabled: false,
    retry: false,
  });
  return (
    <div>
      <p>user: {app.user?.name ?? 'none'}</p>
      <p>at: {location.pathname}</p>
      <p>limit: {app.limitModal.open ? app.limitModal.type : 'closed'}</p>
      <button onClick={() => app.openLimitModal('carlens')}>limit</button>
      <button onClick={() => send.mutate()}>send</button>
      <button onClick={() => reject.mutate()}>reject</button>
      <button onClick={() => void lookup.refetch()}>lookup</button>
    </div>
  );
}

function LoginProbe() {
  const location = useLocation();
  return <p>login at {`${location.pathname}${location.search}`}</p>;
}

function renderApp(path = '/billing') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginProbe /> },
      { element: <RequireAuth />, children: [{ path: '*', element: <Page /> }] },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </QueryClientProvider>,
  );
  return client;
}

describe('AppProvider: a session that ends while the app is open', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('a 401 from a mutation signs out silently and the guard asks to sign in, then come back', async () => {
    let ended = false;
    // /api/session would still say signed in (cached session): the 401 alone must be enough.
    stubServer({ sessionEnded: () => ended, meAfter: 'user' });
    const user = userEvent.setup();
    const client = renderApp('/billing');
    expect(await screen.findByText('user: Ann Driver')).toBeInTheDocument();
    await waitFor(() => expect(client.getQueryData(subscriptionQueryKey)).toBeDefined());
    await user.click(screen.getByRole('button', { name: 'limit' }));
    expect(screen.getByText('limit: carlens')).toBeInTheDocument();

    ended = true;
    await user.click(screen.getByRole('button', { name: 'send' }));
    expect(await screen.findByText('login at /login?next=%2Fbilling')).toBeInTheDocument();
    // Cleared exactly like Log Out: the user's queries are gone, the session reads signed out.
    expect(client.getQueryData(['me'])).toBeNull();
    expect(client.getQueryData(subscriptionQueryKey)).toBeUndefined();
  });

  it('a 401 from a query does the same', async () => {
    let ended = false;
    stubServer({ sessionEnded: () => ended });
    const user = userEvent.setup();
    renderApp('/settings?tab=profile');
    expect(await screen.findByText('user: Ann Driver')).toBeInTheDocument();
    ended = true;
    await user.click(screen.getByRole('button', { name: 'lookup' }));
    expect(
      await screen.findByText('login at /login?next=%2Fsettings%3Ftab%3Dprofile'),
    ).toBeInTheDocument();
  });

  it('a 401 that is not `unauthorized` (e.g. a wrong password) keeps the session', async () => {
    stubServer({ sessionEnded: () => false });
    const user = userEvent.setup();
    renderApp('/dashboard');
    expect(await screen.findByText('user: Ann Driver')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'reject' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('user: Ann Driver')).toBeInTheDocument();
    expect(screen.getByText('at: /dashboard')).toBeInTheDocument();
  });
});
