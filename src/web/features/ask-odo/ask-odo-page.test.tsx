import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AskStreamEvent, AskThreadDto } from '../../../shared/ask-odo-vocab.ts';
import { Toaster } from '../../components/ui/toast.tsx';
import { AppContext, type AppContextValue, type Vehicle } from '../../lib/app-context.ts';
import { jsonResponse } from '../../test/fixtures.ts';
import { AskOdoPage } from './ask-odo-page.tsx';

const THREAD = '11111111-1111-4111-8111-111111111111';
const CIVIC = '22222222-2222-4222-8222-222222222222';
const civic = {
  id: CIVIC,
  year: 2018,
  make: 'Honda',
  model: 'Civic',
  nickname: null,
  fuelRecords: [],
  maintenanceRecords: [],
} as unknown as Vehicle;

const SOURCES = [
  {
    kind: 'upcoming',
    title: 'Oil change — 2018 Honda Civic',
    detail: 'Typical of current owner’s manuals',
    vehicleId: CIVIC,
  },
  {
    kind: 'article',
    title: 'What the check engine light means',
    slug: 'check-engine-light',
    detail: 'SAE J2012',
    excerpt: 'The check engine light is an amber engine-shaped symbol.',
  },
] as const;

/** A streamed answer the test writes line by line. */
function liveStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, {
      status: 200,
      headers: { 'content-type': 'application/x-ndjson' },
    }),
    send(event: AskStreamEvent) {
      controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
    },
    end: () => controller.close(),
  };
}

function storedThread(answer: string): AskThreadDto {
  return {
    id: THREAD,
    title: 'When is my next oil change?',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:01.000Z',
    messages: [
      {
        id: 'q1',
        role: 'user',
        content: 'When is my next oil change?',
        engine: null,
        sources: [],
        status: 'complete',
        createdAt: '2026-11-20T10:00:00.000Z',
      },
      {
        id: 'a1',
        role: 'assistant',
        content: answer,
        engine: 'built-in',
        sources: [...SOURCES],
        status: 'complete',
        createdAt: '2026-11-20T10:00:01.000Z',
      },
    ],
  };
}

function stubServer(post: () => Response) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (init?.method === 'POST' && url.endsWith('/api/ask-odo/messages')) return post();
    if (init?.method === 'DELETE') return new Response(null, { status: 204 });
    if (url.endsWith('/api/ask-odo/threads')) {
      return jsonResponse(200, {
        threads: [
          {
            id: THREAD,
            title: 'Oil questions',
            createdAt: '2026-11-20T10:00:00.000Z',
            updatedAt: '2026-11-20T10:00:01.000Z',
            excerpt: '2018 Honda Civic: Oil change — due…',
          },
        ],
      });
    }
    if (url.includes(`/api/ask-odo/threads/${THREAD}`)) {
      return jsonResponse(200, storedThread('Your Civic needs an oil change by 10 March 2027.'));
    }
    return jsonResponse(404, { error: { code: 'not_found', message: 'Not found.' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const posts = (fetchMock: ReturnType<typeof stubServer>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

function renderPage(options: { allowed?: boolean; garage?: Vehicle[]; path?: string } = {}) {
  const app = {
    garage: options.garage ?? [civic],
    premium: false,
    usageSummary: null,
    checkLimit: vi.fn(() => options.allowed ?? true),
    openLimitModal: vi.fn(),
    recordUsage: vi.fn(),
  } as unknown as AppContextValue;
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <AppContext value={app}>
        <Toaster>
          <MemoryRouter initialEntries={[options.path ?? '/ask-odo']}>
            <AskOdoPage />
          </MemoryRouter>
        </Toaster>
      </AppContext>
    </QueryClientProvider>,
  );
  return app;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AskOdoPage', () => {
  it('suggests questions from the garage and streams the answer in as it is written', async () => {
    const stream = liveStream();
    const fetchMock = stubServer(() => stream.response);
    const app = renderPage();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: "When is the Civic's next oil change?" }));
    expect(app.checkLimit).toHaveBeenCalledWith('askodo');
    // The question goes with the browser's time zone, so "this year" is the asker's own.
    expect(JSON.parse(String(posts(fetchMock)[0]![1]!.body))).toEqual({
      question: "When is the Civic's next oil change?",
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(await screen.findByText(/looking at your garage/)).toBeInTheDocument();

    stream.send({
      type: 'start',
      threadId: THREAD,
      messageId: 'a1',
      questionId: 'q1',
      engine: 'built-in',
    });
    stream.send({ type: 'delta', text: 'Your Civic needs ' });
    const live = await screen.findByText(/Your Civic needs/);
    expect(live.closest('[aria-live="polite"]')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Based on')).not.toBeInTheDocument();

    stream.send({ type: 'delta', text: 'an oil change by 10 March 2027.' });
    expect(
      await screen.findByText('Your Civic needs an oil change by 10 March 2027.'),
    ).toBeInTheDocument();
    stream.send({ type: 'sources', sources: [...SOURCES] });
    stream.send({ type: 'done', messageId: 'a1', engine: 'built-in' });
    stream.end();

    await waitFor(() => expect(app.recordUsage).toHaveBeenCalledWith('askodo'));
    const answer = await screen.findByRole('article', { name: "Odo's answer" });
    expect(
      within(answer).getByRole('link', { name: /Oil change — 2018 Honda Civic/ }),
    ).toHaveAttribute('href', `/vehicle/${CIVIC}`);
    // The article opens inline.
    await user.click(within(answer).getByText('What the check engine light means'));
    expect(within(answer).getByText(/amber engine-shaped symbol/)).toBeVisible();
    expect(within(answer).getByText(/Answered by Odo's built-in engine/)).toBeInTheDocument();
    expect(app.openLimitModal).not.toHaveBeenCalled();
  });

  it('checks the limit before sending: a used free question opens the limit modal, nothing is sent', async () => {
    const fetchMock = stubServer(() => jsonResponse(500, {}));
    const app = renderPage({ allowed: false });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your question'), 'When is my next oil change?{Enter}');
    expect(app.checkLimit).toHaveBeenCalledWith('askodo');
    expect(posts(fetchMock)).toHaveLength(0);
    expect(app.recordUsage).not.toHaveBeenCalled();
  });

  it("opens the limit modal on the server's 402 and records nothing", async () => {
    stubServer(() =>
      jsonResponse(402, {
        error: { code: 'limit_reached', message: 'Limit reached.', feature: 'askodo', cap: 1 },
      }),
    );
    const app = renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your question'), 'What does the ABS light mean?{Enter}');
    await waitFor(() => expect(app.openLimitModal).toHaveBeenCalledWith('askodo'));
    expect(app.recordUsage).not.toHaveBeenCalled();
    expect(
      screen.queryByText('What does the ABS light mean?', { selector: 'p' }),
    ).not.toBeInTheDocument();
    // The question goes back into the box.
    expect(screen.getByLabelText('Your question')).toHaveValue('What does the ABS light mean?');
  });

  it('sends on Enter and starts a new line on Shift+Enter', async () => {
    const stream = liveStream();
    const fetchMock = stubServer(() => stream.response);
    renderPage();
    const user = userEvent.setup();
    const box = screen.getByLabelText('Your question');
    await user.type(box, 'First line{Shift>}{Enter}{/Shift}second line');
    expect(box).toHaveValue('First line\nsecond line');
    expect(posts(fetchMock)).toHaveLength(0);
    await user.keyboard('{Enter}');
    expect(JSON.parse(String(posts(fetchMock)[0]![1]!.body))).toEqual({
      question: 'First line\nsecond line',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('shows a stored conversation with its sources, copies an answer, and deletes after confirming', async () => {
    const fetchMock = stubServer(() => jsonResponse(500, {}));
    const writeText = vi.fn(async () => {});
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage({ path: `/ask-odo?thread=${THREAD}` });

    expect(
      await screen.findByText('Your Civic needs an oil change by 10 March 2027.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy answer' }));
    expect(writeText).toHaveBeenCalledWith('Your Civic needs an oil change by 10 March 2027.');
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();

    const list = screen.getAllByRole('navigation', { name: 'Conversations' })[0]!;
    await user.click(await within(list).findByRole('button', { name: 'Delete “Oil questions”' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete conversation' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => init?.method === 'DELETE' && String(url).endsWith(`/threads/${THREAD}`),
        ),
      ).toBe(true),
    );
  });

  it('suggests general questions when the garage is empty', () => {
    stubServer(() => jsonResponse(500, {}));
    renderPage({ garage: [] });
    expect(
      screen.getByRole('button', { name: 'What does the check engine light mean?' }),
    ).toBeInTheDocument();
  });
});
