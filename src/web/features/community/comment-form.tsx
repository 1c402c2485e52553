// A comment box (a new comment, a reply, or an edit): the shared schema's limit and messages.
import { useId, useState } from 'react';
import { COMMENT_BODY_MAX } from '../../../shared/community-vocab.ts';
import { commentPatchSchema } from '../../../shared/community.ts';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { cn } from '../../lib/cn.ts';

interface CommentFormProps {
  label: string;
  submitLabel: string;
  initial?: string;
  placeholder?: string;
  pending: boolean;
  /** The server's refusal, if any. */
  error?: string | null;
  autoFocus?: boolean;
  onSubmit: (body: string) => Promise<unknown>;
  onCancel?: () => void;
  className?: string;
}

export function CommentForm({
  label,
  submitLabel,
  initial = '',
  placeholder,
  pending,
  error,
  autoFocus,
  onSubmit,
  onCancel,
  className,
}: CommentFormProps) {
  const id = useId();
  const [body, setBody] = useState(initial);
  const [invalid, setInvalid] = useState<string | null>(null);
  const shown = invalid ?? error ?? null;
  return (
    <form
      className={cn('grid gap-2', className)}
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = commentPatchSchema.safeParse({ body });
        if (!parsed.success) {
          setInvalid(parsed.error.issues[0]?.message ?? 'Check the comment.');
          return;
        }
        setInvalid(null);
        onSubmit(body).then(
          () => setBody(''),
          () => {
            // The error is shown from the mutation's state.
          },
        );
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Textarea
        id={id}
        value={body}
        placeholder={placeholder ?? label}
        autoFocus={autoFocus}
        rows={3}
        maxLength={COMMENT_BODY_MAX}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? `${id}-error` : undefined}
        onChange={(event) => {
          setBody(event.target.value);
          if (invalid) setInvalid(null);
        }}
        className="min-h-20"
      />
      {shown ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {shown}
        </p>
      ) : null}
      <div className="flex items-center justify-end gap-2">
        {body.length > COMMENT_BODY_MAX * 0.8 ? (
          <span className="mr-auto text-xs text-muted-foreground tabular-nums">
            {body.length}/{COMMENT_BODY_MAX}
          </span>
        ) : null}
        {onCancel ? (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? <Spinner className="size-4" /> : null}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
