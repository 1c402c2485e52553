// `npm run bench -- js`: the JavaScript each route needs on a first visit, measured in Chromium as a
// new visitor gets it (empty cache, no service worker): every script the page fetched until React
// had started and the network went quiet, each gzipped (level 9) and summed. Issue 30: ≤ 150 KB
// gzip per route (issue 13 asked for 170).
import zlib from 'node:zlib';
import { chromium, type Browser, type Request } from '@playwright/test';
import { chromiumArgs, findChromium } from '../scripts/chromium.ts';
import { PHONE_CONTEXT } from './phone-context.ts';

export const FIRST_ROUTE_JS_TARGET_KB = 150;

/** How long the network must stay quiet, after the app has started, for the route to be done. */
const QUIET_MS = 1_000;

export const PUBLIC_ROUTES = [
  '/',
  '/login',
  '/signup',
  '/forgot-password',
  '/privacy',
  '/terms',
  '/support',
] as const;

/** Signed-in routes; `:vehicle` is the benched user's car. */
export const SIGNED_IN_ROUTES = [
  '/dashboard',
  '/garage',
  '/vehicle/:vehicle',
  '/maintenance-costs',
  '/upcoming-services',
  '/assessment',
  '/ask-odo',
  '/car-lens',
  '/favorites',
  '/community',
  '/community/create',
  '/notifications',
  '/billing',
  '/settings',
] as const;

export interface RouteJs {
  path: string;
  signedIn: boolean;
  kbGzip: number;
  files: { file: string; gzip: number }[];
  passed: boolean;
}

export interface BenchUser {
  cookie: string;
  vehicleId: string;
}

async function post(base: string, cookie: string, path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, cookie },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`POST ${path} returned ${response.status}: ${await response.text()}`);
  return response.json();
}

/** A new user with one car, a few services and fill-ups (so charts and lists have something). */
export async function seedBenchUser(base: string): Promise<BenchUser> {
  const email = `bench-js-${process.pid}-${Date.now()}@example.com`;
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ name: 'Bench Driver', email, password: 'Bench-Odometer-7731!' }),
  });
  if (signUp.status !== 200) throw new Error(`sign-up returned ${signUp.status}`);
  // Sign-up opens no session: sign in, as the web app does right after.
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: 'Bench-Odometer-7731!' }),
  });
  if (signIn.status !== 200) throw new Error(`sign-in returned ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .join('; ');
  const vehicle = (await post(base, cookie, '/api/garage/vehicles', {
    year: 2019,
    make: 'Toyota',
    model: 'Corolla',
    mileage: 42_000,
  })) as { id: string };
  const day = (daysAgo: number) =>
    new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  for (let index = 0; index < 6; index++) {
    await post(base, cookie, `/api/garage/vehicles/${vehicle.id}/fuel`, {
      date: day(180 - index * 30),
      cost: 52 + index,
      volume: 40,
      odometer: 36_000 + index * 1_000,
    });
  }
  for (const [index, type] of ['oil_change', 'tyre_rotation', 'brake_pads'].entries()) {
    await post(base, cookie, `/api/garage/vehicles/${vehicle.id}/maintenance`, {
      type,
      date: day(150 - index * 40),
      mileage: 37_000 + index * 1_500,
      cost: 80 + index * 60,
    });
  }
  return { cookie, vehicleId: vehicle.id };
}

async function measureRoute(
  browser: Browser,
  base: string,
  routePath: string,
  cookie: string | null,
): Promise<RouteJs> {
  const context = await browser.newContext(PHONE_CONTEXT);
  try {
    if (cookie) {
      await context.addCookies(
        cookie.split('; ').map((pair) => {
          const at = pair.indexOf('=');
          return { name: pair.slice(0, at), value: pair.slice(at + 1), url: base };
        }),
      );
    }
    const page = await context.newPage();
    const bodies: Promise<{ file: string; gzip: number } | null>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const url = new URL(response.url());
      if (url.origin !== base) return;
      bodies.push(
        response
          .body()
          .then((body) => ({
            file: url.pathname,
            gzip: zlib.gzipSync(body, { level: 9 }).length,
          }))
          .catch(() => null),
      );
    });
    let inFlight = 0;
    let lastChange = Date.now();
    // Long-lived streams (the notification EventSource) never finish: not counted.
    const track = (delta: number) => (request: Request) => {
      if (request.resourceType() === 'eventsource') return;
      inFlight += delta;
      lastChange = Date.now();
    };
    page.on('request', track(1));
    page.on('requestfinished', track(-1));
    page.on('requestfailed', track(-1));
    await page.goto(`${base}${routePath}`, { waitUntil: 'networkidle' });
    // On a busy machine the network can go quiet before theme.js has asked for the app (a route
    // once read 2.2 KB): wait until React owns #root (createRoot and hydrateRoot mark it), then
    // until no request has been under way for QUIET_MS.
    await page.waitForFunction(
      `(() => {
        const root = document.getElementById('root');
        return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
      })()`,
      undefined,
      { timeout: 30_000 },
    );
    const giveUp = Date.now() + 30_000;
    while ((inFlight > 0 || Date.now() - lastChange < QUIET_MS) && Date.now() < giveUp) {
      await page.waitForTimeout(100);
    }
    if (cookie && new URL(page.url()).pathname === '/login') {
      throw new Error(`${routePath} sent the signed-in bench user to /login`);
    }
    const files = (await Promise.all(bodies))
      .filter((file): file is { file: string; gzip: number } => file !== null)
      .sort((a, b) => b.gzip - a.gzip);
    const kbGzip = files.reduce((sum, file) => sum + file.gzip, 0) / 1024;
    return {
      path: routePath,
      signedIn: cookie !== null,
      kbGzip,
      files,
      passed: kbGzip <= FIRST_ROUTE_JS_TARGET_KB,
    };
  } finally {
    await context.close();
  }
}

/** Each route's first-visit JavaScript on the server at `base` (a production build). */
export async function measureFirstRouteJs(base: string, user: BenchUser): Promise<RouteJs[]> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    const results: RouteJs[] = [];
    const routes = [
      ...PUBLIC_ROUTES.map((path) => ({ path, cookie: null })),
      ...SIGNED_IN_ROUTES.map((path) => ({
        path: path.replace(':vehicle', user.vehicleId),
        cookie: user.cookie,
      })),
    ];
    for (const route of routes) {
      const result = await measureRoute(browser, base, route.path, route.cookie);
      results.push(result);
      console.log(
        `  ${result.path.padEnd(24)} ${result.kbGzip.toFixed(1).padStart(6)} KB gzip in ` +
          `${result.files.length} files (${result.passed ? 'pass' : 'FAIL'})`,
      );
    }
    return results;
  } finally {
    await browser.close();
  }
}
