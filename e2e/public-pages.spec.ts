// The public pages are prerendered at build time (src/web/first-load/build/prerender-plugin.ts): readable before
// and without the app's code, then taken over by the app.
import { expect, test, type Route } from '@playwright/test';
import { PASSWORD, signUpByApi } from './helpers.ts';

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page is readable: hero, features, plans, FAQ and the ways in', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: /Know your car\.\s*Keep it running\./ }),
    ).toBeVisible();
    for (const name of [
      'AI assessment',
      'Car Lens',
      'Ask Odo',
      'Garage & maintenance',
      'Community',
    ]) {
      await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Go yearly for best Deal' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Monthly but expensive' })).toBeVisible();
    await expect(page.getByText('19.99', { exact: true })).toBeVisible();
    await expect(page.getByText('3.34', { exact: true })).toBeVisible();
    // The FAQ opens without a script.
    await page.getByText('Can I cancel Premium?').click();
    await expect(page.getByText(/30-day free trial, and you are not charged/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('link', { name: 'Get started' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await expect(page.getByText('Odo needs JavaScript to run.')).toHaveCount(0);
    await expect(page).toHaveTitle('Odo: your car, understood');
  });

  test('the other public pages arrive with their content and title', async ({ page }) => {
    for (const [path, title] of [
      ['/login', 'Log in · Odo'],
      ['/signup', 'Sign up · Odo'],
      ['/forgot-password', 'Forgot password · Odo'],
      ['/privacy', 'Privacy Policy · Odo'],
      ['/terms', 'Terms of Service · Odo'],
      ['/support', 'Support · Odo'],
    ]) {
      await page.goto(path!);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expect(page, path).toHaveTitle(title!);
    }
  });
});

test('/login signs in once the app has taken the prerendered page over', async ({ page }) => {
  const user = await signUpByApi(page, 'Hy Dration');
  await page.context().clearCookies();
  await page.goto('/login');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hy');
});

test('what is typed and submitted before the app runs is kept and sent once it does', async ({
  page,
}) => {
  const user = await signUpByApi(page, 'Early Bird');
  await page.context().clearCookies();
  // Hold the app's entry until the form has been filled in and submitted.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route: Route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  // Not sent by the browser itself: no fields in the address.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  release();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Early');
});

test('what is typed after leaving /login for /forgot-password goes into /forgot-password', async ({
  page,
}) => {
  // Hold the code of /forgot-password: meanwhile /login stays on screen, at the new address.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/forgot-password-page-[\w-]+\.js$/, async (route: Route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.getByRole('link', { name: /forgot/i }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back');
  // The page on its way out takes no typing (it is inert): its e-mail field takes no focus.
  // (Typed without the DOM library, as every e2e file.)
  const focused = await page.getByLabel('E-mail').evaluate((field) => {
    const element = field as unknown as {
      focus(): void;
      ownerDocument: { activeElement: unknown };
    };
    element.focus();
    return element.ownerDocument.activeElement === field;
  });
  expect(focused).toBe(false);
  // Typing waits for /forgot-password and goes into its form.
  const typing = page.getByLabel('E-mail').fill('a@example.com');
  release();
  await typing;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your password?');
  await expect(page.getByLabel('E-mail')).toHaveValue('a@example.com');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/if an account exists/i)).toContainText('a@example.com');
});

test('Back before /forgot-password was rendered leaves /login usable (a busy phone)', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  // /forgot-password's code is loaded: going there renders the whole page (a longer render).
  await page.getByRole('link', { name: /forgot/i }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your password?');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back');
  // A phone 40× slower: Back comes before React has rendered the way to /forgot-password, so the
  // router's location is /login's again, unchanged (the hold must not outlive it).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 40 });
  await page.evaluate(
    'document.querySelector(\'a[href="/forgot-password"]\').click(); history.back();',
  );
  await expect(page).toHaveURL(/\/login$/);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back');
  await expect(page.locator('body')).not.toHaveAttribute('inert');
  await page.getByLabel('E-mail').fill('a@example.com');
  await expect(page.getByLabel('E-mail')).toHaveValue('a@example.com');
});

test('a signed-in visitor opening the prerendered /login or /signup goes on to the app', async ({
  page,
}) => {
  await signUpByApi(page, 'Sid Signedin');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/dashboard$/);
});
