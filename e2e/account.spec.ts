// Issue 12's whole journey for a new user: lands on /, signs up, uploads an avatar (a PDF named .jpg
// is refused), renames themself, changes theme and units, downloads their data, contacts support
// and deletes the account; the e-mail can then sign up afresh.
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { readZip } from '../src/server/test/read-zip.ts';
import {
  baseURL,
  expectAccessible,
  newEmail,
  openSideMenu,
  PASSWORD,
  signInByApi,
} from './helpers.ts';

test.setTimeout(150_000);

test('a new user signs up from the landing page, makes the account theirs, contacts support and deletes it', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'light' });
  const email = newEmail();

  // Lands on /, signs up from its call to action.
  await page.goto('/');
  await page.getByRole('link', { name: 'Create your free account' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await page.getByLabel('Name', { exact: true }).fill('Ava Account');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  let menu = await openSideMenu(page);

  // A PDF renamed .jpg passes the picker's filter but not the server's look at its content.
  const pickAvatar = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
    const chooser = page.waitForEvent('filechooser');
    await menu.getByRole('button', { name: 'Upload profile picture' }).click();
    await (await chooser).setFiles(file);
  };
  await pickAvatar({
    name: 'scan.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n'),
  });
  await expect(page.getByText('Your picture was not saved', { exact: true })).toBeVisible();
  await expect(page.getByText(/^That file is not a picture we can read/)).toBeVisible();

  const portrait = await sharp({
    create: { width: 640, height: 480, channels: 3, background: '#2f7d5b' },
  })
    .png()
    .toBuffer();
  await pickAvatar({ name: 'me.png', mimeType: 'image/png', buffer: portrait });
  await expect(page.getByText('Profile picture updated', { exact: true })).toBeVisible();
  await expect(menu.locator('img[src^="/api/files/avatars/"]')).toBeVisible();

  // Inline rename: an empty name is refused where it is typed, Save keeps the trimmed one.
  await menu.getByRole('button', { name: 'Edit Profile' }).click();
  const nameField = menu.getByLabel('Display name');
  await nameField.fill('   ');
  await menu.getByRole('button', { name: 'Save' }).click();
  await expect(menu.getByRole('alert')).toHaveText('Enter a name.');
  await nameField.fill('  Ava Renamed  ');
  await menu.getByRole('button', { name: 'Save' }).click();
  await expect(menu.getByTestId('profile-name')).toHaveText('Ava Renamed');

  // Theme and units, on /settings.
  await page.goto('/settings');
  const settings = page.getByRole('main');
  await settings.locator('label', { hasText: 'Dark' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await settings.getByLabel('Distance').selectOption('mi');
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(settings.getByLabel('Distance')).toHaveValue('mi');

  // Contacts support: the form knows who is writing.
  await page.goto('/support');
  const form = page.getByRole('form', { name: 'Contact support' });
  await expect(form.getByLabel('E-mail for our answer')).toHaveValue(email);
  await form.getByLabel('Topic').selectOption({ index: 1 });
  await form.getByLabel('Message').fill('How do I move my service history from another app?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'We got your message' })).toBeVisible();

  // The data download is a ZIP holding the new name and the avatar's file.
  await page.goto('/delete-account');
  await expect(page.getByRole('heading', { name: 'Delete your account' })).toBeVisible();
  await expectAccessible(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const saved = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of saved) chunks.push(chunk as Buffer);
  const zip = await readZip(Buffer.concat(chunks));
  expect(JSON.parse(zip.get('data/users.json')!.toString())).toMatchObject([
    { name: 'Ava Renamed' },
  ]);
  expect(zip.get('data/auth_users.csv')!.toString()).toContain(email);
  expect([...zip.keys()].some((name) => name.startsWith('files/avatars/'))).toBe(true);

  // A wrong password is refused on the page; the right one and DELETE erase the account.
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByLabel('Type DELETE to confirm').fill('DELETE');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('alert')).toHaveText('That password is not right.');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/login$/);

  const headers = { origin: baseURL() };
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password: PASSWORD },
    headers,
  });
  expect(signIn.status()).toBe(401);
  const again = await page.request.post('/api/auth/sign-up/email', {
    data: { name: 'Ava Again', email, password: PASSWORD },
    headers,
  });
  expect(again.status(), await again.text()).toBe(200);
  await signInByApi(page.request, email);
  await page.goto('/dashboard');
  menu = await openSideMenu(page);
  await expect(menu.getByTestId('profile-name')).toHaveText('Ava Again');
});
