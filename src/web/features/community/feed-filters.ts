// The feed's filters as they live in the URL (/community?sort=top_week&topic=question&mine=cars&q=…),
// so the back button and a shared link bring the same feed back.
import {
  FEED_SORTS,
  POST_TOPICS,
  type FeedSort,
  type PostTopic,
} from '../../../shared/community-vocab.ts';

export interface FeedFilters {
  sort: FeedSort;
  topic?: PostTopic;
  make?: string;
  model?: string;
  mine?: 'cars';
  q?: string;
  authorId?: string;
}

export const FEED_SORT_LABELS: Record<FeedSort, string> = {
  new: 'New',
  top_week: 'Top this week',
  top_all: 'Top all time',
};

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((item) => item === value);
}

function text(value: string | null, max: number): string | undefined {
  const trimmed = value?.trim().slice(0, max);
  return trimmed ? trimmed : undefined;
}

/** The filters a URL's query asks for; anything unknown is ignored. */
export function filtersFromSearch(search: URLSearchParams): FeedFilters {
  const filters: FeedFilters = { sort: oneOf(FEED_SORTS, search.get('sort')) ?? 'new' };
  const topic = oneOf(POST_TOPICS, search.get('topic'));
  if (topic) filters.topic = topic;
  const make = text(search.get('make'), 40);
  if (make) filters.make = make;
  const model = text(search.get('model'), 60);
  if (model) filters.model = model;
  if (search.get('mine') === 'cars') filters.mine = 'cars';
  const q = text(search.get('q'), 200);
  if (q) filters.q = q;
  return filters;
}

/** The URL query for `filters` (the default sort is left out). */
export function searchFromFilters(filters: FeedFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.sort !== 'new') search.set('sort', filters.sort);
  if (filters.topic) search.set('topic', filters.topic);
  if (filters.make) search.set('make', filters.make);
  if (filters.model) search.set('model', filters.model);
  if (filters.mine) search.set('mine', filters.mine);
  if (filters.q) search.set('q', filters.q);
  return search;
}

/** True when the feed is narrowed by anything but its sort. */
export function isFiltered(filters: FeedFilters): boolean {
  return Boolean(filters.topic || filters.make || filters.model || filters.mine || filters.q);
}
