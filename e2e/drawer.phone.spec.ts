// The side menu as a drawer: the phone layout, so this file runs in the phone project only
// (see playwright.config.ts).
import { expect, test } from '@playwright/test';
import { openSideMenu, signUpByApi } from './helpers.ts';

test.beforeEach(async ({ page }) => {
  await signUpByApi(page, 'Dru Drawer');
});

test('the drawer takes focus at its top and gives it back to the menu button', async ({ page }) => {
  await page.goto('/favorites');
  const openMenu = page.getByRole('button', { name: 'Open menu' });
  const drawer = page.getByRole('dialog', { name: 'Menu' });

  await openMenu.focus();
  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  // Focus starts at the top of the drawer, then follows reading order: the profile's avatar
  // upload and Edit Profile, then the subscription block.
  await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
  const upgrade = drawer.getByRole('link', { name: 'Upgrade to Premium' });
  await expect(upgrade).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(drawer.getByRole('button', { name: 'Upload profile picture' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(drawer.getByRole('button', { name: 'Edit Profile' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(upgrade).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(openMenu).toBeFocused();

  // Choosing the entry of the page you are on closes the drawer and gives focus back too.
  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: 'Favorites' }).press('Enter');
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/favorites$/);
  await expect(openMenu).toBeFocused();
});

test('on a short phone the drawer footer never covers the menu entries', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/dashboard');
  const drawer = await openSideMenu(page);
  await expect(drawer.getByRole('link', { name: 'Upgrade to Premium' })).toBeVisible();
  for (const name of ['Favorites', 'Settings']) {
    const entry = drawer.getByRole('link', { name });
    await entry.scrollIntoViewIfNeeded();
    // What is drawn at the entry's centre is the entry itself, not the footer.
    const hit = await entry.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const top = el.ownerDocument.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return top !== null && el.contains(top);
    });
    expect(hit, name).toBe(true);
  }
  const contact = drawer.getByRole('button', { name: 'Contact Us' });
  await contact.scrollIntoViewIfNeeded();
  await expect(contact).toBeInViewport();
  const version = drawer.getByText('version 1.0.3');
  await version.scrollIntoViewIfNeeded();
  await expect(version).toBeInViewport();
});
