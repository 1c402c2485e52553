// Serves the built SPA: hashed assets with a year-long immutable cache, and index.html (never
// cached) for every client route.
import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './app-env.ts';

export function mountSpa(app: Hono<AppEnv>, distDir: string) {
  const root = path.resolve(distDir);
  const indexPath = path.join(root, 'index.html');
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
  if (fs.existsSync(root)) app.use('*', serveStatic({ root }));
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
    return c.html(fs.readFileSync(indexPath, 'utf8'));
  });
}
