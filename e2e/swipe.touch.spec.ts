// Touch gestures, run in the phone project only (see playwright.config.ts).
import { expect, test, type Page } from '@playwright/test';
import { navigateInApp, signUpByApi, swipe } from './helpers.ts';

/** A height on the page's title: a swipe there starts on no control or side-scrolling row. */
async function titleY(page: Page) {
  const box = await page.getByRole('heading', { level: 1 }).first().boundingBox();
  return box!.y + box!.height / 2;
}

test.beforeEach(async ({ page }) => {
  await signUpByApi(page, 'Sam Swipe');
});

test('swiping moves between tabs and stops at both ends', async ({ page }) => {
  await page.goto('/dashboard');
  // Swipe once the page is on screen, as a person would (not while it is still loading).
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const width = page.viewportSize()!.width;
  // Right swipe on the first tab does nothing: the left swipe after it goes one tab on from Home.
  await swipe(page, width * 0.3, width * 0.9, await titleY(page));
  // Left swipe: next tab. Each swipe waits for the page before it to be on screen, and starts on
  // its title (lower down, a form field or a side-scrolling row keeps the swipe for itself).
  const heading = (name: string) => page.getByRole('heading', { level: 1, name });
  await swipe(page, width * 0.8, width * 0.2, await titleY(page));
  await expect(page).toHaveURL(/\/assessment$/);
  await expect(heading('Vehicle assessment')).toBeVisible();
  await swipe(page, width * 0.8, width * 0.2, await titleY(page));
  await expect(page).toHaveURL(/\/garage$/);
  await expect(heading('Garage')).toBeVisible();
  // Right swipe: previous tab.
  await swipe(page, width * 0.3, width * 0.9, await titleY(page));
  await expect(page).toHaveURL(/\/assessment$/);
  // Left swipe on the last tab does nothing.
  await page.goto('/community');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await swipe(page, width * 0.8, width * 0.2, await titleY(page));
  // ...so the right swipe after it goes one tab back from Community.
  await swipe(page, width * 0.3, width * 0.9, await titleY(page));
  await expect(page).toHaveURL(/\/car-lens$/);
});

/** Home, then Garage (a tab), then Settings (from the menu): two steps to go back through. */
async function openSettingsFromGarage(page: Page) {
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Tabs' })
    .getByRole('link', { name: 'Garage' })
    .click();
  await expect(page).toHaveURL(/\/garage$/);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}

test('a right swipe from the edge of more than 100 px goes back one step', async ({ page }) => {
  await openSettingsFromGarage(page);
  // Too short: stays. Had it gone back, the long swipe after it would end on Home, not Garage.
  await swipe(page, 5, 60);
  await swipe(page, 5, 160);
  await expect(page).toHaveURL(/\/garage$/);
});

test('off the tabs, a right swipe of more than 100 px from mid-screen goes back', async ({
  page,
}) => {
  await openSettingsFromGarage(page);
  const width = page.viewportSize()!.width;
  const y = await titleY(page);
  // A left swipe does nothing off the tabs, nor does a short one from the middle: had either moved,
  // the long swipe after them would not end on Garage (from Garage it goes to the tab before).
  await swipe(page, width * 0.8, width * 0.2, y);
  await swipe(page, width * 0.4, width * 0.4 + 80, y);
  await swipe(page, width * 0.3, width * 0.3 + 160, y);
  await expect(page).toHaveURL(/\/garage$/);
  // On a tab page the same mid-screen swipe is "previous tab", not back.
  await expect(page.getByRole('heading', { level: 1, name: 'Garage' })).toBeVisible();
  await swipe(page, width * 0.3, width * 0.3 + 160, await titleY(page));
  await expect(page).toHaveURL(/\/assessment$/);
});

test('on /car-lens (a tab without the shell) swipes move between tabs', async ({ page }) => {
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Tabs' })
    .getByRole('link', { name: 'Car Lens' })
    .click();
  await expect(page).toHaveURL(/\/car-lens$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Car Lens' })).toBeVisible();
  const width = page.viewportSize()!.width;
  // Left swipe: the next tab (the last one, Community).
  await swipe(page, width * 0.8, width * 0.2);
  await expect(page).toHaveURL(/\/community$/);
  // Right swipe from mid-screen: back to the previous tab, Car Lens. (Wait for Community's own
  // title: while its page loads, Car Lens's may still be the one on screen.)
  await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
  await swipe(page, width * 0.3, width * 0.9, await titleY(page));
  await expect(page).toHaveURL(/\/car-lens$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Car Lens' })).toBeVisible();
  // And again: the tab before it, Garage.
  await swipe(page, width * 0.3, width * 0.9);
  await expect(page).toHaveURL(/\/garage$/);
});

test('the back-swipe works on every full-screen page', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // /car-lens, reached from its tab: a right swipe from the edge goes back.
  await page
    .getByRole('navigation', { name: 'Tabs' })
    .getByRole('link', { name: 'Car Lens' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Car Lens' })).toBeVisible();
  await swipe(page, 5, 160);
  await expect(page).toHaveURL(/\/dashboard$/);

  // Open the other two the way the router's own links do (/carlens-details without a scan says so).
  const width = page.viewportSize()!.width;
  for (const [path, heading] of [
    ['/carlens-details', 'No scan to show'],
    ['/delete-account', 'Delete your account'],
  ] as const) {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await navigateInApp(page, path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // A left swipe does nothing off the tabs; a right one from mid-screen goes back.
    const y = await titleY(page);
    await swipe(page, width * 0.8, width * 0.2, y);
    await swipe(page, width * 0.3, width * 0.3 + 160, y);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
});
