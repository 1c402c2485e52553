// /community/post/{id}: the post in full (Markdown through the sanitiser), likes, comments with
// one level of replies, edit/delete my own, report others'.
import { ArrowLeft, Flag, MessageCircle, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useAddComment } from './add-comment.ts';
import { AuthorLine } from './author-line.tsx';
import { CommentForm } from './comment-form.tsx';
import { CommentThread } from './comment-thread.tsx';
import { countLabel } from './community-format.ts';
import { isUuid } from '../../../shared/uuid.ts';
import { useDeletePost } from './delete-post.ts';
import { usePost } from './get-post.ts';
import { ImageGallery } from './image-gallery.tsx';
import { LikeButton } from './like-button.tsx';
import { MarkdownBody } from './markdown-body.tsx';
import { CommunityNotFound } from './not-found.tsx';
import { PostTags } from './post-tags.tsx';
import { VehicleCard } from './vehicle-card.tsx';
import { lazyDialog } from '../../lib/lazy-dialog.tsx';

// Dialogs load on first open (see lazyDialog).
const ReportDialog = lazyDialog(
  async () => (await import('./report-dialog.tsx')).ReportDialog,
  (props) => props.target !== null,
);

export function PostPage() {
  const { id } = useParams();
  const post = usePost(id, { live: true });
  const navigate = useNavigate();
  const toast = useToast();
  const addComment = useAddComment(id ?? '');
  const deletePost = useDeletePost();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [report, setReport] = useState<{ type: 'post' | 'comment'; id: string } | null>(null);

  const missing =
    !isUuid(id) ||
    (post.error instanceof ApiError && (post.error.status === 404 || post.error.status === 400));
  if (missing) {
    return (
      <CommunityNotFound
        title="Post not found"
        description="It may have been deleted, hidden after reports, or the link is wrong."
      />
    );
  }

  if (post.isPending) {
    return (
      <div
        className="mx-auto grid w-full max-w-3xl gap-4 px-4 pt-5 pb-12 sm:px-6 md:pt-8"
        aria-busy="true"
      >
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-9 w-4/5" />
        <Skeleton className="h-10 w-56" />
        <Skeleton className="h-40 w-full rounded-card" />
        <span className="sr-only" role="status">
          Loading the post
        </span>
      </div>
    );
  }

  if (post.isError) {
    return (
      <div className="mx-auto grid w-full max-w-3xl gap-4 px-4 pt-5 pb-12 sm:px-6 md:pt-8">
        <h1 className="text-title font-bold">Post</h1>
        <Alert tone="error" role="alert">
          The post could not be loaded: {post.error.message}{' '}
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => void post.refetch()}
          >
            Try again
          </button>
        </Alert>
      </div>
    );
  }

  const data = post.data;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-5 px-4 pt-4 pb-12 sm:px-6 md:pt-8">
      <Link
        to="/community"
        className="inline-flex min-h-10 items-center gap-1.5 justify-self-start rounded-control text-sm font-semibold text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Community
      </Link>

      <article className="grid gap-4" aria-labelledby="post-title" data-post-id={data.id}>
        <header className="grid gap-3">
          <div className="flex items-start justify-between gap-3">
            <AuthorLine author={data.author} createdAt={data.createdAt} editedAt={data.editedAt} />
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button
                  variant="ghost"
                  size="icon"
                  className="-mt-1 -mr-2 text-muted-foreground"
                  aria-label="More actions for this post"
                >
                  <MoreHorizontal aria-hidden="true" />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                {data.mine ? (
                  <>
                    <DropdownMenuItem
                      onSelect={() => void navigate(`/community/create?edit=${data.id}`)}
                    >
                      <Pencil aria-hidden="true" /> Edit post
                    </DropdownMenuItem>
                    <DropdownMenuItem onSelect={() => setConfirmDelete(true)}>
                      <Trash2 aria-hidden="true" /> Delete post
                    </DropdownMenuItem>
                  </>
                ) : (
                  <DropdownMenuItem onSelect={() => setReport({ type: 'post', id: data.id })}>
                    <Flag aria-hidden="true" /> Report post
                  </DropdownMenuItem>
                )}
              </DropdownMenuContent>
            </DropdownMenu>
          </div>
          <h1 id="post-title" className="text-title font-bold break-words md:text-[2rem]">
            {data.title}
          </h1>
          <PostTags post={data} />
        </header>

        <ImageGallery images={data.images} title={data.title} />
        {data.vehicle ? <VehicleCard vehicle={data.vehicle} /> : null}
        <MarkdownBody markdown={data.body} />

        <div className="flex items-center gap-1 border-y border-border py-1.5">
          <LikeButton post={data} className="-ml-2" />
          <a
            href="#comments"
            className="inline-flex min-h-11 items-center gap-1.5 rounded-control px-2.5 text-sm font-semibold tabular-nums hover:bg-muted"
          >
            <MessageCircle className="size-4" aria-hidden="true" />
            {countLabel(data.commentCount, 'comment', 'comments')}
          </a>
          {!data.mine ? (
            <Button
              variant="ghost"
              size="sm"
              className="ml-auto text-muted-foreground"
              onClick={() => setReport({ type: 'post', id: data.id })}
            >
              <Flag aria-hidden="true" />
              Report
            </Button>
          ) : null}
        </div>
      </article>

      <section id="comments" aria-labelledby="comments-title" className="grid scroll-mt-20 gap-3">
        <h2 id="comments-title" className="text-heading font-semibold">
          Comments
        </h2>
        <Card className="p-3">
          <CommentForm
            label="Write a comment"
            placeholder="Add to the conversation…"
            submitLabel="Comment"
            pending={addComment.isPending}
            error={addComment.error?.message ?? null}
            onSubmit={(body) => addComment.mutateAsync({ body })}
          />
        </Card>
        <CommentThread
          postId={data.id}
          comments={data.comments}
          onReport={(commentId) => setReport({ type: 'comment', id: commentId })}
        />
      </section>

      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={(open) => {
          setConfirmDelete(open);
          if (!open) deletePost.reset();
        }}
        title="Delete this post?"
        description="The post, its photos and its comments are removed for everyone. This cannot be undone."
        confirmLabel="Delete post"
        pending={deletePost.isPending}
        error={deletePost.error?.message ?? null}
        onConfirm={() =>
          deletePost.mutate(data.id, {
            onSuccess: () => {
              toast({ title: 'Post deleted', tone: 'success' });
              void navigate('/community', { replace: true });
            },
          })
        }
      />
      <ReportDialog target={report} onOpenChange={(open) => !open && setReport(null)} />
    </div>
  );
}
