// Watches a page for what a normal visit must never log in red: a console error, an uncaught
// exception, a failed or refused request. The accessibility journeys (a11y.spec.ts) watch every
// page they visit with it, so each route is visited once for both checks (CI time, issue 30).
import { expect, type Page } from '@playwright/test';

export interface ConsoleProblem {
  route: string;
  what: string;
}

export function watchConsole(page: Page) {
  const problems: ConsoleProblem[] = [];
  const watched = { route: '' };
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    problems.push({
      route: watched.route,
      what: `console: ${message.text()} ${message.location().url}`,
    });
  });
  page.on('pageerror', (error) =>
    problems.push({ route: watched.route, what: `exception: ${error.message}` }),
  );
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // Leaving a page cancels what it was still fetching: not an error, and the browser logs none.
    if (reason === 'net::ERR_ABORTED') return;
    problems.push({ route: watched.route, what: `failed: ${request.url()} ${reason}` });
  });
  page.on('response', (response) => {
    if (response.status() >= 400) {
      problems.push({ route: watched.route, what: `${response.status()}: ${response.url()}` });
    }
  });
  return {
    problems,
    /** Goes to `path` and waits until its heading shows and the network has settled. */
    async visit(path: string) {
      watched.route = path;
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
      await page.waitForLoadState('networkidle');
    },
  };
}
