// Issue 29: a fill-up typed after an unrecorded one is flagged and proposed as "missed the
// previous" (a plug-in hybrid's fill-ups read apart from its charges); an electric car's charges
// never speak of tanks, grades or fuel spending.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../components/ui/toast.tsx';
import { FuelTab } from './fuel-tab.tsx';
import type { FuelRecord, VehicleDetail } from './garage-types.ts';

function charge(index: number): FuelRecord {
  const date = `2026-02-${String(index + 1).padStart(2, '0')}`;
  return {
    id: date,
    vehicleId: 'v1',
    date,
    cost: 12,
    currency: 'USD',
    volume: null,
    kwh: 50,
    odometer: 50_000 + index * 400,
    fullTank: true,
    missedPrevious: false,
    grade: 'Home wallbox',
    economy: null,
    receiptUrl: null,
    createdAt: `${date}T12:00:00.000Z`,
  };
}

const EV = {
  id: 'v1',
  year: 2022,
  make: 'Tesla',
  model: 'Model 3',
  trim: '',
  mileage: 51_600,
  purchaseDate: null,
  addedToGarageDate: '2026-01-01',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  units: { distance: 'km', volume: 'l' },
  lastFuelEconomy: null,
  economyTrend: null,
  imageUrl: null,
  vin: null,
  nickname: null,
  colour: null,
  plate: null,
  fuelType: 'electric',
  market: null,
  maintenanceRecords: [],
  fuelRecords: [0, 1, 2, 3, 4].map(charge),
  nextService: null,
  expenses: [],
  recordTotals: [{ currency: 'USD', maintenance: 0, fuel: 60, expenses: 0 }],
  reminders: [],
  upcomingServices: [],
  epa: null,
  fuelEconomy: {
    unit: 'kWh/100 km',
    charge: true,
    average: 12.5,
    last: 12.5,
    averageMiPerKwh: null,
    lastMiPerKwh: null,
    averageLPer100Km: null,
    averageKwhPer100Km: 12.5,
    trend: [],
  },
} as VehicleDetail;

/**
 * A plug-in hybrid: 30 L every 750 km (4 L/100 km) and, between them, imported charges of 25 kWh
 * every 250 km (kWh only, full).
 */
function phevRecords(): FuelRecord[] {
  const fills = [0, 1, 2, 3, 4].map((index) => ({
    ...charge(index),
    id: `fuel-${index}`,
    volume: 30,
    kwh: null,
    odometer: 50_000 + index * 750,
    grade: null,
  }));
  const charges = Array.from({ length: 12 }, (_, index) => ({
    ...charge(index),
    id: `charge-${index}`,
    odometer: 50_125 + index * 250,
    kwh: 25,
  }));
  return [...fills, ...charges];
}

const PHEV = {
  ...EV,
  make: 'Mitsubishi',
  model: 'Outlander PHEV',
  fuelType: 'plug_in_hybrid',
  mileage: 53_000,
  fuelRecords: phevRecords(),
} as VehicleDetail;

function renderTab(vehicle: VehicleDetail = EV) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Toaster>
        <MemoryRouter>
          <FuelTab vehicle={vehicle} prefs={{ distance: 'km', volume: 'l', currency: 'USD' }} />
        </MemoryRouter>
      </Toaster>
    </QueryClientProvider>,
  );
}

describe('charges and gaps', () => {
  it('reads as charging: no fuel spending, tanks or grades', () => {
    renderTab();
    const figures = within(screen.getByLabelText('Fuel figures'));
    expect(figures.getByText('Spent on charging')).toBeTruthy();
    expect(screen.queryByText(/spent on fuel|full tank|grade/i)).toBeNull();
    expect(screen.queryByText('Home wallbox')).toBeNull();
  });

  it('flags a charge after an unrecorded one and proposes "missed the previous charge"', async () => {
    const user = userEvent.setup();
    renderTab();
    await user.click(screen.getByRole('button', { name: 'Add charge' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText(/full tank|grade/i)).toBeNull();
    expect(within(dialog).getByLabelText('Charger (optional)')).toBeTruthy();
    // 2,000 km since the last full charge on 50 kWh: a fifth of this car's usual 12.5 kWh/100 km.
    await user.type(within(dialog).getByLabelText(/Odometer/), '53600');
    await user.type(within(dialog).getByLabelText('Energy (kWh)'), '50');
    const status = await within(dialog).findByText(/covers 20% of the energy/);
    expect(status).toBeTruthy();
    const missed = within(dialog).getByRole('checkbox', { name: /Missed the previous charge/ });
    expect(missed).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: /Mark as/ }));
    expect(missed).toBeChecked();
    expect(within(dialog).queryByText(/covers 20%/)).toBeNull();
  });

  it("reads a plug-in hybrid's fill-ups apart from its charges: a fuel gap is still seen", async () => {
    const user = userEvent.setup();
    renderTab(PHEV);
    await user.click(screen.getByRole('button', { name: 'Add fill-up' }));
    const dialog = await screen.findByRole('dialog');
    // 3,000 km since the last full fill-up (53,000) on 30 L: a quarter of the usual 4 L/100 km;
    // the charge at 52,875 closes no fuel segment.
    await user.type(within(dialog).getByLabelText(/Odometer/), '56000');
    await user.type(within(dialog).getByLabelText(/Volume/), '30');
    expect(await within(dialog).findByText(/covers 25% of the fuel/)).toBeTruthy();
  });
});
