// POST /api/community/posts: the new post (201); its draft, if any, is deleted by the server.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostDetail } from '../../../shared/community-vocab.ts';
import type { PostInput } from '../../../shared/community.ts';
import { api, readJson } from '../../lib/api-client.ts';
import { communityKeys } from './community-keys.ts';
import { trackFeature } from '../../lib/analytics.ts';

export function createPost(input: PostInput): Promise<PostDetail> {
  return readJson<PostDetail>(api.community.posts.$post({ json: input }));
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: (post) => {
      trackFeature('community.create_post');
      queryClient.setQueryData(communityKeys.post(post.id), post);
      void queryClient.invalidateQueries({ queryKey: communityKeys.feeds });
      void queryClient.invalidateQueries({ queryKey: communityKeys.drafts });
      void queryClient.invalidateQueries({ queryKey: communityKeys.profile(post.author.id) });
    },
  });
}
