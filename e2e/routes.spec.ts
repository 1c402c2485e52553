import { expect, test } from '@playwright/test';
import { holdClock, PROTECTED_ROUTES, PUBLIC_ROUTES, signUpByApi } from './helpers.ts';

test('every protected route sends a signed-out visitor to /login', async ({ page }) => {
  // One page load per protected route (more than 20 now): a per-route budget, not 45 s for all.
  test.setTimeout(PROTECTED_ROUTES.length * 10_000);
  for (const route of PROTECTED_ROUTES) {
    await page.goto(route);
    await expect(page, route).toHaveURL(/\/login/);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  }
});

test('after signing in, the visitor comes back to the page they wanted', async ({ page }) => {
  const user = await signUpByApi(page, 'Dee Return');
  await page.context().clearCookies();
  await page.goto('/garage');
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/garage$/);
});

test('/profile?ref=X leads to /signup?ref=X', async ({ page }) => {
  await page.goto('/profile?ref=ABCD2345');
  await expect(page).toHaveURL(/\/signup\?ref=ABCD2345$/);
  await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
});

test('an unknown path lands on /landing with a page-not-found notice and no loop', async ({
  page,
}) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/landing$/);
  await expect(page.getByRole('status').filter({ hasText: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/landing');
  await expect(page).toHaveURL(/\/landing$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('public pages open without signing in', async ({ page }) => {
  for (const route of PUBLIC_ROUTES) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 }).first(), route).toBeVisible();
    await expect(page, route).toHaveURL(new RegExp(`${route.replace(/\//g, '\\/')}$`));
  }
});

// /splash shows the logo, then moves on by itself: the test holds the clock, so nothing races it.
test('/splash shows the logo, then goes on to /login when signed out', async ({ page }) => {
  await holdClock(page);
  await page.goto('/splash');
  await expect(page.getByRole('heading', { level: 1, name: 'Odo' })).toBeVisible();
  await expect(page).toHaveURL(/\/splash$/);
  await page.clock.runFor(2000);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('/splash goes on to /dashboard when signed in', async ({ page }) => {
  await signUpByApi(page, 'Sy Splash');
  await holdClock(page);
  await page.goto('/splash');
  await expect(page.getByRole('heading', { level: 1, name: 'Odo' })).toBeVisible();
  await expect(page).toHaveURL(/\/splash$/);
  await page.clock.runFor(2000);
  await expect(page).toHaveURL(/\/dashboard$/);
  // Home greets by the time of day and the first name.
  await expect(
    page.getByRole('heading', { level: 1, name: /^(Good (morning|afternoon|evening)|Hello), Sy$/ }),
  ).toBeVisible();
});

test('signed in, the landing page offers Odo itself instead of log-in and sign-up', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await signUpByApi(page, 'Lana Landing');
  await page.goto('/');
  const open = page.getByRole('link', { name: 'Open Odo' });
  await expect(open.first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  await expect(
    page.getByRole('link', { name: /Create your free account|Get started/ }),
  ).toHaveCount(0);
  await open.first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('each page has its own document title', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Odo: your car, understood');
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveTitle('Log in · Odo');
  await signUpByApi(page, 'Tia Title');
  await page.goto('/garage');
  await expect(page).toHaveTitle('Garage · Odo');
  await page
    .getByRole('navigation', { name: 'Tabs' })
    .getByRole('link', { name: 'Community' })
    .click();
  await expect(page).toHaveTitle('Community · Odo');
});
