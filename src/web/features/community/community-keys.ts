// Query keys of the community: everything under ['community'], so a block or a delete can refetch it all.
import type { FeedFilters } from './feed-filters.ts';

export const communityKeys = {
  all: ['community'] as const,
  feeds: ['community', 'feed'] as const,
  feed: (filters: FeedFilters) => ['community', 'feed', filters] as const,
  post: (id: string) => ['community', 'post', id] as const,
  profile: (id: string) => ['community', 'profile', id] as const,
  drafts: ['community', 'drafts'] as const,
  draft: (id: string) => ['community', 'draft', id] as const,
  garageVehicles: ['community', 'garage-vehicles'] as const,
};
