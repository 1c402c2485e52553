// GET /api/community/posts/{id}: the post with its Markdown body and comments (replies nested).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PostDetail } from '../../../shared/community-vocab.ts';
import { api, ApiError, readJson } from '../../lib/api-client.ts';
import { isUuid } from './community-ids.ts';
import { communityKeys } from './community-keys.ts';

export function getPost(id: string): Promise<PostDetail> {
  return readJson<PostDetail>(api.community.posts[':id'].$get({ param: { id } }));
}

export function postQueryOptions(id: string) {
  return queryOptions({
    queryKey: communityKeys.post(id),
    queryFn: () => getPost(id),
    // A missing (or hidden, or blocked) post stays missing: no retries.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

export function usePost(id: string | undefined) {
  return useQuery({ ...postQueryOptions(id ?? ''), enabled: isUuid(id) });
}
