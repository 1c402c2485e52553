import { expect, test } from '@playwright/test';
import { baseURL, newEmail, openSideMenu, PASSWORD, signUpByApi } from './helpers.ts';

test('a new user signs up and lands on the dashboard inside the shell', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Get started' }).first().click();
  await expect(page).toHaveURL(/\/signup$/);

  // The form checks what people expect before anything is sent.
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Enter your name.')).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Ann Driver');
  await page.getByLabel('E-mail').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('Gearbox-Lantern-42');
  await page.getByLabel('Confirm password').fill('Something-Else-42');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();

  // The server refuses a common password, and the form says so.
  const email = newEmail('ann');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('password123');
  await page.getByLabel('Confirm password').fill('password123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(/too common/).first()).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ann');
  await expect(page.getByRole('navigation', { name: 'Tabs' })).toBeVisible();
});

test('a user signs out from the side menu and signs in again', async ({ page }) => {
  const user = await signUpByApi(page, 'Bea Wheeler');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Bea');

  const menu = await openSideMenu(page);
  await menu.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);

  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill('Wrong-Password-1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /invalid/i })).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Bea');
});

test('a user who forgot the password resets it through the e-mailed link', async ({ page }) => {
  const user = await signUpByApi(page, 'Cy Reset');
  await page.context().clearCookies();

  await page.goto('/login');
  await page.getByRole('link', { name: /forgot/i }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/if an account exists/i)).toBeVisible();

  const outbox = await page.request.get('/api/dev/outbox');
  const { messages } = (await outbox.json()) as { messages: { to: string; link: string }[] };
  const mail = messages.find((m) => m.to === user.email);
  expect(mail?.link).toBeTruthy();

  await page.goto(mail!.link);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  const newPassword = 'Fresh-Clutch-Pedal-9';
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Cy');

  // The old password no longer works; the new one does.
  await page.context().clearCookies();
  const old = await page.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
    headers: { origin: baseURL() },
  });
  expect(old.status()).toBe(401);
  const fresh = await page.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: newPassword },
    headers: { origin: baseURL() },
  });
  expect(fresh.status()).toBe(200);
});

test('a reset link that is not valid says so and offers a new one', async ({ page }) => {
  await page.goto('/api/auth/reset-password/not-a-real-token?callbackURL=%2Freset-password');
  await expect(page).toHaveURL(/\/reset-password\?error=INVALID_TOKEN/);
  await expect(page.getByRole('link', { name: /new (reset )?link|request a new/i })).toBeVisible();
});

test('a session ended elsewhere signs the open app out silently, and sign-in comes back', async ({
  page,
  request,
}) => {
  const user = await signUpByApi(page, 'Dee Elsewhere');
  await page.goto('/billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();

  // Log Out on another device: the same session, ended on the server; this tab keeps its cookie.
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const elsewhere = await request.post('/api/auth/sign-out', {
    headers: { origin: baseURL(), cookie },
  });
  expect(elsewhere.status()).toBe(200);

  // The next API call (here the checkout) gets 401: straight to /login, no error left behind.
  const yearly = page.getByRole('main').getByRole('region', { name: 'Go yearly for best Deal' });
  await yearly.getByRole('button', { name: 'Choose yearly' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fbilling$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // (The offline notice's live region is always there, empty while online.)
  await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveCount(0);

  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/billing$/);
});

test('a session cookie that is gone signs out on the next request from a dialog', async ({
  page,
}) => {
  await signUpByApi(page, 'Eli Expired');
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The side menu loads its own data (plan, referral code) when it is first shown: on a phone
  // when the drawer first opens. Let it, so the next request is the dialog's.
  const menu = await openSideMenu(page);
  await expect(menu.getByRole('link', { name: 'Upgrade to Premium' })).toBeVisible();
  await expect(menu.getByLabel('Loading referral code')).toHaveCount(0);
  await page.context().clearCookies();

  await menu.getByRole('button', { name: 'Send a Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send a Feedback' });
  await dialog.getByPlaceholder('Tell us what you think about the product...').fill('Hello');
  await dialog.getByRole('button', { name: 'Send Feedback' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fsettings$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the login form tabs in reading order: e-mail, password, show, forgot, log in', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').focus();
  const order = [
    page.getByLabel('Password', { exact: true }),
    page.getByRole('button', { name: 'Show password' }),
    page.getByRole('link', { name: 'Forgot password?' }),
    page.getByRole('button', { name: 'Log in' }),
  ];
  for (const next of order) {
    await page.keyboard.press('Tab');
    await expect(next).toBeFocused();
  }
});
