import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, readJson } from '../../lib/api-client.ts';
import { assessmentKeys } from './assessment-keys.ts';

type SearchesReply = InferResponseType<typeof api.assessment.searches.$get, 200>;
export type RecentSearch = SearchesReply['searches'][number];

/** GET /api/assessment/searches: the user's recent assessment searches, newest first. */
export async function listSearches(): Promise<RecentSearch[]> {
  const reply = await readJson<SearchesReply>(api.assessment.searches.$get());
  return reply.searches;
}

export const searchesQueryOptions = queryOptions({
  queryKey: assessmentKeys.searches,
  queryFn: listSearches,
});

export function useSearches(enabled = true) {
  return useQuery({ ...searchesQueryOptions, enabled });
}
