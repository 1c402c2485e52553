import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_ANSWERS_FRESH_MS } from '../../shared/page-answers.ts';

// The module keeps what it read from the page: each test loads it afresh over its own page.
async function loadWithPage(answers: Record<string, unknown> | string | null) {
  vi.resetModules();
  document.getElementById('odo-answers')?.remove();
  if (answers !== null) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'odo-answers';
    script.textContent = typeof answers === 'string' ? answers : JSON.stringify(answers);
    document.body.append(script);
  }
  return import('./page-answers.ts');
}

const USAGE = { premium: false, usage: { assessment: 1 } };
// The network, outside the app: every request that reaches it is answered 200 and recorded.
const network = vi.fn(async (input: RequestInfo | URL) =>
  Response.json({ from: 'network', url: String(input) }),
);

beforeEach(() => {
  network.mockClear();
  vi.stubGlobal('fetch', network);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("a signed-in page's API answers", () => {
  it('answers the first GET of each exact path from the page, later ones from the network', async () => {
    const { answeredFetch } = await loadWithPage({
      '/api/usage': USAGE,
      '/api/notifications?limit=1&unread=true': { unreadCount: 2 },
    });
    const first = await answeredFetch('/api/usage', { method: 'GET' });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await first.json()).toEqual(USAGE);
    expect(await (await answeredFetch('/api/notifications?limit=1&unread=true')).json()).toEqual({
      unreadCount: 2,
    });
    expect(network).not.toHaveBeenCalled();

    // Once only, and only for the exact path and query.
    expect(await (await answeredFetch('/api/usage')).json()).toMatchObject({ from: 'network' });
    await answeredFetch('/api/notifications?unread=true&limit=1');
    await answeredFetch(new URL('http://elsewhere.example/api/usage'));
    expect(network).toHaveBeenCalledTimes(3);
  });

  it('forgets them all on any write and after a sign-out', async () => {
    const { answeredFetch } = await loadWithPage({
      '/api/usage': USAGE,
      '/api/garage/vehicles': [],
    });
    await answeredFetch('/api/garage/vehicles', { method: 'POST', body: '{}' });
    await answeredFetch('/api/usage');
    expect(network.mock.calls.map(([url]) => url)).toEqual(['/api/garage/vehicles', '/api/usage']);

    const again = await loadWithPage({ '/api/usage': USAGE });
    again.forgetPageAnswers();
    await again.answeredFetch('/api/usage');
    expect(network).toHaveBeenCalledTimes(3);
  });

  it('goes to the network once the page is no longer fresh, or without readable answers', async () => {
    const stale = await loadWithPage({ '/api/usage': USAGE });
    vi.spyOn(performance, 'now').mockReturnValue(PAGE_ANSWERS_FRESH_MS + 1);
    await stale.answeredFetch('/api/usage');
    expect(network).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();

    for (const page of [null, 'not json{', 'null']) {
      const { answeredFetch } = await loadWithPage(page);
      await answeredFetch('/api/usage');
    }
    expect(network).toHaveBeenCalledTimes(4);
  });
});
