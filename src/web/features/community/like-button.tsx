import { Heart } from 'lucide-react';
import type { PostSummary } from '../../../shared/community-vocab.ts';
import { Button } from '../../components/ui/button.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { cn } from '../../lib/cn.ts';
import { useToggleLike } from './toggle-like.ts';

/** The heart: toggles my like at once (the count follows), undone if the server refuses. */
export function LikeButton({
  post,
  className,
}: {
  post: Pick<PostSummary, 'id' | 'likedByMe' | 'likeCount' | 'title'>;
  className?: string;
}) {
  const toggle = useToggleLike();
  const toast = useToast();
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-pressed={post.likedByMe}
      className={cn(
        'relative z-10 min-h-11 gap-1.5 px-2.5 tabular-nums',
        post.likedByMe && 'text-destructive hover:text-destructive',
        className,
      )}
      onClick={() =>
        toggle.mutate(post, {
          onError: (error) =>
            toast({ title: 'That like did not count', description: error.message, tone: 'error' }),
        })
      }
    >
      <Heart
        aria-hidden="true"
        className={cn('transition-transform', post.likedByMe && 'scale-110 fill-current')}
      />
      <span className="sr-only">Like “{post.title}”, </span>
      {post.likeCount}
      <span className="sr-only">{post.likeCount === 1 ? ' like' : ' likes'}</span>
    </Button>
  );
}
