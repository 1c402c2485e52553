// Serves the built SPA: hashed assets with a year-long immutable cache, and index.html (never
// cached) for every client route, except the public pages the build prerendered
// (dist/web/prerendered/<page>.html, see src/web/first-load/build/prerender-plugin.ts): those get
// their own HTML for their exact path. A signed-in visit to a page inside the shell gets that
// shell rendered here with the visitor's profile and its first API answers (dist/ssr, decisions
// 020 and 021), never stored by any cache. Text files go out brotli- or gzip-compressed when the
// build wrote a .br or .gz beside them and the browser accepts it. The whole path of a first
// visit: docs/first-load.md.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { escapeHtml } from '../../../shared/escape-html.ts';
import type { AppEnv } from '../../app-env.ts';

/** Who a page request is from: their profile as /api/session gives it, and any renewed cookie. */
export type SignedInVisitor = (
  c: Context<AppEnv>,
) => Promise<{ profile: { id: string }; setCookies: string[] } | null>;

/** The API's answers to these GETs for the visitor of a page request, by path (those answered 200). */
export type PageAnswers = (c: Context<AppEnv>, paths: string[]) => Promise<Record<string, unknown>>;

interface SpaOptions {
  /** Who is signed in on a page request (null when nobody); throws when the database is down. */
  signedInVisitor?: SignedInVisitor;
  /** The API's answers to the GETs a signed-in page makes first (decision 021). */
  pageAnswers?: PageAnswers;
}

/** What dist/ssr/render-signed-in.mjs exports (src/web/first-load/render-signed-in.tsx). */
interface SignedInRenderer {
  isShellPage(pathname: string): boolean;
  /** The GETs whose answers a page at `pathname` is sent with (web/first-load/page-answers.ts). */
  pageAnswerPaths(pathname: string): string[];
  /** Where the render goes in dist/ssr/signed-in.html. */
  SIGNED_IN_SLOT: string;
  renderSignedInPage(
    url: string,
    me: unknown,
    options: { answers: Record<string, unknown>; answeredAt: number; signal: AbortSignal },
  ): Promise<{ title: string; html: string } | null>;
}

/** A render that takes longer than this is given up: the plain index.html goes out instead. */
const RENDER_TIMEOUT_MS = 2000;

export function mountSpa(app: Hono<AppEnv>, distDir: string, options: SpaOptions = {}) {
  const root = path.resolve(distDir);
  const indexPath = path.join(root, 'index.html');
  const prerenderedDir = path.join(root, 'prerendered');
  const renderSignedIn = options.signedInVisitor
    ? signedInRenderer(
        path.join(path.dirname(root), 'ssr'),
        options.signedInVisitor,
        options.pageAnswers,
      )
    : null;
  app.use('*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return;
    if (c.res.status !== 200 || c.req.path.startsWith('/api/')) return;
    const isHtml = c.res.headers.get('content-type')?.startsWith('text/html');
    const isHashedAsset = c.req.path.startsWith('/assets/') && !isHtml;
    // A page rendered for one visitor says so itself (private, no-store).
    if (c.res.headers.get('cache-control')?.includes('no-store')) return;
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
  app.get('*', async (c) => {
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
    const signedIn = await renderSignedIn?.(c);
    if (signedIn) return signedIn;
    return sendHtml(c, indexPath);
  });
}

/**
 * Renders the shell of a signed-in visitor's page (web/first-load/render-signed-in.tsx) into the
 * build's signed-in.html, with the profile beside it for the browser's first render. Answers
 * null, and the plain index.html goes out, whenever that is not possible: no build of the
 * renderer, no session, a page outside the shell, the database down, a failed or slow render.
 */
function signedInRenderer(ssrDir: string, visitor: SignedInVisitor, answers?: PageAnswers) {
  const modulePath = path.join(ssrDir, 'render-signed-in.mjs');
  const templatePath = path.join(ssrDir, 'signed-in.html');
  const readAnswers = answers
    ? boundedAnswers(answers, { atOnce: ANSWERING_AT_ONCE, timeoutMs: RENDER_TIMEOUT_MS })
    : null;
  let loading: Promise<SignedInRenderer | null> | undefined;
  const load = () =>
    (loading ??= fs.existsSync(modulePath)
      ? (import(pathToFileURL(modulePath).href) as Promise<SignedInRenderer>)
      : Promise.resolve(null));

  return async (c: Context<AppEnv>): Promise<Response | null> => {
    const { logger } = c.var.deps;
    if (!(c.req.header('cookie') ?? '').includes(c.var.deps.sessionCookieName)) return null;
    try {
      const renderer = await load();
      if (!renderer || !fs.existsSync(templatePath)) return null;
      const url = new URL(c.req.url);
      if (!renderer.isShellPage(url.pathname)) return null;
      const visit = await visitor(c);
      if (!visit) return null;
      const wanted = url.pathname + url.search;
      // The shell is drawn with the page's API answers (the browser hydrates with the same); a
      // page without them still works: its queries ask the network.
      const answeredAt = Date.now();
      // A HEAD is sent the page's headers only: nothing to answer for it.
      const pageAnswers =
        readAnswers && c.req.method !== 'HEAD'
          ? await readAnswers(c, renderer.pageAnswerPaths(url.pathname)).catch((error: unknown) => {
              logger.warn({ err: error, reqId: c.var.requestId }, 'page answers not read');
              return {};
            })
          : {};
      const page = await renderer.renderSignedInPage(wanted, visit.profile, {
        answers: pageAnswers,
        answeredAt,
        signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
      });
      if (!page) return null;
      const template = fs.readFileSync(templatePath, 'utf8');
      if (!template.includes(renderer.SIGNED_IN_SLOT)) return null;
      const html = template
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
        .replace(
          renderer.SIGNED_IN_SLOT,
          () =>
            `<div id="root" data-signed-in="${escapeHtml(wanted)}">${page.html}</div>` +
            `<script type="application/json" id="odo-me">${scriptJson(visit.profile)}</script>` +
            `<script type="application/json" id="odo-answers">${scriptJson(pageAnswers)}</script>`,
        );
      for (const cookie of visit.setCookies) c.header('set-cookie', cookie, { append: true });
      c.header('Cache-Control', 'private, no-store');
      c.header('Vary', 'Cookie, Accept-Encoding');
      return sendCompressed(c, html);
    } catch (error) {
      // Not an outage of the page: the app's own index.html loads and asks the API itself.
      logger.warn({ err: error, reqId: c.var.requestId }, 'signed-in page not rendered');
      return null;
    }
  };
}

/**
 * At most this many pages have their answers read at once (each is a handful of API requests):
 * past it, or past the timeout, a page goes without them and the browser asks for itself, so page
 * requests never multiply the API's work without bound.
 */
const ANSWERING_AT_ONCE = 8;

/** `answers`, given up ({}) past `timeoutMs` or when `atOnce` pages are already being answered. */
export function boundedAnswers(
  answers: PageAnswers,
  { atOnce, timeoutMs }: { atOnce: number; timeoutMs: number },
): PageAnswers {
  let answering = 0;
  return async (c, paths) => {
    if (answering >= atOnce) return {};
    // Counted until the requests end, not until the page gives up on them.
    answering++;
    const work = answers(c, paths).finally(() => answering--);
    work.catch(() => undefined);
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      return await Promise.race([
        work,
        new Promise<Record<string, unknown>>((resolve) => {
          timer = setTimeout(() => resolve({}), timeoutMs);
        }),
      ]);
    } finally {
      clearTimeout(timer);
    }
  };
}

/** JSON inside <script>: no "<" at all, so nothing in it can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** A page made for this request, compressed the way the browser takes it (fast settings). */
function sendCompressed(c: Context<AppEnv>, html: string) {
  const accepted = c.req.header('accept-encoding') ?? '';
  c.header('Content-Type', 'text/html; charset=UTF-8');
  if (/\bbr\b/.test(accepted)) {
    c.header('Content-Encoding', 'br');
    return c.body(
      zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
    );
  }
  if (/\bgzip\b/.test(accepted)) {
    c.header('Content-Encoding', 'gzip');
    return c.body(zlib.gzipSync(html, { level: 6 }));
  }
  return c.body(html);
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
