// The fill-up form reads the reply's units (the garage asks in the user's) and still sends the
// API's km and litres: an edit in US gallons and miles shows the record as given.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../components/ui/toast.tsx';
import { jsonResponse } from '../../test/fixtures.ts';
import { FuelForm } from './fuel-dialog.tsx';
import type { FuelRecord } from './garage-types.ts';

/** A fill-up as the reply in miles and US gallons gives it. */
const RECORD: FuelRecord = {
  id: 'f1',
  vehicleId: 'v1',
  date: '2026-02-10',
  cost: 45,
  currency: 'USD',
  volume: 10,
  kwh: null,
  odometer: 31_373.5,
  fullTank: true,
  missedPrevious: false,
  grade: null,
  economy: null,
  receiptUrl: null,
  createdAt: '2026-02-10T12:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('FuelForm in the reply’s units', () => {
  it('shows the record in miles and US gallons and sends km and litres', async () => {
    const fetchMock = vi.fn((_input: RequestInfo | URL, init?: RequestInit) =>
      Promise.resolve(jsonResponse(200, { ...RECORD, ...JSON.parse(String(init?.body)) })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onDone = vi.fn();
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    });
    render(
      <QueryClientProvider client={client}>
        <Toaster>
          <FuelForm
            open
            onOpenChange={vi.fn()}
            vehicleId="v1"
            prefs={{ distance: 'mi', volume: 'us_gal', currency: 'USD' }}
            record={RECORD}
            currentMileage={31_374}
            electric={false}
            records={[RECORD]}
            onDone={onDone}
          />
        </Toaster>
      </QueryClientProvider>,
    );
    expect(screen.getByLabelText('Volume (US gal)')).toHaveValue('10');
    expect(screen.getByLabelText('Odometer (mi)')).toHaveValue('31373.5');
    expect(screen.getByText('Currently about 31374 mi')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [input, init] = fetchMock.mock.calls[0]!;
    expect(String(input)).not.toContain('units=');
    const body = JSON.parse(String(init?.body)) as { volume: number; odometer: number };
    expect(body.volume).toBeCloseTo(37.854, 3);
    expect(body.odometer).toBeCloseTo(31_373.5 * 1.609344, 2);
  });
});
