// Recent searches, kept on this device only.
const KEY = 'odo.search-history';
export const SEARCH_HISTORY_MAX = 10;

export function loadSearchHistory(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed
          .filter((item): item is string => typeof item === 'string')
          .slice(0, SEARCH_HISTORY_MAX)
      : [];
  } catch {
    return [];
  }
}

export function saveSearchHistory(terms: string[]) {
  try {
    if (terms.length === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(terms.slice(0, SEARCH_HISTORY_MAX)));
  } catch {
    // Storage can be full or disabled (private mode); the history then lives for this visit only.
  }
}

export function withSearch(terms: string[], term: string): string[] {
  const clean = term.trim();
  if (!clean) return terms;
  const rest = terms.filter((item) => item.toLowerCase() !== clean.toLowerCase());
  return [clean, ...rest].slice(0, SEARCH_HISTORY_MAX);
}
