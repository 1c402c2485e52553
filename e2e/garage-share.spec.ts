import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { addVehicleByApi, baseURL, signUpByApi } from './helpers.ts';

test.setTimeout(90_000);

test('the owner prints and exports the service history, shares it, and revokes the link', async ({
  page,
  browser,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL() });
  await signUpByApi(page, 'Sasha Share');
  const vehicleId = await addVehicleByApi(page);

  await page.goto(`/vehicle/${vehicleId}`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Add service' }).click();
  const service = page.getByRole('dialog', { name: 'Add service' });
  await service.getByLabel('Cost (USD)').fill('89.90');
  await service.getByRole('button', { name: 'Save' }).click();
  await expect(service).toBeHidden();

  // The printable history: its own page, no app chrome.
  await main.getByRole('link', { name: 'History & sharing' }).click();
  await expect(page).toHaveURL(new RegExp(`/vehicle/${vehicleId}/history$`));
  const doc = page.getByRole('article', { name: '2019 Honda Civic EX' });
  await expect(doc).toBeVisible();
  await expect(doc.getByRole('heading', { name: 'Maintenance records' })).toBeVisible();
  await expect(doc).toContainText('Oil change');
  await expect(doc).toContainText('$89.90');
  await expect(page.getByRole('navigation', { name: 'Side menu' })).toHaveCount(0);

  // The CSV download.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('2019-honda-civic-history.csv');
  const csv = fs.readFileSync(await download.path(), 'utf8');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe(
    'record_type,date,odometer_km,service_type,description,cost,currency,volume_l,kwh,full_tank,missed_previous,grade,category,recurring,note',
  );
  expect(lines[1]).toMatch(/^maintenance,\d{4}-\d{2}-\d{2},42000,oil_change,[^,]*,89\.90,USD,/);

  // A share link, copied.
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share service history' });
  await dialog.getByText('7 days').click();
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const field = dialog.getByRole('textbox', { name: 'Share link' });
  await expect(field).toHaveValue(new RegExp(`^${baseURL()}/shared/[A-Za-z0-9_-]{43}$`));
  const url = await field.inputValue();
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied!' })).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveCount(1);

  // Opened signed out, in a browser that has never seen Odo.
  const stranger = await browser.newContext({ viewport: page.viewportSize() });
  const visitor = await stranger.newPage();
  await visitor.goto(url);
  const shared = visitor.getByRole('article', { name: '2019 Honda Civic EX' });
  await expect(shared).toContainText('Shared read-only by the owner via Odo.');
  await expect(shared).toContainText('Oil change');
  await expect(shared).toContainText('$89.90');
  await expect(shared).not.toContainText('Sasha');
  await expect(visitor).toHaveURL(url);

  // Revoked: the link stops working.
  await dialog.getByRole('button', { name: /^Revoke the link/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revoke this link?' });
  await confirm.getByRole('button', { name: 'Revoke link' }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog.getByText('No active links.')).toBeVisible();
  await expect(dialog.getByText('1 earlier link has expired or been revoked.')).toBeVisible();

  await visitor.reload();
  await expect(
    visitor.getByRole('heading', { name: 'This link is no longer available' }),
  ).toBeVisible();
  await expect(visitor.getByText('2019 Honda Civic EX')).toHaveCount(0);
  await stranger.close();
});
