import { expect, test } from '@playwright/test';
import { baseURL, seriousAxeViolations, signUpByApi } from './helpers.ts';

// The service worker is what this file is about (the other journeys block it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('a notification arrives live on the bell and the list; mark all read clears the badge', async ({
  page,
}) => {
  await signUpByApi(page, 'Nora Notified');
  const streamOpen = page.waitForResponse((response) =>
    response.url().endsWith('/api/notifications/stream'),
  );
  await page.goto('/notifications');
  const main = page.getByRole('main');
  await expect(main.getByText('No notifications yet')).toBeVisible();
  const bell = page.getByRole('link', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(page.getByTestId('unread-badge')).toHaveCount(0);

  // Wait until the live stream is open, then make a notification through the API (another action
  // of the same user): it shows up without a reload.
  expect((await streamOpen).status()).toBe(200);
  const sent = await page.request.post('/api/feedback', {
    data: { message: 'The garage page is great' },
    headers: { origin: baseURL() },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await expect(page.getByTestId('unread-badge')).toHaveText('1');
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  const list = main.getByRole('list', { name: 'Your notifications' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('New Feedback Submitted');
  await expect(list).toContainText('The garage page is great');
  await expect(list).toContainText('(unread)');
  await expect(page.getByRole('status').filter({ hasText: 'New Feedback Submitted' })).toHaveCount(
    1,
  );

  await main.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByTestId('unread-badge')).toHaveCount(0);
  await expect(main.getByText('You are all caught up.')).toBeVisible();
  await expect(list).not.toContainText('(unread)');

  // The app registered its service worker (it shows web pushes).
  // (A string: the e2e project is type-checked without the DOM library.)
  const worker = await page.evaluate(
    'navigator.serviceWorker.ready.then((registration) => registration.active.scriptURL)',
  );
  expect(worker).toBe(`${baseURL()}/sw.js`);

  // A kind can be turned off; the choice is kept.
  const likesInApp = main.getByRole('switch', { name: 'Likes on my posts: in app' });
  await expect(likesInApp).toBeChecked();
  await likesInApp.click();
  await expect(likesInApp).not.toBeChecked();
  await page.reload();
  await expect(main.getByRole('switch', { name: 'Likes on my posts: in app' })).not.toBeChecked();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  expect(await seriousAxeViolations(page)).toEqual([]);
});
