import { expect, test, type Locator, type Page } from '@playwright/test';
import { openSideMenu, signUpByApi } from './helpers.ts';

interface SubscriptionReply {
  premium: boolean;
  subscription: { current_period_end: number; status: string } | null;
}

/** The billing date as the app shows it: the browser's locale, medium date style. */
function shownDate(page: Page, epochSeconds: number) {
  return page.evaluate(
    (seconds) =>
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(seconds * 1000)),
    epochSeconds,
  );
}

async function payWithCard(page: Page, number: string, button: RegExp = /^Pay /) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: button }).click();
}

function subscriptionBlock(menu: Locator) {
  return menu.getByRole('region', { name: 'Subscription' });
}

test('a free user buys the yearly plan through the demo checkout, then cancels at period end', async ({
  page,
}) => {
  await signUpByApi(page, 'Pat Premium');
  await page.goto('/dashboard');

  // The side menu offers the upgrade.
  let menu = await openSideMenu(page);
  let block = subscriptionBlock(menu);
  await expect(block.getByText('No active subscription')).toBeVisible();
  await block.getByRole('link', { name: 'Upgrade to Premium' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(
    page.getByRole('main').getByRole('region', { name: /No active subscription/ }),
  ).toContainText('Inactive');

  // Both plans, with SPEC.md's names, prices, saving, trial and features.
  const main = page.getByRole('main');
  const yearly = main.getByRole('region', { name: 'Go yearly for best Deal' });
  const monthly = main.getByRole('region', { name: 'Monthly but expensive' });
  await expect(yearly).toContainText('$19.99');
  await expect(yearly).toContainText('/year');
  await expect(yearly).toContainText('save 45%');
  await expect(yearly.getByRole('listitem')).toHaveText([
    'Unlimited vehicle assessments',
    'Advanced analytics and judgments',
    'Priority email support',
    'Full maintenance history',
    'Custom reminders',
    'Report export',
  ]);
  await expect(monthly).toContainText('$3.34');
  await expect(monthly).toContainText('/month');
  await expect(monthly).toContainText('30-day free trial');

  // Checkout: the demo provider's page, a declined card first, then a good one.
  await yearly.getByRole('button', { name: 'Choose yearly' }).click();
  await expect(page).toHaveURL(/\/api\/billing\/demo\/checkout\//);
  await expect(page.getByText('Demo checkout — no real payment')).toBeVisible();
  await expect(page.getByText('Go yearly for best Deal')).toBeVisible();
  await payWithCard(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toContainText('Your card was declined');
  // The refusal is a page of its own (POST → redirect → GET): a reload posts nothing again.
  await expect(page).toHaveURL(/\/api\/billing\/demo\/checkout\/[^/?]+\?error=declined$/);
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('Your card was declined');
  await payWithCard(page, '4242 4242 4242 4242');

  // Back on Odo, which confirms with the server before saying anything.
  await expect(page).toHaveURL(/\/checkout\/success\?session_id=/);
  await expect(page.getByRole('heading', { name: 'Welcome to Odo Premium' })).toBeVisible();
  await expect(main).toContainText('Go yearly for best Deal');

  const reply = (await (
    await page.request.get('/api/billing/subscription')
  ).json()) as SubscriptionReply;
  expect(reply.premium).toBe(true);
  const nextBilling = await shownDate(page, reply.subscription!.current_period_end);
  await expect(main).toContainText(nextBilling);

  // The side menu shows the active subscription with the card and the next billing date.
  menu = await openSideMenu(page);
  block = subscriptionBlock(menu);
  await expect(block).toContainText('Active');
  await expect(block).toContainText('Visa •••• 4242');
  await expect(block).toContainText(`Next billing date${nextBilling}`);
  await block.getByRole('link', { name: 'Manage Subscription' }).click();
  await expect(page).toHaveURL(/\/billing$/);

  // /billing: the current subscription, the yearly plan marked current and no buy buttons.
  const current = main.getByRole('region', { name: 'Odo Premium' });
  await expect(current).toContainText('Active');
  await expect(current).toContainText('Visa •••• 4242');
  await expect(current).toContainText(nextBilling);
  await expect(yearly).toContainText('Current plan');
  await expect(main.getByRole('button', { name: /Choose|free trial/ })).toHaveCount(0);

  // The caps are lifted.
  const usage = (await (await page.request.get('/api/usage')).json()) as {
    premium: boolean;
    features: Record<string, { allowed: boolean; remaining: number | null }>;
  };
  expect(usage.premium).toBe(true);
  for (const feature of ['assessment', 'carlens', 'askodo', 'garage']) {
    expect(usage.features[feature]?.allowed, feature).toBe(true);
  }

  // Cancel at period end, after a confirmation.
  await current.getByRole('button', { name: 'Cancel subscription' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel your subscription?' });
  await expect(confirm).toContainText(nextBilling);
  await confirm.getByRole('button', { name: 'Cancel at period end' }).click();
  await expect(confirm).toBeHidden();
  await expect(current).toContainText(`Cancels on ${nextBilling}`);
  await expect(current.getByRole('button', { name: 'Resume subscription' })).toBeVisible();
  menu = await openSideMenu(page);
  await expect(subscriptionBlock(menu)).toContainText(`Cancels on${nextBilling}`);
});

test('cancelling on the demo checkout returns to /checkout/cancel with nothing charged', async ({
  page,
}) => {
  await signUpByApi(page, 'Cal Cancel');
  await page.goto('/billing');
  const monthly = page.getByRole('main').getByRole('region', { name: 'Monthly but expensive' });
  await monthly.getByRole('button', { name: 'Start 30-day free trial' }).click();
  await expect(page.getByText('Demo checkout — no real payment')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page).toHaveURL(/\/checkout\/cancel$/);
  await expect(page.getByRole('heading', { name: 'Checkout canceled' })).toBeVisible();
  await expect(page.getByText('Nothing was charged.')).toBeVisible();
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/billing$/);

  const reply = (await (
    await page.request.get('/api/billing/subscription')
  ).json()) as SubscriptionReply;
  expect(reply.subscription).toBeNull();
});

test('a checkout that cannot reach the server says so and can be retried', async ({ page }) => {
  await signUpByApi(page, 'Nia Network');
  await page.goto('/billing');
  await page.route('**/api/billing/checkout', (route) => route.abort('internetdisconnected'));
  const yearly = page.getByRole('main').getByRole('region', { name: 'Go yearly for best Deal' });
  await yearly.getByRole('button', { name: 'Choose yearly' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Network error. Please check your internet connection and try again',
  );
  await expect(yearly.getByRole('button', { name: 'Choose yearly' })).toBeEnabled();
});

test("a failed checkout says so next to the plan's button, on screen even on a phone", async ({
  page,
}) => {
  await signUpByApi(page, 'Pia Phone');
  await page.goto('/billing');
  await page.route('**/api/billing/checkout', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
  );
  const monthly = page.getByRole('main').getByRole('region', { name: /monthly/i });
  const button = monthly.getByRole('button', { name: /free trial|Choose monthly/ });
  await button.scrollIntoViewIfNeeded();
  await button.click();
  const alert = monthly.getByRole('alert');
  await expect(alert).toHaveText(
    'Payment service is temporarily unavailable. Please try again later',
  );
  await expect(alert).toBeInViewport();
  // Only the chosen plan shows it; the button works again.
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(1);
  await expect(button).toBeEnabled();
});

test('/checkout/success without a session id or with an unknown one grants nothing', async ({
  page,
}) => {
  await signUpByApi(page, 'Sid Session');
  await page.goto('/checkout/success');
  await expect(page.getByRole('heading', { name: 'No checkout to confirm' })).toBeVisible();
  await page.goto('/checkout/success?session_id=demo_cs_not_mine');
  await expect(page.getByRole('heading', { name: 'Checkout not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Billing' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByRole('main')).not.toContainText('Current plan');
});

test('a subscriber on the monthly trial changes the card, cancels and resumes', async ({
  page,
}) => {
  await signUpByApi(page, 'Max Monthly');
  await page.goto('/billing');
  const main = page.getByRole('main');
  const monthly = main.getByRole('region', { name: 'Monthly but expensive' });
  await monthly.getByRole('button', { name: /free trial/ }).click();
  await expect(page).toHaveURL(/\/api\/billing\/demo\/checkout\//);
  await expect(page.getByText('Monthly but expensive')).toBeVisible();
  await payWithCard(page, '4242 4242 4242 4242', /Start free trial/);
  await expect(page).toHaveURL(/\/checkout\/success\?session_id=/);
  await expect(page.getByRole('heading', { name: 'Welcome to Odo Premium' })).toBeVisible();

  // The trial lifts the caps and says until when it is free.
  const usage = (await (await page.request.get('/api/usage')).json()) as { premium: boolean };
  expect(usage.premium).toBe(true);
  await page.goto('/billing');
  const current = main.getByRole('region', { name: 'Odo Premium' });
  await expect(current).toContainText('Monthly but expensive');
  await expect(current).toContainText(/Free trial until/);
  await expect(current).toContainText(/Trial, ends \w+/);
  await expect(current).not.toContainText('Active');
  await expect(current).toContainText('Visa •••• 4242');

  // Change card through the provider's page.
  await current.getByRole('button', { name: 'Change card' }).click();
  await expect(page).toHaveURL(/\/api\/billing\/demo\/portal/);
  await expect(page.getByText('Visa •••• 4242')).toBeVisible();
  await page.getByLabel('New card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry (MM/YY)').fill('11/33');
  await page.getByLabel('CVC').fill('321');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByRole('alert')).toContainText('declined');
  // The refusal is a page of its own (POST → redirect → GET): a reload posts nothing again.
  await expect(page).toHaveURL(/\/api\/billing\/demo\/portal\?error=declined$/);
  const methods: string[] = [];
  page.on('request', (request) => methods.push(request.method()));
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('declined');
  expect(methods).not.toContain('POST');
  await page.getByLabel('New card number').fill('5555 5555 5555 4444');
  await page.getByLabel('Expiry (MM/YY)').fill('11/33');
  await page.getByLabel('CVC').fill('321');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(current).toContainText('Mastercard •••• 4444');
  const menu = await openSideMenu(page);
  await expect(subscriptionBlock(menu)).toContainText('Mastercard •••• 4444');
  await expect(subscriptionBlock(menu)).toContainText(/Trial, ends \w+/);
  if (await page.getByRole('dialog', { name: 'Menu' }).isVisible())
    await page.keyboard.press('Escape');

  // Cancel at period end, then change of mind.
  await current.getByRole('button', { name: 'Cancel subscription' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel your subscription?' })
    .getByRole('button', { name: 'Cancel at period end' })
    .click();
  await expect(current).toContainText('Cancels on');
  await current.getByRole('button', { name: 'Resume subscription' }).click();
  await expect(current.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
  await expect(current).not.toContainText('Cancels on');
  const after = (await (await page.request.get('/api/billing/subscription')).json()) as {
    subscription: { cancel_at_period_end: boolean; payment_method_last4: string };
  };
  expect(after.subscription).toMatchObject({
    cancel_at_period_end: false,
    payment_method_last4: '4444',
  });
});
