// The server's entry for a signed-in visit (built by build/prerender-plugin.ts into dist/ssr,
// called by src/server/lib/first-load/spa.ts): renders the shell of the page asked for (top bar,
// notices, tabs) with the visitor's profile and the page's API answers (decision 021) in the
// query cache, so it paints with the HTML instead of after the app's code. The page inside the shell renders
// in the browser (AfterFirstPaint), as on any first load, from the same answers.
import { matchRoutes } from 'react-router';
import { prerender } from 'react-dom/static';
import { AppRoot, routerAt } from '../app/app-root.tsx';
import { documentTitle } from '../app/document-title.ts';
import { pageTitleAt, resolveLazyRoutes, routes, SHELL_ROUTE_ID } from '../app/router.tsx';
import type { Me } from '../features/account/get-me.ts';

// What else the server asks of this module: the GETs whose answers a page is sent with, and the
// slot of the build's signed-in.html its render goes into.
export { pageAnswerPaths } from './page-answers.ts';
export { SIGNED_IN_SLOT } from './signed-in-slot.ts';

export interface RenderOptions {
  answers?: Record<string, unknown>;
  answeredAt?: number;
  signal?: AbortSignal | undefined;
}

export interface SignedInPage {
  /** The document title the page sets itself once running. */
  title: string;
  /** What goes inside <div id="root">. */
  html: string;
}

/** Whether `pathname` is a page inside the shell (the pages this module renders). */
export function isShellPage(pathname: string): boolean {
  return (matchRoutes(routes, pathname) ?? []).some(({ route }) => route.id === SHELL_ROUTE_ID);
}

/**
 * The shell of the page at `url` (a path with its query) for `me`, drawn with the page's API
 * `answers` (by path, read at `answeredAt`), or null when that page is not inside the shell.
 * `signal` ends a render that takes too long (the server then sends the plain index.html).
 */
export async function renderSignedInPage(
  url: string,
  me: Me,
  { answers = {}, answeredAt = Date.now(), signal }: RenderOptions = {},
): Promise<SignedInPage | null> {
  const pathname = new URL(url, 'http://odo.invalid').pathname;
  if (!isShellPage(pathname)) return null;
  await resolveLazyRoutes(pathname);
  const title = documentTitle(pageTitleAt(pathname));
  let failure: unknown = null;
  const { prelude } = await prerender(
    <AppRoot Router={routerAt(url)} rendered={{ me, answers, answeredAt }} />,
    {
      signal,
      onError(error) {
        failure ??= error;
      },
    },
  );
  const html = await new Response(prelude).text();
  if (failure) throw failure;
  return { title, html };
}
