// /feedback: what the member has sent us, newest first. The "New Feedback Submitted" notification
// leads here (SPEC.md §7), and more can be sent from the page through the same dialog as the menu's.
import { MessageSquareText, Send } from 'lucide-react';
import { useRef, useState, type MouseEvent } from 'react';
import { FEEDBACK_LIST_MAX, type FeedbackItem } from '../../../shared/feedback.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { dateTimeFormat } from '../../lib/intl.ts';
import { FeedbackDialog } from './feedback-dialog.tsx';
import { useFeedbackList } from './list-feedback.ts';

/** "Nov 27, 2027, 9:30 AM" in the browser's locale. */
function sentAt(iso: string): string {
  return dateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

export function FeedbackPage() {
  const list = useFeedbackList();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement | null>(null);
  const items = list.data ?? [];

  const openDialog = (event: MouseEvent<HTMLButtonElement>) => {
    opener.current = event.currentTarget;
    setOpen(true);
  };

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 pt-5 pb-10 sm:px-6 md:pt-8">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-title font-bold md:text-[2.25rem]">Your feedback</h1>
          <p className="text-base text-muted-foreground">
            What you have sent us, newest first. Thank you for every word.
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={openDialog}>
          <Send aria-hidden="true" />
          Send feedback
        </Button>
      </header>

      {list.isPending ? (
        <div className="grid gap-2" aria-busy="true">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-24 rounded-card" />
          ))}
          <span className="sr-only" role="status">
            Loading your feedback
          </span>
        </div>
      ) : list.isError ? (
        <Alert tone="error" role="alert">
          Your feedback could not be loaded: {list.error.message}{' '}
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => void list.refetch()}
          >
            Try again
          </button>
        </Alert>
      ) : items.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-card border border-dashed border-border px-6 py-12 text-center">
          <MessageSquareText aria-hidden="true" className="size-10 text-muted-foreground" />
          <h2 className="font-semibold">No feedback yet</h2>
          <p className="max-w-sm text-sm text-muted-foreground">
            Tell us what works and what does not: what you send shows up here.
          </p>
          <Button onClick={openDialog}>Send feedback</Button>
        </div>
      ) : (
        <div className="grid gap-2">
          <ul className="grid gap-3" aria-label="Feedback you sent">
            {items.map((item) => (
              <li key={item.id}>
                <FeedbackCard item={item} />
              </li>
            ))}
          </ul>
          {items.length >= FEEDBACK_LIST_MAX ? (
            <p className="text-center text-sm text-muted-foreground">
              Showing your latest {FEEDBACK_LIST_MAX} messages.
            </p>
          ) : null}
        </div>
      )}

      <FeedbackDialog
        open={open}
        onOpenChange={setOpen}
        returnFocusTo={() => (opener.current?.isConnected ? opener.current : null)}
      />
    </div>
  );
}

function FeedbackCard({ item }: { item: FeedbackItem }) {
  return (
    <Card className="grid gap-2 px-5 py-4">
      <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
        <span className="font-medium text-foreground">Feedback</span>
        <span aria-hidden="true">·</span>
        <time dateTime={item.created_at}>{sentAt(item.created_at)}</time>
      </p>
      <p className="text-base break-words whitespace-pre-wrap">{item.message}</p>
    </Card>
  );
}
