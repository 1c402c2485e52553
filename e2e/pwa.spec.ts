// Odo as an installable app: the web app manifest and its icons, and the service worker's app
// shell: after one online visit, /dashboard opens offline with the offline notice, which goes when
// the connection comes back.
import { expect, test } from '@playwright/test';
import { signUpByApi } from './helpers.ts';

// The service worker is what this file is about (the other journeys block it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test('the manifest is served as application/manifest+json with Odo’s icons at their sizes', async ({
  page,
  request,
}) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Odo',
    short_name: 'Odo',
    scope: '/',
    display: 'standalone',
  });
  expect(['/splash', '/dashboard']).toContain(manifest.start_url);

  const wanted = [
    { sizes: '192x192', purpose: 'any' },
    { sizes: '512x512', purpose: 'any' },
    { sizes: '512x512', purpose: 'maskable' },
  ];
  for (const { sizes, purpose } of wanted) {
    const icon = manifest.icons.find(
      (entry) => entry.sizes === sizes && (entry.purpose ?? 'any').split(' ').includes(purpose),
    );
    expect(icon, `${sizes} ${purpose}`).toBeDefined();
    const file = await request.get(icon!.src);
    expect(file.status(), icon!.src).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    expect(pngSize(await file.body()), icon!.src).toBe(sizes);
  }

  // The page links it, with the apple-touch-icon, and its theme colour is the page's (light).
  await page.goto('/login');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  const touch = await request.get(touchIcon!);
  expect(touch.status()).toBe(200);
  expect(pngSize(await touch.body())).toBe('180x180');
  const lightTheme = await page
    .locator('meta[name="theme-color"][media="(prefers-color-scheme: light)"]')
    .getAttribute('content');
  expect(manifest.theme_color).toBe(lightTheme);
  expect(manifest.background_color).toBe(lightTheme);
});

test('after one online visit /dashboard opens offline, saying so until the connection is back', async ({
  page,
  context,
}) => {
  await signUpByApi(page);
  await page.goto('/dashboard');
  const tabs = page.getByRole('navigation', { name: 'Tabs' });
  await expect(tabs.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);

  // The worker is active and controls the page, and has saved the shell and what the page loaded.
  await expect.poll(() => page.evaluate('navigator.serviceWorker.controller !== null')).toBe(true);
  await expect
    .poll(() =>
      page.evaluate(`(async () => {
        const loaded = performance.getEntriesByType('resource')
          .map((entry) => new URL(entry.name))
          .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
          .map((url) => url.pathname);
        const missing = [];
        for (const path of ['/dashboard', '/manifest.webmanifest', ...loaded]) {
          if (!(await caches.match(path))) missing.push(path);
        }
        return missing;
      })()`),
    )
    .toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-notice')).toHaveText(
    'You’re offline — showing what was saved; changes need a connection.',
  );
  await expect(tabs.getByRole('link', { name: 'Home' })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);
});
