// A normal visit to any page logs nothing in red: no console error, no uncaught exception, no
// failed or refused request (an anonymous visit included: the session probe answers 200). Every
// public and signed-in page is checked on the visits of a11y.spec.ts (watchConsole); here, the
// visits only this file makes: pages that move on by themselves, and the payment page.
import { expect, test } from '@playwright/test';
import { watchConsole } from './console-watch.ts';
import { signUpByApi, startCheckoutByApi } from './helpers.ts';

test('anonymous visits that move on by themselves log no errors', async ({ page }) => {
  const { problems, visit } = watchConsole(page);
  // /splash, then on to /login by itself.
  await visit('/splash');
  await expect(page).toHaveURL(/\/login$/);
  await page.waitForLoadState('networkidle');
  // A protected page sends the visitor to /login without a logged refusal.
  await visit('/garage');
  await expect(page).toHaveURL(/\/login\?next=/);
  expect(problems).toEqual([]);
});

test("the demo provider's payment page logs no errors", async ({ page }) => {
  const { problems, visit } = watchConsole(page);
  await signUpByApi(page, 'Cole Console');
  // The demo provider's payment page, where checkout sends the user.
  const checkout = await startCheckoutByApi(page);
  await visit(checkout.url);
  expect(problems).toEqual([]);
});
