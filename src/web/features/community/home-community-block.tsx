// The home page's latest community posts: the newest few of the feed /community opens on (the same
// query), each linking to its post.
import { Heart, MessageCircle, MessagesSquare, PenSquare } from 'lucide-react';
import { Link } from 'react-router';
import { POST_TOPIC_LABELS, type PostSummary } from '../../../shared/community-vocab.ts';
import { HomeBlock, HomeBlockEmpty, HomeBlockList } from '../../components/home-block.tsx';
import { Avatar } from '../../components/ui/avatar.tsx';
import { useFeed } from './list-posts.ts';
import { RelativeTime } from './relative-time.tsx';

const SHOWN = 3;
const NEWEST = { sort: 'new' } as const;

export function HomeCommunityBlock() {
  const feed = useFeed(NEWEST);
  const posts = feed.data?.pages[0]?.posts.slice(0, SHOWN) ?? [];
  return (
    <HomeBlock
      id="home-community-heading"
      title="From the community"
      icon={<MessagesSquare />}
      link={{ to: '/community', label: 'See all', srLabel: 'community posts' }}
    >
      <HomeBlockList
        query={feed}
        items={posts}
        rows={SHOWN}
        rowClassName="h-[4.75rem]"
        loadingLabel="Loading posts"
        errorMessage="Community posts could not be loaded."
        empty={
          <HomeBlockEmpty icon={<PenSquare />} title="No posts yet">
            <Link to="/community/create" className="font-semibold text-brand hover:underline">
              Start the first discussion
            </Link>
          </HomeBlockEmpty>
        }
        itemKey={(post) => post.id}
        renderItem={(post) => <PostRow post={post} />}
      />
    </HomeBlock>
  );
}

function PostRow({ post }: { post: PostSummary }) {
  return (
    <article className="relative flex min-h-[4.75rem] items-start gap-3 rounded-control border border-border px-3 py-2.5 transition-colors focus-within:ring-2 focus-within:ring-ring hover:bg-muted">
      <Avatar
        name={post.author.name}
        src={post.author.avatarUrl}
        className="mt-0.5 size-9 text-xs"
      />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <h3 className="line-clamp-2 leading-snug font-semibold break-words">
          <Link
            to={`/community/post/${encodeURIComponent(post.id)}`}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {post.title}
          </Link>
        </h3>
        <p className="flex flex-wrap items-center gap-x-1.5 text-xs text-muted-foreground">
          <span className="max-w-[10rem] truncate font-medium">{post.author.name}</span>
          <span aria-hidden="true">·</span>
          <RelativeTime iso={post.createdAt} />
          <span aria-hidden="true">·</span>
          <span>{POST_TOPIC_LABELS[post.topic]}</span>
          <span className="ml-auto inline-flex items-center gap-2.5 pl-1 tabular-nums">
            <span className="inline-flex items-center gap-1">
              <Heart className="size-3.5" aria-hidden="true" />
              {post.likeCount}
              <span className="sr-only">{post.likeCount === 1 ? ' like' : ' likes'}</span>
            </span>
            <span className="inline-flex items-center gap-1">
              <MessageCircle className="size-3.5" aria-hidden="true" />
              {post.commentCount}
              <span className="sr-only">{post.commentCount === 1 ? ' comment' : ' comments'}</span>
            </span>
          </span>
        </p>
      </div>
    </article>
  );
}
