import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppContext, type AppContextValue, type Vehicle } from '../../lib/app-context.ts';
import { jsonResponse } from '../../test/fixtures.ts';
import { HomeVehicleBlock } from './home-vehicle-block.tsx';
import { useHomeVehicle } from './selected-vehicle.ts';

const USER_ID = 'user-1';

function vehicle(id: string, make: string, model: string, mileage: number): Vehicle {
  return {
    id,
    year: 2020,
    make,
    model,
    trim: '',
    mileage,
    purchaseDate: null,
    addedToGarageDate: '2026-01-01T00:00:00.000Z',
    imageUrl: null,
    vin: null,
    nickname: null,
    colour: null,
    plate: null,
    fuelType: 'petrol',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    units: { distance: 'km', volume: 'l' },
    maintenanceRecords: [],
    fuelRecords: [],
    nextService: null,
    lastFuelEconomy: null,
    economyTrend: null,
  } as unknown as Vehicle;
}

const GOLF = vehicle('v-golf', 'Volkswagen', 'Golf', 42_000);
const CIVIC = vehicle('v-civic', 'Honda', 'Civic', 18_500);

interface Spend {
  currency: string;
  total: number;
}

function costTotals({ currency, total }: Spend) {
  return {
    currency,
    total,
    maintenance: 0,
    fuel: total,
    expenses: 0,
    costPerDistance: null,
    totalCostOfOwnership: total,
  };
}

/** This month's costs as the server answers them: the Civic spent `spend`, one sum per currency. */
function costsReply(spend: Spend[]) {
  const totals = spend.map(costTotals);
  const single = totals.length === 1 ? totals[0]! : null;
  return {
    period: 'this_month',
    currency: single ? single.currency : null,
    total: single ? single.total : null,
    maintenance: single ? 0 : null,
    fuel: single ? single.total : null,
    expenses: single ? 0 : null,
    totals,
    byCategory: [],
    byMonth: [],
    byVehicle: [
      {
        vehicleId: CIVIC.id,
        name: 'Civic',
        currency: single ? single.currency : null,
        total: single ? single.total : null,
        maintenance: single ? 0 : null,
        fuel: single ? single.total : null,
        expenses: single ? 0 : null,
        distance: 0,
        costPerDistance: null,
        totalCostOfOwnership: single ? single.total : null,
        totals,
      },
    ],
    costPerDistance: null,
    totalCostOfOwnership: single ? single.total : null,
  };
}

function serve(
  vehicles: Vehicle[] | ((units: string | null) => Vehicle[]),
  options: {
    failVehicles?: () => boolean;
    civicSpend?: Spend[];
    settings?: { distanceUnit: string; volumeUnit: string };
  } = {},
) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/garage/vehicles') {
      if (options.failVehicles?.()) {
        return jsonResponse(503, { error: { code: 'database_unavailable', message: 'Down.' } });
      }
      const units = url.searchParams.get('units');
      return jsonResponse(200, typeof vehicles === 'function' ? vehicles(units) : vehicles);
    }
    if (url.pathname === '/api/garage/settings') {
      return jsonResponse(200, {
        ...(options.settings ?? { distanceUnit: 'km', volumeUnit: 'l' }),
        currency: 'EUR',
      });
    }
    if (url.pathname === '/api/garage/costs') {
      expect(url.searchParams.get('period')).toBe('this_month');
      return jsonResponse(
        200,
        costsReply(options.civicSpend ?? [{ currency: 'EUR', total: 75.5 }]),
      );
    }
    return jsonResponse(404, { error: { code: 'not_found', message: 'Not found.' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function Home() {
  const home = useHomeVehicle();
  return <HomeVehicleBlock home={home} />;
}

/** The app's selected vehicle as AppProvider keeps it (in memory), around the block. */
function WithApp() {
  const [selectedVehicle, setSelectedVehicle] = useState<Vehicle | null>(null);
  const value = {
    user: { id: USER_ID, name: 'Ann' },
    selectedVehicle,
    setSelectedVehicle,
  } as unknown as AppContextValue;
  return (
    <AppContext.Provider value={value}>
      <Home />
    </AppContext.Provider>
  );
}

function renderBlock(client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <WithApp />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('HomeVehicleBlock', () => {
  it("shows the newest car's figures, switches cars, and opens on the chosen one next time", async () => {
    serve([GOLF, CIVIC]);
    const first = renderBlock();
    const golf = await screen.findByRole('region', { name: '2020 Volkswagen Golf' });
    expect(within(golf).getByText('42,000 km')).toBeTruthy();
    // No spend for the Golf this month.
    expect(await within(golf).findByTestId('home-month-spend')).toHaveTextContent('€0.00');

    const switcher = within(golf).getByRole('group', { name: 'Show another car' });
    expect(within(switcher).getByRole('button', { name: 'Volkswagen Golf' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(switcher).getByRole('button', { name: 'Honda Civic' }));
    const civic = await screen.findByRole('region', { name: '2020 Honda Civic' });
    expect(within(civic).getByText('18,500 km')).toBeTruthy();
    expect(within(civic).getByTestId('home-month-spend')).toHaveTextContent('€75.50');
    expect(within(civic).getByRole('link', { name: 'Open car: 2020 Honda Civic' })).toHaveAttribute(
      'href',
      '/vehicle/v-civic',
    );
    first.unmount();

    // A new visit (the in-memory selection is gone) opens on the Civic, remembered in this browser.
    renderBlock();
    expect(await screen.findByRole('region', { name: '2020 Honda Civic' })).toBeTruthy();
  });

  it("reads this month's spend in the currencies it was paid in, whatever the setting (EUR)", async () => {
    serve([CIVIC], { civicSpend: [{ currency: 'USD', total: 387.42 }] });
    const usd = renderBlock();
    const civic = await screen.findByRole('region', { name: '2020 Honda Civic' });
    expect(await within(civic).findByTestId('home-month-spend')).toHaveTextContent('$387.42');
    usd.unmount();

    serve([CIVIC], {
      civicSpend: [
        { currency: 'EUR', total: 120 },
        { currency: 'USD', total: 387.42 },
      ],
    });
    renderBlock();
    const mixed = await screen.findByRole('region', { name: '2020 Honda Civic' });
    expect(await within(mixed).findByTestId('home-month-spend')).toHaveTextContent(
      '€120.00 + $387.42',
    );
  });

  it('walks a member with no car to the add-car form', async () => {
    serve([]);
    renderBlock();
    const firstRun = await screen.findByRole('region', { name: "Let's add your first car" });
    expect(within(firstRun).getByRole('link', { name: 'Add your first car' })).toHaveAttribute(
      'href',
      '/garage?add=vehicle',
    );
  });

  it('says when the garage cannot be loaded and tries again on request', async () => {
    let down = true;
    serve([GOLF], { failVehicles: () => down });
    renderBlock();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your garage could not be loaded.');
    down = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: '2020 Volkswagen Golf' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("asks in the user's units and shows the server's economy trend as given", async () => {
    // The server's answer in miles and US gallons: 9.0 → 7.5 L/100 km reads 26.1 → 31.4 mpg (US).
    const inMiles = {
      ...GOLF,
      mileage: 26_098,
      units: { distance: 'mi', volume: 'us_gal' },
      lastFuelEconomy: { value: 31.36, unit: 'mpg (US)', date: '2026-02-10', charge: false },
      economyTrend: {
        unit: 'mpg (US)',
        charge: false,
        values: [26.13, 31.36],
        direction: 'better',
      },
    } as unknown as Vehicle;
    const asked: Array<string | null> = [];
    serve(
      (units) => {
        asked.push(units);
        return units === 'mi,us_gal' ? [inMiles] : [GOLF];
      },
      { settings: { distanceUnit: 'mi', volumeUnit: 'us_gal' } },
    );
    renderBlock();
    const golf = await screen.findByRole('region', { name: '2020 Volkswagen Golf' });
    expect(await within(golf).findByText('26,098 mi')).toBeTruthy();
    expect(within(golf).getByText('31.4 mpg (US)')).toBeTruthy();
    expect(within(golf).getByText('Better')).toBeTruthy();
    expect(asked).toContain('mi,us_gal');
  });

  it("reads an EV's charging trend in kWh, worse when the server says so", async () => {
    const ev = {
      ...GOLF,
      fuelType: 'electric',
      lastFuelEconomy: { value: 16.2, unit: 'kWh/100 km', date: '2026-02-10', charge: true },
      economyTrend: { unit: 'kWh/100 km', charge: true, values: [15, 16.2], direction: 'worse' },
    } as unknown as Vehicle;
    serve([ev]);
    renderBlock();
    const car = await screen.findByRole('region', { name: '2020 Volkswagen Golf' });
    expect(within(car).getByText('16.2 kWh/100 km')).toBeTruthy();
    expect(within(car).getByText('Worse')).toBeTruthy();
    expect(within(car).getByText(/than the charge before/)).toBeTruthy();
  });

  it('asks for two full tanks before there is a trend', async () => {
    serve([GOLF]);
    renderBlock();
    const car = await screen.findByRole('region', { name: '2020 Volkswagen Golf' });
    expect(within(car).getByText('Log two full tanks to see it')).toBeTruthy();
  });

  it('asks again in the new units when the user changes them, and shows that answer', async () => {
    const inMiles = {
      ...GOLF,
      mileage: 26_098,
      units: { distance: 'mi', volume: 'us_gal' },
    } as unknown as Vehicle;
    const asked: Array<string | null> = [];
    serve((units) => {
      asked.push(units);
      return units === 'mi,us_gal' ? [inMiles] : [GOLF];
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderBlock(client);
    const golf = await screen.findByRole('region', { name: '2020 Volkswagen Golf' });
    expect(await within(golf).findByText('42,000 km')).toBeTruthy();
    expect(asked).not.toContain('mi,us_gal');

    // The unit switch saves the settings; the list is keyed by them.
    act(() => {
      client.setQueryData(['garage', 'settings'], {
        distanceUnit: 'mi',
        volumeUnit: 'us_gal',
        currency: 'EUR',
      });
    });
    expect(await within(golf).findByText('26,098 mi')).toBeTruthy();
    expect(asked).toContain('mi,us_gal');
  });
});
