import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_KINDS, type NotificationReply } from '../../../shared/notifications-vocab.ts';
import { jsonResponse } from '../../test/fixtures.ts';
import { NotificationsPage } from './notifications-page.tsx';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

function notification(n: number, extra: Partial<NotificationReply> = {}): NotificationReply {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    type: 'comment',
    title: `Title ${n}`,
    message: `Message ${n}`,
    linkPath: null,
    read: false,
    createdAt: minutesAgo(n),
    ...extra,
  };
}

/** A tiny /api/notifications: two pages, read state, preferences; records every call. */
function serve(rows: NotificationReply[], options: { failList?: boolean } = {}) {
  const calls: string[] = [];
  const unread = () => rows.filter((row) => !row.read).length;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push(
        `${method} ${url.pathname}${url.search}${init?.body ? ` ${String(init.body)}` : ''}`,
      );
      if (url.pathname === '/api/notifications' && method === 'GET') {
        if (options.failList && !url.searchParams.has('unread')) {
          return jsonResponse(500, { error: { code: 'internal', message: 'Server trouble.' } });
        }
        const start = url.searchParams.get('cursor') === 'page-2' ? 2 : 0;
        const size = url.searchParams.get('limit') === '1' ? 1 : 2;
        return jsonResponse(200, {
          notifications: rows.slice(start, start + size),
          nextCursor: start === 0 && rows.length > 2 && size === 2 ? 'page-2' : null,
          unreadCount: unread(),
        });
      }
      if (url.pathname === '/api/notifications/read') {
        const { ids } = JSON.parse(String(init?.body)) as { ids?: string[] };
        for (const row of rows) if (!ids || ids.includes(row.id)) row.read = true;
        return jsonResponse(200, { unreadCount: unread() });
      }
      if (url.pathname === '/api/notifications/preferences') {
        return jsonResponse(
          200,
          Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, { inApp: true, push: true }])),
        );
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
      <MemoryRouter initialEntries={['/notifications']}>
        <NotificationsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NotificationsPage', () => {
  it('lists newest first, loads more, marks one read on tap and all at once', async () => {
    const calls = serve([
      notification(1),
      notification(2, { read: true, type: 'like' }),
      notification(3),
    ]);
    const user = userEvent.setup();
    renderPage();

    const list = await screen.findByRole('list', { name: 'Your notifications' });
    let items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Title 1 (unread)Message 1'),
      expect.stringMatching(/^Title 2Message 2/),
    ]);
    expect(await screen.findByText('2 unread')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Title 1/ }));
    await waitFor(() => expect(screen.getByText('1 unread')).toBeInTheDocument());
    expect(calls).toContain(
      'POST /api/notifications/read {"ids":["00000000-0000-4000-8000-000000000001"]}',
    );

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('You are all caught up.')).toBeInTheDocument();
    items = within(list).getAllByRole('listitem');
    expect(items.some((item) => item.textContent?.includes('(unread)'))).toBe(false);
    expect(calls).toContain('POST /api/notifications/read {}');
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();

    // jsdom has no push: the settings say so, and the per-kind switches are there.
    expect(await screen.findByText(/cannot show push notifications/)).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Service reminders: push' })).toBeChecked();
  });

  it('shows the empty state', async () => {
    serve([]);
    renderPage();
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });

  it('says when the list cannot be loaded', async () => {
    serve([notification(1)], { failList: true });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your notifications could not be loaded: Server trouble.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
