// Car Lens beyond North America (issue 29): a free user scans a real door-pillar label (a phone
// photo of a Golf's type-approval plate from the real set, 256 px, CC BY 4.0: WVWZZZ… with no
// check digit) and sees the maker, the country and the model year, with what the VIN does not
// tell; a typed European VIN is taken as typed.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible, signUpByApi } from './helpers.ts';

const REAL_SET = path.join(
  import.meta.dirname,
  '../src/server/features/car-lens/testing/real-set/photos',
);

test.setTimeout(240_000);

test('scan a European door-pillar plate and see the maker, the country and the year', async ({
  page,
}) => {
  const vin = 'WVWZZZ1KZ8M317048';
  const photo = fs.readFileSync(path.join(REAL_SET, 'rf_1441.jpg'));
  await signUpByApi(page, 'Elke Europa');
  await page.goto('/car-lens');
  await page
    .getByLabel('Choose a photo')
    .setInputFiles({ name: 'door-pillar.jpg', mimeType: 'image/jpeg', buffer: photo });
  // The scan's own limit on the e2e server is 120 s (playwright.config.ts): wait past it.
  await expect(page).toHaveURL(/\/carlens-details\?id=/, { timeout: 130_000 });
  await expect(page.getByRole('heading', { name: '2008 Volkswagen', level: 1 })).toBeVisible();
  await expect(page.getByText(`VIN ${vin}`)).toBeVisible();
  await expect(page.getByText('Germany', { exact: true })).toBeVisible();
  await expect(page.getByText(/Not known from this VIN: model/)).toBeVisible();
  await expectAccessible(page, ['wcag2a', 'wcag2aa']);
});
