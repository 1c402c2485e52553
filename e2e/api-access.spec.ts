import { expect, test } from '@playwright/test';
import { addVehicleByApi, baseURL, expectAccessible, signUpByApi } from './helpers.ts';

test.setTimeout(120_000);

test('an owner creates a token, a script logs a fuel-up with it, the owner revokes it', async ({
  page,
  context,
  playwright,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL() });
  await signUpByApi(page, 'Hank Automation');
  const vehicleId = await addVehicleByApi(page);

  // Settings → API access.
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Manage API access' }).click();
  await expect(page).toHaveURL(/\/settings\/api$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'API access', level: 1 })).toBeVisible();
  await expect(main.getByText('No tokens yet')).toBeVisible();
  // Said before it happens: the credentials' changes end every token.
  await expect(
    main.getByText(
      'Changing your password or e-mail, or resetting your password, revokes every token.',
    ),
  ).toBeVisible();
  // The reference comes from /api/openapi.json.
  await expect(main.getByText('/api/garage/vehicles/{id}/fuel').first()).toBeVisible();
  await expect(main.getByLabel('curl examples')).toContainText('Authorization: Bearer');

  await main.getByLabel('Token name').fill('Home Assistant');
  await expect(main.getByRole('radio', { name: /Read & write/ })).toBeChecked();
  await main.getByRole('button', { name: 'Create token' }).click();

  // Shown once, with a copy button.
  const dialog = page.getByRole('dialog', { name: 'Your new token' });
  await expect(dialog).toContainText('you will not see it again');
  const shown = (await dialog.getByTestId('new-api-token').textContent())?.trim() ?? '';
  expect(shown).toMatch(/^odo_pat_[A-Za-z0-9_-]{43,}$/);
  await dialog.getByRole('button', { name: 'Copy token' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  const token = String(await page.evaluate('navigator.clipboard.readText()'));
  expect(token).toBe(shown);
  await dialog.getByRole('button', { name: 'I have saved it' }).click();
  await expect(dialog).toBeHidden();

  const tokens = main.getByRole('list', { name: 'API tokens' });
  await expect(tokens.getByRole('listitem')).toHaveCount(1);
  await expect(tokens).toContainText('Home Assistant');
  await expect(tokens).toContainText('Read & write');
  await expect(tokens).toContainText(token.slice(0, 12));
  await expect(tokens).toContainText('Never used');
  await expect(page.getByText(token)).toHaveCount(0);
  await expectAccessible(page);

  // A script: no cookies, no Origin, only the token.
  const script = await playwright.request.newContext({
    baseURL: baseURL(),
    extraHTTPHeaders: { authorization: `Bearer ${token}` },
  });
  const fuel = await script.post(`/api/garage/vehicles/${vehicleId}/fuel`, {
    data: { date: '2025-01-31', cost: 62.4, volume: 41.5, odometer: 48_210, fullTank: true },
  });
  expect(fuel.status(), await fuel.text()).toBe(201);
  const odometer = await script.patch(`/api/garage/vehicles/${vehicleId}`, {
    data: { mileage: 48_350 },
  });
  expect(odometer.status(), await odometer.text()).toBe(200);

  // The owner sees it in the garage.
  await page.goto(`/vehicle/${vehicleId}`);
  await main.getByRole('tab', { name: 'Fuel' }).click();
  const fillUps = main.getByRole('list', { name: 'Fill-ups' });
  await expect(fillUps.getByRole('listitem')).toHaveCount(1);
  await expect(fillUps).toContainText('48,210');

  // …and when the token was last used.
  await page.goto('/settings/api');
  await expect(tokens).toContainText('Last used');
  await expect(tokens).not.toContainText('Never used');

  // Revoked: the script is refused at once.
  await tokens.getByRole('button', { name: 'Revoke Home Assistant' }).click();
  const confirm = page.getByRole('alertdialog', { name: /Revoke/ });
  await confirm.getByRole('button', { name: 'Revoke token' }).click();
  await expect(page.getByText('Token revoked', { exact: true })).toBeVisible();
  await expect(tokens).toContainText('Revoked');
  await expect(tokens.getByRole('button', { name: /Revoke Home Assistant/ })).toHaveCount(0);
  expect((await script.get('/api/garage/vehicles')).status()).toBe(401);
  await script.dispose();
});
