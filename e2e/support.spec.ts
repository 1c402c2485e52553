// /support's contact form: a visitor sends a message and sees it was received; a signed-in member
// finds their name and e-mail already filled in.
import { expect, test } from '@playwright/test';
import { newEmail, signUpByApi } from './helpers.ts';

test('a signed-out visitor sends a message and is told when we answer', async ({ page }) => {
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Contact support' });
  await expect(form.getByLabel('Your name')).toHaveValue('');

  // Nothing filled: every field says what it needs, and nothing is sent.
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Enter your name.')).toBeVisible();
  await expect(form.getByText('Choose what your message is about.')).toBeVisible();
  await expect(form.getByLabel('Your name')).toBeFocused();

  await form.getByLabel('Your name').fill('Vera Visitor');
  await form.getByLabel('E-mail for our answer').fill('not-an-address');
  await form.getByLabel('Topic').selectOption({ label: 'Billing and subscription' });
  await form.getByLabel('Message').fill('Too short');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText(/Enter a valid e-mail address/)).toBeVisible();
  await expect(form.getByText(/at least 10 characters/)).toBeVisible();

  const email = newEmail('visitor');
  await form.getByLabel('E-mail for our answer').fill(email);
  await form
    .getByLabel('Message')
    .fill('Can I switch from the monthly plan to the yearly one without losing my trial?');
  await form.getByRole('button', { name: 'Send message' }).click();
  const success = page.getByTestId('support-success');
  await expect(success).toContainText('We got your message');
  await expect(success).toContainText(`within one working day by e-mail to ${email}`);
  await expect(success).toBeFocused();
});

test('a signed-in member finds the form filled with their name and e-mail', async ({ page }) => {
  const { email, name } = await signUpByApi(page, 'Petra Prefill');
  await page.goto('/support');
  const form = page.getByRole('form', { name: 'Contact support' });
  await expect(form.getByLabel('Your name')).toHaveValue(name);
  await expect(form.getByLabel('E-mail for our answer')).toHaveValue(email);
  await form.getByLabel('Topic').selectOption('garage');
  await form.getByLabel('Message').fill('My Civic’s oil change reminder shows twice in the list.');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByTestId('support-success')).toContainText(email);
});
