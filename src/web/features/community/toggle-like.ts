// POST /api/community/posts/{id}/like: toggles my like. The heart and count change at once in
// every feed and on the post, and go back if the server refuses (e.g. 429).
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { FeedPage, PostDetail, PostSummary } from '../../../shared/community-vocab.ts';
import { api, readJson } from '../../lib/api-client.ts';
import { communityKeys } from './community-keys.ts';

export interface LikeReply {
  liked: boolean;
  likeCount: number;
}

export function toggleLike(postId: string): Promise<LikeReply> {
  return readJson<LikeReply>(api.community.posts[':id'].like.$post({ param: { id: postId } }));
}

function withLike<T extends PostSummary>(post: T, like: LikeReply): T {
  return { ...post, likedByMe: like.liked, likeCount: like.likeCount };
}

type FeedData = InfiniteData<FeedPage, string | null>;

export function useToggleLike() {
  const queryClient = useQueryClient();

  const apply = (postId: string, like: (post: PostSummary) => LikeReply) => {
    queryClient.setQueriesData<FeedData>({ queryKey: communityKeys.feeds }, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              posts: page.posts.map((post) =>
                post.id === postId ? withLike(post, like(post)) : post,
              ),
            })),
          }
        : data,
    );
    queryClient.setQueryData<PostDetail>(communityKeys.post(postId), (post) =>
      post ? withLike(post, like(post)) : post,
    );
  };

  return useMutation({
    mutationFn: (post: Pick<PostSummary, 'id' | 'likedByMe' | 'likeCount'>) => toggleLike(post.id),
    onMutate: async (post) => {
      await queryClient.cancelQueries({ queryKey: communityKeys.post(post.id) });
      const liked = !post.likedByMe;
      const likeCount = Math.max(0, post.likeCount + (liked ? 1 : -1));
      apply(post.id, () => ({ liked, likeCount }));
      return { before: { liked: post.likedByMe, likeCount: post.likeCount } };
    },
    onError: (_error, post, context) => {
      if (context) apply(post.id, () => context.before);
    },
    onSuccess: (like, post) => apply(post.id, () => like),
  });
}
