// DELETE /api/community/posts/{id}: my own post goes (another's answers 404).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, readOk } from '../../lib/api-client.ts';
import { communityKeys } from './community-keys.ts';

export function deletePost(id: string): Promise<void> {
  return readOk(api.community.posts[':id'].$delete({ param: { id } }));
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: (_reply, id) => {
      queryClient.removeQueries({ queryKey: communityKeys.post(id) });
      void queryClient.invalidateQueries({ queryKey: communityKeys.all });
    },
  });
}
