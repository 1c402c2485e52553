// POST /api/community/posts/{id}/comments: a comment, or a reply to a top-level one (`parentId`).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommentReply, PostDetail } from '../../../shared/community-vocab.ts';
import type { CommentInput } from '../../../shared/community.ts';
import { api, readJson } from '../../lib/api-client.ts';
import { communityKeys } from './community-keys.ts';

export function addComment(postId: string, input: CommentInput): Promise<CommentReply> {
  return readJson<CommentReply>(
    api.community.posts[':id'].comments.$post({ param: { id: postId }, json: input }),
  );
}

/** The post with `comment` in its thread (at the end, or under its parent). */
export function withComment(post: PostDetail, comment: CommentReply): PostDetail {
  const comments = comment.parentId
    ? post.comments.map((top) =>
        top.id === comment.parentId
          ? { ...top, replies: [...top.replies, { ...comment, replies: [] }] }
          : top,
      )
    : [...post.comments, comment];
  return { ...post, comments, commentCount: post.commentCount + 1 };
}

export function useAddComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CommentInput) => addComment(postId, input),
    onSuccess: (comment) => {
      queryClient.setQueryData<PostDetail>(communityKeys.post(postId), (post) =>
        post ? withComment(post, comment) : post,
      );
      void queryClient.invalidateQueries({ queryKey: communityKeys.post(postId) });
      void queryClient.invalidateQueries({ queryKey: communityKeys.feeds });
    },
  });
}
