import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoot } from '../app/app-root.tsx';
import { pageModules, resolveLazyRoutes } from '../app/router.tsx';
import { isShellPage, renderSignedInPage } from './render-signed-in.tsx';
import { meFixture, subscriptionFixture, usageFixture } from '../test/fixtures.ts';

const ME = meFixture();
// A page's API answers (decision 021) as the server reads them for this member.
const ANSWERS: Record<string, unknown> = {
  '/api/notifications?limit=1&unread=true': { notifications: [], nextCursor: null, unreadCount: 3 },
  '/api/billing/subscription': { premium: true, subscription: subscriptionFixture() },
  '/api/usage': usageFixture({ premium: true }),
  '/api/garage/vehicles': [],
  '/api/favorites': [],
};
const ANSWERED_AT = Date.UTC(2026, 10, 26, 12);

/** Every page inside the shell, with its parameters filled in. */
const SHELL_PAGES = pageModules()
  .filter((page) => page.modules.includes('./shell/app-shell.tsx'))
  .map((page) => page.path.replace(/:[a-z]+/gi, 'abc'));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('signed-in pages rendered on the server', () => {
  it('knows which pages are inside the shell', () => {
    expect(SHELL_PAGES).toEqual(expect.arrayContaining(['/dashboard', '/garage', '/vehicle/abc']));
    for (const path of SHELL_PAGES) expect(isShellPage(path), path).toBe(true);
    for (const path of [
      '/',
      '/login',
      '/car-lens',
      '/vehicle/abc/history',
      '/assessment/abc',
      '/nope',
    ]) {
      expect(isShellPage(path), path).toBe(false);
    }
  });

  it("renders each page's shell with the visitor's profile and notices, without asking the server", async () => {
    const fetchMock = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetchMock);
    expect(SHELL_PAGES.length).toBeGreaterThan(10);
    for (const path of SHELL_PAGES) {
      const page = await renderSignedInPage(path, ME);
      expect(page, path).not.toBeNull();
      const container = document.createElement('div');
      container.innerHTML = page!.html;
      expect(
        container.querySelector('[data-testid="verify-email-banner"]')?.textContent,
        path,
      ).toContain('Confirm your e-mail: we sent a link to dana@example.com.');
      expect(container.querySelector('nav'), path).not.toBeNull();
      expect(container.querySelector('main#main'), path).not.toBeNull();
      // The page itself renders in the browser, after the shell's first paint.
      expect(container.querySelector('main#main')?.children, path).toHaveLength(0);
      expect(page!.title, path).toMatch(/ · Odo$/);
    }
    expect((await renderSignedInPage('/garage?tab=fuel', ME))?.title).toBe('Garage · Odo');
    expect(await renderSignedInPage('/login', ME)).toBeNull();
    const verified = await renderSignedInPage('/dashboard', { ...ME, email_verified: true });
    expect(verified?.html).not.toContain('Confirm your e-mail');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("draws the shell with the page's API answers: the unread count is on the bell at once", async () => {
    const fetchMock = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetchMock);
    const drawn = async (answers: Record<string, unknown>) => {
      const container = document.createElement('div');
      container.innerHTML = (await renderSignedInPage('/garage', ME, { answers }))!.html;
      return container;
    };
    const answered = await drawn(ANSWERS);
    expect(answered.querySelector('[data-testid="unread-badge"]')?.textContent).toBe('3');
    expect(answered.querySelector('[aria-label="Notifications, 3 unread"]')).not.toBeNull();
    const without = await drawn({});
    expect(without.querySelector('[data-testid="unread-badge"]')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is taken over in the browser without a mismatch, keeping the painted nodes', async () => {
    // A phone (jsdom has no matchMedia): the shell asks whether the screen is wide.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }));
    // The app's other requests stay pending: what matters here is the first render.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      const text = args.map(String).join(' ');
      // Both of React's renderers in one process (never so in a browser) make React say so.
      if (!text.startsWith('Detected multiple renderers concurrently rendering')) errors.push(text);
    });
    for (const path of ['/dashboard', '/garage', '/community']) {
      const page = await renderSignedInPage(path, ME, {
        answers: ANSWERS,
        answeredAt: ANSWERED_AT,
      });
      window.history.replaceState(null, '', path);
      document.body.innerHTML = `<div id="root">${page!.html}</div>`;
      const container = document.getElementById('root') as HTMLElement;
      const banner = container.querySelector('[data-testid="verify-email-banner"]');
      expect(banner, path).not.toBeNull();
      const badge = container.querySelector('[data-testid="unread-badge"]');
      expect(badge?.textContent, path).toBe('3');
      await resolveLazyRoutes(path);
      await act(async () => {
        const rendered = { me: ME, answers: ANSWERS, answeredAt: ANSWERED_AT };
        root = hydrateRoot(container, <AppRoot rendered={rendered} />, {
          onRecoverableError(error) {
            throw error;
          },
        });
      });
      expect(container.querySelector('[data-testid="verify-email-banner"]'), path).toBe(banner);
      expect(container.querySelector('[data-testid="unread-badge"]'), path).toBe(badge);
      act(() => root?.unmount());
      root = null;
    }
    expect(errors).toEqual([]);
  });
});
