// "Read from photo" and "Read receipt" in the record forms: a reading pre-fills the fields (saved
// only on Save), a lower mileage is flagged, low-confidence fields are named, and a photo that
// cannot be read shows the server's message and tips.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../components/ui/toast.tsx';
import { jsonResponse } from '../../test/fixtures.ts';
import { FuelForm } from './fuel-dialog.tsx';
import { MaintenanceForm } from './maintenance-dialog.tsx';

function wrap(children: ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <Toaster>{children}</Toaster>
    </QueryClientProvider>,
  );
}

const photo = () => new File([new Uint8Array([1, 2, 3])], 'odo.jpg', { type: 'image/jpeg' });

afterEach(() => vi.unstubAllGlobals());

describe('reading photos into the record forms', () => {
  it('pre-fills the mileage with the reading and saves only on Save', async () => {
    const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
      Promise.resolve(
        String(input).endsWith('/read/odometer')
          ? jsonResponse(200, { reading: { value: 52_345, unit: 'km' }, confidence: 0.82 })
          : jsonResponse(201, { id: 'm1', ...JSON.parse(String(init?.body)) }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onDone = vi.fn();
    const user = userEvent.setup();
    wrap(
      <MaintenanceForm
        open
        onOpenChange={vi.fn()}
        vehicleId="v1"
        prefs={{ distance: 'km', volume: 'l', currency: 'EUR' }}
        record={null}
        currentMileage={50_000}
        onDone={onDone}
      />,
    );
    await user.upload(screen.getByTestId('read-odometer-file'), photo());
    expect(await screen.findByText(/Read 52,345 km from the photo \(82% sure\)/)).toBeVisible();
    expect(screen.getByLabelText('Mileage (km)')).toHaveValue('52345');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await user.type(screen.getByLabelText('Cost (EUR)'), '80');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const body = JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ mileage: 52_345 });
  });

  it('converts a reading in miles and flags one below the last record', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        jsonResponse(200, { reading: { value: 20_000, unit: 'mi' }, confidence: 0.6 }),
      ),
    );
    const user = userEvent.setup();
    wrap(
      <MaintenanceForm
        open
        onOpenChange={vi.fn()}
        vehicleId="v1"
        prefs={{ distance: 'km', volume: 'l', currency: 'EUR' }}
        record={null}
        currentMileage={50_000}
        onDone={vi.fn()}
      />,
    );
    await user.upload(screen.getByTestId('read-odometer-file'), photo());
    expect(await screen.findByText(/below the car's last record \(50,000 km\)/)).toBeVisible();
    expect(screen.getByLabelText('Mileage (km)')).toHaveValue('32187');
  });

  it('shows the message and tips of a photo it could not read', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        jsonResponse(422, {
          error: {
            code: 'not_recognised',
            message: 'We could not read an odometer in that photo.',
            tips: ['Show the total distance (ODO), not the trip meter.'],
          },
        }),
      ),
    );
    const user = userEvent.setup();
    wrap(
      <MaintenanceForm
        open
        onOpenChange={vi.fn()}
        vehicleId="v1"
        prefs={{ distance: 'km', volume: 'l', currency: 'EUR' }}
        record={null}
        currentMileage={50_000}
        onDone={vi.fn()}
      />,
    );
    await user.upload(screen.getByTestId('read-odometer-file'), photo());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not read an odometer in that photo.');
    expect(alert).toHaveTextContent('Show the total distance (ODO), not the trip meter.');
    expect(screen.getByLabelText('Mileage (km)')).toHaveValue('50000');
  });

  /** A fill-up form in `currency` whose receipt photo the server reads as `reading`. */
  async function readReceiptInto(currency: string, reading: Record<string, unknown>) {
    vi.stubGlobal('fetch', () => Promise.resolve(jsonResponse(200, reading)));
    const user = userEvent.setup();
    wrap(
      <FuelForm
        open
        onOpenChange={vi.fn()}
        vehicleId="v1"
        prefs={{ distance: 'km', volume: 'l', currency }}
        record={null}
        currentMileage={50_000}
        electric={false}
        onDone={vi.fn()}
      />,
    );
    await user.upload(screen.getByTestId('read-receipt-file'), photo());
  }

  it('pre-fills a fill-up from a receipt and names the fields to check', async () => {
    await readReceiptInto('USD', {
      date: '2026-03-14',
      volume: 10,
      volumeUnit: 'gal',
      pricePerUnit: 3.5,
      total: 35,
      currency: 'USD',
      confidence: 0.8,
      fields: {
        date: 0.6,
        volume: 0.95,
        volumeUnit: 0.8,
        pricePerUnit: 0.95,
        total: 0.95,
        currency: 0.85,
      },
    });
    expect(await screen.findByText(/Check the date: not read clearly/)).toBeVisible();
    expect(screen.getByLabelText('Date')).toHaveValue('2026-03-14');
    expect(screen.getByLabelText('Volume (L)')).toHaveValue('37.85');
    expect(screen.getByLabelText('Cost (USD)')).toHaveValue('35.00');
  });

  it('says when the receipt printed no unit and which one was assumed', async () => {
    await readReceiptInto('MYR', {
      date: '2018-01-18',
      volume: 16.32,
      volumeUnit: 'L',
      pricePerUnit: 2.57,
      total: 41.95,
      currency: 'MYR',
      confidence: 0.79,
      fields: {
        date: 0.9,
        volume: 0.95,
        volumeUnit: 0.5,
        pricePerUnit: 0.95,
        total: 0.95,
        currency: 0.85,
      },
    });
    expect(
      await screen.findByText(
        'The receipt prints no unit: litres assumed, as sold where MYR is spent.',
      ),
    ).toBeVisible();
    expect(screen.getByLabelText('Volume (L)')).toHaveValue('16.32');
    expect(screen.queryByText(/not read clearly/)).toBeNull();
  });
});
