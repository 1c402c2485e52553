// 131 known XSS payloads as post titles, bodies, car tags, comments and members' names, shown in
// Chromium on the feed, every post page and the authors' profiles: nothing runs (no dialog, no
// window.__xss, no request to a foreign host), and the DOM holds no script, handler or dangerous
// URL. The page's CSP is bypassed, so the proof does not rest on the CSP alone.
import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { XSS_NAMES, XSS_PAYLOADS } from './fixtures/xss-payloads.ts';
import { baseURL, navigateInApp, newEmail, PASSWORD, signInByApi, signUpByApi } from './helpers.ts';

test.use({ bypassCSP: true });
test.setTimeout(240_000);

const TOPICS = ['question', 'maintenance', 'buying_advice', 'showcase', 'review'] as const;

async function ok(response: Promise<import('@playwright/test').APIResponse>, status: number) {
  const reply = await response;
  expect(reply.status(), await reply.text()).toBe(status);
  return (await reply.json()) as { id: string; author?: { id: string } };
}

/** In chunks, so the server is busy but not flooded. */
async function inChunks<T>(
  items: readonly T[],
  size: number,
  run: (item: T, index: number) => Promise<void>,
) {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map((item, i) => run(item, start + i)));
  }
}

/** Everything in `root` that could run or load from elsewhere. */
async function dangerIn(root: Locator): Promise<string[]> {
  return root.evaluate((element) => {
    const found: string[] = [];
    const origin = element.ownerDocument.location.origin;
    for (const node of element.querySelectorAll(
      'script, iframe, frame, object, embed, math, base, meta, link, style, template, noscript',
    )) {
      found.push(`<${node.localName}>`);
    }
    for (const node of element.querySelectorAll('svg')) {
      if (node.getAttribute('aria-hidden') !== 'true' || node.closest('[data-testid]')) {
        found.push('<svg> from content');
      }
    }
    for (const content of element.querySelectorAll(
      '[data-testid="post-body"], [data-testid="comment-body"]',
    )) {
      for (const node of content.querySelectorAll(
        'form, input, button, select, textarea, video, audio',
      )) {
        found.push(`<${node.localName}> in content`);
      }
    }
    for (const node of element.querySelectorAll('*')) {
      for (const name of node.getAttributeNames()) {
        const attribute = { name, value: node.getAttribute(name) ?? '' };
        // What a browser skips in a URL's scheme: controls and spaces.
        const value = [...attribute.value]
          .filter((char) => char.charCodeAt(0) > 0x20)
          .join('')
          .toLowerCase();
        if (attribute.name.toLowerCase().startsWith('on')) found.push(`${attribute.name}=`);
        if (/^(javascript|data|vbscript):/.test(value)) {
          found.push(`${attribute.name}="${attribute.value.slice(0, 60)}"`);
        }
      }
    }
    for (const image of element.querySelectorAll('img')) {
      const src = image.getAttribute('src') ?? '';
      const url = new URL(src, origin);
      if (url.origin !== origin && url.protocol !== 'blob:') found.push(`<img src="${src}">`);
    }
    return found;
  });
}

test('XSS payloads in posts, comments, names and tags run nothing and load nothing foreign', async ({
  page,
  playwright,
}) => {
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(100);
  const origin = baseURL();
  const problems: string[] = [];
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.type()} ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'blob:' || url.origin === origin) return;
    problems.push(`request: ${request.url()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));

  // The viewer, and five authors whose names are payloads too.
  await signUpByApi(page, XSS_NAMES[0]);
  const authors: { request: APIRequestContext; id: string; name: string }[] = [];
  for (const name of XSS_NAMES) {
    const request = await playwright.request.newContext({
      baseURL: origin,
      extraHTTPHeaders: { origin },
    });
    const email = newEmail('xss');
    const signUp = await request.post('/api/auth/sign-up/email', {
      data: { name, email, password: PASSWORD },
    });
    expect(signUp.status(), await signUp.text()).toBe(200);
    await signInByApi(request, email);
    const me = (await (await request.get('/api/me')).json()) as { id: string };
    authors.push({ request, id: me.id, name });
  }

  // One post per payload (title, body, make and model), and the payload again as a comment.
  const posts: string[] = [];
  await inChunks(XSS_PAYLOADS, 8, async (payload, index) => {
    const author = authors[index % authors.length]!;
    const commenter = authors[(index + 1) % authors.length]!;
    const post = await ok(
      author.request.post('/api/community/posts', {
        data: {
          title: `${payload.slice(0, 110)} #${index}`,
          body: payload,
          topic: TOPICS[index % TOPICS.length],
          make: payload.trim().slice(0, 40) || null,
          model: payload.trim().slice(0, 60) || null,
          year: 2020,
        },
      }),
      201,
    );
    posts[index] = post.id;
    await ok(
      commenter.request.post(`/api/community/posts/${post.id}/comments`, {
        data: { body: payload },
      }),
      201,
    );
  });

  // The feed, every page of it.
  await page.goto('/community');
  const main = page.locator('main');
  const list = main.getByRole('list', { name: 'Posts' });
  await expect(list.getByRole('article').first()).toBeVisible();
  // Scrolling to the last card loads the next page (keyset), until the end of the feed.
  const end = main.getByText('You are all caught up.');
  const articles = list.getByRole('article');
  while (!(await end.isVisible())) {
    const shown = await articles.count();
    await articles.last().scrollIntoViewIfNeeded();
    await expect
      .poll(async () => (await end.isVisible()) || (await articles.count()) > shown)
      .toBe(true);
  }
  // (Other journeys may post at the same time on the shared server: at least ours are there.)
  expect(await articles.count()).toBeGreaterThanOrEqual(XSS_PAYLOADS.length);
  expect(await dangerIn(main)).toEqual([]);

  // Every post in full: the Markdown body, the tags, the comment and its author.
  for (const [index, id] of posts.entries()) {
    await navigateInApp(page, `/community/post/${id}`);
    await expect(main.locator(`article[data-post-id="${id}"]`)).toBeAttached();
    await expect(main.getByTestId('comment-body')).toHaveCount(1);
    const danger = await dangerIn(main);
    expect(danger, `payload #${index}: ${XSS_PAYLOADS[index]}`).toEqual([]);
  }

  // The authors' profiles: the name as a heading and their posts.
  for (const author of authors) {
    await navigateInApp(page, `/community/profile/${author.id}`);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(author.name.trim());
    await expect(main.getByRole('article').first()).toBeVisible();
    expect(await dangerIn(main)).toEqual([]);
  }

  expect(await page.evaluate('window.__xss')).toBeUndefined();
  expect(problems).toEqual([]);
  for (const author of authors) await author.request.dispose();
});
