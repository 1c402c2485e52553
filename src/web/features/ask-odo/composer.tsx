// The question box: Enter sends, Shift+Enter starts a new line; a counter near the 2,000 limit.
import { ArrowUp, Square } from 'lucide-react';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { ASK_QUESTION_MAX } from '../../../shared/ask-odo-vocab.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';

interface ComposerProps {
  busy: boolean;
  /** Starts sending; false when it was refused (the text stays). */
  onSend: (question: string) => boolean;
  onStop: () => void;
  /** Set from a suggested question. */
  value: string;
  onChange: (value: string) => void;
}

export function Composer({ busy, onSend, onStop, value, onChange }: ComposerProps) {
  const [error, setError] = useState<string | null>(null);
  const length = value.trim().length;

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (busy) return;
    const question = value.trim();
    if (!question) return setError('Type a question.');
    if (question.length > ASK_QUESTION_MAX) {
      return setError(`A question can be at most ${ASK_QUESTION_MAX} characters.`);
    }
    setError(null);
    if (onSend(question)) onChange('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-1.5" aria-label="Ask Odo">
      <div className="flex items-end gap-2 rounded-card border border-input bg-surface p-2 shadow-card focus-within:outline-2 focus-within:outline-ring">
        <label htmlFor="ask-odo-question" className="sr-only">
          Your question
        </label>
        <textarea
          id="ask-odo-question"
          rows={1}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Ask about your car…"
          aria-describedby="ask-odo-hint"
          aria-invalid={error ? true : undefined}
          className="max-h-40 min-h-11 flex-1 resize-none bg-transparent px-2 py-2.5 leading-relaxed outline-none [field-sizing:content] placeholder:text-muted-foreground"
        />
        {busy ? (
          <Button
            type="button"
            size="icon"
            variant="outline"
            onClick={onStop}
            aria-label="Stop the answer"
          >
            <Square aria-hidden="true" />
          </Button>
        ) : (
          <Button type="submit" size="icon" aria-label="Send question" disabled={length === 0}>
            <ArrowUp aria-hidden="true" />
          </Button>
        )}
      </div>
      <div
        id="ask-odo-hint"
        className="flex justify-between gap-2 px-1 text-xs text-muted-foreground"
      >
        {error ? (
          <span role="alert" className="font-medium text-destructive">
            {error}
          </span>
        ) : (
          <span className="hidden sm:inline">Enter to send, Shift+Enter for a new line</span>
        )}
        <span
          className={cn(
            length > ASK_QUESTION_MAX && 'font-semibold text-destructive',
            length < ASK_QUESTION_MAX * 0.8 && 'sr-only',
          )}
        >
          {length}/{ASK_QUESTION_MAX}
        </span>
      </div>
    </form>
  );
}
