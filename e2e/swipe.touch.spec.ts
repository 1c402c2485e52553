// Touch gestures, run in the phone project only (see playwright.config.ts).
import { expect, test } from '@playwright/test';
import { signUpByApi, swipe } from './helpers.ts';

test.beforeEach(async ({ page }) => {
  await signUpByApi(page, 'Sam Swipe');
});

test('swiping moves between tabs and stops at both ends', async ({ page }) => {
  await page.goto('/dashboard');
  // Swipe once the page is on screen, as a person would (not while it is still loading).
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const width = page.viewportSize()!.width;
  // Right swipe on the first tab does nothing.
  await swipe(page, width * 0.3, width * 0.9);
  await page.waitForTimeout(400);
  await expect(page).toHaveURL(/\/dashboard$/);
  // Left swipe: next tab.
  await swipe(page, width * 0.8, width * 0.2);
  await expect(page).toHaveURL(/\/assessment$/);
  await swipe(page, width * 0.8, width * 0.2);
  await expect(page).toHaveURL(/\/garage$/);
  // Right swipe: previous tab.
  await swipe(page, width * 0.3, width * 0.9);
  await expect(page).toHaveURL(/\/assessment$/);
  // Left swipe on the last tab does nothing.
  await page.goto('/community');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await swipe(page, width * 0.8, width * 0.2);
  await page.waitForTimeout(400);
  await expect(page).toHaveURL(/\/community$/);
});

test('a right swipe from the edge of more than 100 px goes back one step', async ({ page }) => {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  // Too short: stays.
  await swipe(page, 5, 60);
  await page.waitForTimeout(400);
  await expect(page).toHaveURL(/\/settings$/);
  await swipe(page, 5, 160);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('off the tabs, a right swipe of more than 100 px from mid-screen goes back', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  const width = page.viewportSize()!.width;
  // Too short from the middle: stays.
  await swipe(page, width * 0.4, width * 0.4 + 80);
  await page.waitForTimeout(400);
  await expect(page).toHaveURL(/\/settings$/);
  // A left swipe does nothing off the tabs.
  await swipe(page, width * 0.8, width * 0.2);
  await page.waitForTimeout(400);
  await expect(page).toHaveURL(/\/settings$/);
  await swipe(page, width * 0.3, width * 0.3 + 160);
  await expect(page).toHaveURL(/\/dashboard$/);
  // On a tab page the same mid-screen swipe is "previous tab", not back.
  await page
    .getByRole('navigation', { name: 'Tabs' })
    .getByRole('link', { name: 'Garage' })
    .click();
  await expect(page).toHaveURL(/\/garage$/);
  await swipe(page, width * 0.3, width * 0.3 + 160);
  await expect(page).toHaveURL(/\/assessment$/);
});
