// A fill-up's receipt on its row (issue 29): attach a photo to a fill-up that has none (checked
// before it is sent), view a kept one, and remove it after confirming.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../components/ui/toast.tsx';
import { jsonResponse } from '../../test/fixtures.ts';
import { FuelReceiptActions } from './fuel-receipt-actions.tsx';

const URL_KEPT = '/api/files/receipts/u1/v1/0123456789abcdef0123456789abcdef-800.webp';
const PATH = '/api/garage/vehicles/v1/fuel/f1/receipt';
const WHAT = 'fill-up of Mar 14, 2026';

afterEach(() => vi.unstubAllGlobals());

function stub(reply: (method: string) => Response) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(
      String(input) === PATH
        ? reply(init?.method ?? 'GET')
        : jsonResponse(404, { error: { code: 'not_found', message: 'nf' } }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  const calls = (method: string) =>
    fetchMock.mock.calls.filter(([url, init]) => String(url) === PATH && init?.method === method);
  return { fetchMock, calls };
}

function renderActions(receiptUrl: string | null) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <Toaster>
        <FuelReceiptActions vehicleId="v1" record={{ id: 'f1', receiptUrl }} what={WHAT} />
      </Toaster>
    </QueryClientProvider>,
  );
}

const photo = (size = 2_000, type = 'image/jpeg') =>
  new File([new Uint8Array(size)], 'receipt.jpg', { type });

describe('a fill-up without a receipt', () => {
  it('attaches the photo picked, sent as the multipart `photo`, and says so', async () => {
    const { calls } = stub(() => jsonResponse(201, { receiptUrl: URL_KEPT }));
    const user = userEvent.setup();
    renderActions(null);
    expect(screen.queryByRole('link')).toBeNull();
    const input = screen.getByLabelText(`Attach a receipt photo to the ${WHAT}`);
    await user.upload(input, photo());
    await waitFor(() => expect(calls('POST')).toHaveLength(1));
    const body = calls('POST')[0]![1]!.body as FormData;
    expect((body.get('photo') as File).name).toBe('receipt.jpg');
    expect(await screen.findByText('Receipt attached')).toBeInTheDocument();
  });

  it('refuses what is not a picture or is over 10 MB before sending anything', async () => {
    const { fetchMock } = stub(() => jsonResponse(201, { receiptUrl: URL_KEPT }));
    const user = userEvent.setup({ applyAccept: false });
    renderActions(null);
    const input = screen.getByLabelText(`Attach a receipt photo to the ${WHAT}`);
    await user.upload(input, photo(2_000, 'application/pdf'));
    expect(
      await screen.findByText('Choose a photo (JPEG, PNG, WebP or HEIC).'),
    ).toBeInTheDocument();
    await user.upload(input, photo(10 * 1024 * 1024 + 1));
    expect(await screen.findByText('The photo is larger than 10 MB.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's refusal", async () => {
    stub(() =>
      jsonResponse(400, { error: { code: 'bad_request', message: 'This file is not a picture.' } }),
    );
    const user = userEvent.setup();
    renderActions(null);
    await user.upload(screen.getByLabelText(`Attach a receipt photo to the ${WHAT}`), photo());
    expect(await screen.findByText("The receipt wasn't attached")).toBeInTheDocument();
    expect(screen.getByText('This file is not a picture.')).toBeInTheDocument();
  });
});

describe('a fill-up with a receipt', () => {
  it('links it (new tab) and removes it only once confirmed', async () => {
    const { calls } = stub(() => new Response(null, { status: 204 }));
    const user = userEvent.setup();
    renderActions(URL_KEPT);
    const view = screen.getByRole('link', {
      name: `View the receipt of the ${WHAT} (opens in a new tab)`,
    });
    expect(view).toHaveAttribute('href', URL_KEPT);
    expect(view).toHaveAttribute('target', '_blank');
    expect(screen.queryByLabelText(/Attach a receipt/)).toBeNull();

    const remove = screen.getByRole('button', { name: `Remove the receipt of the ${WHAT}` });
    await user.click(remove);
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove the receipt?' });
    expect(dialog).toHaveTextContent('deleted for good; the record stays');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls('DELETE')).toHaveLength(0);

    await user.click(remove);
    await user.click(await screen.findByRole('button', { name: 'Remove receipt' }));
    await waitFor(() => expect(calls('DELETE')).toHaveLength(1));
    expect(await screen.findByText('Receipt removed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('keeps the dialog open with the error when the removal fails', async () => {
    stub(() =>
      jsonResponse(503, {
        error: { code: 'database_unavailable', message: 'The database cannot be reached.' },
      }),
    );
    const user = userEvent.setup();
    renderActions(URL_KEPT);
    await user.click(screen.getByRole('button', { name: `Remove the receipt of the ${WHAT}` }));
    await user.click(await screen.findByRole('button', { name: 'Remove receipt' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The database cannot be reached.');
    expect(screen.getByRole('alertdialog', { name: 'Remove the receipt?' })).toBeInTheDocument();
  });
});
