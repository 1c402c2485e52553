// A keyset-paged list of post cards: the next page loads when the end scrolls into view (or with
// "Load more", which always works), and the query keeps every page loaded so far.
import { useEffect, useRef, type ReactNode } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import type { FeedFilters } from './feed-filters.ts';
import { useFeed } from './list-posts.ts';
import { PostCard, PostCardSkeleton } from './post-card.tsx';

interface PostListProps {
  filters: FeedFilters;
  label: string;
  /** Shown when there is no post at all. */
  empty: ReactNode;
  enabled?: boolean;
}

export function PostList({ filters, label, empty, enabled = true }: PostListProps) {
  const feed = useFeed(filters, enabled);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isError } = feed;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage || isError || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) {
          void fetchNextPage();
        }
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, isError]);

  if (feed.isPending) {
    return (
      <div className="grid gap-3" aria-busy="true">
        {[0, 1, 2].map((key) => (
          <PostCardSkeleton key={key} />
        ))}
        <span className="sr-only" role="status">
          Loading posts
        </span>
      </div>
    );
  }
  if (feed.isError && !feed.data) {
    return (
      <Alert tone="error" role="alert">
        The posts could not be loaded: {feed.error.message}{' '}
        <button
          type="button"
          className="font-semibold underline"
          onClick={() => void feed.refetch()}
        >
          Try again
        </button>
      </Alert>
    );
  }
  const posts = feed.data.pages.flatMap((page) => page.posts);
  if (posts.length === 0) return <>{empty}</>;

  return (
    <div className="grid gap-3">
      <ul className="grid gap-3" aria-label={label}>
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} className="grid justify-items-center py-2">
        {feed.isFetchNextPageError ? (
          <Alert tone="error" role="alert" className="w-full">
            More posts could not be loaded: {feed.error?.message}
          </Alert>
        ) : null}
        {hasNextPage ? (
          <Button
            variant="outline"
            onClick={() => void fetchNextPage()}
            disabled={isFetchingNextPage}
            className="mt-2"
          >
            {isFetchingNextPage ? <Spinner className="size-4" /> : null}
            {isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">You are all caught up.</p>
        )}
      </div>
    </div>
  );
}
