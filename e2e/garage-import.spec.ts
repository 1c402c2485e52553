// Import a Fuelly export through the vehicle page's dialog: preview, a bad row named by its line,
// then the imported fill-ups and their economy on the fuel tab.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { baseURL, signUpByApi } from './helpers.ts';

const fixtures = path.join(import.meta.dirname, 'fixtures');

test.setTimeout(120_000);

test('imports a Fuelly CSV: preview, a bad row named by line, fill-ups and economy shown', async ({
  page,
}) => {
  await signUpByApi(page, 'Ivy Import');
  const created = await page.request.post('/api/garage/vehicles', {
    data: { year: 2016, make: 'Honda', model: 'Civic', mileage: 60000 },
    headers: { origin: baseURL() },
  });
  expect(created.status(), await created.text()).toBe(201);
  const car = (await created.json()) as { id: string };
  await page.goto(`/vehicle/${car.id}`);
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('2016 Honda Civic');

  // A file with a bad row: the preview names its line; the good row could be imported alone.
  await main.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import CSV' });
  await dialog.getByLabel('CSV file').setInputFiles(path.join(fixtures, 'fuelly-bad.csv'));
  await expect(dialog.getByRole('status')).toContainText('2 rows: 1 ready, 1 with problems');
  await expect(dialog.getByRole('alert')).toContainText('Line 3: volume: "lots" is not a number.');
  await expect(dialog.getByRole('button', { name: 'Import 1 record, skip 1' })).toBeEnabled();

  // The good export: detected as Fuelly, in miles and US gallons, every row ready.
  await dialog.getByRole('button', { name: 'Choose another file' }).click();
  await dialog.getByLabel('CSV file').setInputFiles(path.join(fixtures, 'fuelly.csv'));
  await expect(dialog.getByRole('status')).toContainText('5 rows: 5 ready.');
  await expect(dialog).toContainText('Fuelly export');
  await expect(dialog).toContainText('mi, US gal');
  const table = dialog.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(6);
  await expect(table.getByRole('row').nth(3)).toContainText('(partial)');

  // The columns step shows the mapping the preview used; back to the preview unchanged.
  await dialog.getByRole('button', { name: 'Change columns & units' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Date (required)' })).toHaveValue(
    'fuelup_date',
  );
  await expect(dialog.getByLabel('Volumes in')).toHaveValue('us_gal');
  await dialog.getByRole('button', { name: 'Show preview' }).click();
  await expect(dialog.getByRole('status')).toContainText('5 rows: 5 ready.');

  await dialog.getByRole('button', { name: 'Import 5 records' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Import complete', { exact: true })).toBeVisible();

  // The fuel tab: five fill-ups, Fuelly's economy (partial summed in, none across the missed one).
  await main.getByRole('tab', { name: 'Fuel' }).click();
  const fillUps = main.getByRole('list', { name: 'Fill-ups' });
  await expect(fillUps.getByRole('listitem')).toHaveCount(5);
  const figures = main.getByRole('definition');
  await expect(main.getByLabel('Fuel figures')).toContainText('5.9 L/100 km');
  await expect(figures.last()).toHaveText('5');
  // The trend is a plain-SVG image that reads its points.
  await expect(
    main.getByRole('img', { name: /^Economy trend in L\/100 km: .+\d\.\d\.$/ }),
  ).toBeVisible();
  // The mileage followed the highest imported odometer (42,400 mi = 68,236 km).
  await expect(main).toContainText('68,236 km');
});
