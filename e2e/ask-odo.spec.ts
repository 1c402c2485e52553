// Ask Odo: a free user with a Civic whose oil was changed asks when the next oil change is and
// gets the computed answer with its source; their second question opens the limit modal and
// charges nothing. Another free user asks what the check engine light means and gets a cited
// article answer.
import { expect, test, type Page } from '@playwright/test';
import { baseURL, expectAccessible, freeUsesOf, isMobile, signUpByApi } from './helpers.ts';

test.setTimeout(90_000);

async function ask(page: Page, question: string) {
  const box = page.getByLabel('Your question');
  await box.fill(question);
  await box.press('Enter');
}

test('when is my next oil change: the computed answer with its source; a second free question opens the limit modal', async ({
  page,
}) => {
  await signUpByApi(page, 'Olive Oil');
  const created = await page.request.post('/api/garage/vehicles', {
    data: { year: 2019, make: 'Honda', model: 'Civic', mileage: 42000, fuelType: 'petrol' },
    headers: { origin: baseURL() },
  });
  expect(created.status(), await created.text()).toBe(201);
  const vehicleId = ((await created.json()) as { id: string }).id;
  const record = await page.request.post(`/api/garage/vehicles/${vehicleId}/maintenance`, {
    data: { type: 'oil_change', date: '2026-03-10', mileage: 40000, cost: 79.5 },
    headers: { origin: baseURL() },
  });
  expect(record.status(), await record.text()).toBe(201);

  await page.goto('/ask-odo');
  await expect(page.getByRole('heading', { name: 'Ask Odo', level: 1 })).toBeVisible();
  // Suggestions come from the user's own garage.
  await expect(
    page.getByRole('button', { name: "When is the Civic's next oil change?" }),
  ).toBeVisible();
  await expectAccessible(page);

  await ask(page, 'When is my next oil change?');
  const answer = page.getByRole('article', { name: "Odo's answer" });
  await expect(answer).toContainText('2019 Honda Civic', { timeout: 20_000 });
  await expect(answer).toContainText('10 March 2027');
  await expect(answer).toContainText('55,000 km');
  const source = answer.getByRole('link', { name: /Oil change — 2019 Honda Civic/ }).first();
  await expect(source).toHaveAttribute('href', `/vehicle/${vehicleId}`);
  await expect(answer.getByText(/Answered by Odo's built-in engine/)).toBeVisible();
  await expect(page).toHaveURL(/\/ask-odo\?thread=/);
  expect(await freeUsesOf(page, 'free_askodo_questions_used')).toBe(1);
  await expectAccessible(page);

  // The conversation is kept (on a phone, the list opens from the Conversations button).
  if (isMobile(page)) await page.getByRole('button', { name: 'Conversations' }).click();
  const conversations = page.getByRole('navigation', { name: 'Conversations' });
  await expect(
    conversations.getByRole('button', { name: /^When is my next oil change\?/ }),
  ).toBeVisible();
  if (isMobile(page)) await page.keyboard.press('Escape');

  // The free question is used: the next one opens the limit modal and charges nothing.
  await ask(page, 'What does the check engine light mean?');
  await expect(page.getByRole('dialog', { name: "You've reached your free limit" })).toBeVisible();
  expect(await freeUsesOf(page, 'free_askodo_questions_used')).toBe(1);
  const threads = await page.request.get('/api/ask-odo/threads');
  expect(((await threads.json()) as { threads: unknown[] }).threads).toHaveLength(1);
});

test('what does the check engine light mean: a cited article answer', async ({ page }) => {
  await signUpByApi(page, 'Cal Check');
  await page.goto('/ask-odo');
  await ask(page, 'What does the check engine light mean?');
  const answer = page.getByRole('article', { name: "Odo's answer" });
  await expect(answer).toContainText('What the check engine light means', { timeout: 20_000 });
  await expect(answer).toContainText('Source: Odo');
  const article = answer.getByText('What the check engine light means', { exact: true }).last();
  await article.click();
  await expect(answer.getByText(/on-board diagnostics/).last()).toBeVisible();
  expect(await freeUsesOf(page, 'free_askodo_questions_used')).toBe(1);

  // A 360 px phone: nothing wider than the screen, the question box still there.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByLabel('Your question')).toBeVisible();
  const overflow = await page.evaluate<number>('document.documentElement.scrollWidth');
  expect(overflow).toBeLessThanOrEqual(360);
  await page.screenshot({ path: test.info().outputPath('ask-odo-360.png') });
});
