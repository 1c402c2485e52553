// Each route's document title, so tabs, history and screen readers tell pages apart.
import { useEffect } from 'react';

/** What a route object carries in `handle`. */
export interface RouteHandle {
  title?: string;
}

/** The title of the landing page, and of any route that names none (index.html says the same). */
export const DEFAULT_TITLE = 'Odo: your car, understood';

export function documentTitle(pageTitle: string | undefined): string {
  return pageTitle ? `${pageTitle} · Odo` : DEFAULT_TITLE;
}

/** The deepest matched route that names itself wins. */
export function titleOf(matches: readonly { handle: unknown }[]): string | undefined {
  for (let index = matches.length - 1; index >= 0; index--) {
    const title = (matches[index]?.handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return undefined;
}

/** Sets document.title to the page's title (router.tsx's AppRoutes, on every navigation). */
export function useDocumentTitle(pageTitle: string | undefined) {
  const title = documentTitle(pageTitle);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
