import { expect, test } from '@playwright/test';
import { openSideMenu, signUpByApi } from './helpers.ts';

test.beforeEach(async ({ page }) => {
  await signUpByApi(page, 'Fay Feedback');
  await page.goto('/dashboard');
});

async function openFeedback(page: import('@playwright/test').Page) {
  const menu = await openSideMenu(page);
  await menu.getByRole('button', { name: 'Send a Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send a Feedback' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('feedback goes from blank through sending and thanks to closed', async ({ page }) => {
  const dialog = await openFeedback(page);
  const text = dialog.getByPlaceholder('Tell us what you think about the product...');
  const send = dialog.getByRole('button', { name: 'Send Feedback' });
  await expect(send).toBeDisabled();
  await text.fill('   ');
  await expect(send).toBeDisabled();

  // Hold the request so the sending state can be seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/feedback', async (route) => {
    await held;
    await route.continue();
  });
  await text.fill('The garage view is great.');
  await expect(send).toBeEnabled();
  await send.click();
  await expect(dialog.getByRole('button', { name: /Send/ })).toBeDisabled();
  release();

  await expect(
    dialog.getByText('Thank You! Your feedback has been submitted successfully.'),
  ).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Send a Feedback' })).toBeHidden();
});

test('a failed send shows the red error and keeps the text', async ({ page }) => {
  await page.route('**/api/feedback', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'internal', message: 'boom' } }),
    }),
  );
  const dialog = await openFeedback(page);
  await dialog
    .getByPlaceholder('Tell us what you think about the product...')
    .fill('Please add EVs.');
  await dialog.getByRole('button', { name: 'Send Feedback' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Failed to submit feedback. Please try again.',
  );
  await expect(dialog.getByPlaceholder('Tell us what you think about the product...')).toHaveValue(
    'Please add EVs.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog', { name: 'Send a Feedback' })).toBeHidden();
});

test('the "New Feedback Submitted" notification leads to /feedback, which lists what was sent', async ({
  page,
}) => {
  const dialog = await openFeedback(page);
  await dialog
    .getByPlaceholder('Tell us what you think about the product...')
    .fill('Tyre pressure logs, please.');
  await dialog.getByRole('button', { name: 'Send Feedback' }).click();
  await expect(
    dialog.getByText('Thank You! Your feedback has been submitted successfully.'),
  ).toBeVisible();

  await page.goto('/notifications');
  const notification = page
    .getByRole('list', { name: 'Your notifications' })
    .getByRole('link', { name: /New Feedback Submitted/ });
  await expect(notification).toContainText('Tyre pressure logs, please.');
  await notification.click();
  await expect(page).toHaveURL(/\/feedback$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your feedback' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Feedback you sent' })).toContainText(
    'Tyre pressure logs, please.',
  );
  // Inside the shell, like every signed-in page.
  await expect(page.getByRole('link', { name: /Notifications/ }).first()).toBeVisible();
});
