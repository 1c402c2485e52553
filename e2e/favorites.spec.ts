import { expect, test } from '@playwright/test';
import { baseURL, openSideMenu, seriousAxeViolations, signUpByApi } from './helpers.ts';

test.setTimeout(120_000);

test.beforeEach(async ({ page }) => {
  // Animations end at once, so axe measures colours as they settle.
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('a buyer saves an assessed car and a garage car, compares them, removes one and undoes it', async ({
  page,
}) => {
  await signUpByApi(page, 'Fran Favorites');
  const headers = { origin: baseURL() };

  // A free user's one assessment (a 2013 Nissan Altima at 150,000 km) and one garage car.
  const assessed = await page.request.post('/api/assessment', {
    data: { year: 2013, make: 'Nissan', model: 'Altima', mileage: 150_000 },
    headers,
  });
  expect(assessed.status(), await assessed.text()).toBe(201);
  const assessment = (await assessed.json()) as { id: string };
  const car = await page.request.post('/api/garage/vehicles', {
    data: { year: 2016, make: 'Toyota', model: 'Corolla', mileage: 80_000, nickname: 'Daily' },
    headers,
  });
  expect(car.status(), await car.text()).toBe(201);
  const vehicle = (await car.json()) as { id: string };

  // The empty page invites to assess a car.
  await page.goto('/favorites');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'No favorites yet' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Assess a car' })).toHaveAttribute(
    'href',
    '/assessment',
  );

  // Saved where a buyer meets them: the assessment's report and the garage car's page.
  for (const path of [`/assessment/${assessment.id}`, `/vehicle/${vehicle.id}`]) {
    await page.goto(path);
    await page.getByRole('button', { name: 'Save to favorites' }).click();
    await expect(page.getByRole('button', { name: /Saved/ })).toBeVisible();
  }
  await page.goto('/favorites');

  // Newest first: the garage car, then the assessed Altima with its score and top issue.
  const list = main.getByRole('list', { name: 'Your favorites' });
  const cards = list.getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0).getByRole('heading')).toHaveText('2016 Toyota Corolla');
  await expect(cards.nth(0)).toContainText('Not assessed');
  await expect(cards.nth(1).getByRole('heading')).toHaveText('2013 Nissan Altima');
  await expect(cards.nth(1)).toContainText('150,000 km');
  await expect(cards.nth(1)).toContainText(/\d\.\d\/10/);
  await expect(cards.nth(1)).toContainText(/CVT/i);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The side menu counts them.
  const menu = await openSideMenu(page);
  await expect(menu.getByRole('link', { name: /Favorites/ })).toContainText('2');
  await page.keyboard.press('Escape');

  // Details of the assessed one link to its full assessment.
  await cards.nth(1).getByRole('button', { name: 'Details' }).click();
  const detail = page.getByRole('dialog', { name: '2013 Nissan Altima' });
  await expect(detail.getByRole('link', { name: 'Full assessment' })).toHaveAttribute(
    'href',
    `/assessment/${assessment.id}`,
  );
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('detail.png') });
  await detail.getByRole('button', { name: 'Close' }).click();

  // Compare both.
  await main.getByRole('checkbox', { name: 'Compare 2016 Toyota Corolla' }).check();
  await main.getByRole('checkbox', { name: 'Compare 2013 Nissan Altima' }).check();
  await expect(main.getByRole('region', { name: 'Compare selection' })).toContainText('2 selected');
  await page.screenshot({ path: test.info().outputPath('selection.png') });
  await main.getByRole('button', { name: 'Compare', exact: true }).click();
  const compare = page.getByRole('dialog', { name: 'Compare 2 cars' });
  const table = compare.getByRole('table');
  for (const label of [
    'Score',
    'Condition',
    'Common issues',
    'Maintenance / yr',
    'Expected lifespan',
    'Pros',
    'Cons',
    'Mileage',
    'Year',
  ]) {
    await expect(table.getByRole('rowheader', { name: label })).toBeVisible();
  }
  const yearRow = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Year' }) });
  await expect(yearRow.getByRole('cell').nth(0)).toContainText('2016Better');
  // On a phone the table scrolls sideways with its labels kept in view.
  const region = compare.getByRole('region', { name: 'Comparison table' });
  await region.evaluate((element) => element.scrollBy({ left: 400 }));
  await expect(table.getByRole('rowheader', { name: 'Score' })).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('compare.png') });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await compare.getByRole('button', { name: 'Close' }).click();

  // Remove one; Undo brings it back.
  await main.getByRole('button', { name: 'Remove 2016 Toyota Corolla from favorites' }).click();
  await expect(cards).toHaveCount(1);
  const undo = page.getByRole('button', { name: 'Undo' });
  await expect(undo).toBeVisible();
  await undo.click();
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0).getByRole('heading')).toHaveText('2016 Toyota Corolla');
  await page.reload();
  await expect(cards).toHaveCount(2);
  await page.screenshot({ path: test.info().outputPath('list.png'), fullPage: true });
});
