import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import type { PostSummary } from '../../../shared/community-vocab.ts';
import { Card } from '../../components/ui/card.tsx';
import { AuthorLine } from './author-line.tsx';
import { LikeButton } from './like-button.tsx';
import { PostTags } from './post-tags.tsx';

/** One post in a list: who and when, the title (opens the post), an excerpt, a thumbnail, counts. */
export function PostCard({ post }: { post: PostSummary }) {
  const href = `/community/post/${post.id}`;
  const thumbnail = post.images[0];
  return (
    <Card className="relative grid gap-3 p-4 transition-shadow focus-within:ring-4 focus-within:ring-brand/15 hover:shadow-raised">
      <article aria-labelledby={`post-${post.id}-title`} className="grid gap-3">
        <AuthorLine author={post.author} createdAt={post.createdAt} editedAt={post.editedAt} />
        <div className="flex items-start gap-3">
          <div className="grid min-w-0 flex-1 gap-1">
            <h2
              id={`post-${post.id}-title`}
              className="text-lg leading-snug font-semibold break-words"
            >
              {/* The title's link covers the whole card; the other controls sit above it. */}
              <Link
                to={href}
                className="outline-none after:absolute after:inset-0 after:content-['']"
              >
                {post.title}
              </Link>
            </h2>
            {post.excerpt ? (
              <p className="line-clamp-3 text-sm break-words text-muted-foreground">
                {post.excerpt}
              </p>
            ) : null}
          </div>
          {thumbnail ? (
            <img
              src={thumbnail.url}
              alt=""
              width={thumbnail.width}
              height={thumbnail.height}
              loading="lazy"
              className="size-20 shrink-0 rounded-[0.75rem] bg-muted object-cover sm:size-24"
            />
          ) : null}
        </div>
        <PostTags post={post} />
        <div className="-mb-1 flex items-center gap-1 border-t border-border pt-2">
          <LikeButton post={post} className="-ml-2" />
          <Link
            to={`${href}#comments`}
            className="relative z-10 inline-flex min-h-11 items-center gap-1.5 rounded-control px-2.5 text-sm font-semibold text-foreground tabular-nums hover:bg-muted"
          >
            <MessageCircle className="size-4" aria-hidden="true" />
            {post.commentCount}
            <span className="sr-only">
              {post.commentCount === 1 ? ' comment' : ' comments'} on “{post.title}”
            </span>
          </Link>
          {post.images.length > 1 ? (
            <span className="ml-auto text-xs text-muted-foreground">
              {post.images.length} photos
            </span>
          ) : null}
        </div>
      </article>
    </Card>
  );
}

/** The card's shape while the feed loads. */
export function PostCardSkeleton() {
  return (
    <div className="grid gap-3 rounded-card border border-border bg-surface p-4 shadow-card">
      <div className="flex items-center gap-2.5">
        <div className="size-10 animate-pulse rounded-full bg-muted" />
        <div className="h-4 w-40 animate-pulse rounded bg-muted" />
      </div>
      <div className="h-5 w-3/4 animate-pulse rounded bg-muted" />
      <div className="grid gap-1.5">
        <div className="h-3.5 w-full animate-pulse rounded bg-muted" />
        <div className="h-3.5 w-5/6 animate-pulse rounded bg-muted" />
      </div>
      <div className="h-7 w-28 animate-pulse rounded-full bg-muted" />
    </div>
  );
}
