// The user's conversations: open one, rename it in place, delete it after a confirmation.
import { Check, MessageSquare, Pencil, Plus, Trash2, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { cn } from '../../lib/cn.ts';
import { useDeleteThread } from './delete-thread.ts';
import { useThreads, type ThreadSummary } from './list-threads.ts';
import { useRenameThread } from './rename-thread.ts';

interface ThreadListProps {
  activeId: string | null;
  onOpen: (id: string | null) => void;
}

function when(iso: string) {
  return new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short' });
}

function ThreadRow({
  thread,
  active,
  onOpen,
  onDelete,
}: {
  thread: ThreadSummary;
  active: boolean;
  onOpen: () => void;
  onDelete: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(thread.title);
  const rename = useRenameThread();

  function save(event: FormEvent) {
    event.preventDefault();
    const next = title.trim();
    if (!next || next === thread.title) return setEditing(false);
    rename.mutate({ id: thread.id, title: next }, { onSuccess: () => setEditing(false) });
  }

  if (editing) {
    return (
      <form onSubmit={save} className="grid gap-1.5 rounded-control bg-muted p-2">
        <label htmlFor={`rename-${thread.id}`} className="sr-only">
          Conversation title
        </label>
        <div className="flex items-center gap-1">
          <Input
            id={`rename-${thread.id}`}
            value={title}
            maxLength={120}
            autoFocus
            onChange={(event) => setTitle(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setEditing(false);
            }}
            className="h-9"
          />
          <Button
            type="submit"
            size="sm"
            variant="ghost"
            aria-label="Save title"
            disabled={rename.isPending}
          >
            <Check aria-hidden="true" />
          </Button>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            aria-label="Cancel renaming"
            onClick={() => setEditing(false)}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
        {rename.error ? (
          <p role="alert" className="text-xs text-destructive">
            {rename.error.message}
          </p>
        ) : null}
      </form>
    );
  }

  return (
    <div
      className={cn(
        'group flex items-start gap-1 rounded-control transition-colors hover:bg-muted',
        active && 'bg-brand-soft hover:bg-brand-soft',
      )}
    >
      <button
        type="button"
        onClick={onOpen}
        aria-current={active ? 'true' : undefined}
        className="grid min-w-0 flex-1 gap-0.5 rounded-control px-3 py-2.5 text-left focus-visible:outline-2 focus-visible:outline-ring"
      >
        <span className="truncate font-medium">{thread.title}</span>
        <span className="truncate text-xs text-muted-foreground">
          {when(thread.updatedAt)} · {thread.excerpt}
        </span>
      </button>
      <div className="flex shrink-0 py-1.5 pr-1">
        <Button
          size="sm"
          variant="ghost"
          className="size-8 px-0"
          aria-label={`Rename “${thread.title}”`}
          onClick={() => {
            setTitle(thread.title);
            setEditing(true);
          }}
        >
          <Pencil aria-hidden="true" />
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="size-8 px-0"
          aria-label={`Delete “${thread.title}”`}
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}

export function ThreadList({ activeId, onOpen }: ThreadListProps) {
  const threads = useThreads();
  const remove = useDeleteThread();
  const toast = useToast();
  const [deleting, setDeleting] = useState<ThreadSummary | null>(null);

  return (
    <nav aria-label="Conversations" className="grid content-start gap-2">
      <Button variant="secondary" onClick={() => onOpen(null)} className="justify-start">
        <Plus aria-hidden="true" />
        New conversation
      </Button>
      {threads.isPending ? (
        <div
          role="status"
          className="grid gap-2"
          aria-busy="true"
          aria-label="Loading conversations"
        >
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-14" />
          ))}
        </div>
      ) : threads.isError ? (
        <p role="alert" className="px-1 text-sm text-destructive">
          {threads.error.message}
          <Button
            variant="link"
            size="sm"
            className="ml-1 h-auto"
            onClick={() => void threads.refetch()}
          >
            Try again
          </Button>
        </p>
      ) : threads.data.length === 0 ? (
        <p className="flex items-center gap-2 px-1 py-3 text-sm text-muted-foreground">
          <MessageSquare className="size-4" aria-hidden="true" />
          Your conversations will appear here.
        </p>
      ) : (
        <ul className="grid gap-1">
          {threads.data.map((thread) => (
            <li key={thread.id}>
              <ThreadRow
                thread={thread}
                active={thread.id === activeId}
                onOpen={() => onOpen(thread.id)}
                onDelete={() => setDeleting(thread)}
              />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) {
            setDeleting(null);
            remove.reset();
          }
        }}
        title={`Delete “${deleting?.title ?? ''}”?`}
        description="The conversation, its questions and answers are removed for good."
        confirmLabel="Delete conversation"
        pending={remove.isPending}
        error={remove.error?.message ?? null}
        onConfirm={() => {
          if (!deleting) return;
          const { id, title } = deleting;
          remove.mutate(id, {
            onSuccess: () => {
              setDeleting(null);
              if (id === activeId) onOpen(null);
              toast({ title: `“${title}” was deleted`, tone: 'success' });
            },
          });
        }}
      />
    </nav>
  );
}
