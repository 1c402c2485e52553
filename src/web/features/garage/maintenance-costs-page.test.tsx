import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CostsDto, CostTotals } from '../../../shared/garage-vocab.ts';
import { jsonResponse } from '../../test/fixtures.ts';
import { MaintenanceCostsPage } from './maintenance-costs-page.tsx';

const USD: CostTotals = {
  currency: 'USD',
  total: 387.42,
  maintenance: 387.42,
  fuel: 0,
  expenses: 0,
  costPerDistance: 0.242,
  totalCostOfOwnership: 387.42,
};
const EUR: CostTotals = {
  currency: 'EUR',
  total: 125.5,
  maintenance: 0,
  fuel: 120,
  expenses: 5.5,
  costPerDistance: 0.078,
  totalCostOfOwnership: 125.5,
};

/** GET /api/garage/costs as the server answers it for these currencies (one car). */
function costs(totals: CostTotals[]): CostsDto {
  const single = totals.length === 1 ? totals[0]! : null;
  const figures = {
    currency: single?.currency ?? null,
    total: single?.total ?? null,
    maintenance: single?.maintenance ?? null,
    fuel: single?.fuel ?? null,
    expenses: single?.expenses ?? null,
    costPerDistance: single?.costPerDistance ?? null,
    totalCostOfOwnership: single?.totalCostOfOwnership ?? null,
  };
  const has = (currency: string) => totals.some((row) => row.currency === currency);
  return {
    period: '12_months',
    from: '2025-04-01',
    to: '2026-03-15',
    distanceUnit: 'km',
    ...figures,
    totals,
    byCategory: [
      ...(has('EUR')
        ? [
            { kind: 'fuel' as const, key: 'fuel', label: 'Fuel', currency: 'EUR', amount: 120 },
            {
              kind: 'expense' as const,
              key: 'parking',
              label: 'Parking',
              currency: 'EUR',
              amount: 5.5,
            },
          ]
        : []),
      ...(has('USD')
        ? [
            {
              kind: 'maintenance' as const,
              key: 'oil_change',
              label: 'Oil change',
              currency: 'USD',
              amount: 387.42,
            },
          ]
        : []),
    ],
    byMonth: totals.map((row) => ({
      month: '2026-03',
      currency: row.currency,
      maintenance: row.maintenance,
      fuel: row.fuel,
      expenses: row.expenses,
      total: row.total,
    })),
    byVehicle: [{ vehicleId: 'v-golf', name: 'Golf', distance: 1_600, ...figures, totals }],
    distance: 1_600,
  };
}

function serve(reply: CostsDto) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/garage/settings') {
        return jsonResponse(200, { distanceUnit: 'km', volumeUnit: 'l', currency: 'EUR' });
      }
      if (url.pathname === '/api/garage/costs') return jsonResponse(200, reply);
      return jsonResponse(404, { error: { code: 'not_found', message: 'Not found.' } });
    }),
  );
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MaintenanceCostsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** One figure of the page's totals: its label and value. */
async function figure(label: string) {
  return within(await screen.findByLabelText('Totals'))
    .getByText(label)
    .closest('div')!;
}

afterEach(() => vi.unstubAllGlobals());

describe('MaintenanceCostsPage amounts (issue 27)', () => {
  it('reads USD spend in dollars while the display currency is EUR', async () => {
    serve(costs([USD]));
    renderPage();
    expect(await figure('Total in this period')).toHaveTextContent('$387.42');
    expect(await figure('Cost per km')).toHaveTextContent('$0.24/km');
    expect(screen.getByRole('img', { name: /^Spend by month/ })).toBeTruthy();
    expect(screen.queryByText(/€/)).toBeNull();
  });

  it('lists each currency on its own when the spend is mixed, one chart per currency', async () => {
    serve(costs([EUR, USD]));
    renderPage();
    expect(await figure('Total in this period')).toHaveTextContent('€125.50 + $387.42');
    expect(await figure('Maintenance')).toHaveTextContent(/^Maintenance\$387\.42$/);
    expect(await figure('Fuel')).toHaveTextContent(/^Fuel€120\.00$/);
    expect(await figure('Cost per km')).toHaveTextContent('€0.08/km + $0.24/km');
    expect(screen.getByText('Spend by month (EUR)')).toBeTruthy();
    expect(screen.getByText('Spend by month (USD)')).toBeTruthy();
    const categories = within(screen.getByRole('region', { name: 'By category' }));
    expect(categories.getByText('$387.42')).toBeTruthy();
    expect(categories.getByText('€120.00')).toBeTruthy();
    const vehicles = within(screen.getByRole('region', { name: 'By vehicle' }));
    expect(vehicles.getByText('€125.50 + $387.42')).toBeTruthy();
  });
});
