// DELETE /api/community/posts/{id}: my own post goes (another's answers 404).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { communityOk, pathOf } from './community-request.ts';
import { communityKeys } from './community-keys.ts';

export function deletePost(id: string): Promise<void> {
  return communityOk('DELETE', pathOf('posts', id));
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
