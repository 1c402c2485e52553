import { CircleCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import {
  FEEDBACK_FAILURE,
  FEEDBACK_MAX,
  FEEDBACK_PLACEHOLDER,
  FEEDBACK_SUCCESS,
} from '../../../shared/feedback.ts';
import { FEEDBACK_CLOSE_MS } from '../../../shared/product.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { useSubmitFeedback } from './submit-feedback.ts';

interface FeedbackDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Where focus goes when the dialog closes. It has no trigger of its own (the side menu opens
   * it), so without this focus would fall to <body>.
   */
  returnFocusTo?: () => HTMLElement | null;
}

/** SPEC.md §2/§4/§8: idle → sending → success (closes itself after 2 s) or error. */
export function FeedbackDialog({ open, onOpenChange, returnFocusTo }: FeedbackDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo?.();
          if (!target) return;
          event.preventDefault();
          target.focus();
        }}
      >
        {/* Mounted only while open, so every opening starts blank and idle. */}
        <FeedbackForm onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function FeedbackForm({ onClose }: { onClose: () => void }) {
  const [message, setMessage] = useState('');
  const mutation = useSubmitFeedback();
  const textareaId = useId();
  const errorId = useId();
  const sending = mutation.isPending;
  const blank = message.trim().length === 0;
  // A double tap submits twice before `isPending` re-renders the button as disabled: this flag is
  // set at once, so a tap-burst sends one request (the server also folds repeats into one row).
  const inFlight = useRef(false);

  useEffect(() => {
    if (!mutation.isSuccess) return;
    const timer = setTimeout(onClose, FEEDBACK_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [mutation.isSuccess, onClose]);

  if (mutation.isSuccess) {
    return (
      <div className="grid justify-items-center gap-4 py-6 text-center" role="status">
        <div className="grid size-16 place-items-center rounded-full bg-success-soft text-success">
          <CircleCheck className="size-8" aria-hidden="true" />
        </div>
        <DialogTitle>Send a Feedback</DialogTitle>
        <DialogDescription className="text-base text-foreground">
          {FEEDBACK_SUCCESS}
        </DialogDescription>
      </div>
    );
  }

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (blank || sending || inFlight.current) return;
        inFlight.current = true;
        mutation.mutate(message.trim(), {
          onSettled: () => {
            inFlight.current = false;
          },
        });
      }}
    >
      <DialogHeader>
        <DialogTitle>Send a Feedback</DialogTitle>
        <DialogDescription>
          What works, what doesn&apos;t, what you wish Odo did. We read every message.
        </DialogDescription>
      </DialogHeader>
      <label htmlFor={textareaId} className="sr-only">
        Your feedback
      </label>
      <Textarea
        id={textareaId}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        placeholder={FEEDBACK_PLACEHOLDER}
        maxLength={FEEDBACK_MAX}
        rows={5}
        disabled={sending}
        aria-describedby={mutation.isError ? errorId : undefined}
      />
      {mutation.isError ? (
        <Alert tone="error" role="alert" id={errorId}>
          {FEEDBACK_FAILURE}
        </Alert>
      ) : null}
      <DialogFooter className="items-center">
        {sending ? (
          <p role="status" className="text-sm text-muted-foreground sm:mr-auto">
            Sending...
          </p>
        ) : null}
        <Button variant="outline" onClick={onClose} disabled={sending}>
          Cancel
        </Button>
        <Button type="submit" disabled={blank || sending} aria-busy={sending || undefined}>
          {sending ? <Spinner className="size-4" /> : null}
          Send Feedback
        </Button>
      </DialogFooter>
    </form>
  );
}
