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
  app.use(
    '/assets/*',
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use(
    '*',
    serveStatic({
      root,
      onFound: (filePath, c) => {
        if (!filePath.endsWith('index.html')) c.header('Cache-Control', 'public, max-age=3600');
        else c.header('Cache-Control', 'no-cache');
      },
    }),
  );
  app.get('*', (c) => {
    if (!fs.existsSync(indexPath)) {
      return c.text(
        'Odo has not been built yet. Run `npm start` (which builds it) or `npm run build`.',
        503,
      );
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(fs.readFileSync(indexPath, 'utf8'));
  });
}
