// A normal visit to any page logs nothing in red: no console error, no uncaught exception, no
// failed or refused request (an anonymous visit included: the session probe answers 200).
import { expect, test, type Page } from '@playwright/test';
import { PUBLIC_ROUTES, signedInRoutes, signUpByApi, startCheckoutByApi } from './helpers.ts';

interface Problem {
  route: string;
  what: string;
}

/** Collects every console error, page error, failed request and 4xx/5xx answer on `page`. */
function watch(page: Page) {
  const problems: Problem[] = [];
  let route = '';
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    problems.push({ route, what: `console: ${message.text()} ${message.location().url}` });
  });
  page.on('pageerror', (error) => problems.push({ route, what: `exception: ${error.message}` }));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // Leaving a page cancels what it was still fetching: not an error, and the browser logs none.
    if (reason === 'net::ERR_ABORTED') return;
    problems.push({ route, what: `failed: ${request.url()} ${reason}` });
  });
  page.on('response', (response) => {
    if (response.status() >= 400) {
      problems.push({ route, what: `${response.status()}: ${response.url()}` });
    }
  });
  return {
    problems,
    async visit(path: string) {
      route = path;
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
      await page.waitForLoadState('networkidle');
    },
  };
}

test('anonymous visits to every public page log no errors', async ({ page }) => {
  const { problems, visit } = watch(page);
  for (const route of PUBLIC_ROUTES) await visit(route);
  // /splash, then on to /login by itself.
  await visit('/splash');
  await expect(page).toHaveURL(/\/login$/);
  await page.waitForLoadState('networkidle');
  // A protected page sends the visitor to /login without a logged refusal.
  await visit('/garage');
  await expect(page).toHaveURL(/\/login\?next=/);
  expect(problems).toEqual([]);
});

test('signed-in visits to every page log no errors', async ({ page }) => {
  test.setTimeout(120_000);
  const { problems, visit } = watch(page);
  await signUpByApi(page, 'Cole Console');
  for (const route of await signedInRoutes(page)) await visit(route);
  // The demo provider's payment page, where checkout sends the user.
  const checkout = await startCheckoutByApi(page);
  await visit(checkout.url);
  expect(problems).toEqual([]);
});
