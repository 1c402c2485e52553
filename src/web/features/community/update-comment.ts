// PATCH /api/community/comments/{id}: my own comment's new words (another's answers 404).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommentReply } from '../../../shared/community.ts';
import { communityJson, pathOf } from './community-request.ts';
import { communityKeys } from './community-keys.ts';

export function updateComment(id: string, body: string): Promise<CommentReply> {
  return communityJson<CommentReply>('PATCH', pathOf('comments', id), { body });
}

export function useUpdateComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: string }) => updateComment(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityKeys.post(postId) }),
  });
}
