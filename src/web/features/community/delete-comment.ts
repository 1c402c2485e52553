// DELETE /api/community/comments/{id}: my own comment goes (a "deleted" placeholder stays when it
// has replies).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, readOk } from '../../lib/api-client.ts';
import { communityKeys } from './community-keys.ts';

export function deleteComment(id: string): Promise<void> {
  return readOk(api.community.comments[':id'].$delete({ param: { id } }));
}

export function useDeleteComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: communityKeys.post(postId) });
      void queryClient.invalidateQueries({ queryKey: communityKeys.feeds });
    },
  });
}
