import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppContext } from '../lib/app-context.ts';
import { favoriteFixture, usageFixture } from '../test/fixtures.ts';
import { AppProvider } from './app-provider.tsx';

function CatchMisuse({ onError }: { onError: (error: unknown) => void }) {
  try {
    useAppContext();
  } catch (error) {
    onError(error);
  }
  return null;
}

function Probe() {
  const app = useAppContext();
  if (app.loading) return <p>loading</p>;
  return (
    <div>
      <p>user: {app.user ? app.user.name : 'none'}</p>
      <p>assessments used: {app.usage?.free_assessments_used ?? '-'}</p>
      <p>garage: {app.garage.length}</p>
      <p>favorites: {app.favorites.map((favorite) => favorite.vehicle.model).join(',')}</p>
      <p>limit: {app.limitModal.open ? app.limitModal.type : 'closed'}</p>
      <p>history: {app.searchHistory.map((search) => search.label).join(' | ')}</p>
      <button onClick={() => app.openLimitModal('carlens')}>limit</button>
      <button
        onClick={() =>
          app.addSearch({ year: 2016, make: 'Honda', model: 'Civic', trim: '', mileage: 80000 })
        }
      >
        search
      </button>
      <button onClick={() => void app.clearSearchHistory()}>clear searches</button>
      <button onClick={() => void app.signOut()}>sign out</button>
    </div>
  );
}

function renderWithProvider() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AppProvider>
        <Probe />
      </AppProvider>
    </QueryClientProvider>,
  );
}

const me = {
  id: 'u1',
  name: 'Ann Driver',
  email: 'ann@example.com',
  avatar_url: null,
  usage: {
    free_assessments_used: 1,
    free_carlens_results_used: 0,
    free_askodo_questions_used: 0,
    last_usage_reset: '2026-11-01T00:00:00.000Z',
  },
};

const altimaSearch = {
  id: 's1',
  label: '2013 Nissan Altima · 150,000 km',
  year: 2013,
  make: 'Nissan',
  model: 'Altima',
  trim: '',
  mileage: 150000,
  searchedAt: '2026-11-20T10:00:00.000Z',
};

describe('useAppContext', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('throws outside an AppProvider with the exact message', () => {
    const onError = vi.fn();
    render(<CatchMisuse onError={onError} />);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(Error);
    expect((onError.mock.calls[0]?.[0] as Error).message).toBe(
      'useAppContext must be used within an AppProvider',
    );
  });

  it('reads { user: null } from /api/session as signed out, asking nothing else', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL) => Response.json({ user: null }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProvider();
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('user: none')).toBeInTheDocument();
    expect(screen.getByText('garage: 0')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/session']);
  });

  it('loads the user, usage and favorites, holds UI state, and clears it on sign-out', async () => {
    // The server's recent searches: one at first; the search below is recorded by its assessment.
    let searches = [altimaSearch];
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.includes('/auth/sign-out')) return Response.json({ success: true });
      if (url.endsWith('/api/assessment/searches')) {
        if (init?.method === 'DELETE') {
          searches = [];
          return new Response(null, { status: 204 });
        }
        return Response.json({ searches });
      }
      if (url.endsWith('/api/favorites')) {
        return Response.json([favoriteFixture({ model: 'Altima' }), favoriteFixture()]);
      }
      if (url.endsWith('/api/usage')) return Response.json(usageFixture());
      if (url.endsWith('/api/billing/subscription')) {
        return Response.json({ premium: false, subscription: null });
      }
      return Response.json({ user: me });
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProvider();
    expect(await screen.findByText('user: Ann Driver')).toBeInTheDocument();
    expect(screen.getByText('assessments used: 1')).toBeInTheDocument();
    expect(await screen.findByText('favorites: Altima,Corolla')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'limit' }));
    expect(screen.getByText('limit: carlens')).toBeInTheDocument();
    expect(await screen.findByText('history: 2013 Nissan Altima · 150,000 km')).toBeInTheDocument();
    // An assessment records its search on the server; addSearch shows it and reloads the list.
    searches = [{ ...altimaSearch, id: 's2', label: '2016 Honda Civic · 80,000 km' }, altimaSearch];
    await user.click(screen.getByRole('button', { name: 'search' }));
    expect(
      await screen.findByText(
        'history: 2016 Honda Civic · 80,000 km | 2013 Nissan Altima · 150,000 km',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'clear searches' }));
    await waitFor(() => expect(screen.getByText('history:')).toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringContaining('/api/assessment/searches'),
      expect.objectContaining({ method: 'DELETE' }),
    );

    await user.click(screen.getByRole('button', { name: 'sign out' }));
    await waitFor(() => expect(screen.getByText('user: none')).toBeInTheDocument());
    expect(screen.getByText('assessments used: -')).toBeInTheDocument();
    expect(screen.getByText('favorites:')).toBeInTheDocument();
    expect(screen.getByText('limit: closed')).toBeInTheDocument();
    expect(screen.getByText('history:')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/sign-out',
      expect.objectContaining({ method: 'POST' }),
    );
  });
});
