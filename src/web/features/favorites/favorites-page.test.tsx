import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FavoriteReply } from '../../../shared/favorites.ts';
import { Toaster } from '../../components/ui/toast.tsx';
import { assessmentFixture, favoriteFixture, jsonResponse } from '../../test/fixtures.ts';
import { FavoritesPage } from './favorites-page.tsx';

/** A tiny /api/favorites: the list, soft removal and restore, and every call it received. */
function serveFavorites(initial: FavoriteReply[]) {
  let rows = initial.map((favorite) => ({ favorite, removed: false }));
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url}`);
    const id = /\/api\/favorites\/([^/]+)/.exec(url)?.[1];
    const row = rows.find((r) => r.favorite.id === id);
    if (method === 'GET' && url === '/api/favorites') {
      return jsonResponse(
        200,
        rows.filter((r) => !r.removed).map((r) => r.favorite),
      );
    }
    if (method === 'DELETE' && row && !row.removed) {
      row.removed = true;
      return new Response(null, { status: 204 });
    }
    if (method === 'POST' && url.endsWith('/restore') && row) {
      row.removed = false;
      return jsonResponse(200, row.favorite);
    }
    return jsonResponse(404, { error: { code: 'not_found', message: 'No such favorite.' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    setRows: (next: FavoriteReply[]) => {
      rows = next.map((favorite) => ({ favorite, removed: false }));
    },
  };
}

function renderPage() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/favorites']}>
        <Toaster>
          <FavoritesPage />
        </Toaster>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const altima = favoriteFixture(
  { year: 2013, make: 'Nissan', model: 'Altima', trim: 'SV', mileage: 150_000 },
  { addedAt: '2026-11-22T12:00:00.000Z' },
);
altima.vehicle.assessment = assessmentFixture({
  id: '6f1d2c3b-0000-4000-8000-0000000000aa',
  score: 5.1,
  condition: 'fair',
  maintenance: 620,
  lifespan: 13,
  issues: [
    { id: 'cvt', title: 'CVT judder and failure', severity: 'high' },
    { id: 'mount', title: 'Worn engine mounts', severity: 'low' },
  ],
  pros: ['Roomy'],
  cons: ['CVT'],
});
const corolla = favoriteFixture(
  { nickname: 'Daily', garageVehicleId: '7a7a7a7a-0000-4000-8000-000000000001' },
  { addedAt: '2026-11-20T08:00:00.000Z' },
);
const civic = favoriteFixture(
  { year: 2018, make: 'Honda', model: 'Civic', mileage: 60_000, assessment: null },
  { addedAt: '2026-11-18T08:00:00.000Z' },
);

// jsdom has no pointer capture; Radix Toast's swipe handling asks for it on every tap.
beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.setPointerCapture ??= () => {};
});

afterEach(() => vi.unstubAllGlobals());

describe('FavoritesPage', () => {
  it('invites to assess a car when nothing is saved', async () => {
    serveFavorites([]);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No favorites yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Assess a car' })).toHaveAttribute(
      'href',
      '/assessment',
    );
  });

  it('lists the saved cars newest first with their figures, and opens one', async () => {
    serveFavorites([altima, corolla, civic]);
    renderPage();
    const list = await screen.findByRole('list', { name: 'Your favorites' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      '2013 Nissan Altima SV',
      '2015 Toyota Corolla',
      '2018 Honda Civic',
    ]);
    expect(within(cards[1]!).getByText('Daily')).toBeInTheDocument();
    const first = within(cards[0]!);
    expect(first.getByText('150,000 km')).toBeInTheDocument();
    expect(first.getByText('5.1')).toBeInTheDocument();
    expect(first.getByText('Fair')).toBeInTheDocument();
    expect(first.getByText('CVT judder and failure')).toBeInTheDocument();
    expect(first.getByText('Nov 22, 2026')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('Not assessed')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(first.getByRole('button', { name: '2013 Nissan Altima SV' }));
    const dialog = await screen.findByRole('dialog', { name: '2013 Nissan Altima SV' });
    expect(within(dialog).getByText('Worn engine mounts')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Full assessment' })).toHaveAttribute(
      'href',
      '/assessment/6f1d2c3b-0000-4000-8000-0000000000aa',
    );
  });

  it('removes a car at once, and Undo brings it back', async () => {
    const server = serveFavorites([altima, corolla]);
    renderPage();
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Your favorites' });
    await user.click(
      screen.getByRole('button', { name: 'Remove 2015 Toyota Corolla from favorites' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: /Toyota Corolla/ })).not.toBeInTheDocument(),
    );
    expect(await screen.findByText('Removed from favorites')).toBeInTheDocument();
    expect(server.calls).toContain(`DELETE /api/favorites/${corolla.id}`);

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Back in your favorites')).toBeInTheDocument();
    expect(server.calls).toContain(`POST /api/favorites/${corolla.id}/restore`);
    // Back in its old place, and still there once the list is fetched again.
    await waitFor(() =>
      expect(server.calls.filter((call) => call.includes('/api/favorites')).at(-1)).toBe(
        'GET /api/favorites',
      ),
    );
    await waitFor(() => {
      const cards = within(screen.getByRole('list', { name: 'Your favorites' })).getAllByRole(
        'listitem',
      );
      expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
        '2013 Nissan Altima SV',
        '2015 Toyota Corolla',
      ]);
    });
  });

  it('compares two or three cars side by side and marks the better value of each row', async () => {
    const fourth = favoriteFixture({ make: 'Mazda', model: '3' });
    serveFavorites([altima, corolla, civic, fourth]);
    renderPage();
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Your favorites' });

    await user.click(screen.getByRole('checkbox', { name: 'Compare 2013 Nissan Altima SV' }));
    expect(screen.getByRole('button', { name: 'Compare' })).toBeDisabled();
    expect(screen.getByText('· pick 1 more', { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Compare 2015 Toyota Corolla' }));
    await user.click(screen.getByRole('checkbox', { name: 'Compare 2018 Honda Civic' }));
    // Three is the most: the fourth cannot join.
    expect(screen.getByRole('checkbox', { name: 'Compare 2015 Mazda 3' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Compare' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compare 3 cars' });
    const table = within(dialog).getByRole('table');
    const header = within(table).getAllByRole('columnheader');
    expect(header.map((cell) => cell.textContent)).toEqual([
      'Figure',
      '2013 Nissan Altima SV',
      'Daily2015 Toyota Corolla',
      '2018 Honda Civic',
    ]);
    const row = (label: string) =>
      within(table).getByRole('rowheader', { name: label }).closest('tr')!.querySelectorAll('td');
    const score = row('Score');
    expect(score[0]).toHaveTextContent('5.1/10');
    expect(score[1]).toHaveTextContent('7.2/10Best');
    expect(score[2]).toHaveTextContent('Not assessed');
    expect(row('Condition')[1]).toHaveTextContent('GoodBest');
    expect(row('Common issues')[0]).toHaveTextContent('CVT judder and failureHigh');
    expect(row('Common issues')[1]).toHaveAttribute('data-best');
    expect(row('Maintenance / yr')[1]).toHaveTextContent('$450Best');
    expect(row('Expected lifespan')[1]).toHaveTextContent('15 yearsBest');
    expect(row('Pros')[0]).toHaveTextContent('Roomy');
    expect(row('Cons')[1]).toHaveTextContent('Dull to drive');
    expect(row('Mileage')[2]).toHaveTextContent('60,000 kmBest');
    expect(row('Year')[2]).toHaveTextContent('2018Best');
    expect(row('Year')[0]).not.toHaveAttribute('data-best');
  });

  it('shows a car looked up with Car Lens as mileage unknown, never best on mileage', async () => {
    const camry = favoriteFixture(
      {
        year: 2012,
        make: 'Toyota',
        model: 'Camry',
        trim: 'SE',
        mileage: null,
        vin: '4T1BF1FK5CU123456',
        assessment: null,
      },
      { addedAt: '2026-11-23T08:00:00.000Z' },
    );
    serveFavorites([camry, altima, civic]);
    renderPage();
    const list = await screen.findByRole('list', { name: 'Your favorites' });
    const card = within(within(list).getAllByRole('listitem')[0]!);
    expect(card.getByRole('heading')).toHaveTextContent('2012 Toyota Camry SE');
    expect(card.getByText('Unknown')).toBeInTheDocument();
    expect(card.getByText('Not assessed')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(card.getByRole('button', { name: '2012 Toyota Camry SE' }));
    const dialog = await screen.findByRole('dialog', { name: '2012 Toyota Camry SE' });
    expect(within(dialog).getByText(/Mileage unknown · saved Nov 23, 2026/)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    for (const name of ['2012 Toyota Camry SE', '2013 Nissan Altima SV', '2018 Honda Civic']) {
      await user.click(screen.getByRole('checkbox', { name: `Compare ${name}` }));
    }
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    const table = within(await screen.findByRole('dialog', { name: 'Compare 3 cars' })).getByRole(
      'table',
    );
    const mileage = within(table)
      .getByRole('rowheader', { name: 'Mileage' })
      .closest('tr')!
      .querySelectorAll('td');
    expect(mileage[0]).toHaveTextContent('Unknown');
    expect(mileage[0]).not.toHaveAttribute('data-best');
    expect(mileage[2]).toHaveTextContent('60,000 kmBest');
  });

  it('says so when the list cannot be loaded', async () => {
    vi.stubGlobal('fetch', async () =>
      jsonResponse(503, { error: { code: 'database_unavailable', message: 'Try again soon.' } }),
    );
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your favorites could not be loaded: Try again soon.',
    );
  });
});
