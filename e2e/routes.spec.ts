import { expect, test } from '@playwright/test';
import { PROTECTED_ROUTES, signUpByApi } from './helpers.ts';

test('every protected route sends a signed-out visitor to /login', async ({ page }) => {
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
  for (const route of [
    '/',
    '/splash',
    '/login',
    '/signup',
    '/forgot-password',
    '/privacy',
    '/terms',
    '/support',
  ]) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 }).first(), route).toBeVisible();
    await expect(page, route).not.toHaveURL(/\/login$/.test(route) ? /^$/ : /\/login$/);
  }
});
