// Issue 28's "Done when", in Chromium: Ask Odo answers about a car that is not in the asker's
// garage (its known problems, with sources) and about a trouble code; a user with a Corolla and a
// Leaf learns which costs more per km; the Leaf's consumption reads in kWh/100 km on its page; the
// assessment form refuses a 2019 Ford Bronco and offers 2021.
import { expect, test, type Page } from '@playwright/test';
import { baseURL, signUpByApi, startCheckoutByApi } from './helpers.ts';

test.setTimeout(120_000);

async function api(page: Page, path: string, data: unknown, method: 'POST' | 'PATCH' = 'POST') {
  const response = await page.request.fetch(path, {
    method,
    data,
    headers: { origin: baseURL() },
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as { id: string };
}

/** Premium through the demo checkout (a free garage holds one car). */
async function goPremium(page: Page) {
  const checkout = await startCheckoutByApi(page);
  await page.goto(checkout.url);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Odo Premium' })).toBeVisible();
}

/** Asks one question on /ask-odo and returns Odo's answer once it has finished streaming. */
async function ask(page: Page, question: string) {
  await page.goto('/ask-odo');
  await expect(page.getByRole('heading', { name: 'Ask Odo', level: 1 })).toBeVisible();
  const box = page.getByLabel('Your question');
  await box.fill(question);
  await box.press('Enter');
  const answer = page.getByRole('article', { name: "Odo's answer" }).last();
  await expect(answer.getByText(/Answered by Odo's built-in engine/)).toBeVisible({
    timeout: 30_000,
  });
  return answer;
}

test('an empty garage asks about a car in the knowledge base: its problems, with sources', async ({
  page,
}) => {
  await signUpByApi(page, 'Nora Nocar');
  const answer = await ask(page, 'What problems does a 2013 Nissan Altima have?');
  await expect(answer).toContainText('2013 Nissan Altima');
  await expect(answer).toContainText(/CVT/);
  const sources = answer.getByRole('region', { name: 'Sources' });
  await expect(sources.getByRole('listitem').first()).toBeVisible();
  await expect(sources).toContainText(/Altima|CVT|Nissan/);
});

test('what does P0171 mean: the meaning and the common causes', async ({ page }) => {
  await signUpByApi(page, 'Cody Code');
  const answer = await ask(page, 'What does P0171 mean?');
  await expect(answer).toContainText('P0171');
  await expect(answer).toContainText(/too lean/i);
  await expect(answer).toContainText(/vacuum leak/i);
  await expect(answer).toContainText(/mass air ?flow|MAF/i);
});

test('a Corolla and a Leaf: which costs more per km, with both figures and a verdict; the Leaf reads in kWh/100 km', async ({
  page,
}) => {
  await signUpByApi(page, 'Pat Twocars');
  await goPremium(page);
  await api(
    page,
    '/api/garage/settings',
    { distanceUnit: 'km', volumeUnit: 'l', currency: 'EUR' },
    'PATCH',
  );
  const corolla = await api(page, '/api/garage/vehicles', {
    year: 2019,
    make: 'Toyota',
    model: 'Corolla',
    mileage: 62_400,
    fuelType: 'petrol',
  });
  for (const fill of [
    { date: '2026-08-01', odometer: 61_000, volume: 38, cost: 64.6, fullTank: true },
    { date: '2026-08-28', odometer: 61_700, volume: 35, cost: 59.5, fullTank: true },
    { date: '2026-09-25', odometer: 62_400, volume: 36.4, cost: 61.88, fullTank: true },
  ]) {
    await api(page, `/api/garage/vehicles/${corolla.id}/fuel`, fill);
  }
  const leaf = await api(page, '/api/garage/vehicles', {
    year: 2020,
    make: 'Nissan',
    model: 'Leaf',
    mileage: 38_200,
    fuelType: 'electric',
  });
  for (const charge of [
    { date: '2026-09-01', odometer: 37_300, kwh: 30, cost: 9, fullTank: true },
    { date: '2026-09-12', odometer: 37_500, kwh: 32, cost: 9.6, fullTank: true },
    { date: '2026-09-30', odometer: 37_750, kwh: 37, cost: 11.1, fullTank: true },
    { date: '2026-10-10', odometer: 38_000, kwh: 36, cost: 10.8, fullTank: true },
  ]) {
    await api(page, `/api/garage/vehicles/${leaf.id}/fuel`, charge);
  }

  const answer = await ask(page, 'Which costs more per km, my Corolla or my Leaf?');
  // Both figures (everything recorded ÷ the distance between odometer readings) and a verdict.
  await expect(answer).toContainText(/2020 Nissan Leaf: 0\.05 EUR per km/);
  await expect(answer).toContainText(/2019 Toyota Corolla: 0\.13 EUR per km/);
  await expect(answer).toContainText(/Verdict: the 2020 Nissan Leaf is cheaper to run/);
  await expect(answer.getByRole('region', { name: 'Sources' })).toContainText(
    '2019 Toyota Corolla',
  );

  await page.goto(`/vehicle/${leaf.id}`);
  await expect(page.getByRole('heading', { name: /Nissan Leaf/, level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Fuel' }).click();
  // 105 kWh over 700 km between full charges.
  const fuel = page.getByRole('tabpanel', { name: 'Fuel' });
  await expect(fuel).toContainText(/15(\.0)? kWh\/100 km/);
  await expect(fuel).not.toContainText(/L\/100 km/);
});

test('the assessment form refuses a 2019 Ford Bronco and offers 2021', async ({ page }) => {
  await signUpByApi(page, 'Bo Bronco');
  await page.goto('/assessment');
  const form = page.getByRole('form', { name: 'Assess a car' });
  await form.getByRole('tab', { name: 'Any car' }).click();
  await form.getByRole('combobox', { name: 'Year' }).fill('2019');
  await form.getByRole('combobox', { name: 'Make' }).fill('Ford');
  await form.getByRole('combobox', { name: 'Model' }).fill('Bronco');
  await form.getByLabel('Mileage (km)').fill('50000');
  await form.getByRole('button', { name: 'Assess this car' }).click();

  const year = form.getByRole('combobox', { name: 'Year' });
  await expect(year).toHaveAttribute('aria-invalid', 'true');
  await expect(form).toContainText(/2019 Ford Bronco/);
  const offered = form.getByRole('group', { name: 'Nearest model years' });
  await offered.getByRole('button', { name: 'Use model year 2021' }).click();
  await expect(year).toHaveValue('2021');
  await form.getByRole('button', { name: 'Assess this car' }).click();
  await expect(page.getByRole('article', { name: /2021 Ford Bronco/ })).toBeVisible({
    timeout: 20_000,
  });
});
