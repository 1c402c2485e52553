import { Link } from 'react-router';
import type { CommunityAuthor } from '../../../shared/community-vocab.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { cn } from '../../lib/cn.ts';
import { RelativeTime } from './relative-time.tsx';

interface AuthorLineProps {
  author: CommunityAuthor;
  createdAt: string;
  editedAt?: string | null;
  size?: 'sm' | 'md';
  className?: string;
}

/** Avatar and name (both open the member's profile), then when it was written and if edited. */
export function AuthorLine({
  author,
  createdAt,
  editedAt,
  size = 'md',
  className,
}: AuthorLineProps) {
  const profile = `/community/profile/${encodeURIComponent(author.id)}`;
  return (
    <div className={cn('relative z-10 flex min-w-0 items-center gap-2.5', className)}>
      <Link to={profile} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <Avatar
          name={author.name}
          src={author.avatarUrl}
          className={size === 'sm' ? 'size-8 text-xs' : 'size-10'}
        />
      </Link>
      <div className="flex min-w-0 flex-wrap items-baseline gap-x-1.5 text-sm leading-tight">
        <Link
          to={profile}
          className="max-w-[14rem] truncate font-semibold text-foreground hover:underline"
        >
          {author.name}
        </Link>
        <span className="text-muted-foreground" aria-hidden="true">
          ·
        </span>
        <RelativeTime iso={createdAt} className="text-muted-foreground" />
        {editedAt ? (
          <span
            className="text-muted-foreground"
            title={`Edited ${new Date(editedAt).toLocaleString()}`}
          >
            (edited)
          </span>
        ) : null}
      </div>
    </div>
  );
}
