import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../components/ui/toast.tsx';
import { FuelTab } from './fuel-tab.tsx';
import type { FuelRecord, VehicleDetail } from './garage-types.ts';
import type { UnitPrefs } from './units.ts';

const NO_ECONOMY = {
  lPer100Km: null,
  mpgUs: null,
  mpgUk: null,
  kwhPer100Km: null,
  kwhPer100Mi: null,
  miPerKwh: null,
  value: null,
  unit: null,
};

function charge(date: string, odometer: number, kwhPer100Km: number | null): FuelRecord {
  return {
    id: date,
    vehicleId: 'v1',
    date,
    cost: 12,
    currency: 'USD',
    volume: null,
    kwh: 50,
    odometer,
    fullTank: true,
    missedPrevious: false,
    grade: null,
    economy:
      kwhPer100Km === null
        ? null
        : { ...NO_ECONOMY, kwhPer100Km, value: kwhPer100Km, unit: 'kWh/100 km' },
    receiptUrl: null,
    createdAt: `${date}T12:00:00.000Z`,
  };
}

const EV: VehicleDetail = {
  id: 'v1',
  year: 2022,
  make: 'Tesla',
  model: 'Model 3',
  trim: '',
  mileage: 50_400,
  purchaseDate: null,
  addedToGarageDate: '2026-01-01',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  units: { distance: 'km', volume: 'l' },
  lastFuelEconomy: { value: 15, unit: 'kWh/100 km', date: '2026-02-10', charge: true },
  economyTrend: { unit: 'kWh/100 km', charge: true, values: [15], direction: null },
  imageUrl: null,
  vin: null,
  nickname: null,
  colour: null,
  plate: null,
  fuelType: 'electric',
  market: null,
  maintenanceRecords: [],
  fuelRecords: [charge('2026-02-01', 50_000, null), charge('2026-02-10', 50_400, 15)],
  nextService: null,
  expenses: [],
  recordTotals: [{ currency: 'USD', maintenance: 0, fuel: 24, expenses: 0 }],
  reminders: [],
  upcomingServices: [],
  epa: null,
  fuelEconomy: {
    unit: 'kWh/100 km',
    charge: true,
    average: 15,
    last: 15,
    averageMiPerKwh: null,
    lastMiPerKwh: null,
    averageLPer100Km: null,
    averageKwhPer100Km: 15,
    trend: [],
  },
};

/** The same car as the server answers it in miles: its figures as given, none converted here. */
const EV_MI: VehicleDetail = {
  ...EV,
  units: { distance: 'mi', volume: 'us_gal' },
  mileage: 31_317,
  fuelRecords: [
    { ...charge('2026-02-01', 31_068.43, null) },
    {
      ...charge('2026-02-10', 31_316.98, 15),
      economy: { ...NO_ECONOMY, kwhPer100Km: 15, value: 24.14, unit: 'kWh/100 mi' },
    },
  ],
  fuelEconomy: {
    ...EV.fuelEconomy,
    unit: 'kWh/100 mi',
    average: 24.14,
    last: 24.14,
    averageMiPerKwh: 4.14,
    lastMiPerKwh: 4.14,
  },
};

function renderTab(prefs: UnitPrefs, vehicle: VehicleDetail = EV) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Toaster>
        <MemoryRouter>
          <FuelTab vehicle={vehicle} prefs={prefs} />
        </MemoryRouter>
      </Toaster>
    </QueryClientProvider>,
  );
  return within(screen.getByLabelText('Fuel figures'));
}

describe('FuelTab for an electric car', () => {
  it("reads the server's kWh/100 mi with mi/kWh beside it for a driver in miles", () => {
    const figures = renderTab({ distance: 'mi', volume: 'us_gal', currency: 'USD' }, EV_MI);
    expect(figures.getAllByText('24.1 kWh/100 mi')).toHaveLength(2);
    expect(figures.getAllByText('4.1 mi/kWh')).toHaveLength(2);
    const list = within(screen.getByRole('list', { name: 'Charges' }));
    // Each charge's figure and reading as the reply gave them (not converted again).
    expect(list.getByText('24.1 kWh/100 mi')).toBeTruthy();
    expect(list.getByText('31,317 mi')).toBeTruthy();
  });

  it('draws the trend as an image that reads each point in the driver’s units', () => {
    renderTab(
      { distance: 'mi', volume: 'us_gal', currency: 'USD' },
      {
        ...EV_MI,
        fuelEconomy: {
          ...EV_MI.fuelEconomy,
          // In the reply's units (kWh/100 mi), as the server answers a driver in miles.
          trend: [
            {
              date: '2026-02-10',
              odometer: 31_317,
              value: 24.1,
              unit: 'kWh/100 mi',
              lPer100Km: null,
              kwhPer100Km: 15,
            },
            {
              date: '2026-03-01',
              odometer: 31_628,
              value: 27.4,
              unit: 'kWh/100 mi',
              lPer100Km: null,
              kwhPer100Km: 17,
            },
          ],
        },
      },
    );
    expect(
      screen.getByRole('img', {
        name: /^Economy trend in kWh\/100 mi: Feb 10 24\.1, Mar 1 27\.4\.$/,
      }),
    ).toBeInTheDocument();
  });

  it('keeps kWh/100 km and no second figure in km', () => {
    const figures = renderTab({ distance: 'km', volume: 'l', currency: 'EUR' });
    expect(figures.getAllByText('15 kWh/100 km')).toHaveLength(2);
    expect(figures.queryByText(/mi\/kWh/)).toBeNull();
  });
});

describe('FuelTab amounts (issue 27)', () => {
  const EUR_PREFS: UnitPrefs = { distance: 'km', volume: 'l', currency: 'EUR' };

  it('shows USD records in dollars after the display currency became EUR', () => {
    const figures = renderTab(EUR_PREFS);
    expect(figures.getByText('$24.00')).toBeTruthy();
    const list = within(screen.getByRole('list', { name: 'Charges' }));
    expect(list.getAllByText('$12.00')).toHaveLength(2);
    expect(screen.queryByText(/€/)).toBeNull();
  });

  it("adds nothing across currencies: the server's sum per currency, each record in its own", () => {
    const euros = { ...charge('2026-03-01', 50_800, 14), id: 'eur', cost: 30.5, currency: 'EUR' };
    const mixed: VehicleDetail = {
      ...EV,
      fuelRecords: [...EV.fuelRecords, euros],
      recordTotals: [
        { currency: 'EUR', maintenance: 0, fuel: 30.5, expenses: 0 },
        { currency: 'USD', maintenance: 0, fuel: 24, expenses: 0 },
      ],
    };
    const figures = renderTab(EUR_PREFS, mixed);
    expect(figures.getByText('€30.50 + $24.00')).toBeTruthy();
    const list = within(screen.getByRole('list', { name: 'Charges' }));
    expect(list.getByText('€30.50')).toBeTruthy();
    expect(list.getAllByText('$12.00')).toHaveLength(2);
  });
});

describe('FuelTab receipts (issue 29)', () => {
  it('links a kept receipt with its removal, named by its record; the others offer to attach one', () => {
    const withReceipt = {
      ...charge('2026-03-01', 50_800, 14),
      id: 'kept',
      receiptUrl: '/api/files/receipts/u1/v1/0123456789abcdef0123456789abcdef-800.webp',
    };
    renderTab(
      { distance: 'km', volume: 'l', currency: 'EUR' },
      {
        ...EV,
        fuelRecords: [...EV.fuelRecords, withReceipt],
      },
    );
    const links = screen.getAllByRole('link', { name: /^View the receipt of the charge of/ });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', withReceipt.receiptUrl);
    expect(links[0]).toHaveTextContent('View receipt');
    expect(
      screen.getAllByRole('button', { name: /^Remove the receipt of the charge of/ }),
    ).toHaveLength(1);
    const attach = screen.getAllByLabelText(/^Attach a receipt photo to the charge of/);
    expect(attach).toHaveLength(2);
    expect(attach[0]).toHaveAttribute('type', 'file');
    expect(attach[0]).toHaveAttribute('accept', 'image/*,.heic,.heif');
  });
});

describe('FuelTab for a petrol car in US gallons', () => {
  it("shows the server's mpg figures, volumes and readings as given", () => {
    const fill = (date: string, odometer: number, volume: number, mpg: number | null) => ({
      ...charge(date, odometer, null),
      kwh: null,
      volume,
      economy:
        mpg === null
          ? null
          : { ...NO_ECONOMY, lPer100Km: 7.5, mpgUs: mpg, value: mpg, unit: 'mpg (US)' },
    });
    const car: VehicleDetail = {
      ...EV,
      fuelType: 'petrol',
      units: { distance: 'mi', volume: 'us_gal' },
      fuelRecords: [
        fill('2026-02-01', 31_000, 10.57, null),
        fill('2026-02-10', 31_373, 11.89, 31.36),
      ],
      fuelEconomy: {
        ...EV.fuelEconomy,
        unit: 'mpg (US)',
        charge: false,
        average: 31.36,
        last: 31.36,
        averageLPer100Km: 7.5,
        averageKwhPer100Km: null,
      },
    };
    const figures = renderTab({ distance: 'mi', volume: 'us_gal', currency: 'USD' }, car);
    expect(figures.getAllByText('31.4 mpg (US)')).toHaveLength(2);
    expect(figures.queryByText(/mi\/kWh/)).toBeNull();
    const list = within(screen.getByRole('list', { name: 'Fill-ups' }));
    expect(list.getByText('11.89 US gal')).toBeTruthy();
    expect(list.getByText('31,373 mi')).toBeTruthy();
    expect(list.getByText('31.4 mpg (US)')).toBeTruthy();
    expect(list.getByText('needs an earlier full tank')).toBeTruthy();
  });
});
