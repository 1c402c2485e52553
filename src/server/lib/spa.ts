// Serves the built SPA: hashed assets with a year-long immutable cache, and index.html (never
// cached) for every client route, except the public pages the build prerendered
// (dist/web/prerendered/<page>.html, see scripts/prerender-plugin.ts): those get their own HTML
// for their exact path. Text files go out brotli- or gzip-compressed when the build wrote a
// .br or .gz beside them and the browser accepts it.
import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import type { AppEnv } from './app-env.ts';

export function mountSpa(app: Hono<AppEnv>, distDir: string) {
  const root = path.resolve(distDir);
  const indexPath = path.join(root, 'index.html');
  const prerenderedDir = path.join(root, 'prerendered');
  app.use('*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return;
    if (c.res.status !== 200 || c.req.path.startsWith('/api/')) return;
    const isHtml = c.res.headers.get('content-type')?.startsWith('text/html');
    const isHashedAsset = c.req.path.startsWith('/assets/') && !isHtml;
    c.res.headers.set(
      'Cache-Control',
      isHashedAsset
        ? 'public, max-age=31536000, immutable'
        : isHtml
          ? 'no-cache'
          : 'public, max-age=3600',
    );
  });
  // Before the static files: '/' would otherwise get the plain index.html.
  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const prerendered = prerenderedFile(prerenderedDir, c.req.path, c.req.url);
    if (!prerendered) return next();
    return sendHtml(c, prerendered);
  });
  if (fs.existsSync(root)) {
    const serveFiles = serveStatic({ root, precompressed: true });
    // The prerendered pages are only served at their own paths, below.
    app.use('*', (c, next) =>
      c.req.path.startsWith('/prerendered/') ? next() : serveFiles(c, next),
    );
  }
  app.get('*', (c) => {
    // A file that is not there (a stale chunk after a deploy, /robots.txt) is a 404, not the app.
    if (c.req.path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(c.req.path)) {
      c.header('Cache-Control', 'no-store');
      return c.text('Not found', 404);
    }
    if (!fs.existsSync(indexPath)) {
      return c.text(
        'Odo has not been built yet. Run `npm start` (which builds it) or `npm run build`.',
        503,
      );
    }
    return sendHtml(c, indexPath);
  });
}

/** The prerendered page for a path asked with no query string, if the build wrote one. */
function prerenderedFile(dir: string, pathname: string, url: string): string | null {
  if (pathname.startsWith('/api/') || new URL(url).search !== '') return null;
  const name = pathname === '/' ? 'index' : /^\/([a-z0-9-]+)$/.exec(pathname)?.[1];
  if (!name) return null;
  const file = path.join(dir, `${name}.html`);
  return fs.existsSync(file) ? file : null;
}

/** An HTML file, compressed when the build left a .br or .gz of it and the browser takes it. */
function sendHtml(c: Context<AppEnv>, file: string) {
  const accepted = c.req.header('accept-encoding') ?? '';
  c.header('Vary', 'Accept-Encoding');
  for (const [encoding, extension] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (new RegExp(`\\b${encoding}\\b`).test(accepted) && fs.existsSync(file + extension)) {
      c.header('Content-Encoding', encoding);
      c.header('Content-Type', 'text/html; charset=UTF-8');
      return c.body(fs.readFileSync(file + extension));
    }
  }
  return c.html(fs.readFileSync(file, 'utf8'));
}
