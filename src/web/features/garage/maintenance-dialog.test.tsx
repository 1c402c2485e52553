import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_COST, MAX_COST_MESSAGE } from '../../../shared/garage-vocab.ts';
import { jsonResponse } from '../../test/fixtures.ts';
import { MaintenanceForm } from './maintenance-dialog.tsx';

function renderForm(onDone = vi.fn()) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MaintenanceForm
        open
        onOpenChange={vi.fn()}
        vehicleId="v1"
        prefs={{ distance: 'mi', volume: 'us_gal', currency: 'USD' }}
        record={null}
        currentMileage={16093.44}
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
});
