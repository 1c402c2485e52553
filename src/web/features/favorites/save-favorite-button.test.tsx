import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FavoriteReply } from '../../../shared/favorites.ts';
import { AppProvider } from '../../app/app-provider.tsx';
import { Toaster } from '../../components/ui/toast.tsx';
import { favoriteFixture, jsonResponse, usageFixture } from '../../test/fixtures.ts';
import { SaveFavoriteButton, type SaveFavoriteButtonProps } from './save-favorite-button.tsx';

const ASSESSMENT = '6f1d2c3b-0000-4000-8000-0000000000bb';
const VEHICLE = '7a7a7a7a-0000-4000-8000-000000000002';
const CAR_LENS = '3c3c3c3c-0000-4000-8000-000000000003';

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

/** The app's API for one user (or none) with a favorites list that saves, removes and restores. */
function serve({ signedIn, saved = [] }: { signedIn: boolean; saved?: FavoriteReply[] }) {
  const rows = saved.map((favorite) => ({ favorite, removed: false }));
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      if (url.startsWith('/api/favorites'))
        calls.push(`${method} ${url} ${init?.body ?? ''}`.trim());
      if (url === '/api/session') return jsonResponse(200, { user: signedIn ? me : null });
      if (url === '/api/usage') return jsonResponse(200, usageFixture());
      if (url === '/api/billing/subscription') {
        return jsonResponse(200, { premium: false, subscription: null });
      }
      if (url.startsWith('/api/garage/vehicles')) return jsonResponse(200, []);
      const id = /\/api\/favorites\/([^/]+)/.exec(url)?.[1];
      const row = rows.find((r) => r.favorite.id === id);
      if (url === '/api/favorites' && method === 'GET') {
        return jsonResponse(
          200,
          rows.filter((r) => !r.removed).map((r) => r.favorite),
        );
      }
      if (url === '/api/favorites' && method === 'POST') {
        const body = JSON.parse(String(init?.body)) as {
          assessmentId?: string;
          carLensId?: string;
        };
        if (body.carLensId !== undefined) {
          // A looked-up car: no assessment, mileage unknown, kept under the Car Lens result id.
          const favorite = favoriteFixture(
            { mileage: null, assessment: null, vin: '4T1BF1FK5CU123456' },
            { vehicleId: body.carLensId },
          );
          rows.unshift({ favorite, removed: false });
          return jsonResponse(201, favorite);
        }
        const favorite = favoriteFixture({}, { vehicleId: body.assessmentId ?? VEHICLE });
        favorite.vehicle.assessment = { ...favorite.vehicle.assessment!, id: ASSESSMENT };
        rows.unshift({ favorite, removed: false });
        return jsonResponse(201, favorite);
      }
      if (method === 'DELETE' && row) {
        row.removed = true;
        return new Response(null, { status: 204 });
      }
      if (url.endsWith('/restore') && row) {
        row.removed = false;
        return jsonResponse(200, row.favorite);
      }
      return jsonResponse(404, { error: { code: 'not_found', message: 'Not found.' } });
    }),
  );
  return calls;
}

/**
 * The button once it can be pressed: it stays disabled while the saved list and the session load,
 * and a tap on a disabled button does nothing (on a busy machine the lists load after it shows).
 */
async function readyButton(name: string) {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

function renderButton(props: SaveFavoriteButtonProps) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <AppProvider>
        <Toaster>
          <SaveFavoriteButton {...props} />
        </Toaster>
      </AppProvider>
    </QueryClientProvider>,
  );
}

beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.setPointerCapture ??= () => {};
});

afterEach(() => vi.unstubAllGlobals());

describe('SaveFavoriteButton', () => {
  it("signed out, it says 'User not authenticated' and saves nothing", async () => {
    const calls = serve({ signedIn: false });
    renderButton({ assessmentId: ASSESSMENT });
    const user = userEvent.setup();
    await user.click(await readyButton('Save to favorites'));
    expect(await screen.findByText('User not authenticated')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('saves an assessed car and then shows it saved', async () => {
    const calls = serve({ signedIn: true });
    renderButton({ assessmentId: ASSESSMENT });
    const user = userEvent.setup();
    await user.click(await readyButton('Save to favorites'));
    expect(await screen.findByText('Saved to favorites')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Saved, remove from favorites' }),
    ).toBeEnabled();
    expect(calls).toContain(`POST /api/favorites {"assessmentId":"${ASSESSMENT}"}`);
  });

  it('shows a saved garage car as saved; a tap removes it and Undo restores it', async () => {
    const saved = favoriteFixture({ garageVehicleId: VEHICLE }, { vehicleId: VEHICLE });
    const calls = serve({ signedIn: true, saved: [saved] });
    renderButton({ vehicleId: VEHICLE });
    const user = userEvent.setup();
    await user.click(await readyButton('Saved, remove from favorites'));
    expect(await screen.findByRole('button', { name: 'Save to favorites' })).toBeInTheDocument();
    expect(calls).toContain(`DELETE /api/favorites/${saved.id}`);

    await user.click(await readyButton('Undo'));
    expect(
      await screen.findByRole('button', { name: 'Saved, remove from favorites' }),
    ).toBeInTheDocument();
    expect(calls).toContain(`POST /api/favorites/${saved.id}/restore`);
  });

  it('saves a Car Lens result, shows it saved, and a second tap removes it', async () => {
    const calls = serve({ signedIn: true });
    renderButton({ carLensId: CAR_LENS });
    const user = userEvent.setup();
    await user.click(await readyButton('Save to favorites'));
    expect(await screen.findByText('Saved to favorites')).toBeInTheDocument();
    expect(calls).toContain(`POST /api/favorites {"carLensId":"${CAR_LENS}"}`);

    // The list ties the saved row to this result by its vehicleId (the Car Lens result id).
    await user.click(await readyButton('Saved, remove from favorites'));
    expect(await screen.findByRole('button', { name: 'Save to favorites' })).toBeInTheDocument();
    expect(calls.some((call) => call.startsWith('DELETE /api/favorites/'))).toBe(true);
  });

  it('shows an already saved Car Lens result as saved', async () => {
    const saved = favoriteFixture({ mileage: null, assessment: null }, { vehicleId: CAR_LENS });
    const calls = serve({ signedIn: true, saved: [saved] });
    renderButton({ carLensId: CAR_LENS });
    expect(
      await screen.findByRole('button', { name: 'Saved, remove from favorites' }),
    ).toBeEnabled();
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('says why a "likely" Car Lens result cannot be saved', async () => {
    serve({ signedIn: true });
    const message =
      'Only a car read from its VIN can be saved. Scan the VIN plate or type the VIN, then save that result.';
    const stubbed = vi.mocked(fetch);
    const original = stubbed.getMockImplementation()!;
    stubbed.mockImplementation(async (input, init) =>
      init?.method === 'POST'
        ? jsonResponse(422, { error: { code: 'vin_required', message } })
        : original(input, init),
    );
    renderButton({ carLensId: CAR_LENS });
    const user = userEvent.setup();
    await user.click(await readyButton('Save to favorites'));
    expect(await screen.findByText('Could not save it')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save to favorites' })).toBeInTheDocument();
  });

  it('says why when the server refuses', async () => {
    serve({ signedIn: true });
    renderButton({ vehicleId: '7a7a7a7a-0000-4000-8000-0000000000ff' });
    const user = userEvent.setup();
    // The stub saves any vehicle; make this one a 409 instead.
    const stubbed = vi.mocked(fetch);
    const original = stubbed.getMockImplementation()!;
    stubbed.mockImplementation(async (input, init) =>
      init?.method === 'POST'
        ? jsonResponse(409, {
            error: {
              code: 'favorites_full',
              message: 'You can keep up to 100 favorites. Remove one to save another.',
            },
          })
        : original(input, init),
    );
    await user.click(await readyButton('Save to favorites'));
    expect(await screen.findByText('Could not save it')).toBeInTheDocument();
    expect(
      screen.getByText('You can keep up to 100 favorites. Remove one to save another.'),
    ).toBeInTheDocument();
  });
});
