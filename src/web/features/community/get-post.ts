// GET /api/community/posts/{id}: the post with its Markdown body and comments (replies nested).
// An open post keeps its likes and comments current: at once when a live notification links to
// it (its author's), and by asking again every POST_REFRESH_MS while the tab is shown (everyone).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PostDetail } from '../../../shared/community-vocab.ts';
import { api, ApiError, readJson } from '../../lib/api-client.ts';
import { livePathMeta } from '../../lib/live-path.ts';
import { isUuid } from '../../../shared/uuid.ts';
import { communityKeys } from './community-keys.ts';

export function getPost(id: string): Promise<PostDetail> {
  return readJson<PostDetail>(api.community.posts[':id'].$get({ param: { id } }));
}

/** How often an open post asks again while its tab is shown (paused while hidden). */
export const POST_REFRESH_MS = 30_000;

export function postQueryOptions(id: string) {
  return queryOptions({
    queryKey: communityKeys.post(id),
    queryFn: () => getPost(id),
    meta: livePathMeta(`/community/post/${id}`),
    // A missing (or hidden, or blocked) post stays missing: no retries.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

/** `live`: the post page, which asks again every POST_REFRESH_MS (not the edit form). */
export function usePost(id: string | undefined, { live = false } = {}) {
  return useQuery({
    ...postQueryOptions(id ?? ''),
    enabled: isUuid(id),
    refetchInterval: (query) => {
      const error = query.state.error;
      const gone = error instanceof ApiError && error.status < 500;
      return live && !gone ? POST_REFRESH_MS : false;
    },
  });
}
