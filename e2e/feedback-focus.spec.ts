// Closing the feedback dialog gives focus back to what opened it: the side menu's entry on a
// desktop, the menu button on a phone (the drawer that held the entry closed when the dialog opened).
import { expect, test } from '@playwright/test';
import { isMobile, openSideMenu, signUpByApi } from './helpers.ts';

test('closing the feedback dialog returns focus to its opener, never to the page body', async ({
  page,
}) => {
  await signUpByApi(page, 'Flo Focus');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Send a Feedback' });

  for (const close of ['Cancel', 'Escape', 'Close'] as const) {
    const menu = await openSideMenu(page);
    const entry = menu.getByRole('button', { name: 'Send a Feedback' });
    await entry.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    if (close === 'Escape') await page.keyboard.press('Escape');
    else await dialog.getByRole('button', { name: close, exact: true }).click();
    await expect(dialog).toBeHidden();

    const expected = isMobile(page)
      ? page.getByRole('button', { name: 'Open menu' })
      : page.getByRole('complementary', { name: 'Menu' }).getByRole('button', {
          name: 'Send a Feedback',
        });
    await expect(expected, close).toBeFocused();
    await expect(page.locator('body'), close).not.toBeFocused();
  }
});
