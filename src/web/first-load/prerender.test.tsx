import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoot } from '../app/app-root.tsx';
import { resolveLazyRoutes } from '../app/router.tsx';
import { injectBootScreen, injectPage, PRERENDERED_PAGES } from './build/prerender-plugin.ts';
import { prerenderBootScreen, prerenderPage } from './prerender.tsx';

// Each page's h1. The legal and support texts are written elsewhere: their h1 names the page.
const H1: Record<string, RegExp> = {
  '/': /^Know your car\.\s*Keep it running\.$/,
  '/login': /^Welcome back$/,
  '/signup': /^Create your Odo account$/,
  '/forgot-password': /^Forgot your password\?$/,
  '/privacy': /Privacy/,
  '/terms': /Terms/,
  '/support': /Support/,
};

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <script src="/theme.js"></script>
    <title>Odo: your car, understood</title>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C3.css">
  </head>
  <body>
    <div id="root"></div>
    <noscript>Odo needs JavaScript to run.</noscript>
  </body>
</html>`;

// The hydration test drives React itself (no Testing Library), inside act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('prerendered public pages', () => {
  it('prerenders every public page signed out, without asking the server for anything', async () => {
    const fetchMock = vi.fn(async () => Response.json({ user: null }));
    vi.stubGlobal('fetch', fetchMock);
    for (const path of Object.keys(PRERENDERED_PAGES)) {
      const page = await prerenderPage(path);
      const container = document.createElement('div');
      container.innerHTML = page.html;
      const h1 = container.querySelectorAll('h1');
      expect(h1, path).toHaveLength(1);
      expect(h1[0]?.textContent?.trim(), path).toMatch(H1[path] ?? /./);
      // Nothing signed in: no session was asked for, so no user could be in the HTML.
      expect(page.html, path).not.toMatch(/Open Odo|Sign out|Log out/);
      expect(
        container.querySelector('[role="status"][aria-label], .animate-spin'),
        path,
      ).toBeNull();
    }
    expect(fetchMock).not.toHaveBeenCalled();
    const landing = await prerenderPage('/');
    expect(landing.title).toBe('Odo: your car, understood');
    expect(landing.html).toContain('Log in');
    expect(landing.html).toContain('Go yearly for best Deal');
    expect(landing.html).toContain('Monthly but expensive');
    expect((await prerenderPage('/login')).title).toBe('Log in · Odo');
  });

  it('writes the page into index.html with its title, and its code listed for after the paint', async () => {
    const page = await prerenderPage('/login');
    const html = injectPage(INDEX_HTML, page, ['assets/login-page-D4.js']);
    expect(html).toContain('<title>Log in · Odo</title>');
    expect(html).toContain(`<div id="root" data-prerendered="/login">${page.html}</div>`);
    expect(html).toContain(
      '<meta name="odo-app" content="/assets/index-A1.js /assets/react-B2.js /assets/login-page-D4.js" data-page="public" />',
    );
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-C3.css">');
    // A log-in form needs the app; the landing page reads without it.
    expect(html).toContain('<noscript>');
    expect(injectPage(INDEX_HTML, await prerenderPage('/'), [])).not.toContain('<noscript>');
  });

  it("gives the app's own index.html the loading screen, its code and each page's listed for after the paint", async () => {
    const pages = [{ path: '/vehicle/:id', files: ['/assets/vehicle-route-E5.js'] }];
    const html = injectBootScreen(INDEX_HTML, await prerenderBootScreen(), pages);
    const container = document.createElement('div');
    container.innerHTML = /<div id="root">([\s\S]*)<\/div>\s*<noscript>/.exec(html)?.[1] ?? '';
    // The same logo and announced spinner as the app's own loading screen (FullScreenSpinner).
    expect(container.querySelector('svg rect.fill-brand')).not.toBeNull();
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Loading Odo');
    expect(html).toContain(
      '<meta name="odo-app" content="/assets/index-A1.js /assets/react-B2.js" data-page="app" ' +
        'data-pages="[{&quot;path&quot;:&quot;/vehicle/:id&quot;,&quot;files&quot;:[&quot;/assets/vehicle-route-E5.js&quot;]}]" />',
    );
    expect(html).not.toContain('type="module"');
    expect(html).toContain('<noscript>');
  });

  it('hydrates each page in the browser without a mismatch', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ user: null })),
    );
    const pages = [];
    for (const path of Object.keys(PRERENDERED_PAGES)) pages.push(await prerenderPage(path));
    // Both of React's renderers in one process (never so in a browser) make React say so once
    // per context; every other console.error (a hydration mismatch above all) fails the test.
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      const text = args.map(String).join(' ');
      if (!text.startsWith('Detected multiple renderers concurrently rendering')) errors.push(text);
    });
    for (const page of pages) {
      const { path } = page;
      window.history.replaceState(null, '', path);
      document.body.innerHTML = `<div id="root">${page.html}</div>`;
      const container = document.getElementById('root') as HTMLElement;
      const heading = container.querySelector('h1');
      await resolveLazyRoutes(path);
      await act(async () => {
        root = hydrateRoot(container, <AppRoot />, {
          onRecoverableError(error) {
            throw error;
          },
        });
      });
      // React kept the server's nodes: the same h1 element, now live.
      expect(container.querySelector('h1'), path).toBe(heading);
      act(() => root?.unmount());
      root = null;
    }
    expect(errors).toEqual([]);
  });
});
