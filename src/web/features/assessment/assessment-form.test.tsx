import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppContext, type AppContextValue, type Vehicle } from '../../lib/app-context.ts';
import { jsonResponse } from '../../test/fixtures.ts';
import type { AssessmentSearch } from '../../../shared/assessment-vocab.ts';
import { AssessmentForm, type InitialCar } from './assessment-form.tsx';
import { resultFixture } from './assessment-fixtures.ts';

const garageCar = {
  id: '22222222-2222-4222-8222-222222222222',
  year: 2012,
  make: 'Audi',
  model: 'A4',
  trim: '',
  mileage: 180000,
  nickname: 'Daily',
} as unknown as Vehicle;

const altimaSearch: AssessmentSearch = {
  id: 's1',
  label: '2013 Nissan Altima · 150,000 km',
  year: 2013,
  make: 'Nissan',
  model: 'Altima',
  trim: '',
  mileage: 150000,
  searchedAt: '2026-11-20T10:00:00.000Z',
};

/** The server: the catalog answers empty lists; POST /api/assessment answers `post`. */
function stubServer(post: () => Response = () => jsonResponse(201, resultFixture())) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (init?.method === 'POST' && url.endsWith('/api/assessment')) return post();
    if (url.includes('/catalog/makes')) return jsonResponse(200, { makes: [] });
    if (url.includes('/catalog/models')) return jsonResponse(200, { models: [] });
    return jsonResponse(404, { error: { code: 'not_found', message: 'Not found.' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function posts(fetchMock: ReturnType<typeof stubServer>) {
  return fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
}

function renderForm(
  options: {
    garage?: Vehicle[];
    allowed?: boolean;
    searches?: AssessmentSearch[];
    initialVehicleId?: string;
    initialCar?: InitialCar;
    distance?: 'km' | 'mi';
    clearSearchHistory?: () => Promise<void>;
    garageLoading?: boolean;
  } = {},
) {
  const app = {
    garage: options.garage ?? [],
    garageLoading: options.garageLoading ?? false,
    checkLimit: vi.fn(() => options.allowed ?? true),
    recordUsage: vi.fn(),
    addSearch: vi.fn(),
    searchHistory: options.searches ?? [],
    clearSearchHistory: vi.fn(options.clearSearchHistory ?? (async () => {})),
  } as unknown as AppContextValue;
  const onAssessed = vi.fn();
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <AppContext value={app}>
        <MemoryRouter>
          <AssessmentForm
            distance={options.distance ?? 'km'}
            initialVehicleId={options.initialVehicleId}
            initialCar={options.initialCar ?? null}
            onAssessed={onAssessed}
          />
        </MemoryRouter>
      </AppContext>
    </QueryClientProvider>,
  );
  return { app, onAssessed, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe('AssessmentForm', () => {
  it('starts from a described car (Car Lens\'s "Assess it"), even with a garage', async () => {
    stubServer();
    renderForm({
      garage: [garageCar],
      initialCar: { year: '2003', make: 'Honda', model: 'Accord', trim: 'EX', vin: '' },
    });
    expect(screen.getByRole('tab', { name: 'Any car' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByLabelText('Year')).toHaveValue('2003');
    expect(screen.getByLabelText('Make')).toHaveValue('Honda');
    expect(screen.getByLabelText('Model')).toHaveValue('Accord');
  });

  it('waits for the garage list, then starts from the garage without loading "Any car"', () => {
    stubServer();
    renderForm({ garageLoading: true });
    expect(screen.getByRole('status', { name: 'Loading your garage' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
    cleanup();
    renderForm({ garage: [garageCar] });
    expect(screen.getByRole('tab', { name: 'My garage' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByLabelText('Make')).toBeNull();
    expect(screen.queryByRole('status', { name: 'Loading the car fields' })).toBeNull();
  });

  it("refuses an incomplete car with the shared schemas' messages and sends nothing", async () => {
    const fetchMock = stubServer();
    const { user } = renderForm();
    expect(screen.getByRole('tab', { name: 'Any car' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('button', { name: 'Assess this car' }));
    expect(await screen.findByText('Enter the model year.')).toBeInTheDocument();
    expect(screen.getByText('Enter the make.')).toBeInTheDocument();
    expect(screen.getByText('Enter the model.')).toBeInTheDocument();
    expect(screen.getByText('Enter the mileage.')).toBeInTheDocument();

    await user.type(await screen.findByLabelText('Year'), '1975');
    await user.type(screen.getByLabelText('Mileage (km)'), '-5');
    await user.click(screen.getByRole('button', { name: 'Assess this car' }));
    expect(await screen.findByText('Odo assesses cars from 1981 on.')).toBeInTheDocument();
    expect(screen.getByText('Enter a number, 0 or more.')).toBeInTheDocument();

    // The condition answers are folded away until asked for; a refused one opens them.
    expect(screen.getByRole('button', { name: /Condition/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await user.click(screen.getByRole('button', { name: /Condition/ }));
    await user.type(screen.getByLabelText('Number of owners'), '0');
    await user.click(screen.getByRole('button', { name: 'Assess this car' }));
    expect(await screen.findByText('At least 1 owner.')).toBeInTheDocument();
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('focuses the first refused field, then checks each field again as it is corrected', async () => {
    stubServer();
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Assess this car' }));
    expect(await screen.findByText('Enter the model year.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Year')).toHaveFocus());
    expect(screen.getByLabelText('Year')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Year'), '2013');
    expect(screen.queryByText('Enter the model year.')).toBeNull();
    expect(screen.getByLabelText('Year')).not.toHaveAttribute('aria-invalid');
    // The fields not yet corrected keep their messages.
    expect(screen.getByText('Enter the make.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Mileage (km)'), 'abc');
    expect(screen.queryByText('Enter the mileage.')).toBeNull();
    expect(screen.getByText('Enter a number, 0 or more.')).toBeInTheDocument();
  });

  it('checks the limit first: a capped user gets the modal (checkLimit) and no request', async () => {
    const fetchMock = stubServer();
    const { app, user, onAssessed } = renderForm({ allowed: false });
    await user.type(await screen.findByLabelText('Year'), '2013');
    await user.type(screen.getByLabelText('Make'), 'Nissan');
    await user.type(screen.getByLabelText('Model'), 'Altima');
    await user.type(screen.getByLabelText('Mileage (km)'), '150000');
    await user.click(screen.getByRole('button', { name: 'Assess this car' }));
    await waitFor(() => expect(app.checkLimit).toHaveBeenCalledWith('assessment'));
    expect(posts(fetchMock)).toHaveLength(0);
    expect(onAssessed).not.toHaveBeenCalled();
    expect(app.recordUsage).not.toHaveBeenCalled();
  });

  it('assesses any car in km from miles, with the answers given, then counts the use', async () => {
    const fetchMock = stubServer();
    const { app, user, onAssessed } = renderForm({ distance: 'mi' });
    await user.type(await screen.findByLabelText('Year'), '2013');
    await user.type(screen.getByLabelText('Make'), 'Nissan');
    await user.type(screen.getByLabelText('Model'), 'Altima');
    await user.type(screen.getByLabelText('Mileage (mi)'), '93206');
    await user.click(screen.getByRole('button', { name: /Condition/ }));
    await user.selectOptions(screen.getByLabelText('Warning lights on'), 'yes');
    await user.type(screen.getByLabelText('Number of owners'), '2');
    await user.click(screen.getByRole('button', { name: 'Assess this car' }));

    await waitFor(() => expect(onAssessed).toHaveBeenCalledTimes(1));
    const body = JSON.parse(String(posts(fetchMock)[0]?.[1]?.body)) as Record<string, unknown>;
    expect(body).toEqual({
      year: 2013,
      make: 'Nissan',
      model: 'Altima',
      trim: '',
      // 93,206 mi × 1.609344, rounded to whole km.
      mileage: 150001,
      answers: { warningLightsOn: true, owners: 2 },
    });
    expect(app.recordUsage).toHaveBeenCalledWith('assessment');
    expect(app.addSearch).toHaveBeenCalledWith({
      year: 2013,
      make: 'Nissan',
      model: 'Altima',
      trim: '',
      mileage: 150001,
    });
  });

  it('assesses the garage car named in ?vehicleId by its id', async () => {
    const fetchMock = stubServer();
    const { user, onAssessed } = renderForm({
      garage: [garageCar, { ...garageCar, id: '33333333-3333-4333-8333-333333333333' }],
      initialVehicleId: garageCar.id,
    });
    expect(screen.getByRole('tab', { name: 'My garage' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('radio')[0]).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Assess this car' }));
    await waitFor(() => expect(onAssessed).toHaveBeenCalled());
    expect(JSON.parse(String(posts(fetchMock)[0]?.[1]?.body))).toEqual({ vehicleId: garageCar.id });
  });

  it('sends the market the car was sold in when the user says it (a European car)', async () => {
    const fetchMock = stubServer();
    const { user, onAssessed } = renderForm({
      garage: [garageCar],
      initialVehicleId: garageCar.id,
    });
    await user.selectOptions(screen.getByLabelText('Sold new in (optional)'), 'Europe / UK');
    await user.click(screen.getByRole('button', { name: 'Assess this car' }));
    await waitFor(() => expect(onAssessed).toHaveBeenCalled());
    expect(JSON.parse(String(posts(fetchMock)[0]?.[1]?.body))).toEqual({
      vehicleId: garageCar.id,
      market: 'eu',
    });
  });

  it('shows a refusal in words and keeps the form', async () => {
    stubServer(() =>
      jsonResponse(400, {
        error: {
          code: 'validation_failed',
          message: 'Check the highlighted fields.',
          fields: [{ path: 'model', message: 'Unknown model.' }],
        },
      }),
    );
    const { user, onAssessed } = renderForm();
    await user.type(await screen.findByLabelText('Year'), '2013');
    await user.type(screen.getByLabelText('Make'), 'Nissan');
    await user.type(screen.getByLabelText('Model'), 'Altimaa');
    await user.type(screen.getByLabelText('Mileage (km)'), '150000');
    await user.click(screen.getByRole('button', { name: 'Assess this car' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The assessment could not be made: Check the highlighted fields.',
    );
    expect(screen.getByText('Unknown model.')).toBeInTheDocument();
    expect(screen.getByLabelText('Model')).toHaveValue('Altimaa');
    expect(onAssessed).not.toHaveBeenCalled();
  });
});

describe('RecentSearches chips', () => {
  it('fill the "Any car" form from a recent search, in the user\'s unit', async () => {
    stubServer();
    const { user } = renderForm({ garage: [garageCar], searches: [altimaSearch], distance: 'km' });
    expect(screen.getByRole('tab', { name: 'My garage' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: '2013 Nissan Altima · 150,000 km' }));
    expect(screen.getByRole('tab', { name: 'Any car' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByLabelText('Year')).toHaveValue('2013');
    expect(screen.getByLabelText('Make')).toHaveValue('Nissan');
    expect(screen.getByLabelText('Model')).toHaveValue('Altima');
    expect(screen.getByLabelText('Mileage (km)')).toHaveValue('150000');
  });

  it('are cleared through the app state; a failure is said in words', async () => {
    stubServer();
    const { app, user } = renderForm({
      searches: [altimaSearch],
      clearSearchHistory: async () => {
        throw new Error('Network error.');
      },
    });
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(app.clearSearchHistory).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The recent searches could not be cleared: Network error.',
    );
  });

  it('are not shown when there are none', () => {
    stubServer();
    renderForm();
    expect(screen.queryByRole('heading', { name: 'Recent searches' })).toBeNull();
  });
});
