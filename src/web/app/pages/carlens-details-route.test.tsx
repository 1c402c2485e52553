import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { carLensResultFixture } from '../../features/car-lens/car-lens-fixtures.ts';
import { AppContext, type AppContextValue } from '../../lib/app-context.ts';
import { favoriteFixture, jsonResponse } from '../../test/fixtures.ts';
import { CarLensDetailsRoute } from './carlens-details-route.tsx';

/** The Car Lens result and a favorites list that saves; records the favorites calls. */
function serve(result: ReturnType<typeof carLensResultFixture>) {
  const calls: string[] = [];
  const saved: ReturnType<typeof favoriteFixture>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      if (url.includes('/api/car-lens/')) return jsonResponse(200, result);
      if (url === '/api/favorites') {
        calls.push(`${method} ${init?.body ?? ''}`.trim());
        if (method === 'GET') return jsonResponse(200, saved);
        const favorite = favoriteFixture(
          { year: 2003, make: 'Honda', model: 'Accord', mileage: null, assessment: null },
          { vehicleId: result.id },
        );
        saved.unshift(favorite);
        return jsonResponse(201, favorite);
      }
      return jsonResponse(404, { error: { code: 'not_found', message: 'Not found.' } });
    }),
  );
  return calls;
}

// Rendered as the router does: no shell and no Toaster around it, a signed-in user.
function renderRoute(id: string) {
  const app = {
    user: { id: 'u1', name: 'Ann Driver', email: 'ann@example.com' },
    checkLimit: vi.fn(() => true),
  } as unknown as AppContextValue;
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <AppContext value={app}>
        <MemoryRouter initialEntries={[`/carlens-details?id=${id}`]}>
          <CarLensDetailsRoute />
        </MemoryRouter>
      </AppContext>
    </QueryClientProvider>,
  );
}

beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.setPointerCapture ??= () => {};
});

afterEach(() => vi.unstubAllGlobals());

describe('CarLensDetailsRoute', () => {
  it('saves the decoded car to favorites, with its own toaster', async () => {
    const result = carLensResultFixture();
    const calls = serve(result);
    renderRoute(result.id);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save to favorites' }));
    expect(await screen.findByText('Saved to favorites')).toBeInTheDocument();
    expect(calls).toContain(`POST {"carLensId":"${result.id}"}`);
    expect(await screen.findByRole('button', { name: /^Saved/ })).toBeEnabled();
  });

  it('offers no toggle for a "likely" result (no VIN decoded)', async () => {
    const result = carLensResultFixture({
      vin: null,
      vehicle: null,
      knownProblems: [],
      method: 'model',
      engine: 'openai:test-vision',
      likely: [{ make: 'Honda', model: 'Accord', yearFrom: 2003, yearTo: 2007, confidence: 0.7 }],
    });
    serve(result);
    renderRoute(result.id);
    expect(await screen.findByRole('link', { name: 'Scan the VIN' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /favorites/ })).not.toBeInTheDocument();
  });
});
