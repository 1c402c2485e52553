// The feed's controls: search (debounced into the URL), sort, topic chips and "My cars".
import { Car, Search, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { FEED_SORTS, POST_TOPICS, POST_TOPIC_LABELS } from '../../../shared/community-vocab.ts';
import { inputClassName } from '../../components/ui/input.tsx';
import { cn } from '../../lib/cn.ts';
import { FEED_SORT_LABELS, type FeedFilters } from './feed-filters.ts';

interface FeedToolbarProps {
  filters: FeedFilters;
  /** `replace` for a change that should not add a history entry (typing a search). */
  onChange: (filters: FeedFilters, options?: { replace?: boolean }) => void;
}

const chipClass =
  'inline-flex min-h-10 shrink-0 items-center gap-1.5 rounded-full border px-3.5 text-sm font-semibold transition-colors aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-brand-foreground border-border bg-surface text-foreground hover:bg-muted aria-pressed:hover:bg-brand-hover';

export function FeedToolbar({ filters, onChange }: FeedToolbarProps) {
  const searchId = useId();
  const [text, setText] = useState(filters.q ?? '');
  const [shownQ, setShownQ] = useState(filters.q);

  // The URL changed by itself (back button, a tag link): the box shows its search.
  if (shownQ !== filters.q) {
    setShownQ(filters.q);
    if (text.trim() !== (filters.q ?? '')) setText(filters.q ?? '');
  }

  // Typing settles for 350 ms before the feed searches.
  useEffect(() => {
    const q = text.trim();
    if (q === (filters.q ?? '')) return;
    const timer = window.setTimeout(() => {
      const next = { ...filters };
      if (q) next.q = q.slice(0, 200);
      else delete next.q;
      onChange(next, { replace: Boolean(filters.q) && Boolean(q) });
    }, 350);
    return () => window.clearTimeout(timer);
  }, [text, filters, onChange]);

  const setTopic = (topic: FeedFilters['topic']) => {
    const next = { ...filters };
    if (topic) next.topic = topic;
    else delete next.topic;
    onChange(next);
  };

  return (
    <div className="grid gap-3">
      <form role="search" onSubmit={(event) => event.preventDefault()} className="relative">
        <label htmlFor={searchId} className="sr-only">
          Search posts
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3.5 size-4.5 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <input
          id={searchId}
          type="search"
          enterKeyHint="search"
          placeholder="Search posts"
          value={text}
          maxLength={200}
          onChange={(event) => setText(event.target.value)}
          className={cn(
            inputClassName,
            'h-11 pr-11 pl-10 [&::-webkit-search-cancel-button]:hidden',
          )}
        />
        {text ? (
          <button
            type="button"
            aria-label="Clear the search"
            onClick={() => setText('')}
            className="absolute top-1/2 right-1.5 grid size-9 -translate-y-1/2 place-items-center rounded-full text-muted-foreground hover:bg-muted"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        ) : null}
      </form>

      <div
        role="group"
        aria-label="Sort posts"
        className="inline-flex h-11 w-full items-center gap-1 rounded-control bg-muted p-1 sm:w-auto sm:justify-self-start"
      >
        {FEED_SORTS.map((sort) => (
          <button
            key={sort}
            type="button"
            aria-pressed={filters.sort === sort}
            onClick={() => onChange({ ...filters, sort })}
            className="inline-flex h-full flex-1 items-center justify-center rounded-[0.5rem] px-3 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors aria-pressed:bg-surface aria-pressed:text-foreground aria-pressed:shadow-sm sm:flex-none"
          >
            {FEED_SORT_LABELS[sort]}
          </button>
        ))}
      </div>

      <div
        role="group"
        aria-label="Filter by topic"
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:px-0"
      >
        <button
          type="button"
          aria-pressed={filters.mine === 'cars'}
          onClick={() => {
            const next = { ...filters };
            if (next.mine) delete next.mine;
            else next.mine = 'cars';
            onChange(next);
          }}
          className={chipClass}
        >
          <Car className="size-4" aria-hidden="true" />
          My cars
        </button>
        <span className="my-2 w-px shrink-0 bg-border" aria-hidden="true" />
        <button
          type="button"
          aria-pressed={!filters.topic}
          onClick={() => setTopic(undefined)}
          className={chipClass}
        >
          All topics
        </button>
        {POST_TOPICS.map((topic) => (
          <button
            key={topic}
            type="button"
            aria-pressed={filters.topic === topic}
            onClick={() => setTopic(filters.topic === topic ? undefined : topic)}
            className={chipClass}
          >
            {POST_TOPIC_LABELS[topic]}
          </button>
        ))}
      </div>

      {filters.make || filters.model ? (
        <div className="flex items-center gap-2 text-sm">
          <span className="text-muted-foreground">Posts about</span>
          <button
            type="button"
            onClick={() => {
              const next = { ...filters };
              delete next.make;
              delete next.model;
              onChange(next);
            }}
            className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-brand-soft px-3 font-semibold text-brand-soft-foreground"
            aria-label={`Stop filtering by ${[filters.make, filters.model].filter(Boolean).join(' ')}`}
          >
            {[filters.make, filters.model].filter(Boolean).join(' ')}
            <X className="size-3.5" aria-hidden="true" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
