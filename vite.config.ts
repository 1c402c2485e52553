import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { LAYOUTS, pageRoute } from './src/web/app/route-table.ts';
import {
  PRERENDERED_PAGES,
  prerenderPublicPages,
} from './src/web/first-load/build/prerender-plugin.ts';
import { schedulerSlices } from './src/web/first-load/build/scheduler-slices.ts';
import { shellChunkGroup } from './src/web/first-load/build/shell-chunk.ts';
import { themeScript } from './src/web/first-load/build/theme-script.ts';

/** A module of route-table.ts (relative to src/web/app) from the project's root. */
const fromApp = (module: string) => path.posix.join('src/web/app', module);

// The first load's build (docs/first-load.md): the shell's own chunk keeps out what the pages
// shown without the shell import (the public pages, the full-screen layout and Car Lens).
const shellChunk = shellChunkGroup(fromApp(LAYOUTS.shell.module), [
  ...Object.values(PRERENDERED_PAGES).map((page) => `src/web/${page}`),
  fromApp(LAYOUTS['full-screen'].module),
  fromApp(pageRoute('/car-lens').module),
]);

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
  plugins: [
    react(),
    tailwindcss(),
    preloadFirstFont(),
    themeScript(),
    prerenderPublicPages(),
    shellChunk.plugin,
    schedulerSlices(),
  ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // The app's files are requested by first-load/theme.js (<link rel="modulepreload">, decision 017)
    // before the entry runs, so the polyfill in the entry could only re-request them; browsers
    // without modulepreload get `preload` links from Vite's dynamic-import helper anyway.
    modulePreload: { polyfill: false },
    // What every page runs (the entry and its static imports) is two files: the libraries, which
    // change rarely and stay cached across deploys, and Odo's own code. Shared chunks under 30 KB
    // are copied into the chunks that use them (one module state kept by Rolldown's runtime):
    // ~35 requests on a signed-in first load instead of ~130, on HTTP/1.1's six connections
    // (decision 018).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 2 },
            { name: 'app', tags: ['$initial'], priority: 1 },
            {
              name: 'app-shell',
              test: shellChunk.test,
              priority: 0,
              includeDependenciesRecursively: false,
            },
          ],
          experimentalInlineCommonChunks: {
            maxSize: 30 * 1024,
            exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
          },
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
