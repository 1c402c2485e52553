// A query that shows the page a notification links to carries that path in its meta, so a live
// notification refreshes it at once: the author's open post gets its new like or comment while
// the bell counts it. (Features do not import each other; this is the meeting point.)
import type { QueryClient } from '@tanstack/react-query';

const LIVE_PATH = 'livePath';

/** The meta of a query showing the page at `path` (e.g. `/community/post/{id}`). */
export function livePathMeta(path: string): Record<string, unknown> {
  return { [LIVE_PATH]: path };
}

/** Refreshes (the shown ones at once) every query whose page is `linkPath`. */
export function refreshLinkedQueries(queryClient: QueryClient, linkPath: string | null) {
  if (!linkPath) return Promise.resolve();
  return queryClient.invalidateQueries({
    predicate: (query) => query.meta?.[LIVE_PATH] === linkPath,
  });
}
