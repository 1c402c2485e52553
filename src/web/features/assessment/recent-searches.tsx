// Recent searches as chips (SPEC.md §3's search history, kept per user on the server): a chip
// fills the "Any car" form; Clear forgets them all.
import { History, X } from 'lucide-react';
import { useState } from 'react';
import { useAppContext } from '../../lib/app-context.ts';
import type { AssessmentSearch } from '../../../shared/assessment-vocab.ts';

export function RecentSearches({ onPick }: { onPick: (search: AssessmentSearch) => void }) {
  const { searchHistory, clearSearchHistory } = useAppContext();
  const [error, setError] = useState<string | null>(null);
  const [clearing, setClearing] = useState(false);
  if (searchHistory.length === 0) return null;

  const clear = async () => {
    setError(null);
    setClearing(true);
    try {
      await clearSearchHistory();
    } catch (failure) {
      setError(
        `The recent searches could not be cleared: ${failure instanceof Error ? failure.message : ''}`,
      );
    } finally {
      setClearing(false);
    }
  };

  return (
    <section aria-labelledby="recent-searches" className="grid gap-2">
      <div className="flex items-center justify-between gap-3">
        <h2
          id="recent-searches"
          className="flex items-center gap-1.5 text-sm font-semibold text-muted-foreground"
        >
          <History className="size-4" aria-hidden="true" />
          Recent searches
        </h2>
        <button
          type="button"
          onClick={() => void clear()}
          disabled={clearing}
          className="inline-flex h-8 items-center gap-1 rounded-md px-2 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground disabled:opacity-50"
        >
          <X className="size-3.5" aria-hidden="true" />
          Clear
        </button>
      </div>
      <ul className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap sm:overflow-visible">
        {searchHistory.map((search) => (
          <li key={search.id} className="shrink-0">
            <button
              type="button"
              onClick={() => onPick(search)}
              className="inline-flex h-9 items-center rounded-full border border-border bg-surface px-3.5 text-sm font-medium whitespace-nowrap shadow-xs transition-colors hover:border-brand/40 hover:bg-brand-soft/50"
            >
              {search.label}
            </button>
          </li>
        ))}
      </ul>
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </section>
  );
}
