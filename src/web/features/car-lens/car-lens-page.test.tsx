import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppContext, type AppContextValue } from '../../lib/app-context.ts';
import { jsonResponse } from '../../test/fixtures.ts';
import { CARLENS_TIPS } from '../../../shared/car-lens-vocab.ts';
import { carLensResultFixture } from './car-lens-fixtures.ts';
import { CarLensPage } from './car-lens-page.tsx';

/** XMLHttpRequest as the scan uses it: answers every send with `reply`. */
function stubXhr(reply: { status: number; body: unknown }) {
  const sent: FormData[] = [];
  class FakeXhr {
    status = 0;
    response: unknown = null;
    responseType = '';
    withCredentials = false;
    url = '';
    upload: { onprogress?: (event: ProgressEvent) => void; onload?: () => void } = {};
    onload?: () => void;
    onerror?: () => void;
    open(_method: string, url: string) {
      this.url = url;
    }
    send(body: FormData) {
      sent.push(body);
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 } as ProgressEvent);
        this.upload.onload?.();
        this.status = reply.status;
        this.response = reply.body;
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

function Where() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

function renderPage(options: { allowed?: boolean } = {}) {
  const app = {
    checkLimit: vi.fn(() => options.allowed ?? true),
    recordUsage: vi.fn(),
  } as unknown as AppContextValue;
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <AppContext value={app}>
        <MemoryRouter initialEntries={['/car-lens']}>
          <Routes>
            <Route path="/car-lens" element={<CarLensPage />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </AppContext>
    </QueryClientProvider>,
  );
  return app;
}

const photo = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff])], 'plate.jpg', { type: 'image/jpeg' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CarLensPage', () => {
  it('offers the camera on phones, a picker and a drop zone, under a framing guide', () => {
    renderPage();
    const camera = screen.getByLabelText('Take a photo');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(screen.getByLabelText('Choose a photo')).toHaveAttribute(
      'accept',
      'image/*,.heic,.heif',
    );
    expect(screen.getByTestId('drop-zone')).toHaveTextContent('VIN plate or door sticker');
  });

  it('checks the limit first: at the cap nothing is uploaded', async () => {
    const sent = stubXhr({ status: 201, body: carLensResultFixture() });
    const app = renderPage({ allowed: false });
    await userEvent.upload(screen.getByLabelText('Choose a photo'), photo());
    expect(app.checkLimit).toHaveBeenCalledWith('carlens');
    expect(sent).toHaveLength(0);
  });

  it('uploads the photo, counts the result and opens the details', async () => {
    const sent = stubXhr({ status: 201, body: carLensResultFixture() });
    const app = renderPage();
    await userEvent.upload(screen.getByLabelText('Choose a photo'), photo());
    expect(
      await screen.findByText('at /carlens-details?id=33333333-3333-4333-8333-333333333333'),
    ).toBeInTheDocument();
    expect(sent[0]!.get('photo')).toBeInstanceOf(File);
    expect(app.recordUsage).toHaveBeenCalledWith('carlens');
  });

  it('shows the tips when no VIN was found, and nothing is counted', async () => {
    stubXhr({
      status: 422,
      body: {
        error: {
          code: 'not_recognised',
          message: 'We could not find a VIN.',
          tips: [...CARLENS_TIPS],
        },
      },
    });
    const app = renderPage();
    await userEvent.upload(screen.getByLabelText('Choose a photo'), photo());
    expect(await screen.findByText('No VIN found in that photo')).toBeInTheDocument();
    expect(screen.getByText(CARLENS_TIPS[0])).toBeInTheDocument();
    expect(app.recordUsage).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Try another photo' }));
    expect(screen.getByLabelText('Choose a photo')).toBeInTheDocument();
  });

  it('pre-fills the typed-VIN form with a partial reading to correct', async () => {
    stubXhr({
      status: 422,
      body: {
        error: {
          code: 'not_recognised',
          message: 'We could not read the VIN in that photo for certain.',
          tips: [...CARLENS_TIPS],
          partial: 'WVWZZZ1JZXW0000K1',
        },
      },
    });
    renderPage();
    await userEvent.upload(screen.getByLabelText('Choose a photo'), photo());
    expect(await screen.findByText('Check the VIN we read')).toBeInTheDocument();
    expect(screen.getByLabelText('Type the VIN')).toHaveValue('WVWZZZ1JZXW0000K1');
  });

  it('takes a European VIN as typed: no check digit is asked of it', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse(201, carLensResultFixture({ method: 'manual' })),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    await userEvent.type(screen.getByLabelText('Type the VIN'), 'wvwzzz1jzxw000001');
    await userEvent.click(screen.getByRole('button', { name: 'Decode VIN' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByText(/check digit/)).not.toBeInTheDocument();
    expect(await screen.findByText(/^at \/carlens-details\?id=/)).toBeInTheDocument();
  });

  it('says why a refused file was refused (no tips)', async () => {
    stubXhr({
      status: 400,
      body: { error: { code: 'bad_request', message: 'That file is not a picture we can read.' } },
    });
    renderPage();
    await userEvent.upload(screen.getByLabelText('Choose a photo'), photo());
    expect(await screen.findByText('That file is not a picture we can read.')).toBeInTheDocument();
    expect(screen.queryByText(CARLENS_TIPS[0])).not.toBeInTheDocument();
  });

  it('focuses a refused VIN and checks it again as it is corrected', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse(201, carLensResultFixture({ method: 'manual' })),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    const field = screen.getByLabelText('Type the VIN');
    await userEvent.type(field, '1HGCM82633A004353');
    await userEvent.click(screen.getByRole('button', { name: 'Decode VIN' }));
    expect(await screen.findByText(/check digit/)).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(field, '{Backspace}2');
    await waitFor(() => expect(screen.queryByText(/check digit/)).not.toBeInTheDocument());
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('decodes a typed VIN, checked as typed first', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse(201, carLensResultFixture({ method: 'manual' })),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    const field = screen.getByLabelText('Type the VIN');
    await userEvent.type(field, '1HGCM82633A004353');
    await userEvent.click(screen.getByRole('button', { name: 'Decode VIN' }));
    expect(await screen.findByText(/check digit/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, '1hgcm82633a004352');
    await userEvent.click(screen.getByRole('button', { name: 'Decode VIN' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(await screen.findByText(/^at \/carlens-details\?id=/)).toBeInTheDocument();
  });
});
