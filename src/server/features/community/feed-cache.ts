// Feed pages are the same for every member but for "liked by me", "mine" and blocks, and they are
// read far more often than written. The shared part of a page is kept per (query, community
// version): every write to what a page shows bumps the one version row in its own transaction
// (triggers, migration 0010), and a kept page is used only after reading that version (with the
// member's likes on the page and whether they block anyone) in one statement, so it is never older
// than what was committed when the request began, on this instance or any other (as decision 014
// did for the garage list). Members who block someone always read the database.
import type { Db } from '../../db/database.ts';

/** The page as every member sees it: likedByMe and mine are added per request. */
export interface SharedPage {
  version: number;
  /** Each post's JSON without its closing brace, so the viewer's two fields can be appended. */
  posts: string[];
  ids: string[];
  authors: string[];
  nextCursor: string | null;
}

/** Pages kept per database and process (least recently used go first). */
const MAX_PAGES = 1000;

const caches = new WeakMap<Db, Map<string, SharedPage>>();

function cacheOf(db: Db) {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

export function keptPage(db: Db, key: string): SharedPage | undefined {
  const cache = cacheOf(db);
  const page = cache.get(key);
  if (page) {
    // Map order is insertion order: re-inserting marks the page as the most recently used.
    cache.delete(key);
    cache.set(key, page);
  }
  return page;
}

export function keepPage(db: Db, key: string, page: SharedPage): void {
  const cache = cacheOf(db);
  const current = cache.get(key);
  if (current && current.version > page.version) return;
  cache.delete(key);
  cache.set(key, page);
  for (const oldest of cache.keys()) {
    if (cache.size <= MAX_PAGES) break;
    cache.delete(oldest);
  }
}
