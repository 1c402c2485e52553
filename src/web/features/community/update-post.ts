// PATCH /api/community/posts/{id}: my own post's new fields (another's answers 404).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostDetail } from '../../../shared/community-vocab.ts';
import type { PostPatch } from '../../../shared/community.ts';
import { api, readJson } from '../../lib/api-client.ts';
import { communityKeys } from './community-keys.ts';

export function updatePost(id: string, patch: PostPatch): Promise<PostDetail> {
  return readJson<PostDetail>(api.community.posts[':id'].$patch({ param: { id }, json: patch }));
}

export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: PostPatch }) => updatePost(id, patch),
    onSuccess: (post) => {
      queryClient.setQueryData(communityKeys.post(post.id), post);
      void queryClient.invalidateQueries({ queryKey: communityKeys.feeds });
    },
  });
}
