import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness.ts';

// A build as scripts/prerender-plugin.ts leaves it: index.html (the plain app shell) and
// prerendered/<page>.html for the public pages, with .br/.gz beside the bigger text files.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'odo-spa-'));
const SHELL = '<!doctype html><title>Odo</title><div id="root"></div>';
const page = (name: string) =>
  `<!doctype html><title>${name}</title><div id="root" data-prerendered="/${name}"><h1>${name}</h1>${'<p>text</p>'.repeat(200)}</div>`;
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
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
  fs.rmSync(dist, { recursive: true, force: true });
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
