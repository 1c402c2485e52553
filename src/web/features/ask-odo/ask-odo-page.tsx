// /ask-odo: a chat with Odo about your cars. The answer streams in as it is written, with what it
// is based on; conversations are kept (?thread= opens one) and can be renamed or deleted.
import { History, MessageCircleQuestion, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useAppContext } from '../../lib/app-context.ts';
import { lazyDialog } from '../../lib/lazy-dialog.tsx';
import { AnswerBlock, QuestionBubble } from './chat-message.tsx';
import { Composer } from './composer.tsx';
import { useThread } from './get-thread.ts';
import { useAskOdo, type PendingExchange } from './send-question.ts';
import { SuggestedQuestions } from './suggested-questions.tsx';
import { ThreadList } from './thread-list.tsx';

// The conversations drawer (phones) loads the first time it opens (see lazyDialog).
const ThreadsSheet = lazyDialog(async () => (await import('./threads-sheet.tsx')).ThreadsSheet);

export function AskOdoPage() {
  const { garage } = useAppContext();
  const [params, setParams] = useSearchParams();
  const activeId = params.get('thread');
  const [draft, setDraft] = useState('');
  const [threadsOpen, setThreadsOpen] = useState(false);
  const threadsButtonRef = useRef<HTMLButtonElement>(null);
  const thread = useThread(activeId);
  const { ask, pending, stop, reset } = useAskOdo(
    (threadId) => {
      if (threadId !== activeId) setParams({ thread: threadId }, { replace: true });
    },
    (question) => setDraft((current) => current || question),
  );
  const endRef = useRef<HTMLDivElement>(null);

  const open = (id: string | null) => {
    reset();
    setThreadsOpen(false);
    setParams(id ? { thread: id } : {});
  };

  // Follow the answer as it is written.
  useEffect(() => {
    if (pending) endRef.current?.scrollIntoView?.({ block: 'end', behavior: 'smooth' });
  }, [pending?.text, pending?.status, pending]);

  const busy = pending?.status === 'sending' || pending?.status === 'streaming';
  const hidden = new Set([pending?.questionId, pending?.messageId].filter(Boolean));
  const stored = (thread.data?.messages ?? []).filter((message) => !hidden.has(message.id));
  const empty = !activeId && !pending;

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 pt-5 pb-3 sm:px-6 md:pt-8 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-8 lg:px-8">
      <aside className="hidden lg:block">
        <div className="sticky top-6">
          <ThreadList activeId={activeId} onOpen={open} />
        </div>
      </aside>

      <section
        className="flex min-h-[calc(100dvh-12rem)] min-w-0 flex-col gap-5"
        aria-labelledby="ask-odo-title"
      >
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1">
            <h1 id="ask-odo-title" className="text-title font-bold md:text-[2.25rem]">
              Ask Odo
            </h1>
            <p className="max-w-2xl text-base text-muted-foreground">
              Questions about your cars, answered from your own records and Odo&apos;s knowledge
              base — with what each answer is based on.
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <AllowanceBadge />
            {/* Opens the drawer; focus comes back here when it closes. */}
            <Button
              ref={threadsButtonRef}
              variant="outline"
              size="sm"
              className="lg:hidden"
              aria-haspopup="dialog"
              aria-expanded={threadsOpen}
              data-state={threadsOpen ? 'open' : 'closed'}
              onClick={() => setThreadsOpen(true)}
            >
              <History aria-hidden="true" />
              Conversations
            </Button>
            <ThreadsSheet
              open={threadsOpen}
              onOpenChange={setThreadsOpen}
              activeId={activeId}
              onOpen={open}
              onCloseAutoFocus={(event) => {
                event.preventDefault();
                threadsButtonRef.current?.focus();
              }}
            />
          </div>
        </header>

        <div className="grid flex-1 content-start gap-6">
          {empty ? (
            <div className="grid gap-6 rounded-card border border-dashed border-border p-5 sm:p-8">
              <div className="flex items-start gap-3">
                <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-soft text-brand-soft-foreground">
                  <MessageCircleQuestion className="size-5" aria-hidden="true" />
                </span>
                <div className="grid gap-1">
                  <h2 className="font-semibold">What would you like to know?</h2>
                  <p className="text-sm text-muted-foreground">
                    What is due next, what you spent, your fuel economy, when a part was last
                    changed, known problems of your car, what a warning light means.
                  </p>
                </div>
              </div>
              <SuggestedQuestions garage={garage} onPick={(question) => ask(question, null)} />
            </div>
          ) : null}

          {activeId && thread.isPending && !pending ? (
            <div
              role="status"
              className="grid gap-4"
              aria-busy="true"
              aria-label="Loading the conversation"
            >
              <Skeleton className="ml-auto h-11 w-2/3" />
              <Skeleton className="h-28" />
            </div>
          ) : null}
          {activeId && thread.isError && !pending ? (
            <Alert tone="error" role="alert">
              {thread.error.message}{' '}
              <Button variant="link" size="sm" className="h-auto" onClick={() => open(null)}>
                Start a new conversation
              </Button>
            </Alert>
          ) : null}

          {stored.length > 0 ? (
            <ol className="grid gap-6" aria-label="Conversation">
              {stored.map((message) => (
                <li key={message.id}>
                  {message.role === 'user' ? (
                    <QuestionBubble text={message.content} />
                  ) : (
                    <AnswerBlock
                      text={message.content}
                      engine={message.engine}
                      sources={message.sources}
                      state={message.status === 'interrupted' ? 'interrupted' : 'complete'}
                      note={
                        message.status === 'interrupted'
                          ? 'This answer stopped early. Nothing was charged.'
                          : null
                      }
                    />
                  )}
                </li>
              ))}
            </ol>
          ) : null}

          {pending ? <PendingView exchange={pending} /> : null}
          <div ref={endRef} />
        </div>

        <div className="sticky bottom-0 z-10 -mx-1 bg-background/95 px-1 pt-2 pb-3 backdrop-blur">
          <Composer
            busy={busy}
            value={draft}
            onChange={setDraft}
            onStop={stop}
            onSend={(question) => ask(question, activeId)}
          />
        </div>
      </section>
    </div>
  );
}

function PendingView({ exchange }: { exchange: PendingExchange }) {
  const state =
    exchange.status === 'sending'
      ? 'waiting'
      : exchange.status === 'streaming'
        ? 'streaming'
        : exchange.status === 'failed'
          ? 'interrupted'
          : 'complete';
  return (
    <div className="grid gap-6">
      <QuestionBubble text={exchange.question} />
      <AnswerBlock
        live
        text={exchange.text}
        engine={exchange.engine}
        sources={exchange.sources}
        state={state}
        note={exchange.error}
      />
    </div>
  );
}

/** "1 free question left this month" or "Unlimited with Premium". */
function AllowanceBadge() {
  const { usageSummary, premium } = useAppContext();
  if (premium) {
    return (
      <Badge variant="soft" className="gap-1.5 px-3 py-1">
        <Sparkles className="size-3.5" aria-hidden="true" />
        Unlimited with Premium
      </Badge>
    );
  }
  const remaining = usageSummary?.features.askodo.remaining;
  if (remaining == null) return null;
  return (
    <Badge variant={remaining > 0 ? 'soft' : 'muted'} className="gap-1.5 px-3 py-1">
      <Sparkles className="size-3.5" aria-hidden="true" />
      {remaining > 0
        ? `${remaining} free ${remaining === 1 ? 'question' : 'questions'} left this month`
        : 'Free question used this month'}
    </Badge>
  );
}
