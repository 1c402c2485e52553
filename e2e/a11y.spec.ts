// axe (WCAG 2.0/2.1 A and AA) on every public and signed-in page, at the phone (360 px) and
// desktop (1440 px) widths of the two projects: no serious or critical violation anywhere. The
// same visits are watched for console errors, exceptions and refused requests (console-watch.ts):
// one visit per page serves both checks.
import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './console-watch.ts';
import {
  axeFor,
  holdClock,
  openSideMenu,
  PUBLIC_ROUTES,
  signedInRoutes,
  signUpByApi,
} from './helpers.ts';

/** How long /splash shows before it moves on (src/web/features/landing/splash-page.tsx). */
const SPLASH_MS = 1200;

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

test.beforeEach(async ({ page }) => {
  // Animations end at once, so colours are measured as they settle (not mid-fade).
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

type Visit = (route: string) => Promise<void>;

/** Goes to `route` and waits until its heading shows and the network has settled. */
function plainVisit(page: Page): Visit {
  return async (route) => {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 }).first(), route).toBeVisible();
    await page.waitForLoadState('networkidle');
  };
}

async function seriousViolations(page: Page, route: string, visit = plainVisit(page)) {
  await visit(route);
  const results = await axeFor(page, TAGS).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      route,
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
}

test('public pages have no serious or critical axe violations and log no errors', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { problems, visit } = watchConsole(page);
  const found = [];
  for (const route of PUBLIC_ROUTES) found.push(...(await seriousViolations(page, route, visit)));
  expect(found).toEqual([]);
  expect(problems).toEqual([]);
});

// /splash moves on by itself after 1.2 s, so its clock is held from before it loads. axe waits on
// timers of its own (every rule ends in a setTimeout), so the test moves the held clock on in
// 10 ms steps while axe runs and checks that the splash was still showing when axe finished:
// no real timer races the check. axeFor runs axe in this page (legacy mode), not in a blank page
// of the same held clock.
test('the splash screen has no serious or critical axe violations', async ({ page }) => {
  await holdClock(page);
  await page.goto('/splash');
  await expect(page.getByRole('heading', { level: 1, name: 'Odo' })).toBeVisible();
  let finished = false;
  const analysis = axeFor(page, TAGS)
    .analyze()
    .finally(() => {
      finished = true;
    });
  let held = 0;
  while (!finished && held < SPLASH_MS - 100) {
    await page.clock.runFor(10);
    held += 10;
  }
  expect(finished, `axe finished within ${held} ms of the held clock`).toBe(true);
  const results = await analysis;
  await expect(page).toHaveURL(/\/splash$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Odo' })).toBeVisible();
  expect(results.passes.length).toBeGreaterThan(0);
  expect(
    results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({ rule: violation.id, targets: violation.nodes.map((n) => n.target) })),
  ).toEqual([]);
});

// In groups, so each test stays short and the two workers share them.
const GROUPS = 4;
for (let group = 0; group < GROUPS; group++) {
  test(`signed-in pages have no serious or critical axe violations and log no errors (${group + 1}/${GROUPS})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const { problems, visit } = watchConsole(page);
    await signUpByApi(page, 'Axel Audit');
    const routes = (await signedInRoutes(page)).filter((_, index) => index % GROUPS === group);
    const found = [];
    for (const route of routes) found.push(...(await seriousViolations(page, route, visit)));
    expect(found).toEqual([]);
    expect(problems).toEqual([]);
  });
}

// A fresh member's /billing shows no subscription; a subscriber's shows its facts (trial end, card)
// as a definition list, checked here at both widths, with the trial's success page before it.
test("a subscriber's /billing and the trial's success page have no serious or critical axe violations", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpByApi(page, 'Tilly Trial');
  await page.goto('/billing');
  const monthly = page.getByRole('main').getByRole('region', { name: 'Monthly but expensive' });
  await monthly.getByRole('button', { name: /free trial/ }).click();
  await expect(page).toHaveURL(/\/api\/billing\/demo\/checkout\//);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /Start free trial/ }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?session_id=/);
  // Nothing was charged: the page says the trial has started, not that a payment was confirmed.
  const confirmed = page.getByRole('status').filter({ hasText: 'Your free trial has started' });
  await expect(confirmed).toBeVisible();
  await expect(page.getByText('Your payment is confirmed')).toHaveCount(0);
  const found = await seriousViolations(page, page.url().replace(/^https?:\/\/[^/]+/, ''));

  found.push(...(await seriousViolations(page, '/billing')));
  const current = page.getByRole('main').getByRole('region', { name: 'Odo Premium' });
  await expect(current.getByRole('term')).toHaveText(['First billing date', 'Card']);
  await expect(current.getByRole('definition').last()).toHaveText('Visa •••• 4242');
  expect(found).toEqual([]);
});

test('the side-menu footer links and Home\'s "See all" links are 44 px tap targets', async ({
  page,
}) => {
  await signUpByApi(page, 'Tap Target');
  await page.goto('/dashboard');
  for (const name of ['See all notifications', 'See all community posts']) {
    const seeAll = page.getByRole('link', { name });
    await expect(seeAll).toBeVisible();
    expect((await seeAll.boundingBox())?.height, name).toBeGreaterThanOrEqual(44);
  }
  const menu = await openSideMenu(page);
  const targets = [
    menu.getByRole('link', { name: /@/ }),
    menu.getByRole('link', { name: 'Privacy Policy' }),
    menu.getByRole('link', { name: 'Terms of Service' }),
  ];
  for (const target of targets) {
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    expect(box?.height, (await target.textContent()) ?? '').toBeGreaterThanOrEqual(44);
  }
});
