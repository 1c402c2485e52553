import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_COST, MAX_COST_MESSAGE } from '../../../shared/garage-vocab.ts';
import { jsonResponse } from '../../test/fixtures.ts';
import type { MaintenanceRecord } from './garage-types.ts';
import { MaintenanceForm } from './maintenance-dialog.tsx';

function renderForm(
  onDone = vi.fn(),
  options: { currency?: string; record?: MaintenanceRecord | null } = {},
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MaintenanceForm
        open
        onOpenChange={vi.fn()}
        vehicleId="v1"
        prefs={{ distance: 'mi', volume: 'us_gal', currency: options.currency ?? 'USD' }}
        record={options.record ?? null}
        // The car's mileage as the reply in miles gives it; the form sends km.
        currentMileage={10_000}
        onDone={onDone}
      />
    </QueryClientProvider>,
  );
  return onDone;
}

afterEach(() => vi.unstubAllGlobals());

describe('MaintenanceForm', () => {
  it("refuses a cost above the shared bound with the server's message, before asking it", async () => {
    const fetchMock = vi.fn((_input: RequestInfo | URL, init?: RequestInit) =>
      Promise.resolve(jsonResponse(201, { id: 'm1', ...JSON.parse(String(init?.body)) })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const onDone = renderForm();

    expect(screen.getByLabelText('Mileage (mi)')).toHaveValue('10000');
    await user.type(screen.getByLabelText('Cost (USD)'), String(MAX_COST + 1));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MAX_COST_MESSAGE)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Cost (USD)'));
    await user.type(screen.getByLabelText('Cost (USD)'), String(MAX_COST));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ type: 'oil_change', cost: MAX_COST, mileage: 16093 });
  });

  it('edits a record in the currency it was entered in; a new one takes the setting (issue 27)', () => {
    const usdRecord: MaintenanceRecord = {
      id: 'm1',
      vehicleId: 'v1',
      type: 'oil_change',
      typeLabel: 'Oil change',
      description: '',
      date: '2026-03-01',
      mileage: 16_000,
      cost: 387.42,
      currency: 'USD',
      receiptUrl: null,
      createdAt: '2026-03-01T10:00:00.000Z',
    };
    renderForm(vi.fn(), { currency: 'EUR', record: usdRecord });
    expect(screen.getByLabelText('Cost (USD)')).toHaveValue('387.42');
    expect(screen.queryByLabelText('Cost (EUR)')).toBeNull();
  });

  it('enters a new record in the display currency', () => {
    renderForm(vi.fn(), { currency: 'EUR' });
    expect(screen.getByLabelText('Cost (EUR)')).toBeInTheDocument();
  });
});
