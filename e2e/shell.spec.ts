import { expect, test, type Page } from '@playwright/test';
import { pageAnswerPaths } from '../src/web/first-load/page-answers.ts';
import { addVehicleByApi, baseURL, isMobile, openSideMenu, signUpByApi, TABS } from './helpers.ts';

let email = '';
test.beforeEach(async ({ page }) => {
  ({ email } = await signUpByApi(page, 'Eve Shell'));
});

test('a signed-in page arrives with its shell drawn, and the app takes that over', async ({
  page,
  browser,
}) => {
  // What the server sends, before any of the app's code runs: the shell with this member's notice.
  const bare = await browser.newContext({
    baseURL: baseURL(),
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    viewport: page.viewportSize(),
  });
  const first = await bare.newPage();
  await first.goto('/garage');
  await expect(first).toHaveTitle('Garage · Odo');
  await expect(first.getByRole('navigation', { name: 'Tabs' })).toBeVisible();
  await expect(first.getByRole('link', { name: 'Garage' }).last()).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(first.getByTestId('verify-email-banner')).toContainText(
    `Confirm your e-mail: we sent a link to ${email}.`,
  );
  await bare.close();

  // In a browser running it, the same page comes alive: the page renders, the tabs navigate.
  await page.goto('/garage');
  await expect(page.getByRole('heading', { level: 1, name: /garage/i })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Tabs' })
    .getByRole('link', { name: 'Community' })
    .click();
  await expect(page).toHaveURL(/\/community$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
});

/** Every GET of the API this page makes from now on (path and query), as it makes them. */
function apiGetsOf(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) {
      asked.push(url.pathname + url.search);
    }
  });
  return asked;
}

test("a signed-in page's first data comes with it, and later reads ask the server", async ({
  page,
}) => {
  const vehicleId = await addVehicleByApi(page);
  const asked = apiGetsOf(page);
  await page.goto('/dashboard');
  // Home shows the car, the free uses and the feed from the answers the page came with.
  await expect(page.getByText('2019 Honda Civic').first()).toBeVisible();
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const answered = pageAnswerPaths('/dashboard');
  expect(asked.filter((path) => answered.includes(path))).toEqual([]);

  // Made for each visit: after a change, the next visit's page carries it.
  const response = await page.request.patch(`/api/garage/vehicles/${vehicleId}`, {
    data: { nickname: 'The Blue One' },
    headers: { origin: baseURL() },
  });
  expect(response.status()).toBe(200);
  await page.goto('/garage');
  await expect(page.getByText('The Blue One').first()).toBeVisible();
  expect(asked).not.toContain('/api/garage/vehicles');
});

test("a car's page, the assessment and Ask Odo come with their own first data", async ({
  page,
}) => {
  const vehicleId = await addVehicleByApi(page);
  const asked = apiGetsOf(page);
  const visits = [
    {
      path: `/vehicle/${vehicleId}`,
      shows: page.getByRole('heading', { level: 1, name: /2019 Honda Civic/ }),
    },
    { path: '/assessment', shows: page.getByRole('heading', { name: 'Your assessments' }) },
    { path: '/ask-odo', shows: page.getByRole('heading', { level: 1 }).first() },
  ];
  for (const { path, shows } of visits) {
    await page.goto(path);
    await expect(shows).toBeVisible();
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    const answered = pageAnswerPaths(path);
    // The car's own answers are among them (its id in the GET), and none went over the network.
    if (path.startsWith('/vehicle/'))
      expect(answered).toContain(`/api/garage/vehicles/${vehicleId}`);
    expect(
      asked.filter((asking) => answered.includes(asking)),
      path,
    ).toEqual([]);
  }
});

test('each tab is active on its path and under it', async ({ page }) => {
  const tabs = page.getByRole('navigation', { name: 'Tabs' });
  for (const tab of TABS.filter((t) => t.path !== '/car-lens')) {
    await page.goto(tab.path);
    await expect(tabs.getByRole('link', { name: tab.name })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const other of TABS.filter((t) => t.name !== tab.name)) {
      await expect(tabs.getByRole('link', { name: other.name })).not.toHaveAttribute(
        'aria-current',
        'page',
      );
    }
  }
  await page.goto('/community/post/7');
  await expect(tabs.getByRole('link', { name: 'Community' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(tabs.getByRole('link', { name: 'Community' })).toContainText('NEW');
});

test('Car Lens, its details and account deletion open without the shell', async ({ page }) => {
  for (const route of ['/car-lens', '/carlens-details', '/delete-account']) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Tabs' })).toHaveCount(0);
  }
});

test('tapping Home on the dashboard scrolls back to the top', async ({ page }) => {
  await page.goto('/dashboard');
  // The page comes drawn from the server; the filler goes in once the app runs it.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const main = page.locator('main#main');
  await main.evaluate((el) => {
    const filler = el.ownerDocument.createElement('div');
    filler.style.height = '3000px';
    filler.dataset.testFiller = '1';
    el.appendChild(filler);
    el.scrollTop = 1500;
  });
  await expect.poll(() => main.evaluate((el) => el.scrollTop)).toBeGreaterThan(1000);
  await page.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: 'Home' }).click();
  await expect.poll(() => main.evaluate((el) => el.scrollTop)).toBe(0);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the side menu is a drawer on a phone and permanent on a laptop', async ({ page }) => {
  await page.goto('/dashboard');
  if (isMobile(page)) {
    await expect(page.getByRole('navigation', { name: 'Side menu' })).toBeHidden();
  } else {
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  }
  const menu = await openSideMenu(page);
  for (const name of ['Favorites', 'Get Support', 'Settings']) {
    await expect(menu.getByRole('link', { name })).toBeVisible();
  }
  for (const name of ['Send a Feedback', 'Log Out', 'Contact Us']) {
    await expect(menu.getByRole('button', { name })).toBeVisible();
  }
  await expect(menu.getByRole('link', { name: 'support@odo.app' })).toHaveAttribute(
    'href',
    /^mailto:support@odo\.app/,
  );
  await expect(menu.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacy',
  );
  await expect(menu.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
    'href',
    '/terms',
  );
  await expect(menu.getByText('version 1.0.3')).toBeVisible();
  await expect(menu.getByText('Eve Shell')).toBeVisible();
  await menu.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  if (isMobile(page)) await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
});

test('the browser back button goes back one step', async ({ page }) => {
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Tabs' })
    .getByRole('link', { name: 'Garage' })
    .click();
  await expect(page).toHaveURL(/\/garage$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the NEW badge stays inside the Community tab and the screen', async ({ page }) => {
  await page.goto('/dashboard');
  const tab = page
    .getByRole('navigation', { name: 'Tabs' })
    .getByRole('link', { name: /Community/ });
  const badge = tab.getByText('NEW', { exact: true });
  await expect(badge).toBeVisible();
  const [badgeBox, tabBox] = await Promise.all([badge.boundingBox(), tab.boundingBox()]);
  const width = page.viewportSize()!.width;
  expect(badgeBox!.x).toBeGreaterThanOrEqual(tabBox!.x);
  expect(badgeBox!.x + badgeBox!.width).toBeLessThanOrEqual(tabBox!.x + tabBox!.width);
  expect(badgeBox!.x + badgeBox!.width).toBeLessThanOrEqual(width);
  expect(badgeBox!.y).toBeGreaterThanOrEqual(tabBox!.y);
  expect(await page.locator('html').evaluate((el) => el.scrollWidth)).toBeLessThanOrEqual(width);
});
