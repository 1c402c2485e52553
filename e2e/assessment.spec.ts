// The vehicle assessment: a free user assesses a 2013 Nissan Altima with 150,000 km through the
// form and sees its CVT problem named with its source, reopens it as a printable report; a second
// assessment opens the limit modal and charges nothing; a garage car with an overdue timing belt,
// assessed from its page, shows it as urgent there and on the page.
import { expect, test, type Page } from '@playwright/test';
import { addVehicleByApi, baseURL, expectAccessible, freeUsesOf, signUpByApi } from './helpers.ts';

test.setTimeout(90_000);

async function fillAnyCar(page: Page) {
  const form = page.getByRole('form', { name: 'Assess a car' });
  await form.getByRole('tab', { name: 'Any car' }).click();
  await form.getByRole('combobox', { name: 'Year' }).fill('2013');
  await form.getByRole('combobox', { name: 'Make' }).fill('Nissan');
  await form.getByRole('combobox', { name: 'Model' }).fill('Altima');
  await form.getByLabel('Mileage (km)').fill('150000');
  return form;
}

test('assess a 2013 Nissan Altima with 150,000 km: its CVT problem, with its source', async ({
  page,
}) => {
  await signUpByApi(page, 'Bea Buyer');
  await page.goto('/assessment');
  await expect(page.getByRole('heading', { name: 'Vehicle assessment', level: 1 })).toBeVisible();
  await expect(page.getByText('No assessments yet')).toBeVisible();

  const form = await fillAnyCar(page);
  await form.getByRole('button', { name: /Condition/ }).click();
  await form.getByLabel('Warning lights on').selectOption('no');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Assess this car' }).click();

  const result = page.getByRole('article', { name: '2013 Nissan Altima' });
  await expect(result).toBeVisible({ timeout: 20_000 });
  await expect(
    result.getByRole('img', { name: /Reliability score: \d+(\.\d)? out of 10/ }),
  ).toBeVisible();
  const cvt = result
    .getByRole('list', { name: 'Known issues' })
    .getByRole('listitem')
    .filter({ hasText: /CVT/ })
    .first();
  await expect(cvt).toBeVisible();
  await expect(cvt).toContainText(/Source: \S.+ — \S.+/);
  await expect(result).toContainText(
    /Written by Odo's built-in engine|Written by .+ from Odo's data/,
  );
  expect(await freeUsesOf(page, 'free_assessments_used')).toBe(1);
  await expectAccessible(page);

  // Kept in the history and offered as a recent search.
  const history = page.getByRole('list', { name: 'Past assessments' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('button', { name: '2013 Nissan Altima · 150,000 km' })).toHaveCount(
    0,
  );
  await page.getByRole('button', { name: 'New assessment' }).click();
  await expect(page.getByRole('button', { name: '2013 Nissan Altima · 150,000 km' })).toBeVisible();

  // The printable report: the whole result, a Print button, no app shell.
  await history.getByRole('link', { name: '2013 Nissan Altima' }).click();
  await expect(page).toHaveURL(/\/assessment\/[\w-]+$/);
  await expect(page.getByRole('heading', { name: '2013 Nissan Altima', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Side menu' })).toHaveCount(0);
  await expect(
    page
      .getByRole('list', { name: 'Known issues' })
      .getByRole('listitem')
      .filter({ hasText: /CVT/ })
      .first(),
  ).toContainText('Source:');
  await expectAccessible(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
});

test('a second assessment as a free user opens the limit modal and charges nothing', async ({
  page,
}) => {
  await signUpByApi(page, 'Fred Free');
  const first = await page.request.post('/api/assessment', {
    data: { year: 2013, make: 'Nissan', model: 'Altima', mileage: 150000 },
    headers: { origin: baseURL() },
  });
  expect(first.status(), await first.text()).toBe(201);
  expect(await freeUsesOf(page, 'free_assessments_used')).toBe(1);

  await page.goto('/assessment');
  await expect(page.getByText('Free assessment used this month')).toBeVisible();
  const form = await fillAnyCar(page);
  await form.getByRole('combobox', { name: 'Model' }).fill('Sentra');
  await form.getByRole('button', { name: 'Assess this car' }).click();

  const modal = page.getByRole('dialog', { name: "You've reached your free limit" });
  await expect(modal).toBeVisible();
  expect(await freeUsesOf(page, 'free_assessments_used')).toBe(1);
  const list = await page.request.get('/api/assessment');
  expect(((await list.json()) as { items: unknown[] }).items).toHaveLength(1);

  // The server decides too: a direct request is refused with 402 and nothing is charged.
  const second = await page.request.post('/api/assessment', {
    data: { year: 2014, make: 'Honda', model: 'Civic', mileage: 90000 },
    headers: { origin: baseURL() },
  });
  expect(second.status()).toBe(402);
  expect(await freeUsesOf(page, 'free_assessments_used')).toBe(1);
});

test('a garage car with an overdue timing belt, assessed from its page: urgent, by name', async ({
  page,
}) => {
  await signUpByApi(page, 'Gus Garage');
  const id = await addVehicleByApi(page, {
    year: 2009,
    make: 'Subaru',
    model: 'Outback',
    mileage: 210000,
    fuelType: 'petrol',
  });
  const record = await page.request.post(`/api/garage/vehicles/${id}/maintenance`, {
    data: {
      type: 'timing_belt',
      description: 'Timing belt and water pump',
      date: '2015-03-01',
      mileage: 95000,
      cost: 900,
    },
    headers: { origin: baseURL() },
  });
  expect(record.status(), await record.text()).toBe(201);

  // Not assessed yet: SPEC.md §3's defaults, and the way to an assessment of this car.
  await page.goto(`/vehicle/${id}`);
  await page.getByRole('link', { name: 'Assess this car' }).click();
  await expect(page).toHaveURL(new RegExp(`/assessment\\?vehicleId=${id}$`));
  const form = page.getByRole('form', { name: 'Assess a car' });
  await expect(form.getByRole('tab', { name: 'My garage' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(form.getByRole('radio', { name: /2009 Subaru Outback/ })).toBeChecked();
  await form.getByRole('button', { name: 'Assess this car' }).click();

  const result = page.getByRole('article', { name: '2009 Subaru Outback' });
  await expect(result).toBeVisible({ timeout: 20_000 });
  await expect(result.getByRole('region', { name: /Urgent/ })).toContainText('Timing belt overdue');

  // The car's page now shows its latest assessment instead of the defaults.
  await page.goto(`/vehicle/${id}`);
  const latest = page.getByRole('region', { name: 'Latest assessment' });
  await expect(latest).toContainText(/\d+ urgent issues?/);
  await expect(latest.getByRole('link', { name: 'Assess again' })).toHaveAttribute(
    'href',
    `/assessment?vehicleId=${id}`,
  );
  await latest.getByRole('link', { name: 'Open report' }).click();
  await expect(page.getByRole('heading', { name: '2009 Subaru Outback', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: /Urgent/ })).toContainText('Timing belt overdue');
});
