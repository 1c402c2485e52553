// The assessment form after a 400 unknown_vehicle: the refusal on its field, the nearest real
// years or close spellings as buttons that fill the form in, and the next try sent as filled.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppContext, type AppContextValue } from '../../lib/app-context.ts';
import { jsonResponse } from '../../test/fixtures.ts';
import { AssessmentForm } from './assessment-form.tsx';
import { resultFixture } from './assessment-fixtures.ts';

const BRONCO_MESSAGE =
  'There is no 2019 Ford Bronco: the Bronco was made until 1996 and returns in 2021.';

/** The server refuses the first POST with `refusal`, then assesses; the catalog lists nothing. */
function stubServer(refusal: Record<string, unknown>) {
  let refused = false;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (init?.method === 'POST' && url.endsWith('/api/assessment')) {
      if (refused) return jsonResponse(201, resultFixture());
      refused = true;
      return jsonResponse(400, { error: { code: 'unknown_vehicle', ...refusal } });
    }
    if (url.includes('/catalog/')) return jsonResponse(200, { makes: [], models: [] });
    return jsonResponse(404, { error: { code: 'not_found', message: 'Not found.' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
}

function renderForm() {
  const app = {
    garage: [],
    garageLoading: false,
    checkLimit: vi.fn(() => true),
    recordUsage: vi.fn(),
    addSearch: vi.fn(),
    searchHistory: [],
    clearSearchHistory: vi.fn(),
  } as unknown as AppContextValue;
  const onAssessed = vi.fn();
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <AppContext value={app}>
        <MemoryRouter>
          <AssessmentForm distance="km" onAssessed={onAssessed} />
        </MemoryRouter>
      </AppContext>
    </QueryClientProvider>,
  );
  return { onAssessed, app, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

/** "Any car" loads lazily (findBy waits up to 15 s on a busy machine: src/web/test/setup.ts). */
const yearField = () => screen.findByLabelText('Year');

// Typing a whole car and sending it twice takes a few seconds of user events on a busy machine.

describe('AssessmentForm and a car Odo does not know (400 unknown_vehicle)', () => {
  it('shows the refusal on the year and offers the nearest real years, which fill it in', async () => {
    const posted = stubServer({
      message: BRONCO_MESSAGE,
      fields: [{ path: 'year', message: BRONCO_MESSAGE }],
      nearest: [1996, 2021],
      suggestions: [],
    });
    const { user, onAssessed, app } = renderForm();
    await user.type(await yearField(), '2019');
    await user.type(screen.getByLabelText('Make'), 'Ford');
    await user.type(screen.getByLabelText('Model'), 'Bronco');
    await user.type(screen.getByLabelText('Mileage (km)'), '50000');
    await user.click(screen.getByRole('button', { name: 'Assess this car' }));

    const year = screen.getByLabelText('Year');
    expect(await screen.findByText(BRONCO_MESSAGE)).toBeInTheDocument();
    expect(year).toHaveAttribute('aria-invalid', 'true');
    expect(year).toHaveAccessibleDescription(BRONCO_MESSAGE);
    await waitFor(() => expect(year).toHaveFocus());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(app.recordUsage).not.toHaveBeenCalled();
    const offered = screen.getByRole('group', { name: 'Nearest model years' });
    expect(offered).toHaveTextContent('1996');

    await user.click(screen.getByRole('button', { name: 'Use model year 2021' }));
    expect(year).toHaveValue('2021');
    expect(year).not.toHaveAttribute('aria-invalid');
    expect(year).toHaveFocus();
    expect(screen.queryByText(BRONCO_MESSAGE)).toBeNull();
    expect(screen.queryByRole('group', { name: 'Nearest model years' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Assess this car' }));
    await waitFor(() => expect(onAssessed).toHaveBeenCalledTimes(1));
    expect(posted().map((body) => body.year)).toEqual([2019, 2021]);
  }, 20_000);

  it('offers close spellings of a model, which fill in the make and the model', async () => {
    const message = "Odo's vehicle catalog has no Toyota Civic. Did you mean Honda Civic?";
    const posted = stubServer({
      message,
      fields: [{ path: 'model', message }],
      nearest: [],
      suggestions: [{ make: 'Honda', model: 'Civic' }],
    });
    const { user, onAssessed } = renderForm();
    await user.type(await yearField(), '2015');
    await user.type(screen.getByLabelText('Make'), 'Toyota');
    await user.type(screen.getByLabelText('Model'), 'Civic');
    await user.type(screen.getByLabelText('Mileage (km)'), '80000');
    await user.click(screen.getByRole('button', { name: 'Assess this car' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Model')).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Use Honda Civic' }));
    expect(screen.getByLabelText('Make')).toHaveValue('Honda');
    expect(screen.getByLabelText('Model')).toHaveValue('Civic');
    expect(screen.queryByText(message)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Assess this car' }));
    await waitFor(() => expect(onAssessed).toHaveBeenCalledTimes(1));
    expect(posted()[1]).toMatchObject({ make: 'Honda', model: 'Civic', year: 2015 });
  }, 20_000);
});
