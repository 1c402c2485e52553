import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationReply } from '../../../shared/notifications-vocab.ts';
import { livePathMeta } from '../../lib/live-path.ts';
import { notificationsQueryOptions } from './list-notifications.ts';
import { unreadCountQueryKey } from './unread-count.ts';
import { useNotificationStream } from './use-notification-stream.ts';

/** A scripted EventSource: the test plays the server's events. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static all: FakeEventSource[] = [];
  readyState = FakeEventSource.OPEN;
  closed = false;
  readonly url: string;
  constructor(url: string) {
    super();
    this.url = url;
    FakeEventSource.all.push(this);
  }
  emit(type: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  fail() {
    this.readyState = FakeEventSource.CLOSED;
    this.dispatchEvent(new Event('error'));
  }
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
}

const reply: NotificationReply = {
  id: '00000000-0000-4000-8000-000000000009',
  type: 'like',
  title: 'New like',
  message: 'Ana liked your post.',
  linkPath: '/community/post/1',
  read: false,
  createdAt: new Date().toISOString(),
};

beforeEach(() => {
  FakeEventSource.all = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ notifications: [], nextCursor: null, unreadCount: 4 })),
    ),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(notificationsQueryOptions.queryKey, {
    pages: [{ notifications: [], nextCursor: null, unreadCount: 0 }],
    pageParams: [null],
  });
  const seen: NotificationReply[] = [];
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useNotificationStream(true, (n) => seen.push(n)), { wrapper });
  return { client, seen, hook };
}

describe('useNotificationStream', () => {
  it('sets the badge on connect, puts a new one on top and tells the caller', () => {
    const { client, seen, hook } = setup();
    const source = FakeEventSource.all[0]!;
    expect(source.url).toBe('/api/notifications/stream');
    act(() => source.emit('unread', { unreadCount: 2 }));
    expect(client.getQueryData(unreadCountQueryKey)).toBe(2);
    act(() => source.emit('notification', reply));
    expect(
      client.getQueryData(notificationsQueryOptions.queryKey)?.pages[0]?.notifications,
    ).toEqual([reply]);
    expect(seen).toEqual([reply]);
    hook.unmount();
    expect(source.closed).toBe(true);
  });

  it('reconnects after the browser gave up on the stream', () => {
    vi.useFakeTimers();
    const { hook } = setup();
    act(() => FakeEventSource.all[0]!.fail());
    expect(FakeEventSource.all).toHaveLength(1);
    act(() => vi.advanceTimersByTime(2000));
    expect(FakeEventSource.all).toHaveLength(2);
    hook.unmount();
    expect(FakeEventSource.all[1]!.closed).toBe(true);
  });

  it('refreshes at once what the new notification links to (the liked post, open here)', async () => {
    const { client, hook } = setup();
    const shown = (path: string, version: string) =>
      client.prefetchQuery({
        queryKey: ['page', path],
        queryFn: () => version,
        meta: livePathMeta(path),
      });
    await shown('/community/post/1', 'before');
    await shown('/community/post/2', 'before');
    act(() => FakeEventSource.all[0]!.emit('notification', reply));
    expect(client.getQueryState(['page', '/community/post/1'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['page', '/community/post/2'])?.isInvalidated).toBe(false);
    // A notification without a link refreshes nothing.
    await shown('/community/post/1', 'after');
    act(() => FakeEventSource.all[0]!.emit('notification', { ...reply, linkPath: null }));
    expect(client.getQueryState(['page', '/community/post/1'])?.isInvalidated).toBe(false);
    hook.unmount();
  });
});
