import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HistoryTotals, VehicleHistoryDto } from '../../../shared/garage-history.ts';
import { HistoryDocument } from './history-document.tsx';

const USD_TOTALS: HistoryTotals = {
  currency: 'USD',
  total: 439.9,
  maintenance: 49.9,
  fuel: 90,
  expenses: 300,
};

/** A history as the server answers it: a USD car, or one with a EUR parking fee added later. */
function history(mixed: boolean): VehicleHistoryDto {
  const totals = mixed
    ? [{ currency: 'EUR', total: 20, maintenance: 0, fuel: 0, expenses: 20 }, USD_TOTALS]
    : [USD_TOTALS];
  const single = (value: number) => (mixed ? null : value);
  return {
    vehicle: {
      year: 2019,
      make: 'Škoda',
      model: 'Octavia',
      trim: '',
      vin: null,
      mileage: 45_000,
      fuelType: null,
      colour: null,
      imageUrl: null,
    },
    units: { distance: 'km', volume: 'l' },
    currency: mixed ? null : 'USD',
    generatedAt: '2026-03-02T10:00:00.000Z',
    summary: {
      servicesCount: 1,
      totalSpent: single(439.9),
      maintenanceTotal: single(49.9),
      fuelTotal: single(90),
      expensesTotal: single(300),
      totals,
      lastService: { date: '2024-03-01', mileage: 45_000, typeLabel: 'Oil change' },
      since: '2023-12-01',
    },
    maintenance: [
      {
        date: '2024-03-01',
        mileage: 45_000,
        type: 'oil_change',
        typeLabel: 'Oil change',
        description: '',
        cost: 49.9,
        currency: 'USD',
      },
    ],
    fuel: {
      fillUps: 2,
      totalVolume: 60,
      totalKwh: 0,
      totalCost: single(90),
      distance: 400,
      economyUnit: 'L/100 km',
      averageEconomy: null,
      lastEconomy: null,
      averageKwhPer100: null,
      firstDate: '2024-02-01',
      lastDate: '2024-02-15',
    },
    expenses: {
      count: mixed ? 2 : 1,
      total: single(300),
      byCategory: [
        ...(mixed
          ? [{ category: 'parking', label: 'Parking', currency: 'EUR', amount: 20, count: 1 }]
          : []),
        { category: 'insurance', label: 'Insurance', currency: 'USD', amount: 300, count: 1 },
      ],
    },
  };
}

function stat(label: string) {
  const summary = screen.getByRole('region', { name: 'Summary' });
  return within(summary).getByText(label).closest('div')!;
}

describe('HistoryDocument amounts (issue 27)', () => {
  it('reads a USD car in dollars, its records and totals', () => {
    render(<HistoryDocument history={history(false)} />);
    expect(stat('Total spent')).toHaveTextContent('$439.90');
    expect(screen.getAllByText('$49.90').length).toBeGreaterThan(0);
    expect(screen.getByText(/amounts in USD/)).toBeTruthy();
    expect(screen.queryByText(/€/)).toBeNull();
  });

  it('sums each currency on its own and shows each amount in its own currency', () => {
    render(<HistoryDocument history={history(true)} />);
    expect(stat('Total spent')).toHaveTextContent('€20.00 + $439.90');
    const expenses = screen.getByRole('region', { name: 'Other expenses' });
    expect(within(expenses).getByText('€20.00', { selector: 'dd' })).toBeTruthy();
    expect(within(expenses).getByText('$300.00', { selector: 'dd' })).toBeTruthy();
    expect(within(expenses).getAllByText('€20.00 + $300.00')).toHaveLength(2);
    const fuel = screen.getByRole('region', { name: 'Fuel' });
    expect(within(fuel).getAllByText('$90.00')).toHaveLength(2);
    expect(screen.getByText(/each amount in the currency it was paid in/)).toBeTruthy();
    expect(screen.queryByText(/NaN/)).toBeNull();
  });
});
