import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppContext, type AppContextValue } from '../../lib/app-context.ts';
import { jsonResponse } from '../../test/fixtures.ts';
import { carLensResultFixture } from './car-lens-fixtures.ts';
import { CarLensDetailsPage } from './carlens-details-page.tsx';

function stubServer(result: Response) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.includes('/api/car-lens/')) return result;
    return jsonResponse(404, { error: { code: 'not_found', message: 'Not found.' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage(id: string, options: { garageAllowed?: boolean } = {}) {
  const app = {
    checkLimit: vi.fn(() => options.garageAllowed ?? true),
  } as unknown as AppContextValue;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AppContext value={app}>
        <MemoryRouter initialEntries={[`/carlens-details?id=${id}`]}>
          <CarLensDetailsPage actions={() => <button type="button">Save to favorites</button>} />
        </MemoryRouter>
      </AppContext>
    </QueryClientProvider>,
  );
  return app;
}

afterEach(() => vi.unstubAllGlobals());

describe('CarLensDetailsPage', () => {
  it('shows the decoded car, its known problems with sources, and the actions', async () => {
    const result = carLensResultFixture();
    stubServer(jsonResponse(200, result));
    renderPage(result.id);
    expect(await screen.findByRole('heading', { name: '2003 Honda Accord' })).toBeInTheDocument();
    expect(screen.getByText('VIN 1HGCM82633A004352')).toBeInTheDocument();
    expect(screen.getByText('Coupe')).toBeInTheDocument();
    expect(screen.getByText('V6 3.0 L (J30A4)')).toBeInTheDocument();
    expect(screen.getByText('Petrol')).toBeInTheDocument();
    expect(screen.getByText('Marysville, Ohio, United States (USA)')).toBeInTheDocument();
    expect(screen.getByText('Seat belts: front, rear')).toBeInTheDocument();
    expect(screen.getByText('Automatic transmission failure')).toBeInTheDocument();
    expect(screen.getByText(/Source: NHTSA, Campaign 04V176/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Assess it' })).toHaveAttribute(
      'href',
      '/assessment?year=2003&make=Honda&model=Accord&trim=EX&vin=1HGCM82633A004352',
    );
    expect(screen.getByRole('link', { name: 'Scan another' })).toHaveAttribute('href', '/car-lens');
    expect(screen.getByRole('button', { name: 'Save to favorites' })).toBeInTheDocument();
  });

  it('shows what a VIN vPIC does not know says: maker, country, year, and what is not known', async () => {
    const base = carLensResultFixture();
    const result = carLensResultFixture({
      vin: 'WVWZZZ1JZXW000001',
      knownProblems: [],
      vehicle: {
        ...base.vehicle!,
        vin: 'WVWZZZ1JZXW000001',
        complete: false,
        year: 1999,
        make: 'Volkswagen',
        manufacturer: null,
        model: null,
        trim: null,
        body: null,
        doors: null,
        engine: { ...base.vehicle!.engine, cylinders: null, displacementL: null, model: null },
        fuelType: null,
        fuelTypePrimary: null,
        plant: null,
        safety: { restraints: null },
        source: 'wmi',
        country: 'Germany',
        yearNote:
          'Makers outside North America and China need not put the model year at position 10: check it against the registration document.',
        unknown: ['model', 'body', 'engine'],
      },
    });
    stubServer(jsonResponse(200, result));
    renderPage(result.id);
    expect(await screen.findByText('Germany')).toBeInTheDocument();
    expect(screen.getByText('Volkswagen')).toBeInTheDocument();
    expect(screen.getByText('1999')).toBeInTheDocument();
    expect(screen.getByText(/need not put the model year at position 10/)).toBeInTheDocument();
    expect(screen.getByText(/Not known from this VIN: model, body, engine/)).toBeInTheDocument();
  });

  it('checks the garage limit before asking for the mileage', async () => {
    stubServer(jsonResponse(200, carLensResultFixture()));
    const app = renderPage(carLensResultFixture().id, { garageAllowed: false });
    await userEvent.click(await screen.findByRole('button', { name: 'Add to garage' }));
    expect(app.checkLimit).toHaveBeenCalledWith('garage');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a model\'s guesses as "likely", never as the decoded car', async () => {
    const result = carLensResultFixture({
      vin: null,
      vehicle: null,
      knownProblems: [],
      method: 'model',
      engine: 'openai:gpt-4.1-mini',
      likely: [{ make: 'Honda', model: 'Civic', yearFrom: 2016, yearTo: 2021, confidence: 0.7 }],
    });
    stubServer(jsonResponse(200, result));
    renderPage(result.id);
    expect(await screen.findByRole('heading', { name: 'Likely this car' })).toBeInTheDocument();
    expect(screen.getByText('Honda Civic, 2016–2021')).toBeInTheDocument();
    expect(screen.getByText('70% confidence')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Assess' })).toHaveAttribute(
      'href',
      '/assessment?year=2021&make=Honda&model=Civic',
    );
    expect(screen.queryByRole('button', { name: 'Add to garage' })).not.toBeInTheDocument();
  });

  it('says so when the scan is not the user’s', async () => {
    stubServer(
      jsonResponse(404, { error: { code: 'not_found', message: 'No such Car Lens result.' } }),
    );
    renderPage('44444444-4444-4444-8444-444444444444');
    expect(await screen.findByText('That scan is not in your account.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Scan a car' })).toHaveAttribute('href', '/car-lens');
  });
});
