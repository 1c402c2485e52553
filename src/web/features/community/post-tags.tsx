import { Car, Tag } from 'lucide-react';
import { Link } from 'react-router';
import { POST_TOPIC_LABELS, type PostSummary } from '../../../shared/community-vocab.ts';
import { cn } from '../../lib/cn.ts';

const chip =
  'relative z-10 inline-flex min-h-7 items-center gap-1 rounded-full px-2.5 text-xs font-semibold transition-colors';

/** The topic and the car a post is about, each a link to the feed filtered by it. */
export function PostTags({
  post,
  className,
}: {
  post: Pick<PostSummary, 'topic' | 'make' | 'model' | 'year'>;
  className?: string;
}) {
  const car = new URLSearchParams();
  if (post.make) car.set('make', post.make);
  if (post.model) car.set('model', post.model);
  const carLabel = [post.make, post.model, post.year].filter(Boolean).join(' ');
  return (
    <ul className={cn('flex flex-wrap items-center gap-1.5', className)} aria-label="Tags">
      <li>
        <Link
          to={`/community?topic=${post.topic}`}
          className={cn(chip, 'bg-brand-soft text-brand-soft-foreground hover:bg-brand-soft/70')}
        >
          <Tag className="size-3" aria-hidden="true" />
          {POST_TOPIC_LABELS[post.topic]}
        </Link>
      </li>
      {carLabel ? (
        <li>
          {post.make ? (
            <Link
              to={`/community?${car.toString()}`}
              className={cn(chip, 'bg-muted text-muted-foreground hover:text-foreground')}
            >
              <Car className="size-3" aria-hidden="true" />
              <span className="max-w-[12rem] truncate">{carLabel}</span>
            </Link>
          ) : (
            <span className={cn(chip, 'bg-muted text-muted-foreground')}>
              <Car className="size-3" aria-hidden="true" />
              <span className="max-w-[12rem] truncate">{carLabel}</span>
            </span>
          )}
        </li>
      ) : null}
    </ul>
  );
}
