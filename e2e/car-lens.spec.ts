// Car Lens: a free user scans a generated VIN-plate photo, sees the decoded car on
// /carlens-details, adds it to the garage and saves it to favorites (seen on /favorites, mileage
// unknown); a second scan opens the limit modal and charges nothing (the server refuses it too).
import { expect, test } from '@playwright/test';
import { generateFixtures } from '../src/server/features/car-lens/testing/fixtures.ts';
import { baseURL, expectAccessible, freeUsesOf, signUpByApi } from './helpers.ts';

test.setTimeout(240_000);

/** A Honda Accord VIN plate photo (JPEG), drawn and degraded like the read-rate fixtures. */
async function platePhoto() {
  const [fixture] = await generateFixtures(1, 204);
  return {
    vin: fixture!.vin,
    file: { name: 'vin-plate.jpg', mimeType: fixture!.mime, buffer: fixture!.body },
  };
}

test('scan a VIN plate, see the decoded car, add it to the garage and favorites; a second scan is refused', async ({
  page,
}) => {
  const photo = await platePhoto();
  await signUpByApi(page, 'Lena Lens');
  await page.goto('/car-lens');
  await expect(page.getByRole('heading', { name: 'Car Lens', level: 1 })).toBeVisible();
  await expectAccessible(page, ['wcag2a', 'wcag2aa']);

  await page.getByLabel('Choose a photo').setInputFiles(photo.file);
  // The scan's own limit on the e2e server is 120 s (playwright.config.ts): wait past it.
  await expect(page).toHaveURL(/\/carlens-details\?id=/, { timeout: 130_000 });
  await expect(page.getByRole('heading', { name: '2003 Honda Accord', level: 1 })).toBeVisible();
  await expect(page.getByText(`VIN ${photo.vin}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Known problems' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Assess it' })).toHaveAttribute(
    'href',
    new RegExp(`/assessment\\?year=2003&make=Honda&model=Accord.*vin=${photo.vin}`),
  );
  expect(await freeUsesOf(page, 'free_carlens_results_used')).toBe(1);
  await expectAccessible(page, ['wcag2a', 'wcag2aa']);

  await page.getByRole('button', { name: 'Add to garage' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to your garage' });
  await dialog.getByLabel(/Current mileage/).fill('180000');
  await dialog.getByRole('button', { name: 'Add car' }).click();
  await expect(page.getByRole('link', { name: 'In your garage: open it' })).toBeVisible();
  const garage = await page.request.get('/api/garage/vehicles');
  const vehicles = (await garage.json()) as { vin: string | null; make: string; model: string }[];
  expect(vehicles.map((vehicle) => [vehicle.make, vehicle.model, vehicle.vin])).toEqual([
    ['Honda', 'Accord', photo.vin],
  ]);

  // Save the scanned car to favorites: a toast says so and the toggle shows it saved.
  await page.getByRole('button', { name: 'Save to favorites' }).click();
  await expect(page.getByText('Saved to favorites', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Saved/ })).toBeEnabled();
  await expectAccessible(page, ['wcag2a', 'wcag2aa']);
  const scanUrl = page.url();
  await page.goto('/favorites');
  const favorites = page.getByRole('list', { name: 'Your favorites' });
  const card = favorites.getByRole('listitem').filter({ hasText: '2003 Honda Accord' });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('Unknown', { exact: true })).toBeVisible();
  await expect(card.getByText('Not assessed', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: /^2003 Honda Accord/ }).click();
  await expect(
    page.getByRole('dialog').getByText(`VIN ${photo.vin}`, { exact: false }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  // Back on the scan, the toggle still reads saved (the list ties it to this result).
  await page.goto(scanUrl);
  await expect(page.getByRole('button', { name: /^Saved/ })).toBeEnabled();

  // A second scan as a free user: the limit modal, nothing uploaded, nothing charged.
  await page.getByRole('link', { name: 'Scan another' }).click();
  await expect(page).toHaveURL(/\/car-lens$/);
  await page.getByLabel('Choose a photo').setInputFiles(photo.file);
  await expect(page.getByRole('dialog', { name: "You've reached your free limit" })).toBeVisible();
  expect(await freeUsesOf(page, 'free_carlens_results_used')).toBe(1);

  // The server decides too: a direct scan is refused with 402 and charges nothing.
  const direct = await page.request.post('/api/car-lens', {
    multipart: { photo: photo.file },
    headers: { origin: baseURL() },
  });
  expect(direct.status()).toBe(402);
  expect(await freeUsesOf(page, 'free_carlens_results_used')).toBe(1);
});
