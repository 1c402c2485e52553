import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { prerenderPublicPages } from './scripts/prerender-plugin.ts';

/**
 * Preloads the one font file the first view needs (Inter, Latin, variable weight), so text
 * starts in Inter instead of swapping from the fallback. The other subsets load only when a
 * page shows their characters (unicode-range).
 */
function preloadFirstFont(): Plugin {
  const wanted = /(^|\/)inter-latin-wght-normal-[\w-]+\.woff2$/;
  return {
    name: 'odo-preload-first-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((fileName) => wanted.test(fileName));
        if (!font) throw new Error('The Inter Latin font file is missing from the build.');
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${font}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

// The SPA lives in src/web; the server serves dist/web in production and proxies nothing in dev.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), preloadFirstFont(), prerenderPublicPages()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // What every route runs (React, the router, TanStack Query, class-name helpers):
              // one chunk, instead of a dozen small ones each route fetches anyway.
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|tailwind-merge|clsx|class-variance-authority)[\\/]/,
              priority: 2,
            },
            {
              name: 'app',
              tags: ['$initial'],
              test: (id) => !/[\\/]src[\\/]web[\\/](main\.tsx|index\.html)/.test(id),
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
