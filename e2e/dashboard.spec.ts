import { expect, test, type Page } from '@playwright/test';
import { baseURL, expectAccessible, navigateInApp, signUpByApi } from './helpers.ts';

test.setTimeout(120_000);

/** Fills the add-vehicle form by hand (no VIN): year, make from the picker, model, mileage. */
async function addCarByForm(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Add vehicle' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Year' }).fill('2021');
  const make = dialog.getByRole('combobox', { name: 'Make' });
  await make.fill('Toy');
  await dialog.getByRole('option', { name: 'Toyota', exact: true }).click();
  await expect(make).toHaveValue('Toyota');
  await dialog.getByRole('combobox', { name: 'Model' }).fill('Corolla');
  await dialog.getByLabel('Mileage (km)').fill('30000');
  await dialog.getByRole('button', { name: 'Add to garage' }).click();
}

async function addFillUp(page: Page, fill: { odometer: string; volume: string; cost: string }) {
  const form = page.getByRole('dialog', { name: 'Add fill-up' });
  await expect(form).toBeVisible();
  await form.getByLabel('Odometer (km)').fill(fill.odometer);
  await form.getByLabel('Volume (L)').fill(fill.volume);
  await form.getByLabel('Cost (USD)').fill(fill.cost);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
}

test('a new member is walked to their first car; then Home shows the car, spend, usage, notifications and posts', async ({
  page,
}) => {
  await signUpByApi(page, 'Dana Dash');
  await page.goto('/dashboard');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(
    /^(Good (morning|afternoon|evening)|Hello), Dana$/,
  );
  await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);

  // First run: no car yet, one big way into the garage's add-car form.
  const firstRun = main.getByRole('region', { name: "Let's add your first car" });
  await expect(firstRun).toBeVisible();
  await expect(main.getByRole('link', { name: 'Add fuel' })).toHaveCount(0);
  await expect(main.getByRole('region', { name: 'Upcoming services' })).toHaveCount(0);
  await firstRun.getByRole('link', { name: 'Add your first car' }).click();
  // The garage opens with its add-car form (the link's ?add= goes when the form closes).
  await expect(page).toHaveURL(/\/garage\?add=vehicle$/);
  await addCarByForm(page);
  await expect(page).toHaveURL(/\/vehicle\/[\w-]+$/);
  const vehicleUrl = page.url();

  // Home now shows the car; "Add fuel" opens its fuel tab with the form.
  await page.goto('/dashboard');
  const car = main.getByRole('region', { name: '2021 Toyota Corolla' });
  await expect(car).toContainText('30,000 km');
  await expect(car.getByTestId('home-month-spend')).toHaveText('$0.00');
  await expect(firstRun).toHaveCount(0);
  await main
    .getByRole('region', { name: 'Quick actions' })
    .getByRole('link', { name: 'Add fuel for the 2021 Toyota Corolla' })
    .click();
  await expect(page).toHaveURL(vehicleUrl);
  await addFillUp(page, { odometer: '30500', volume: '40', cost: '60' });
  await expect(main.getByRole('tab', { name: 'Fuel' })).toHaveAttribute('aria-selected', 'true');
  // A second full tank gives the first economy figure: 35 L over 500 km.
  await main.getByRole('button', { name: 'Add fill-up' }).click();
  await addFillUp(page, { odometer: '31000', volume: '35', cost: '52.50' });

  // "Add service" opens the service form on the car's page.
  await page.goto('/dashboard');
  await main.getByRole('link', { name: 'Add service for the 2021 Toyota Corolla' }).click();
  await expect(page).toHaveURL(vehicleUrl);
  const service = page.getByRole('dialog', { name: 'Add service' });
  await expect(service).toBeVisible();
  await service.getByLabel('Cost (USD)').fill('89.90');
  await service.getByRole('button', { name: 'Save' }).click();
  await expect(service).toBeHidden();
  // The link's ?add= is gone: a reload does not open the form again.
  await page.reload();
  await expect(main.getByRole('heading', { level: 1 })).toContainText('2021 Toyota Corolla');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A post in the community and a notification (sending feedback makes one).
  const origin = { origin: baseURL() };
  // Both projects and a retry share one server: each attempt's post has its own title (a retry's
  // block would list the failed attempt's post too).
  const title = `Winter tyres for a Corolla? (${test.info().project.name} ${Math.random().toString(36).slice(2, 8)})`;
  const post = await page.request.post('/api/community/posts', {
    data: {
      title,
      body: 'Which ones do you run?',
      topic: 'question',
    },
    headers: origin,
  });
  expect(post.status(), await post.text()).toBe(201);
  const postId = ((await post.json()) as { id: string }).id;
  const feedback = await page.request.post('/api/feedback', {
    data: { message: 'Home looks great' },
    headers: origin,
  });
  expect(feedback.status(), await feedback.text()).toBe(201);

  await page.goto('/dashboard');
  await expect(car).toContainText('31,000 km');
  // 60 + 52.50 + 89.90, all this month.
  await expect(car.getByTestId('home-month-spend')).toHaveText('$202.40');
  await expect(car).toContainText('7 L/100 km');
  await expect(car).toContainText('Next service');
  // The filled-in page passes axe too (a11y.spec.ts checks a new member's).
  await expectAccessible(page);

  const plan = main.getByRole('region', { name: /Your plan/ });
  await expect(plan).toContainText('Free uses left this month');
  await expect(
    plan.getByRole('progressbar', { name: 'Assessments: left this month' }),
  ).toHaveAttribute('aria-valuenow', '1');
  await expect(plan).toContainText('1 of 1 left');
  await expect(plan.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
    'href',
    '/billing',
  );

  const upcoming = main.getByRole('region', { name: 'Upcoming services' });
  await expect(upcoming.getByRole('listitem').first()).toContainText('2021 Toyota Corolla');
  await expect(upcoming.getByRole('link', { name: 'See all upcoming services' })).toHaveAttribute(
    'href',
    '/upcoming-services',
  );

  const notifications = main.getByRole('region', { name: /Notifications/ });
  await expect(notifications).toContainText('New Feedback Submitted');
  await expect(notifications).toContainText('Home looks great');
  await expect(notifications.getByRole('link', { name: 'See all notifications' })).toHaveAttribute(
    'href',
    '/notifications',
  );

  const community = main.getByRole('region', { name: 'From the community' });
  await expect(community.getByRole('link', { name: 'See all community posts' })).toHaveAttribute(
    'href',
    '/community',
  );

  // The quick actions lead where they say.
  const actions = main.getByRole('region', { name: 'Quick actions' });
  for (const [name, path] of [
    ['Assess', '/assessment'],
    ['Car Lens', '/car-lens'],
    ['Ask Odo', '/ask-odo'],
  ] as const) {
    await actions.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard$/);
  }

  // A post opens from its block.
  await community.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/community/post/${postId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('a block that fails says so and retries on its own, while the others show', async ({
  page,
}) => {
  await signUpByApi(page, 'Eli Error');
  let fail = true;
  await page.route('**/api/notifications?*', (route) =>
    fail
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'database_unavailable', message: 'Try later' } }),
        })
      : route.continue(),
  );
  await page.route('**/api/notifications', (route) =>
    fail ? route.fulfill({ status: 503, body: '{}' }) : route.continue(),
  );
  // Home opened from another page: a page opened directly comes with its first answers (decision
  // 021), so its notifications would not be asked of the (failing) network at all.
  await page.goto('/garage');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await navigateInApp(page, '/dashboard');
  const main = page.getByRole('main');
  const notifications = main.getByRole('region', { name: /Notifications/ });
  await expect(notifications.getByRole('alert')).toContainText(
    'Notifications could not be loaded.',
    { timeout: 30_000 },
  );
  // The rest of the page is there.
  await expect(main.getByRole('region', { name: "Let's add your first car" })).toBeVisible();
  await expect(main.getByRole('region', { name: /Your plan/ })).toContainText('1 of 1 left');

  fail = false;
  await notifications.getByRole('button', { name: 'Try again' }).click();
  await expect(notifications).toContainText("You're all caught up");
  await expect(notifications.getByRole('alert')).toHaveCount(0);
});
