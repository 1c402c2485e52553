// The community in two browsers: A writes a post with a photo and a car tag (the draft survives a
// reload), B finds it in the feed, likes and comments, A hears of both live without reloading;
// A opens B's profile; B reports A's post.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { seriousAxeViolations, signUpByApi } from './helpers.ts';

test.setTimeout(120_000);

const photo = path.join(import.meta.dirname, 'fixtures', 'community-photo.png');

test('A posts with a photo and a tag, B likes and comments, A visits B, B reports the post', async ({
  page,
  browser,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const title = `Fresh oil in the Civic ${Date.now().toString(36)}`;
  await signUpByApi(page, 'Ada Author');

  // A: the feed, then "New post".
  await page.goto('/community');
  await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
  await page.getByRole('link', { name: 'New post' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New post' })).toBeVisible();

  // Publishing too early shows the shared schema's messages.
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Title must be at least 3 characters.')).toBeVisible();
  await expect(page.getByText('Choose a topic.')).toBeVisible();

  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Topic').selectOption('showcase');
  await page
    .getByLabel('Post', { exact: true })
    .fill('Changed the oil: **5W-30**, 4.4 l.\n\n- filter\n- drain plug washer');
  await page.getByTestId('photo-input').setInputFiles(photo);
  await expect(page.getByRole('button', { name: 'Remove photo 1' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Photos to post' }).getByRole('progressbar'),
  ).toHaveCount(0);
  await page.getByLabel('Year').fill('2019');
  await page.getByRole('combobox', { name: 'Make' }).fill('Honda');
  await page.getByRole('combobox', { name: 'Model' }).fill('Civic');

  // The preview is the post as it will show.
  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(page.getByTestId('post-body').locator('strong')).toHaveText('5W-30');
  await page.getByRole('tab', { name: 'Write' }).click();

  // The draft is kept on the server (its id in the URL) and survives a reload.
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
  await expect(page).toHaveURL(/\/community\/create\?draft=[0-9a-f-]{36}$/);
  await page.reload();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByLabel('Topic')).toHaveValue('showcase');
  await expect(page.getByRole('combobox', { name: 'Model' })).toHaveValue('Civic');
  await expect(page.getByRole('button', { name: 'Remove photo 1' })).toBeVisible();

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/community\/post\/[0-9a-f-]{36}$/);
  const postUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('post-body').locator('strong')).toHaveText('5W-30');
  await expect(page.getByRole('list', { name: 'Photos' }).locator('img')).toHaveCount(1);
  const tags = page.getByRole('list', { name: 'Tags' }).first();
  await expect(tags).toContainText('Showcase');
  await expect(tags).toContainText('Honda Civic 2019');
  expect(await seriousAxeViolations(page)).toEqual([]);

  // B: a second member in another browser finds the post in the feed and likes it there.
  const contextB = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: page.viewportSize(),
  });
  const pageB = await contextB.newPage();
  await pageB.emulateMedia({ reducedMotion: 'reduce' });
  await signUpByApi(pageB, 'Ben Buyer');
  await pageB.goto('/community');
  // Other journeys post on the same server at the same time: B searches for it.
  await pageB.getByLabel('Search posts').fill(title.split(' ').at(-1)!);
  await expect(pageB).toHaveURL(/\?q=/);
  const card = pageB.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card.locator('img')).toHaveCount(1);
  const like = card.getByRole('button', { name: /^Like/ });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAccessibleName(`Like “${title}”, 1 like`);
  // A, still on the post and without reloading, hears of the like at once (the live stream).
  await expect(page.getByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();
  expect(await seriousAxeViolations(pageB)).toEqual([]);

  // B opens it and comments.
  await card.getByRole('link', { name: title, exact: true }).click();
  await expect(pageB).toHaveURL(new RegExp(`${postUrl}$`));
  await pageB.getByLabel('Write a comment').fill('Nice work! Which filter brand?');
  await pageB.getByRole('button', { name: 'Comment', exact: true }).click();
  const comments = pageB.getByRole('list', { name: 'Comments' });
  await expect(comments.getByTestId('comment-body')).toHaveText('Nice work! Which filter brand?');
  await expect(pageB.getByRole('link', { name: '1 comment' })).toBeVisible();

  // A gets the comment live too, and the bell lists both.
  const bell = page.getByRole('link', { name: 'Notifications, 2 unread' });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(
    page.getByRole('link', { name: `New like (unread) Ben Buyer liked “${title}”`, exact: false }),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: /^New comment \(unread\) Ben Buyer commented on “Fresh oil/ }),
  ).toBeVisible();

  // A sees the like and the comment on the post, and opens B's profile from it.
  await page.goto(postUrl);
  await expect(page.getByRole('button', { name: `Like “${title}”, 1 like` })).toBeVisible();
  const commentsA = page.getByRole('list', { name: 'Comments' });
  await expect(commentsA.getByTestId('comment-body')).toHaveText('Nice work! Which filter brand?');
  await commentsA.getByRole('link', { name: 'Ben Buyer' }).click();
  await expect(page).toHaveURL(/\/community\/profile\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Ben Buyer' })).toBeVisible();
  await expect(page.getByText(/^Member since /)).toBeVisible();
  await expect(page.getByRole('definition').nth(1)).toHaveText('1');
  await expect(page.getByRole('button', { name: 'Block' })).toBeVisible();
  await expect(page.getByText('No posts yet.')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // B reports A's post.
  await pageB.getByRole('button', { name: 'Report', exact: true }).click();
  const dialog = pageB.getByRole('dialog', { name: 'Report this post' });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Choose a reason.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Spam' }).check();
  await dialog.getByLabel('Anything else? (optional)').fill('Looks like an ad.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(pageB.getByRole('heading', { name: 'Thanks for telling us' })).toBeVisible();
  await pageB.getByRole('button', { name: 'Done' }).click();
  await expect(pageB.getByRole('dialog')).toHaveCount(0);

  await contextB.close();
});
