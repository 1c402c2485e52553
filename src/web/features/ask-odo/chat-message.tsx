// One exchange of the chat: the question, and the answer with its sources, who wrote it (engine
// byline), how it ended, and a copy button.
import { Check, Copy, Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { AskSource } from '../../../shared/ask-odo-vocab.ts';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { AnswerSources } from './answer-sources.tsx';

export function QuestionBubble({ text }: { text: string }) {
  return (
    <div className="flex justify-end">
      <p className="max-w-[85%] rounded-card rounded-br-sm bg-brand px-4 py-2.5 break-words whitespace-pre-wrap text-brand-foreground">
        <span className="sr-only">You asked: </span>
        {text}
      </p>
    </div>
  );
}

export function engineLabel(engine: string | null): string {
  if (!engine) return 'Odo';
  if (engine === 'built-in')
    return "Odo's built-in engine (from your garage and Odo's knowledge base)";
  return engine.replace(/^[^:]+:/, '');
}

interface AnswerProps {
  text: string;
  engine: string | null;
  sources: AskSource[];
  /** streaming: being written; interrupted: stopped early (not charged). */
  state: 'waiting' | 'streaming' | 'complete' | 'interrupted';
  note?: string | null;
  /** The answer being written is announced politely to screen readers. */
  live?: boolean;
}

export function AnswerBlock({ text, engine, sources, state, note, live = false }: AnswerProps) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const busy = state === 'waiting' || state === 'streaming';

  return (
    <article className="grid gap-3" aria-label="Odo's answer">
      <div className="flex items-start gap-3">
        <span className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-soft text-brand-soft-foreground">
          <Sparkles className="size-4" aria-hidden="true" />
        </span>
        <div className="grid min-w-0 flex-1 gap-3">
          <div
            aria-live={live ? 'polite' : undefined}
            aria-busy={live ? busy : undefined}
            className={cn(
              'leading-relaxed break-words whitespace-pre-wrap',
              state === 'interrupted' && 'text-muted-foreground',
            )}
          >
            {state === 'waiting' ? (
              <span className="inline-flex items-center gap-2 text-muted-foreground">
                <Spinner className="size-4" /> Odo is looking at your garage…
              </span>
            ) : (
              text
            )}
            {state === 'streaming' ? (
              <span
                aria-hidden="true"
                className="ml-0.5 inline-block h-4 w-1.5 animate-pulse bg-brand align-middle"
              />
            ) : null}
          </div>
          {note ? (
            <p
              role={state === 'interrupted' ? 'alert' : undefined}
              className="text-sm font-medium text-destructive"
            >
              {note}
            </p>
          ) : null}
          {!busy ? <AnswerSources sources={sources} /> : null}
          {!busy && text ? (
            <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
              <span>Answered by {engineLabel(engine)}</span>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  void navigator.clipboard?.writeText(text).then(() => setCopied(true));
                }}
              >
                {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
                {copied ? 'Copied!' : 'Copy answer'}
              </Button>
            </div>
          ) : null}
        </div>
      </div>
    </article>
  );
}
