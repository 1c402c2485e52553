import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FEEDBACK_PLACEHOLDER,
  FEEDBACK_SUCCESS,
  type FeedbackItem,
} from '../../../shared/feedback.ts';
import { jsonResponse } from '../../test/fixtures.ts';
import { FeedbackPage } from './feedback-page.tsx';

/** A tiny /api/feedback: the list (or a failure), and a POST that adds to it. */
function serve(rows: FeedbackItem[], options: { failList?: boolean } = {}) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url.pathname}`);
      if (url.pathname === '/api/feedback' && method === 'GET') {
        if (options.failList) {
          return jsonResponse(500, { error: { code: 'internal', message: 'Server trouble.' } });
        }
        return jsonResponse(200, rows);
      }
      if (url.pathname === '/api/feedback' && method === 'POST') {
        const { message } = JSON.parse(String(init?.body)) as { message: string };
        const saved = { id: `f${rows.length + 1}`, message, created_at: new Date().toISOString() };
        rows.unshift(saved);
        return jsonResponse(201, { id: saved.id, created_at: saved.created_at });
      }
      return jsonResponse(404, { error: { code: 'not_found', message: 'Not found.' } });
    }),
  );
  return calls;
}

function renderPage() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/feedback']}>
        <FeedbackPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('/feedback', () => {
  it("lists the member's feedback, newest first, with the date each was sent", async () => {
    serve([
      {
        id: 'f2',
        message: 'Please add tyre pressure logs.\nThanks!',
        created_at: '2027-11-27T09:30:00.000Z',
      },
      { id: 'f1', message: 'The garage view is great.', created_at: '2027-11-20T08:00:00.000Z' },
    ]);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Your feedback' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading your feedback');
    const list = await screen.findByRole('list', { name: 'Feedback you sent' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Please add tyre pressure logs.');
    expect(items[1]!.textContent).toContain('The garage view is great.');
    const time = items[0]!.querySelector('time')!;
    expect(time.getAttribute('datetime')).toBe('2027-11-27T09:30:00.000Z');
    expect(time.textContent).toMatch(/2027/);
    expect(time.textContent).not.toContain('2027-11-27');
  });

  it('says when there is none yet, and sending one from the page lists it', async () => {
    const calls = serve([]);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No feedback yet' })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('button', { name: 'Send feedback' })[0]!);
    await user.type(await screen.findByPlaceholderText(FEEDBACK_PLACEHOLDER), 'Lovely app');
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }));
    expect(await screen.findByText(FEEDBACK_SUCCESS)).toBeTruthy();
    // Closed at once (it would close itself after 2 s): the page behind it shows the new one.
    await user.keyboard('{Escape}');
    const list = await screen.findByRole('list', { name: 'Feedback you sent' });
    expect(list.textContent).toContain('Lovely app');
    expect(calls).toEqual(['GET /api/feedback', 'POST /api/feedback', 'GET /api/feedback']);
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    serve([], { failList: true });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your feedback could not be loaded: Server trouble.');
    serve([{ id: 'f1', message: 'Back again', created_at: '2027-11-20T08:00:00.000Z' }]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('Back again')).toBeTruthy());
  });
});
