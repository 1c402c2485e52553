// public/sw.js run against a stand-in service worker global: push shows the notification,
// a click focuses an open Odo tab on the link or opens one.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

type Listener = (event: Record<string, unknown>) => void;

function loadWorker(windows: { url: string; focus: () => Promise<unknown> }[] = []) {
  const listeners = new Map<string, Listener>();
  const self = {
    location: { origin: 'https://odo.test' },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: {
      claim: vi.fn(async () => undefined),
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async () => null),
    },
  };
  const source = fs.readFileSync(path.resolve(import.meta.dirname, '../../public/sw.js'), 'utf8');
  new Function('self', source)(self);
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
  };
  return { self, dispatch, listeners };
}

describe('the service worker', () => {
  it('leaves /api, other sites and non-GET requests to the network; answers pages and assets', async () => {
    const { listeners } = loadWorker();
    const pending: Promise<unknown>[] = [];
    const cache = {
      match: async () => undefined,
      put: async () => undefined,
      keys: async () => [],
      delete: async () => true,
    };
    vi.stubGlobal('caches', {
      open: async () => cache,
      match: async () => undefined,
      keys: async () => [],
      delete: async () => true,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { headers: { 'content-type': 'text/plain' } })),
    );
    const answered = (url: string, init: { method?: string; mode?: string } = {}) => {
      const respondWith = vi.fn((answer: Promise<unknown>) => pending.push(answer));
      listeners.get('fetch')!({
        request: { url, method: init.method ?? 'GET', mode: init.mode ?? 'cors' },
        respondWith,
        waitUntil: vi.fn(),
      });
      return respondWith.mock.calls.length > 0;
    };
    expect(answered('https://odo.test/api/garage/vehicles')).toBe(false);
    expect(answered('https://odo.test/api/session', { mode: 'navigate' })).toBe(false);
    expect(answered('https://odo.test/dashboard', { method: 'POST' })).toBe(false);
    expect(answered('https://cdn.example/x.js')).toBe(false);
    expect(answered('https://odo.test/garage', { mode: 'navigate' })).toBe(true);
    expect(answered('https://odo.test/assets/index-abc123.js')).toBe(true);
    expect(answered('https://odo.test/manifest.webmanifest')).toBe(true);
    await Promise.allSettled(pending);
    vi.unstubAllGlobals();
  });

  it('shows a push with its title, body and link', async () => {
    const { self, dispatch } = loadWorker();
    const payload = {
      id: 'n1',
      type: 'reply',
      title: 'New reply',
      body: 'Ben replied.',
      link: '/community/post/1',
    };
    await dispatch('push', { data: { json: () => payload, text: () => JSON.stringify(payload) } });
    expect(self.registration.showNotification).toHaveBeenCalledWith('New reply', {
      body: 'Ben replied.',
      icon: '/icons/icon-192.png',
      badge: '/favicon.svg',
      tag: 'n1',
      data: { link: '/community/post/1' },
    });
  });

  it('never follows a link off Odo', async () => {
    const { self, dispatch } = loadWorker();
    const payload = { title: 'x', body: 'y', link: '//evil.example/' };
    await dispatch('push', { data: { json: () => payload, text: () => '' } });
    expect(self.registration.showNotification).toHaveBeenCalledWith(
      'x',
      expect.objectContaining({ data: { link: '/notifications' } }),
    );
  });

  it('a click focuses an open tab on the link, or opens one', async () => {
    const navigate = vi.fn(async () => undefined);
    const tab = { url: 'https://odo.test/garage', focus: vi.fn(async () => ({ navigate })) };
    const open = loadWorker([tab]);
    const notification = { close: vi.fn(), data: { link: '/vehicle/7' } };
    await open.dispatch('notificationclick', { notification });
    expect(notification.close).toHaveBeenCalled();
    expect(tab.focus).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('https://odo.test/vehicle/7');

    const none = loadWorker([]);
    await none.dispatch('notificationclick', { notification });
    expect(none.self.clients.openWindow).toHaveBeenCalledWith('https://odo.test/vehicle/7');
  });
});
