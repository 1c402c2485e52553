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

/**
 * What a page asks besides (Home's blocks, the garage's units, the community feed), by the page's
 * path pattern; `:name` in an answer is that part of the page's path.
 */
export const PAGE_ANSWERS: Record<string, readonly string[]> = Object.fromEntries(
  PAGE_ROUTES.flatMap((page) => (page.answers ? [[page.path, page.answers]] : [])),
);

/**
 * What a part of a page's path may be to go into an answer's GET: an id's characters, so nothing
 * in the address can add a path or a query of its own to what the server asks itself.
 */
const ID_PART = '[A-Za-z0-9_-]{1,64}';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each pattern's names and the expression that reads them back, made once. */
const matchers = new Map<string, { names: string[]; expression: RegExp }>();

/**
 * The parts of `path` that `pattern`'s `:name`s stand for (a page's path, or an answer's GET with
 * its query), or null when `path` is not of that pattern or a part is not an id.
 */
export function paramsIn(pattern: string, path: string): Record<string, string> | null {
  let matcher = matchers.get(pattern);
  if (!matcher) {
    const names: string[] = [];
    const source = pattern
      .split(/(:[A-Za-z]+)/)
      .map((part) => {
        if (!part.startsWith(':')) return escapeRegExp(part);
        names.push(part.slice(1));
        return `(${ID_PART})`;
      })
      .join('');
    matcher = { names, expression: new RegExp(`^${source}$`) };
    matchers.set(pattern, matcher);
  }
  const match = matcher.expression.exec(path);
  if (!match) return null;
  return Object.fromEntries(matcher.names.map((name, index) => [name, match[index + 1]!]));
}

/** `answer` with each `:name` replaced by that part of the page's path. */
export function fillAnswerPath(answer: string, params: Record<string, string>): string {
  return answer.replace(/:([A-Za-z]+)/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? params[name]! : whole,
  );
}

/** The answers to send with a signed-in page at `pathname`. */
export function pageAnswerPaths(pathname: string): string[] {
  const page = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  // A page of its own path first (/garage/new before a /garage/:id), then the patterns.
  const own = Object.hasOwn(PAGE_ANSWERS, page) ? PAGE_ANSWERS[page]! : null;
  if (own && !page.includes(':')) return [...APP_WIDE_ANSWERS, ...own];
  for (const [pattern, answers] of Object.entries(PAGE_ANSWERS)) {
    if (!pattern.includes(':')) continue;
    const params = paramsIn(pattern, page);
    if (params) return [...APP_WIDE_ANSWERS, ...answers.map((a) => fillAnswerPath(a, params))];
  }
  return [...APP_WIDE_ANSWERS];
}
