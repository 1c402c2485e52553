// The garage against the plans: a free user's second car opens the limit modal and adds nothing;
// after buying Premium through the demo checkout it goes in. And a repeating custom reminder:
// added on the car's page, marked done on /upcoming-services, moved to its next due date.
import { expect, test, type Page } from '@playwright/test';
import { addVehicleByApi, signUpByApi } from './helpers.ts';

test.setTimeout(120_000);

interface VehicleReply {
  id: string;
  make: string;
  maintenanceRecords: { date: string; description: string }[];
}

async function vehicles(page: Page) {
  const response = await page.request.get('/api/garage/vehicles');
  expect(response.status()).toBe(200);
  return (await response.json()) as VehicleReply[];
}

/** A date as the app shows it: the browser's locale, medium style, read as a calendar date. */
function shownDate(page: Page, iso: string) {
  return page.evaluate(
    (day) =>
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(`${day}T00:00:00Z`),
      ),
    iso,
  );
}

function addMonthsIso(iso: string, months: number) {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/** Fills the add-vehicle form by hand (no VIN): year, make from the picker, model, mileage. */
async function addCarByForm(page: Page, car: { year: string; make: string; model: string }) {
  const dialog = page.getByRole('dialog', { name: 'Add vehicle' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Year' }).fill(car.year);
  const make = dialog.getByRole('combobox', { name: 'Make' });
  await make.fill(car.make.slice(0, 3));
  // The make picker offers the brand with its logo (decorative: the option reads as the name).
  const option = dialog.getByRole('option', { name: car.make, exact: true });
  await expect(option.locator('img')).toHaveAttribute('alt', '');
  await option.click();
  await expect(make).toHaveValue(car.make);
  await dialog.getByRole('combobox', { name: 'Model' }).fill(car.model);
  await dialog.getByLabel('Mileage (km)').fill('30000');
  await dialog.getByRole('button', { name: 'Add to garage' }).click();
  await expect(page).toHaveURL(/\/vehicle\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    `${car.year} ${car.make} ${car.model}`,
  );
}

test('a free user is stopped at the second car, buys Premium, then adds it', async ({ page }) => {
  await signUpByApi(page, 'Fran Free');
  await page.goto('/garage');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Add vehicle' }).click();
  await addCarByForm(page, { year: '2021', make: 'Toyota', model: 'Corolla' });

  // The car's header shows the brand's logo, a real file that loads.
  const logo = main.locator('img[src*="Toyota"]').first();
  await expect(logo).toBeVisible();
  await expect
    .poll(() => logo.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
    .toBeGreaterThan(0);

  // A second car is over the free cap: the limit modal opens (feature garage), no form, no car.
  await page.goto('/garage');
  await expect(main.getByRole('list', { name: 'Your vehicles' }).getByRole('listitem')).toHaveCount(
    1,
  );
  await main.getByRole('button', { name: 'Add vehicle' }).click();
  const limit = page.getByRole('dialog', { name: "You've reached your free limit" });
  await expect(limit).toBeVisible();
  await expect(limit.getByRole('listitem').filter({ hasText: 'Limit reached' })).toContainText(
    /garage/i,
  );
  await expect(page.getByRole('dialog', { name: 'Add vehicle' })).toHaveCount(0);
  expect(await vehicles(page)).toHaveLength(1);

  // The modal's way up: /billing, the yearly plan, the demo checkout with a good card.
  await limit.getByRole('link', { name: 'Upgrade to Premium' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await main
    .getByRole('region', { name: 'Go yearly for best Deal' })
    .getByRole('button', { name: 'Choose yearly' })
    .click();
  await expect(page).toHaveURL(/\/api\/billing\/demo\/checkout\//);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?session_id=/);
  await expect(page.getByRole('heading', { name: 'Welcome to Odo Premium' })).toBeVisible();

  // Premium: the second car goes in.
  await page.goto('/garage');
  await main.getByRole('button', { name: 'Add vehicle' }).click();
  await expect(page.getByRole('dialog', { name: "You've reached your free limit" })).toHaveCount(0);
  await addCarByForm(page, { year: '2020', make: 'Ford', model: 'F-150' });
  await page.goto('/garage');
  const list = main.getByRole('list', { name: 'Your vehicles' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list).toContainText('2021 Toyota Corolla');
  await expect(list).toContainText('2020 Ford F-150');
  expect((await vehicles(page)).map((car) => car.make).sort()).toEqual(['Ford', 'Toyota']);
});

test('a repeating custom reminder shows on /upcoming-services and moves on when done', async ({
  page,
}) => {
  await signUpByApi(page, 'Remy Reminder');
  const vehicleId = await addVehicleByApi(page);
  await page.goto(`/vehicle/${vehicleId}`);
  const main = page.getByRole('main');

  // Due ten days ago (so overdue), every 12 months.
  const firstDue = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
  await main.getByRole('tab', { name: 'Reminders' }).click();
  await main.getByRole('button', { name: 'Add reminder' }).click();
  const form = page.getByRole('dialog', { name: 'Add reminder' });
  await form.getByLabel('Title').fill('Renew the parking permit');
  await form.getByLabel('Due date').fill(firstDue);
  await form.getByLabel('Repeats').check();
  await form.getByLabel('Every (months)').fill('12');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  const reminders = main.getByRole('list', { name: 'Custom reminders' });
  await expect(reminders).toContainText('Renew the parking permit');
  await expect(reminders).toContainText(`Due ${await shownDate(page, firstDue)}`);
  await expect(reminders).toContainText('Repeats');

  // On /upcoming-services it is overdue.
  await page.goto('/upcoming-services');
  const overdue = main.getByRole('region', { name: /^Overdue/ });
  const item = overdue.getByRole('listitem').filter({ hasText: 'Renew the parking permit' });
  await expect(item).toContainText(`Due ${await shownDate(page, firstDue)}`);

  // Mark it done: a maintenance record, and the reminder moves 12 months past the done date.
  await item.getByRole('button', { name: 'Mark Renew the parking permit done' }).click();
  await expect(
    page.getByText('Renew the parking permit marked done', { exact: true }),
  ).toBeVisible();
  await expect(overdue.getByText('Renew the parking permit')).toHaveCount(0);

  const [car] = await vehicles(page);
  // A plain reminder writes no maintenance record (issue 27); it moves on a year from today.
  const done = car!.maintenanceRecords.find((r) => r.description === 'Renew the parking permit');
  expect(done).toBeUndefined();
  const nextDue = addMonthsIso(new Date().toISOString().slice(0, 10), 12);
  const later = main.getByRole('region', { name: /^Later/ });
  await expect(
    later.getByRole('listitem').filter({ hasText: 'Renew the parking permit' }),
  ).toContainText(`Due ${await shownDate(page, nextDue)}`);

  // The car's reminders tab agrees.
  await page.goto(`/vehicle/${vehicleId}`);
  await main.getByRole('tab', { name: 'Reminders' }).click();
  await expect(main.getByRole('list', { name: 'Custom reminders' })).toContainText(
    `Due ${await shownDate(page, nextDue)}`,
  );
});
