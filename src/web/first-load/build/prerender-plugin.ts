// Part of `vite build` (vite.config.ts): after the browser build is written, builds
// first-load/prerender.tsx and first-load/render-signed-in.tsx for Node into dist/ssr, renders
// each public page (route-table.ts: `prerender`) to HTML and writes
// dist/web/prerendered/<page>.html (index.html with the page inside #root, its title, and a
// modulepreload of its own code); src/server/lib/first-load/spa.ts serves them for those exact
// paths. It also writes dist/ssr/signed-in.html, the page the server fills with a signed-in
// visitor's shell (decision 020). Then every text asset gets a .br and a .gz beside it, which the
// server sends when the browser accepts them. See docs/first-load.md and decision 017.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin, ResolvedConfig } from 'vite';
import { escapeHtml } from '../../../shared/escape-html.ts';
import { PAGE_ROUTES } from '../../app/route-table.ts';
import { SIGNED_IN_SLOT } from '../signed-in-slot.ts';

/** Each prerendered path and its page's module from src/web (the chunk to preload with it). */
export const PRERENDERED_PAGES: Record<string, string> = Object.fromEntries(
  PAGE_ROUTES.filter((page) => page.prerender).map((page) => [
    page.path,
    path.posix.join('app', page.module),
  ]),
);

/** Pages that need no JavaScript to be read: their "Odo needs JavaScript" notice is dropped. */
const READABLE_WITHOUT_JS = new Set(['/', '/privacy', '/terms']);

/** The file a path is written to, under <outDir>/prerendered/. */
export function prerenderedFileName(pagePath: string): string {
  return pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}.html`;
}

interface PrerenderModule {
  prerenderPage(pagePath: string): Promise<{ path: string; title: string; html: string }>;
  prerenderBootScreen(): Promise<string>;
  listPageModules(): { path: string; modules: string[] }[];
}

/** A page's path pattern and the files it needs beyond the app's entry, as theme.js reads them. */
export interface PagePreloads {
  path: string;
  files: string[];
}

function replaceOnce(html: string, search: string | RegExp, replacement: string): string {
  const found = typeof search === 'string' ? html.includes(search) : search.test(html);
  if (!found) throw new Error(`Prerender: ${String(search)} is missing from index.html`);
  return html.replace(search, () => replacement);
}

/**
 * The plain index.html (served for every page that was not prerendered) with the boot screen in
 * #root: painted with the HTML and CSS, replaced when the app renders (createRoot clears it). Its
 * code too is requested once that first paint is done, with the files of the page being opened
 * (`pages`, matched by theme.js), so they need not wait for the app to ask for them.
 */
export function injectBootScreen(
  indexHtml: string,
  bootHtml: string,
  pages: PagePreloads[],
): string {
  const html = replaceOnce(indexHtml, '<div id="root"></div>', `<div id="root">${bootHtml}</div>`);
  return deferAppCode(html, [], 'app', pages);
}

/**
 * The page the server fills in for a signed-in visit (dist/ssr/signed-in.html): index.html with a
 * slot for the rendered shell in place of #root, and the app's code listed as on the app's own
 * page, but no early /api/session request (the profile comes with the page).
 */
export function signedInTemplate(indexHtml: string, pages: PagePreloads[]): string {
  const html = replaceOnce(indexHtml, '<div id="root"></div>', SIGNED_IN_SLOT);
  return deferAppCode(html, [], 'signed-in', pages);
}

/**
 * index.html with a prerendered page in it. The app's code is not requested by the HTML itself:
 * a <meta name="odo-app"> lists the entry and the modules to preload with it (the page's own
 * chunk included), and first-load/theme.js requests them once the page has painted, so the page's
 * HTML and CSS have the network to themselves first (see docs/decisions/017).
 */
export function injectPage(
  indexHtml: string,
  page: { path: string; title: string; html: string },
  pagePreloads: string[],
): string {
  let html = replaceOnce(
    indexHtml,
    /<title>[^<]*<\/title>/,
    `<title>${escapeHtml(page.title)}</title>`,
  );
  html = replaceOnce(
    html,
    '<div id="root"></div>',
    `<div id="root" data-prerendered="${escapeHtml(page.path)}">${page.html}</div>`,
  );
  if (READABLE_WITHOUT_JS.has(page.path)) html = html.replace(/\s*<noscript>.*?<\/noscript>/s, '');
  return deferAppCode(html, pagePreloads, 'public');
}

/**
 * Takes the app's entry script and module preloads out of the HTML and lists them, with `extra`
 * preloads, in <meta name="odo-app"> instead: first-load/theme.js requests them once the page has
 * painted. `kind` tells theme.js whether this is a public page (prerendered, signed out), the
 * app's own index.html (which also asks for the session at once) or a signed-in page the server
 * rendered (which carries the profile).
 */
function deferAppCode(
  indexHtml: string,
  extra: string[],
  kind: 'public' | 'app' | 'signed-in',
  pages: PagePreloads[] = [],
): string {
  const entries: string[] = [];
  let html = indexHtml.replace(
    /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g,
    (_tag, src: string) => {
      entries.push(src);
      return '';
    },
  );
  if (entries.length !== 1) throw new Error('Prerender: index.html should have one module entry');
  const preloads: string[] = [];
  html = html.replace(
    /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g,
    (_tag, href: string) => {
      preloads.push(href);
      return '';
    },
  );
  const app = [...entries, ...preloads, ...extra.map((file) => `/${file}`)];
  return replaceOnce(
    html,
    '<script src="/theme.js"></script>',
    `<meta name="odo-app" content="${escapeHtml(app.join(' '))}" data-page="${kind}"` +
      (pages.length ? ` data-pages="${escapeHtml(JSON.stringify(pages))}"` : '') +
      ` />\n    <script src="/theme.js"></script>`,
  );
}

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

/** Writes x.br and x.gz beside every text file of `dir` worth compressing. */
function compressDir(dir: string) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      compressDir(file);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name)) continue;
    const body = fs.readFileSync(file);
    if (body.length < 1024) continue;
    const br = zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gz = zlib.gzipSync(body, { level: 9 });
    if (br.length < body.length) fs.writeFileSync(`${file}.br`, br);
    if (gz.length < body.length) fs.writeFileSync(`${file}.gz`, gz);
  }
}

export function prerenderPublicPages(): Plugin {
  let config: ResolvedConfig;
  /** Chunk file name → the chunks it imports statically. */
  const imports = new Map<string, string[]>();
  /** Source module (absolute path) → the chunk whose facade it is. */
  const facades = new Map<string, string>();
  /** Source module → the chunks holding it (a page's chunk may have no facade, see chunkOf). */
  const containing = new Map<string, string[]>();
  /**
   * The chunk a page module's dynamic import loads: its facade, or, when Rolldown gave it none
   * (its chunk also exports to another chunk), the one chunk that holds it.
   */
  const chunkOf = {
    get(module: string): string | undefined {
      const holders = containing.get(module) ?? [];
      return facades.get(module) ?? (holders.length === 1 ? holders[0] : undefined);
    },
  };
  const entryChunks: string[] = [];

  /** A chunk and what it imports statically, all the way down. */
  function closure(start: string[]): Set<string> {
    const seen = new Set<string>();
    const queue = [...start];
    while (queue.length) {
      const file = queue.shift() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      queue.push(...(imports.get(file) ?? []));
    }
    return seen;
  }

  return {
    name: 'odo-prerender-public-pages',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        imports.set(chunk.fileName, chunk.imports);
        if (chunk.facadeModuleId) facades.set(path.normalize(chunk.facadeModuleId), chunk.fileName);
        for (const id of chunk.moduleIds) {
          const held = path.normalize(id);
          containing.set(held, [...(containing.get(held) ?? []), chunk.fileName]);
        }
        if (chunk.isEntry) entryChunks.push(chunk.fileName);
      }
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      // Inside the project, so the built entries find the packages they import; the server runs
      // render-signed-in.mjs from there (dist/ssr, beside dist/web).
      const serverOut = path.resolve(outDir, '..', 'ssr');
      const target = path.join(outDir, 'prerendered');
      const { build } = await import('vite');
      await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        plugins: [react()],
        publicDir: false,
        build: {
          ssr: true,
          outDir: serverOut,
          emptyOutDir: true,
          rolldownOptions: {
            input: {
              prerender: path.join(config.root, 'first-load', 'prerender.tsx'),
              'render-signed-in': path.join(config.root, 'first-load', 'render-signed-in.tsx'),
            },
            output: { entryFileNames: '[name].mjs' },
          },
        },
      });
      const entry = pathToFileURL(path.join(serverOut, 'prerender.mjs')).href;
      const prerender = (await import(entry)) as PrerenderModule;
      const indexHtml = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const loadedByEntry = closure(entryChunks);
      fs.mkdirSync(target, { recursive: true });
      // Before prerendering: that resolves the public pages' lazy routes (their loaders are gone).
      const pages = prerender.listPageModules().map(({ path: pagePath, modules }) => {
        const chunks = modules.map((module) => {
          const chunk = chunkOf.get(path.normalize(path.join(config.root, 'app', module)));
          if (!chunk) throw new Error(`Prerender: no chunk for ${module} (on ${pagePath})`);
          return chunk;
        });
        const files = [...closure(chunks)].filter((file) => !loadedByEntry.has(file));
        return { path: pagePath, files: files.map((file) => `/${file}`) };
      });
      for (const [pagePath, module] of Object.entries(PRERENDERED_PAGES)) {
        const chunk = chunkOf.get(path.normalize(path.join(config.root, module)));
        if (!chunk) throw new Error(`Prerender: no chunk for ${module} (the page of ${pagePath})`);
        const preloads = [...closure([chunk])].filter((file) => !loadedByEntry.has(file));
        const page = await prerender.prerenderPage(pagePath);
        if (!page.html.includes('<h1')) throw new Error(`Prerender: ${pagePath} has no <h1>`);
        fs.writeFileSync(
          path.join(target, prerenderedFileName(pagePath)),
          injectPage(indexHtml, page, preloads),
        );
      }
      fs.writeFileSync(
        path.join(outDir, 'index.html'),
        injectBootScreen(indexHtml, await prerender.prerenderBootScreen(), pages),
      );
      fs.writeFileSync(path.join(serverOut, 'signed-in.html'), signedInTemplate(indexHtml, pages));
      compressDir(outDir);
      config.logger.info(
        `Prerendered ${Object.keys(PRERENDERED_PAGES).length} public pages to ${path.relative(process.cwd(), target)}`,
      );
    },
  };
}
