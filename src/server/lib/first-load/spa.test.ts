import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { APP_WIDE_ANSWERS, pageAnswerPaths } from '../../../web/first-load/page-answers.ts';
import { SIGNED_IN_SLOT } from '../../../web/first-load/signed-in-slot.ts';
import { createTestApp } from '../../test/harness.ts';
import { boundedAnswers, type PageAnswers } from './spa.ts';

// A build as the prerender plugin (src/web/first-load/build) leaves it: index.html (the plain
// app shell) and prerendered/<page>.html for the public pages, with .br/.gz beside the bigger text files.
const build = fs.mkdtempSync(path.join(os.tmpdir(), 'odo-spa-'));
const dist = path.join(build, 'web');
const ssr = path.join(build, 'ssr');
const SHELL = '<!doctype html><title>Odo</title><div id="root"></div>';
const page = (name: string) =>
  `<!doctype html><title>${name}</title><div id="root" data-prerendered="/${name}"><h1>${name}</h1>${'<p>text</p>'.repeat(200)}</div>`;
let t: Awaited<ReturnType<typeof createTestApp>>;

// What the build's dist/ssr holds (the prerender plugin): the page template with its slot and the
// renderer. The real renderer (src/web/first-load/render-signed-in.tsx) has its own tests and the
// e2e journeys; this one stands in for it so the server's part can be checked alone: it renders
// /dashboard and /garage (saying which answers it was drawn with), says /login is not its page,
// and fails on /broken. Its page answers and slot are the real ones.
const TEMPLATE = `<!doctype html><title>Odo: your car, understood</title>${SIGNED_IN_SLOT}<noscript>x</noscript>`;
const ANSWER_PATHS = Object.fromEntries(
  ['/dashboard', '/garage', '/broken'].map((page) => [page, pageAnswerPaths(page)]),
);
// A car's page: its answers name the car (the real list, for a stand-in id put back per car).
const CAR_ANSWER_PATHS = pageAnswerPaths('/vehicle/CARID');
const RENDERER = `
export const SIGNED_IN_SLOT = ${JSON.stringify(SIGNED_IN_SLOT)};
export function pageAnswerPaths(pathname) {
  const car = /^\\/vehicle\\/([A-Za-z0-9_-]{1,64})$/.exec(pathname);
  if (car) return ${JSON.stringify(CAR_ANSWER_PATHS)}.map((path) => path.replace('CARID', car[1]));
  return ${JSON.stringify(ANSWER_PATHS)}[pathname.replace(/\\/+$/, '')] ?? [];
}
export function isShellPage(pathname) {
  return ['/dashboard', '/garage', '/broken'].includes(pathname) || /^\\/vehicle\\/[^/]+$/.test(pathname);
}
export async function renderSignedInPage(url, me, { answers }) {
  if (url.startsWith('/broken')) throw new Error('render failed');
  const drawnWith = '<p>Drawn with ' + encodeURIComponent(Object.keys(answers).sort().join(' ')) + '</p>';
  return { title: 'Home · Odo', html: '<header>Rendered ' + encodeURIComponent(url) + ' for ' + me.id + '</header>' + drawnWith };
}
`;

beforeAll(async () => {
  fs.mkdirSync(ssr, { recursive: true });
  fs.writeFileSync(path.join(ssr, 'signed-in.html'), TEMPLATE);
  fs.writeFileSync(path.join(ssr, 'render-signed-in.mjs'), RENDERER);
  fs.mkdirSync(path.join(dist, 'prerendered'), { recursive: true });
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), SHELL);
  fs.writeFileSync(path.join(dist, 'prerendered', 'index.html'), page('landing'));
  for (const name of ['login', 'privacy']) {
    const html = page(name);
    fs.writeFileSync(path.join(dist, 'prerendered', `${name}.html`), html);
    fs.writeFileSync(
      path.join(dist, 'prerendered', `${name}.html.br`),
      zlib.brotliCompressSync(html),
    );
    fs.writeFileSync(path.join(dist, 'prerendered', `${name}.html.gz`), zlib.gzipSync(html));
  }
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  fs.writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), script);
  fs.writeFileSync(
    path.join(dist, 'assets', 'index-AbC123.js.br'),
    zlib.brotliCompressSync(script),
  );
  t = await createTestApp({ env: { WEB_DIST_DIR: dist }, serveWeb: true });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(build, { recursive: true, force: true });
});

describe('prerendered public pages', () => {
  it('serves a prerendered page for its exact path, never cached, like index.html', async () => {
    for (const [route, name] of [
      ['/', 'landing'],
      ['/login', 'login'],
      ['/privacy', 'privacy'],
    ]) {
      const response = await t.client().get(route!, { headers: { 'accept-encoding': 'identity' } });
      expect(response.status, route).toBe(200);
      expect(response.headers.get('content-type'), route).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control'), route).toBe('no-cache');
      expect(await response.text(), route).toContain(`<h1>${name}</h1>`);
    }
  });

  it('serves the plain app shell everywhere else: signed-in pages, other paths, any query', async () => {
    for (const route of ['/dashboard', '/garage', '/login?next=%2Fgarage', '/signup', '/login/']) {
      const response = await t.client().get(route);
      expect(response.status, route).toBe(200);
      expect(response.headers.get('cache-control'), route).toBe('no-cache');
      expect(await response.text(), route).toBe(SHELL);
    }
  });

  it('does not serve the prerendered files under their own names', async () => {
    const response = await t.client().get('/prerendered/login.html');
    expect(response.status).toBe(404);
  });

  it('sends the brotli or gzip copy the build wrote when the browser accepts it', async () => {
    const br = await t.client().get('/login', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    const body = Buffer.from(await br.arrayBuffer());
    expect(zlib.brotliDecompressSync(body).toString()).toBe(page('login'));

    const gzip = await t.client().get('/privacy', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(page('privacy'));

    const asset = await t
      .client()
      .get('/assets/index-AbC123.js', { headers: { 'accept-encoding': 'br' } });
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('signed-in pages rendered on the server', () => {
  it('renders a page inside the shell for the signed-in visitor, with their profile, never stored', async () => {
    const client = t.client();
    const { id, email } = await client.signUp({ name: 'Ann </script><script>alert(1)</script>' });
    const response = await client.get('/garage?tab=1', {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('vary')).toMatch(/cookie/i);
    const html = await response.text();
    expect(html).toContain('<title>Home · Odo</title>');
    expect(html).toContain(
      `<div id="root" data-signed-in="/garage?tab=1"><header>Rendered %2Fgarage%3Ftab%3D1 for ${id}</header><p>Drawn with `,
    );
    // The profile as GET /api/session gives it, with no "<" that could end the script element.
    const json = /<script type="application\/json" id="odo-me">(.*?)<\/script>/.exec(html)?.[1];
    expect(json).toBeDefined();
    expect(json).not.toContain('<');
    const session = (await (await client.get('/api/session')).json()) as { user: unknown };
    expect(JSON.parse(json!)).toEqual(session.user);
    expect(JSON.parse(json!)).toMatchObject({ id, email, email_verified: false });
    expect(html).not.toContain('<script>alert(1)');

    const br = await client.get('/dashboard', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    const body = zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString();
    expect(body).toContain(`for ${id}</header>`);
  });

  it("sends the page with the API's own answers to the visitor's first requests, and nobody else's", async () => {
    const owner = t.client();
    const { email } = await owner.signUp();
    const created = await owner.post('/api/garage/vehicles', {
      year: 2018,
      make: 'Mazda',
      model: '3',
      mileage: 61_000,
      nickname: '</script><b>Daily',
    });
    expect(created.status).toBe(201);
    const other = t.client();
    await other.signUp();

    const answersOf = async (client: typeof owner, page: string) => {
      const html = await (
        await client.get(page, { headers: { 'accept-encoding': 'identity' } })
      ).text();
      const json = /<script type="application\/json" id="odo-answers">(.*?)<\/script>/.exec(
        html,
      )?.[1];
      expect(json, page).toBeDefined();
      expect(json).not.toContain('<');
      // The shell was drawn with the very answers the page carries (the browser hydrates with them).
      const carried = Object.keys(JSON.parse(json!) as object).sort();
      expect(html).toContain(`<p>Drawn with ${encodeURIComponent(carried.join(' '))}</p>`);
      return JSON.parse(json!) as Record<string, unknown>;
    };
    const dashboard = await answersOf(owner, '/dashboard');
    expect(Object.keys(dashboard).sort()).toEqual(pageAnswerPaths('/dashboard').sort());
    // Each is the very answer GET <path> gives this visitor.
    for (const [answerPath, answer] of Object.entries(dashboard)) {
      const response = await owner.get(answerPath);
      expect(response.status, answerPath).toBe(200);
      expect(answer, answerPath).toEqual(await response.json());
    }
    expect(dashboard['/api/garage/vehicles']).toMatchObject([
      { make: 'Mazda', nickname: '</script><b>Daily' },
    ]);
    expect(Object.keys(await answersOf(owner, '/garage')).sort()).toEqual(
      pageAnswerPaths('/garage').sort(),
    );

    const others = await answersOf(other, '/dashboard');
    expect(others['/api/garage/vehicles']).toEqual([]);
    expect(JSON.stringify(others)).not.toContain(email);
    expect(JSON.stringify(others)).not.toContain('Mazda');

    // A car's page comes with that car's answers, for its owner only.
    const carId = ((await created.json()) as { id: string }).id;
    const carPage = `/vehicle/${carId}`;
    expect(CAR_ANSWER_PATHS).toContain('/api/garage/vehicles/CARID');
    const car = await answersOf(owner, carPage);
    expect(Object.keys(car).sort()).toEqual(pageAnswerPaths(carPage).sort());
    for (const [answerPath, answer] of Object.entries(car)) {
      const response = await owner.get(answerPath);
      expect(response.status, answerPath).toBe(200);
      expect(answer, answerPath).toEqual(await response.json());
    }
    expect(car[`/api/garage/vehicles/${carId}`]).toMatchObject({ id: carId, make: 'Mazda' });
    const notTheirs = await answersOf(other, carPage);
    expect(notTheirs).not.toHaveProperty(`/api/garage/vehicles/${carId}`);
    expect(JSON.stringify(notTheirs)).not.toContain('Mazda');
    expect(JSON.stringify(notTheirs)).not.toContain(email);
  });

  it("logs a page's answers in one line of the page's, each of their requests only at debug", async () => {
    const lines: { msg: string; level: number; path?: string; answered?: number }[] = [];
    const logger = pino(
      { level: 'info' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(JSON.parse(chunk.toString()) as (typeof lines)[number]);
          done();
        },
      }),
    );
    const logged = await createTestApp({
      env: { WEB_DIST_DIR: dist },
      serveWeb: true,
      logger,
    });
    try {
      const client = logged.client();
      await client.signUp();
      lines.length = 0;
      const page = await client.get('/dashboard', { headers: { 'accept-encoding': 'identity' } });
      expect(await page.text()).toContain('id="odo-answers"');
      expect(lines.filter((line) => line.msg === 'request')).toEqual([]);
      const summary = lines.filter((line) => line.msg === 'page answers');
      expect(summary).toEqual([
        expect.objectContaining({ asked: pageAnswerPaths('/dashboard').length }),
      ]);
      expect(summary[0]!.answered).toBeGreaterThanOrEqual(APP_WIDE_ANSWERS.length);
      // A HEAD of the page is sent its headers, and asks for no answers.
      lines.length = 0;
      const head = await client.request('/dashboard', { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers.get('cache-control')).toBe('private, no-store');
      expect(lines.filter((line) => line.msg === 'page answers')).toEqual([]);
      // The visitor's own API requests are logged as ever.
      await client.get('/api/usage');
      expect(lines.filter((line) => line.msg === 'request')).toEqual([
        expect.objectContaining({ path: '/api/usage', level: 30 }),
      ]);
    } finally {
      await logged.close();
    }
  });

  it('sends the plain app shell when nobody is signed in, the session is not valid or the page is not its own', async () => {
    const anonymous = await t.client().get('/dashboard');
    expect(await anonymous.text()).toBe(SHELL);
    expect(anonymous.headers.get('cache-control')).toBe('no-cache');

    const forged = t.client();
    forged.cookies.set(t.deps.sessionCookieName, 'not-a-session.signature');
    expect(await (await forged.get('/dashboard')).text()).toBe(SHELL);

    const member = t.client();
    await member.signUp();
    for (const route of ['/car-lens', '/vehicle/x/history']) {
      const response = await member.get(route);
      expect(await response.text(), route).toBe(SHELL);
      expect(response.headers.get('cache-control'), route).toBe('no-cache');
    }
    // A prerendered public page stays the same for everybody (the app redirects signed-in visitors).
    expect(
      await (await member.get('/login', { headers: { 'accept-encoding': 'identity' } })).text(),
    ).toBe(page('login'));
  });

  it('falls back to the plain app shell when the render fails', async () => {
    const member = t.client();
    await member.signUp();
    const response = await member.get('/broken');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(SHELL);
  });
});

describe('page answers are bounded', () => {
  // A stand-in for the API: each call waits until the test lets it answer.
  function heldAnswers() {
    const waiting: (() => void)[] = [];
    const answers = (_c: unknown, paths: string[]) =>
      new Promise<Record<string, unknown>>((resolve) => {
        waiting.push(() => resolve(Object.fromEntries(paths.map((p) => [p, { ok: true }]))));
      });
    return { answers, release: () => waiting.splice(0).forEach((answer) => answer()) };
  }
  const context = {} as Parameters<PageAnswers>[0];

  it('answers as asked, and no page more than `atOnce` at a time until their requests end', async () => {
    const held = heldAnswers();
    const bounded = boundedAnswers(held.answers, { atOnce: 2, timeoutMs: 60_000 });
    const first = bounded(context, ['/api/usage']);
    const second = bounded(context, ['/api/favorites']);
    // A third page while two are being answered goes without.
    expect(await bounded(context, ['/api/settings'])).toEqual({});
    held.release();
    expect(await first).toEqual({ '/api/usage': { ok: true } });
    expect(await second).toEqual({ '/api/favorites': { ok: true } });
    const fourth = bounded(context, ['/api/settings']);
    held.release();
    expect(await fourth).toEqual({ '/api/settings': { ok: true } });
  });

  it('gives up past the timeout, still counting the requests until they end', async () => {
    const held = heldAnswers();
    const bounded = boundedAnswers(held.answers, { atOnce: 1, timeoutMs: 2000 });
    vi.useFakeTimers();
    try {
      const first = bounded(context, ['/api/usage']);
      await vi.advanceTimersByTimeAsync(2000);
      expect(await first).toEqual({});
    } finally {
      vi.useRealTimers();
    }
    // The first page's requests have not ended: the next page goes without, at once.
    expect(await bounded(context, ['/api/usage'])).toEqual({});
    held.release();
    await Promise.resolve();
    await Promise.resolve();
    const next = bounded(context, ['/api/favorites']);
    held.release();
    expect(await next).toEqual({ '/api/favorites': { ok: true } });
  });
});
