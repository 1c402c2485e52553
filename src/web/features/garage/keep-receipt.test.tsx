// "Keep this photo as the fill-up's receipt" (issue 29): unchecked by default; when ticked, the
// fill-up is saved first and the photo read is then uploaded as its receipt; a failed upload says
// so without losing the saved fill-up.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../components/ui/toast.tsx';
import { jsonResponse } from '../../test/fixtures.ts';
import { FuelForm } from './fuel-dialog.tsx';

const READING = {
  date: '2026-03-14',
  volume: 40,
  volumeUnit: 'l',
  pricePerUnit: 1.5,
  total: 60,
  currency: 'EUR',
  confidence: 0.9,
  fields: { date: 0.9, volume: 0.9, volumeUnit: 0.9, pricePerUnit: 0.9, total: 0.9, currency: 0.9 },
};

function stubServer(receiptStatus: number) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith('/read/receipt')) return Promise.resolve(jsonResponse(200, READING));
    if (url.endsWith('/fuel/f1/receipt')) {
      return Promise.resolve(
        receiptStatus === 201
          ? jsonResponse(201, { receiptUrl: '/api/files/receipts/u/v1/abc-800.webp' })
          : jsonResponse(receiptStatus, {
              error: { code: 'storage_failed', message: 'The file store is unavailable.' },
            }),
      );
    }
    return Promise.resolve(jsonResponse(201, { id: 'f1', ...JSON.parse(String(init?.body)) }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderForm(onDone: () => void) {
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
          prefs={{ distance: 'km', volume: 'l', currency: 'EUR' }}
          record={null}
          currentMileage={50_000}
          electric={false}
          onDone={onDone}
        />
      </Toaster>
    </QueryClientProvider>,
  );
}

const receiptPhoto = () =>
  new File([new Uint8Array([1, 2, 3])], 'receipt.jpg', { type: 'image/jpeg' });

const calledUrls = (fetchMock: ReturnType<typeof stubServer>) =>
  fetchMock.mock.calls.map(([input]) => String(input));

afterEach(() => vi.unstubAllGlobals());

describe('keeping the receipt photo with the fill-up', () => {
  it('offers the choice only after a reading, unchecked, and uploads after saving when ticked', async () => {
    const fetchMock = stubServer(201);
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderForm(onDone);
    expect(screen.queryByLabelText(/Keep this photo/)).toBeNull();

    await user.upload(screen.getByTestId('read-receipt-file'), receiptPhoto());
    const keep = await screen.findByRole('checkbox', {
      name: /Keep this photo as the fill-up's receipt/,
    });
    expect(keep).not.toBeChecked();
    // Reachable and toggled from the keyboard.
    keep.focus();
    await user.keyboard(' ');
    expect(keep).toBeChecked();

    await user.type(screen.getByLabelText('Odometer (km)'), '50400');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    await waitFor(() => expect(calledUrls(fetchMock)).toHaveLength(3));
    const [, saved, upload] = fetchMock.mock.calls;
    expect(String(saved![0])).toBe('/api/garage/vehicles/v1/fuel');
    expect(JSON.parse(String(saved![1]?.body))).toMatchObject({ date: '2026-03-14', cost: 60 });
    expect(String(upload![0])).toBe('/api/garage/vehicles/v1/fuel/f1/receipt');
    const body = upload![1]?.body as FormData;
    expect((body.get('photo') as File).name).toBe('receipt.jpg');
  });

  it('does not upload the photo when the box is left unticked', async () => {
    const fetchMock = stubServer(201);
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderForm(onDone);
    await user.upload(screen.getByTestId('read-receipt-file'), receiptPhoto());
    await screen.findByRole('checkbox', { name: /Keep this photo/ });
    await user.type(screen.getByLabelText('Odometer (km)'), '50400');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calledUrls(fetchMock).some((url) => url.endsWith('/fuel/f1/receipt'))).toBe(false);
    expect(calledUrls(fetchMock)).toHaveLength(2);
  });

  it('says so in a toast when the upload fails, the fill-up staying saved', async () => {
    const fetchMock = stubServer(503);
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderForm(onDone);
    await user.upload(screen.getByTestId('read-receipt-file'), receiptPhoto());
    await user.click(await screen.findByRole('checkbox', { name: /Keep this photo/ }));
    await user.type(screen.getByLabelText('Odometer (km)'), '50400');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(
      await screen.findByText("The fill-up was saved, but its receipt photo wasn't kept"),
    ).toBeVisible();
    expect(screen.getByText('The file store is unavailable.')).toBeVisible();
    expect(
      calledUrls(fetchMock).filter((url) => url === '/api/garage/vehicles/v1/fuel'),
    ).toHaveLength(1);
  });
});
