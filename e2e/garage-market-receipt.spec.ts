// In the browser: a car is added as sold in Europe (the form's "Where the car was sold", chosen
// from the keyboard) and its page says so (issue 28); a fill-up without a receipt gets one
// attached, viewed, then removed after confirming (issue 29).
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { baseURL, signUpByApi } from './helpers.ts';

const RECEIPT = path.join(
  import.meta.dirname,
  '..',
  'src/server/features/garage/read-photo-data/test/receipt/receipt-010.jpg',
);

test.setTimeout(180_000);

test('a car sold in Europe, and a fill-up receipt attached, viewed and removed', async ({
  page,
}) => {
  await signUpByApi(page, 'Marta Market');
  await page.goto('/garage');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Add vehicle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add vehicle' });
  await dialog.getByRole('combobox', { name: 'Year' }).fill('2015');
  await dialog.getByRole('combobox', { name: 'Make' }).fill('Ford');
  await dialog.getByRole('combobox', { name: 'Model' }).fill('Focus');
  await dialog.getByLabel('Mileage (km)').fill('90000');
  const market = dialog.getByRole('combobox', { name: 'Where the car was sold' });
  await expect(market).toHaveValue('');
  await market.focus();
  await market.selectOption({ label: 'Europe' });
  await expect(market).toHaveValue('eu');
  await dialog.getByRole('button', { name: 'Add to garage' }).click();
  await expect(page).toHaveURL(/\/vehicle\/[\w-]+$/);
  const id = page.url().split('/').pop()!;
  await expect(main.getByText('Sold in')).toBeVisible();
  await expect(main.getByText('Sold in').locator('xpath=following-sibling::dd')).toHaveText(
    'Europe',
  );

  // A fill-up saved without a receipt.
  const fillUp = await page.request.post(`/api/garage/vehicles/${id}/fuel`, {
    data: { date: '2026-02-01', cost: 60, volume: 40, odometer: 90_400, fullTank: true },
    headers: { origin: baseURL() },
  });
  expect(fillUp.status(), await fillUp.text()).toBe(201);
  await page.reload();
  await main.getByRole('tab', { name: 'Fuel' }).click();
  const row = main.getByRole('list', { name: 'Fill-ups' }).getByRole('listitem');
  await expect(row).toHaveCount(1);
  await row.getByLabel(/^Attach a receipt photo to the fill-up of/).setInputFiles(RECEIPT);
  await expect(page.getByText('Receipt attached').first()).toBeVisible({ timeout: 30_000 });
  const view = row.getByRole('link', { name: /^View the receipt of the fill-up of/ });
  await expect(view).toBeVisible();
  const href = (await view.getAttribute('href'))!;
  expect((await page.request.get(href)).status()).toBe(200);

  await row.getByRole('button', { name: /^Remove the receipt of the fill-up of/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove the receipt?' });
  await confirm.getByRole('button', { name: 'Remove receipt' }).click();
  await expect(page.getByText('Receipt removed').first()).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(row.getByLabel(/^Attach a receipt photo to the fill-up of/)).toBeAttached();
  await expect(row.getByRole('link', { name: /^View the receipt/ })).toHaveCount(0);
  expect((await page.request.get(href)).status()).toBe(404);
});
