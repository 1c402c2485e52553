// The build's prerender entry (build/prerender-plugin.ts, in vite.config.ts): renders each public
// page to HTML, signed out, with the same tree main.tsx hydrates (AppRoot around the routes).
import { matchRoutes } from 'react-router';
import { prerender } from 'react-dom/static';
import { AppRoot, routerAt } from '../app/app-root.tsx';
import { documentTitle } from '../app/document-title.ts';
import { FullScreenSpinner } from '../app/full-screen-spinner.tsx';
import {
  pageModules,
  pageTitleAt,
  resolveLazyRoutes,
  routes,
  type PageModules,
} from '../app/router.tsx';

export interface PrerenderedPage {
  path: string;
  /** The document title the page sets itself once running. */
  title: string;
  /** What goes inside <div id="root">. */
  html: string;
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

export async function prerenderPage(path: string): Promise<PrerenderedPage> {
  await resolveLazyRoutes(path);
  const matched = matchRoutes(routes, path) ?? [];
  if (matched.length === 0) throw new Error(`Prerendering ${path}: no route matches it.`);
  const title = documentTitle(pageTitleAt(path));
  const { prelude } = await prerender(<AppRoot Router={routerAt(path)} />, {
    onError(error) {
      throw error;
    },
  });
  const html = await readAll(prelude);
  return { path, title, html };
}

/**
 * What the plain index.html (every page but the prerendered ones) shows until the app runs: the
 * same logo and spinner the app shows while it checks the session, so the first paint comes with
 * the HTML and CSS instead of after the JavaScript, and nothing moves when React takes over.
 */
export async function prerenderBootScreen(): Promise<string> {
  const { prelude } = await prerender(<FullScreenSpinner label="Loading Odo" />, {
    onError(error) {
      throw error;
    },
  });
  return readAll(prelude);
}

/** Each page's path pattern and its modules (relative to src/web/app), for the build's preloads. */
export function listPageModules(): PageModules[] {
  return pageModules();
}
