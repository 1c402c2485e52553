// Import a real Drivvo whole-account export with one broken row (issue 29): the preview splits
// it by section, flags the broken row by its line, and the rest is imported.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { baseURL, signUpByApi } from './helpers.ts';

const fixtures = path.join(import.meta.dirname, 'fixtures');

test.setTimeout(120_000);

test('imports a Drivvo file with one broken row: flagged in the preview, the rest imported', async ({
  page,
}) => {
  await signUpByApi(page, 'Dina Drivvo');
  const created = await page.request.post('/api/garage/vehicles', {
    data: { year: 2012, make: 'Toyota', model: 'Camry', mileage: 350000 },
    headers: { origin: baseURL() },
  });
  expect(created.status(), await created.text()).toBe(201);
  const car = (await created.json()) as { id: string };
  await page.goto(`/vehicle/${car.id}`);
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('2012 Toyota Camry');

  await main.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import CSV' });
  await dialog.getByLabel('CSV file').setInputFiles(path.join(fixtures, 'drivvo-one-broken.csv'));

  // Split by section, each with its record type; dates shown as they will be stored.
  const sections = dialog.getByRole('list', { name: 'Sections of the file' });
  await expect(sections).toContainText(
    'Refuelling (line 2): 8 rows · Drivvo refuelling → Fill-ups',
  );
  await expect(sections).toContainText('Expense (line 13): 3 rows · Drivvo expenses → Expenses');
  await expect(sections).toContainText('Service (line 19): 6 rows · Drivvo services → Maintenance');
  await expect(dialog).toContainText('2025-08-24 17:37:33 → 2025-08-24');

  // The broken row: flagged with its line and reason, in the list and in the table.
  await expect(dialog.getByRole('status')).toContainText('17 rows: 16 ready, 1 with problems');
  // Its misplaced quote spoils only its own record: both of its bad cells are named.
  const problems = dialog.getByRole('alert');
  await expect(problems).toContainText('Line 7: cost: "7000,33.333"" is not a number.');
  await expect(problems).toContainText('volume: "Да" is not a number.');
  await expect(dialog.locator('tr[data-line="7"]')).toContainText('Problem: cost:');

  await dialog.getByRole('button', { name: 'Import 16 records, skip 1' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Import complete', { exact: true })).toBeVisible();
  await expect(page.getByText(/1 row with problems left out/).first()).toBeVisible();

  await main.getByRole('tab', { name: 'Fuel' }).click();
  await expect(main.getByRole('list', { name: 'Fill-ups' }).getByRole('listitem')).toHaveCount(7);
});
