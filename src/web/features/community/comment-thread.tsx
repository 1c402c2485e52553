// A post's comments: top-level comments oldest first, each with one level of replies; reply, edit
// and delete my own, report others'. A deleted comment with replies stays as a placeholder.
import { Flag, MessageSquareReply, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { CommentReply } from '../../../shared/community-vocab.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { useAddComment } from './add-comment.ts';
import { AuthorLine } from './author-line.tsx';
import { CommentForm } from './comment-form.tsx';
import { useDeleteComment } from './delete-comment.ts';
import { useUpdateComment } from './update-comment.ts';

interface CommentThreadProps {
  postId: string;
  comments: CommentReply[];
  onReport: (commentId: string) => void;
}

export function CommentThread({ postId, comments, onReport }: CommentThreadProps) {
  const [deleting, setDeleting] = useState<string | null>(null);
  const remove = useDeleteComment(postId);
  if (comments.length === 0) {
    return (
      <p className="rounded-control bg-muted/60 p-4 text-center text-sm text-muted-foreground">
        No comments yet. Be the first to reply.
      </p>
    );
  }
  return (
    <>
      <ol className="grid gap-3" aria-label="Comments">
        {comments.map((comment) => (
          <li key={comment.id} className="grid gap-2">
            <CommentItem
              postId={postId}
              comment={comment}
              canReply
              onDelete={() => setDeleting(comment.id)}
              onReport={() => onReport(comment.id)}
            />
            {comment.replies.length > 0 ? (
              <ol
                className="ml-4 grid gap-2 border-l-2 border-border pl-3 sm:ml-6 sm:pl-4"
                aria-label="Replies"
              >
                {comment.replies.map((reply) => (
                  <li key={reply.id}>
                    <CommentItem
                      postId={postId}
                      comment={reply}
                      canReply={false}
                      onDelete={() => setDeleting(reply.id)}
                      onReport={() => onReport(reply.id)}
                    />
                  </li>
                ))}
              </ol>
            ) : null}
          </li>
        ))}
      </ol>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) {
            setDeleting(null);
            remove.reset();
          }
        }}
        title="Delete this comment?"
        description="It is removed for everyone. Replies to it stay, under a “deleted” note."
        confirmLabel="Delete comment"
        pending={remove.isPending}
        error={remove.error?.message ?? null}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting, { onSuccess: () => setDeleting(null) });
        }}
      />
    </>
  );
}

interface CommentItemProps {
  postId: string;
  comment: CommentReply;
  canReply: boolean;
  onDelete: () => void;
  onReport: () => void;
}

function CommentItem({ postId, comment, canReply, onDelete, onReport }: CommentItemProps) {
  const [mode, setMode] = useState<'view' | 'edit' | 'reply'>('view');
  const update = useUpdateComment(postId);
  const reply = useAddComment(postId);

  if (comment.deleted || !comment.author || comment.body === null) {
    return (
      <p className="rounded-control border border-dashed border-border px-3 py-2.5 text-sm text-muted-foreground italic">
        {comment.deleted ? 'This comment was deleted.' : 'This comment is hidden.'}
      </p>
    );
  }

  return (
    <div
      className="grid gap-2 rounded-control bg-surface p-3 ring-1 ring-border"
      id={`comment-${comment.id}`}
    >
      <div className="flex items-start justify-between gap-2">
        <AuthorLine
          author={comment.author}
          createdAt={comment.createdAt}
          editedAt={comment.editedAt}
          size="sm"
        />
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              className="-mt-1.5 -mr-1.5 size-9 text-muted-foreground"
              aria-label={`More actions for ${comment.author.name}’s comment`}
            >
              <MoreHorizontal aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {comment.mine ? (
              <>
                <DropdownMenuItem onSelect={() => setMode('edit')}>
                  <Pencil aria-hidden="true" /> Edit
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={onDelete}>
                  <Trash2 aria-hidden="true" /> Delete
                </DropdownMenuItem>
              </>
            ) : (
              <DropdownMenuItem onSelect={onReport}>
                <Flag aria-hidden="true" /> Report
              </DropdownMenuItem>
            )}
          </DropdownMenuContent>
        </DropdownMenu>
      </div>

      {mode === 'edit' ? (
        <CommentForm
          label="Edit your comment"
          submitLabel="Save"
          initial={comment.body}
          autoFocus
          pending={update.isPending}
          error={update.error?.message ?? null}
          onSubmit={(body) =>
            update.mutateAsync({ id: comment.id, body }).then(() => setMode('view'))
          }
          onCancel={() => {
            update.reset();
            setMode('view');
          }}
        />
      ) : (
        <p
          className="text-[0.9375rem] leading-relaxed break-words whitespace-pre-wrap"
          data-testid="comment-body"
        >
          {comment.body}
        </p>
      )}

      {canReply && mode !== 'edit' ? (
        <div>
          {mode === 'reply' ? (
            <CommentForm
              label={`Reply to ${comment.author.name}`}
              submitLabel="Reply"
              autoFocus
              pending={reply.isPending}
              error={reply.error?.message ?? null}
              onSubmit={(body) =>
                reply.mutateAsync({ body, parentId: comment.id }).then(() => setMode('view'))
              }
              onCancel={() => {
                reply.reset();
                setMode('view');
              }}
              className="mt-1"
            />
          ) : (
            <Button
              variant="ghost"
              size="sm"
              className="-ml-2 text-muted-foreground"
              onClick={() => setMode('reply')}
            >
              <MessageSquareReply aria-hidden="true" />
              Reply
            </Button>
          )}
        </div>
      ) : null}
    </div>
  );
}
