import { expect, test } from '@playwright/test';
import { baseURL, expectAccessible, PASSWORD, signUpByApi } from './helpers.ts';

test.setTimeout(120_000);

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'light' });
});

test('theme and units are saved, applied at once, and kept after a reload', async ({ page }) => {
  await signUpByApi(page, 'Sam Settings');
  await page.goto('/settings');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

  // The radios are drawn as buttons: a tap on the label chooses.
  await main.locator('label', { hasText: 'Dark' }).click();
  await expect(main.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByText('Theme saved', { exact: true })).toBeVisible();

  await main.getByLabel('Distance').selectOption('mi');
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/settings')).json()) as { distanceUnit: string })
          .distanceUnit,
    )
    .toBe('mi');

  await page.reload();
  // Dark from the first paint: theme.js runs before the app.
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(main.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(main.getByLabel('Distance')).toHaveValue('mi');
  await expectAccessible(page);

  // The notifications block sits on the same page.
  await expect(main.getByRole('heading', { name: 'Notification settings' })).toBeVisible();
});

test('"Sign out other devices" ends the other browser’s session', async ({ page, browser }) => {
  const { email } = await signUpByApi(page, 'Dev Ices');
  const other = await browser.newContext();
  const laptop = await other.newPage();
  const signedIn = await laptop.request.post(`${baseURL()}/api/auth/sign-in/email`, {
    data: { email, password: PASSWORD },
    headers: { origin: baseURL() },
  });
  expect(signedIn.status()).toBe(200);
  expect((await laptop.request.get(`${baseURL()}/api/me`)).status()).toBe(200);

  await page.goto('/settings');
  const devices = page.getByRole('list', { name: 'Signed-in devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expect(devices.getByText('This device')).toHaveCount(1);
  await page.getByRole('button', { name: 'Sign out other devices' }).click();
  await expect(page.getByText('Signed out 1 other device', { exact: true })).toBeVisible();
  await expect(devices.getByRole('listitem')).toHaveCount(1);

  expect((await laptop.request.get(`${baseURL()}/api/me`)).status()).toBe(401);
  expect((await page.request.get('/api/me')).status()).toBe(200);
  await other.close();
});
