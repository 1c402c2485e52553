// /community: the feed. Sort, topic, "my cars" and the search live in the URL query, so the back
// button (and a shared link) bring the same feed back; pages load as the list scrolls.
import { MessagesSquare, SearchX, SquarePen } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import {
  filtersFromSearch,
  isFiltered,
  searchFromFilters,
  type FeedFilters,
} from './feed-filters.ts';
import { FeedToolbar } from './feed-toolbar.tsx';
import { PostList } from './post-list.tsx';

export function CommunityPage() {
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  // One filters object per distinct query, so the feed's query key stays put between renders.
  const filters = useMemo(() => filtersFromSearch(new URLSearchParams(key)), [key]);
  const onChange = useCallback(
    (next: FeedFilters, options?: { replace?: boolean }) =>
      setSearch(searchFromFilters(next), { replace: options?.replace ?? false }),
    [setSearch],
  );

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-5 px-4 pt-5 pb-28 sm:px-6 md:pt-8 lg:pb-12">
      <header className="flex items-start justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-title font-bold md:text-[2.25rem]">Community</h1>
          <p className="text-base text-muted-foreground">
            Questions, stories and tips from other car owners.
          </p>
        </div>
        <Button asChild className="hidden sm:inline-flex">
          <Link to="/community/create">
            <SquarePen aria-hidden="true" />
            New post
          </Link>
        </Button>
      </header>

      <FeedToolbar filters={filters} onChange={onChange} />

      <PostList
        filters={filters}
        label="Posts"
        empty={
          isFiltered(filters) ? (
            <NoMatches onClear={() => onChange({ sort: filters.sort })} />
          ) : (
            <EmptyFeed />
          )
        }
      />

      <Link
        to="/community/create"
        aria-label="New post"
        className="fixed right-4 bottom-[calc(5.5rem+env(safe-area-inset-bottom))] z-30 grid size-14 place-items-center rounded-full bg-brand text-brand-foreground shadow-raised transition-transform active:scale-95 sm:hidden"
      >
        <SquarePen className="size-6" aria-hidden="true" />
      </Link>
    </div>
  );
}

function EmptyFeed() {
  return (
    <Card className="flex flex-col items-center px-6 py-12 text-center md:py-16">
      <div className="mb-5 grid size-20 place-items-center rounded-[1.75rem] bg-brand-soft text-brand-soft-foreground">
        <MessagesSquare className="size-9" aria-hidden="true" strokeWidth={1.75} />
      </div>
      <h2 className="text-heading font-semibold">No posts yet</h2>
      <p className="mt-2 max-w-sm text-muted-foreground">
        Ask a question, share a repair or show off your car: be the first to start a conversation.
      </p>
      <Button asChild size="lg" className="mt-7">
        <Link to="/community/create">Write the first post</Link>
      </Button>
    </Card>
  );
}

function NoMatches({ onClear }: { onClear: () => void }) {
  return (
    <Card className="flex flex-col items-center px-6 py-10 text-center">
      <SearchX className="mb-3 size-9 text-muted-foreground" aria-hidden="true" />
      <h2 className="text-heading font-semibold">No posts match</h2>
      <p className="mt-2 max-w-sm text-muted-foreground">
        Try other words, another topic, or look at every post.
      </p>
      <Button variant="outline" className="mt-5" onClick={onClear}>
        Show all posts
      </Button>
    </Card>
  );
}
