// Shared steps for the journeys: make a user through the API (fast) or through the UI, open the
// side menu the way the viewport offers it, and swipe with real touch events.
import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

export const PASSWORD = 'Gearbox-Lantern-42';

export function newEmail(label = 'driver') {
  return `${label}-${randomBytes(5).toString('hex')}@example.com`;
}

export function baseURL() {
  return test.info().project.use.baseURL ?? 'http://localhost:4310';
}

/** Sign-up opens no session (it answers alike for a taken address): sign in, as the web app does. */
export async function signInByApi(request: APIRequestContext, email: string, password = PASSWORD) {
  const response = await request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin: baseURL() },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Signs a new user up (and in) through the API; the browser context gets the session cookie. */
export async function signUpByApi(page: Page, name = 'Ann Driver') {
  const email = newEmail();
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { name, email, password: PASSWORD },
    headers: { origin: baseURL() },
  });
  expect(response.status(), await response.text()).toBe(200);
  await signInByApi(page.request, email);
  return { email, name, password: PASSWORD };
}

export function isMobile(page: Page) {
  return (page.viewportSize()?.width ?? 1440) < 1024;
}

/** The side menu: the permanent one on desktop, the drawer (opened first) on mobile. */
export async function openSideMenu(page: Page) {
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    return drawer;
  }
  await expect(page.getByRole('navigation', { name: 'Side menu' })).toBeVisible();
  const menu = page.getByRole('complementary', { name: 'Menu' });
  await expect(menu).toBeVisible();
  return menu;
}

/** A horizontal swipe with real touch events (Chromium DevTools protocol). */
export async function swipe(page: Page, fromX: number, toX: number, y = 400) {
  const cdp = await page.context().newCDPSession(page);
  const steps = 8;
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [{ x: fromX, y }],
  });
  for (let i = 1; i <= steps; i++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: fromX + ((toX - fromX) * i) / steps, y }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

export const PROTECTED_ROUTES = [
  '/delete-account',
  '/dashboard',
  '/assessment',
  '/ask-odo',
  '/car-lens',
  '/carlens-details',
  '/garage',
  '/favorites',
  '/vehicle/123',
  '/maintenance-costs',
  '/upcoming-services',
  '/billing',
  '/settings',
  '/settings/api',
  '/notifications',
  '/feedback',
  '/checkout/success?session_id=cs_test_123',
  '/checkout/cancel',
  '/community',
  '/community/create',
  '/community/post/1',
  '/community/profile/1',
];

export const TABS = [
  { name: 'Home', path: '/dashboard' },
  { name: 'Assess', path: '/assessment' },
  { name: 'Garage', path: '/garage' },
  { name: 'Car Lens', path: '/car-lens' },
  { name: 'Community', path: '/community' },
];

/**
 * Moves the single-page app to `path` as one of its own links would (a new history entry, no page
 * load), for pages nothing links to yet. React Router follows popstate like the back button.
 */
export async function navigateInApp(page: Page, path: string) {
  // A script string: this file is type-checked without the DOM library.
  await page.evaluate(`(() => {
    const idx = ((window.history.state && window.history.state.idx) || 0) + 1;
    window.history.pushState({ usr: null, key: 'e2e' + idx, idx }, '', ${JSON.stringify(path)});
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  })()`);
}

/** Every public page, as an anonymous visitor opens it (/splash moves on by itself: see routes.spec.ts). */
export const PUBLIC_ROUTES = [
  '/',
  '/landing',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/privacy',
  '/terms',
  '/support',
];

/** Starts a demo checkout of the yearly plan through the API: its session id and payment page. */
export async function startCheckoutByApi(page: Page) {
  const plans = (await (await page.request.get('/api/billing/plans')).json()) as {
    plans: { id: string; priceId: string | null }[];
  };
  const yearly = plans.plans.find((plan) => plan.id === 'yearly');
  const response = await page.request.post('/api/billing/checkout', {
    data: {
      price_id: yearly?.priceId,
      mode: 'subscription',
      success_url: `${baseURL()}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${baseURL()}/checkout/cancel`,
    },
    headers: { origin: baseURL() },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { sessionId: string; url: string };
}

/** Adds a car (a 2019 Civic unless said) to the signed-in user's garage through the API: its id. */
export async function addVehicleByApi(
  page: Page,
  car: Record<string, unknown> = {
    year: 2019,
    make: 'Honda',
    model: 'Civic',
    trim: 'EX',
    mileage: 42000,
  },
) {
  const response = await page.request.post('/api/garage/vehicles', {
    data: car,
    headers: { origin: baseURL() },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Publishes a community post as the signed-in user through the API: its id and author's id. */
export async function createPostByApi(page: Page, title = 'First oil change on the Civic') {
  const response = await page.request.post('/api/community/posts', {
    data: { title, body: 'Went with **5W-30**.', topic: 'maintenance', make: 'Honda' },
    headers: { origin: baseURL() },
  });
  expect(response.status(), await response.text()).toBe(201);
  const post = (await response.json()) as { id: string; author: { id: string } };
  return { id: post.id, authorId: post.author.id };
}

/**
 * Every signed-in page, with real ids where the page looks one up (a checkout session, a car, a
 * community post and member that exist), so a visit is a normal one.
 */
export async function signedInRoutes(page: Page) {
  const checkout = await startCheckoutByApi(page);
  const vehicleId = await addVehicleByApi(page);
  const post = await createPostByApi(page);
  const lookedUp = ['/checkout/success', '/vehicle/', '/community/post/', '/community/profile/'];
  return [
    ...PROTECTED_ROUTES.filter((route) => !lookedUp.some((prefix) => route.startsWith(prefix))),
    `/vehicle/${vehicleId}`,
    `/community/post/${post.id}`,
    `/community/profile/${post.authorId}`,
    `/checkout/success?session_id=${encodeURIComponent(checkout.sessionId)}`,
    '/',
  ];
}

/**
 * Stops the page's clock before it loads (timers fire only through `page.clock.runFor`), for
 * pages that move on by themselves, like /splash.
 */
export async function holdClock(page: Page) {
  const start = new Date('2026-11-23T09:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe for `page` with `tags`, run inside the page (legacy mode). The default mode runs axe in each
 * frame and then combines the results in a new blank page, which is a new renderer process per
 * check: two thirds of the accessibility journeys' renderer CPU (CI time, issue 30). Odo's pages
 * have no cross-origin frames, the one case that mode exists for.
 */
export function axeFor(page: Page, tags: string[] = WCAG_AA_TAGS) {
  return new AxeBuilder({ page }).withTags(tags).setLegacyMode(true);
}

/** axe on the page as it stands: its serious or critical violations (expected to be none). */
export async function seriousAxeViolations(page: Page, tags: string[] = WCAG_AA_TAGS) {
  const results = await axeFor(page, tags).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
}

export async function expectAccessible(page: Page, tags?: string[]) {
  expect(await seriousAxeViolations(page, tags)).toEqual([]);
}

type UsageCounter =
  'free_assessments_used' | 'free_carlens_results_used' | 'free_askodo_questions_used';

/** One of this month's free-use counters, as GET /api/usage reports it. */
export async function freeUsesOf(page: Page, counter: UsageCounter): Promise<number> {
  const response = await page.request.get('/api/usage');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { usage: Record<UsageCounter, number> };
  return body.usage[counter];
}
