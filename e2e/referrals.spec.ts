import { expect, test, type Page } from '@playwright/test';
import { baseURL, newEmail, openSideMenu, PASSWORD, signInByApi, signUpByApi } from './helpers.ts';

/** The confirmation link the dev outbox holds for `email` (the newest). */
async function confirmationLink(page: Page, email: string) {
  let link = '';
  await expect(async () => {
    const response = await page.request.get('/api/dev/outbox');
    const { messages } = (await response.json()) as {
      messages: { to: string; subject: string; link: string | null }[];
    };
    const found = messages.find(
      (m) => m.to === email.toLowerCase() && m.subject === 'Confirm your Odo e-mail',
    );
    expect(found?.link).toBeTruthy();
    link = found!.link!;
  }).toPass();
  return link;
}

async function inviteBlock(page: Page) {
  const menu = await openSideMenu(page);
  return { menu, invite: menu.getByRole('region', { name: 'Invite Friends' }) };
}

test('three friends who sign up through the invite link earn two weeks of Premium', async ({
  page,
  browser,
}, testInfo) => {
  // Four accounts and three e-mail confirmations: longer than one journey.
  test.setTimeout(120_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: baseURL(),
  });
  await signUpByApi(page, 'Rita Referrer');
  await page.goto('/dashboard');

  let { menu, invite } = await inviteBlock(page);
  await expect(invite.getByText('Get 2 weeks premium per 3 friends')).toBeVisible();
  const code = (await invite.getByTestId('referral-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
  const link = `${baseURL()}/profile?ref=${code}`;

  // Share links carry the invite link and open in a new tab.
  const whatsapp = invite.getByRole('link', { name: 'Share on WhatsApp' });
  const facebook = invite.getByRole('link', { name: 'Share on Facebook' });
  await expect(whatsapp).toHaveAttribute('href', new RegExp(`^https://wa\\.me/`));
  expect(decodeURIComponent((await whatsapp.getAttribute('href')) ?? '')).toContain(link);
  expect(decodeURIComponent((await facebook.getAttribute('href')) ?? '')).toContain(link);
  for (const share of [whatsapp, facebook]) {
    await expect(share).toHaveAttribute('target', '_blank');
    await expect(share).toHaveAttribute('rel', 'noopener noreferrer');
  }

  // Copy: 'Copied!' for 2 seconds, and the invite link is on the clipboard.
  await invite.getByRole('button', { name: 'Copy' }).click();
  await expect(invite.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate('navigator.clipboard.readText()')).toBe(link);
  await expect(invite.getByRole('button', { name: 'Copy' })).toBeVisible();

  const progress = invite.getByRole('progressbar', { name: 'Referral progress' });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  await expect(progress).toHaveAttribute('aria-valuemax', '3');
  await expect(menu.getByRole('region', { name: 'Subscription' })).toContainText(
    'No active subscription',
  );

  for (let friend = 1; friend <= 3; friend += 1) {
    // Each friend: a fresh browser, the invite link, the sign-up form.
    const context = await browser.newContext({
      baseURL: baseURL(),
      viewport: testInfo.project.use.viewport ?? null,
    });
    const visitor = await context.newPage();
    await visitor.goto(`/profile?ref=${code}`);
    await expect(visitor).toHaveURL(new RegExp(`/signup\\?ref=${code}$`));
    await visitor.getByLabel('Name', { exact: true }).fill(`Friend ${friend}`);
    const email = newEmail(`friend${friend}`);
    await visitor.getByLabel('E-mail').fill(email);
    await visitor.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await visitor.getByLabel('Confirm password').fill(PASSWORD);
    await visitor.getByRole('button', { name: 'Create account' }).click();
    await expect(visitor).toHaveURL(/\/dashboard$/);
    await expect(visitor.getByTestId('verify-email-banner')).toContainText('Confirm your e-mail');
    if (friend === 1) {
      // Signed up, not confirmed yet: pending, not counted.
      await page.reload();
      ({ invite } = await inviteBlock(page));
      await expect(invite).toContainText('1 friend waiting to confirm their e-mail');
      await expect(invite).toContainText('0 of 3 friends signed up');
    }
    // The friend opens the confirmation link from their e-mail.
    await visitor.goto(await confirmationLink(visitor, email));
    await expect(visitor).toHaveURL(/\/dashboard\?verified=1$/);
    await expect(visitor.getByText('Your e-mail is confirmed. Thank you!')).toBeVisible();
    await expect(visitor.getByTestId('verify-email-banner')).toHaveCount(0);
    await context.close();

    await page.reload();
    ({ menu, invite } = await inviteBlock(page));
    await expect(invite.getByRole('progressbar', { name: 'Referral progress' })).toHaveAttribute(
      'aria-valuenow',
      String(friend % 3),
    );
    if (friend < 3) {
      await expect(invite).toContainText(`${friend} of 3 friends signed up`);
    }
  }

  // The third sign-up grants two weeks of Premium, and the bar starts over.
  const subscription = menu.getByRole('region', { name: 'Subscription' });
  await expect(subscription).toContainText('Active');
  await expect(subscription).toContainText('Premium until');
  // The bar is back at 0 of 3 toward the next reward, and the block says what was earned.
  await expect(invite).toContainText('0 of 3 friends toward your next reward');
  await expect(invite.getByTestId('referral-rewards')).toContainText(
    "You've earned 2 weeks of Premium",
  );
  await expect(invite.getByTestId('referral-rewards')).toContainText('Premium until');
  await expect(invite.getByText('Get 2 weeks premium per 3 friends')).toBeVisible();
  // The dashboard's "Your plan" badge has the side menu's colour for Active (green).
  const menuBadge = subscription.getByText('Active', { exact: true });
  const planBadge = page
    .locator('section[aria-labelledby="plan-heading"]')
    .getByText('Active', { exact: true });
  await expect(planBadge).toHaveAttribute('class', (await menuBadge.getAttribute('class')) ?? '');
  const usage = (await (await page.request.get('/api/usage')).json()) as { premium: boolean };
  expect(usage.premium).toBe(true);
  const referral = (await (await page.request.get('/api/referrals/me')).json()) as {
    signups_count: number;
    visits_count: number;
    rewards_earned: number;
    premium_until: string;
  };
  expect(referral).toMatchObject({ signups_count: 3, visits_count: 3, rewards_earned: 1 });
  const days = (Date.parse(referral.premium_until) - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(13.9);
  expect(days).toBeLessThanOrEqual(14);
});

test('unconfirmed friends and the referrer under another address earn nothing', async ({
  page,
  playwright,
}) => {
  const id = Math.random().toString(36).slice(2, 10);
  const referrerEmail = `rita.${id}@gmail.com`;
  const signUp = async (request: typeof page.request, email: string, ref?: string) => {
    const response = await request.post('/api/auth/sign-up/email', {
      data: { name: 'Someone', email, password: PASSWORD, ...(ref ? { ref } : {}) },
      headers: { origin: baseURL() },
    });
    expect(response.status(), await response.text()).toBe(200);
    await signInByApi(request, email);
  };
  await signUp(page.request, referrerEmail);
  const { code } = (await (await page.request.get('/api/referrals/me')).json()) as {
    code: string;
  };
  // Two friends who never confirm, and the referrer again as RITA+x@googlemail.com, confirmed.
  const alias = `RITA.${id}+odo@googlemail.com`;
  for (const email of [newEmail('quiet1'), newEmail('quiet2'), alias]) {
    const request = await playwright.request.newContext({ baseURL: baseURL() });
    await signUp(request, email, code);
    await request.dispose();
  }
  const aliasPage = await page.context().browser()!.newPage({ baseURL: baseURL() });
  // Signed out here: the link verifies, then lands on the dashboard (or its log-in step).
  await aliasPage.goto(await confirmationLink(aliasPage, alias));
  await expect(aliasPage).toHaveURL(/verified(=|%3D)1$/);
  await aliasPage.close();

  await page.goto('/dashboard');
  const { invite } = await inviteBlock(page);
  await expect(invite).toContainText('2 friends waiting to confirm their e-mail');
  await expect(invite).toContainText('0 of 3 friends signed up');
  await expect(invite.getByTestId('referral-rewards')).toHaveCount(0);
  const referral = (await (await page.request.get('/api/referrals/me')).json()) as {
    signups_count: number;
    pending_count: number;
    rewards_earned: number;
  };
  expect(referral).toMatchObject({ signups_count: 0, pending_count: 2, rewards_earned: 0 });
});
