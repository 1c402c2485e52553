// The API answers a signed-in page is sent with (decision 021): the server asks its own API for
// them before it draws the page (it reads this list from the built renderer,
// render-signed-in.tsx), and both the server's render and the browser put each in the query cache
// of the query that asks that GET (page-answer-seeds.ts). Paths and query strings are written
// exactly as the web app's typed client asks them (page-answer-seeds.test.ts checks each against
// the real query); a page's own are its `answers` in app/route-table.ts.
import { PAGE_ROUTES } from '../app/route-table.ts';

/** What every page inside the shell asks at once: the top bar's unread count, AppProvider's. */
export const APP_WIDE_ANSWERS = [
  '/api/notifications?limit=1&unread=true',
  '/api/settings',
  '/api/billing/subscription',
  '/api/usage',
  '/api/garage/vehicles',
  '/api/assessment/searches',
  '/api/favorites',
] as const;

/** What a page asks besides (Home's blocks, the garage's units, the community feed), by path. */
export const PAGE_ANSWERS: Record<string, readonly string[]> = Object.fromEntries(
  PAGE_ROUTES.flatMap((page) => (page.answers ? [[page.path, page.answers]] : [])),
);

/** The answers to send with a signed-in page at `pathname`. */
export function pageAnswerPaths(pathname: string): string[] {
  const page = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return [...APP_WIDE_ANSWERS, ...(Object.hasOwn(PAGE_ANSWERS, page) ? PAGE_ANSWERS[page]! : [])];
}
