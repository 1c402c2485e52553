// PATCH /api/community/comments/{id}: my own comment's new words (another's answers 404).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommentReply } from '../../../shared/community-vocab.ts';
import { api, readJson } from '../../lib/api-client.ts';
import { communityKeys } from './community-keys.ts';

export function updateComment(id: string, body: string): Promise<CommentReply> {
  return readJson<CommentReply>(
    api.community.comments[':id'].$patch({ param: { id }, json: { body } }),
  );
}

export function useUpdateComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: string }) => updateComment(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityKeys.post(postId) }),
  });
}
