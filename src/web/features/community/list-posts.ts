// GET /api/community/posts: one keyset page of the feed (or of one member's posts); the next page
// starts after `nextCursor`, so new posts never shift or repeat what is already shown.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { FeedPage } from '../../../shared/community-vocab.ts';
import { api, readJson } from '../../lib/api-client.ts';
import { communityKeys } from './community-keys.ts';
import type { FeedFilters } from './feed-filters.ts';

export function listPosts(filters: FeedFilters, cursor: string | null): Promise<FeedPage> {
  return readJson<FeedPage>(
    api.community.posts.$get({ query: cursor ? { ...filters, cursor } : filters }),
  );
}

export function feedQueryOptions(filters: FeedFilters) {
  return infiniteQueryOptions({
    queryKey: communityKeys.feed(filters),
    queryFn: ({ pageParam }) => listPosts(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useFeed(filters: FeedFilters, enabled = true) {
  return useInfiniteQuery({ ...feedQueryOptions(filters), enabled });
}
