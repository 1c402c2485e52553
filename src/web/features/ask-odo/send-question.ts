// POST /api/ask-odo/messages: sends a question and reads the answer as it streams (NDJSON events,
// docs/api-ask-odo.md), and the hook that keeps the answer being written for the chat to show.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AskSource, AskStreamEvent } from '../../../shared/ask-odo-vocab.ts';
import type { AskQuestionInput } from '../../../shared/ask-odo.ts';
import { api, ApiError, isLimitReached, networkError, toApiError } from '../../lib/api-client.ts';
import { useAppContext } from '../../lib/app-context.ts';
import { askOdoKeys } from './ask-odo-keys.ts';
import { threadQueryOptions } from './get-thread.ts';

/** The browser's IANA time zone, so "this year" is the asker's own (undefined if it has none). */
function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sends the question and calls `onEvent` for each event as it arrives; resolves when the stream
 * ends. Throws ApiError for a refusal before the answer (400, 402 limit_reached, 404, 429).
 */
export async function sendQuestion(
  input: AskQuestionInput,
  onEvent: (event: AskStreamEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  let response: Response;
  try {
    response = await api['ask-odo'].messages.$post({ json: input }, { init: { signal } });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw networkError();
  }
  if (!response.ok) throw await toApiError(response);
  if (!response.body) throw networkError();
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const flush = (final: boolean) => {
    const lines = buffer.split('\n');
    buffer = final ? '' : (lines.pop() ?? '');
    for (const line of lines) if (line.trim()) onEvent(JSON.parse(line) as AskStreamEvent);
  };
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      flush(false);
    }
  } catch (error) {
    if (signal?.aborted) throw error;
    throw networkError();
  }
  buffer += decoder.decode();
  flush(true);
}

/** The exchange being written: the question, the answer so far, and how it ended. */
export interface PendingExchange {
  question: string;
  threadId: string | null;
  questionId: string | null;
  messageId: string | null;
  engine: string | null;
  text: string;
  sources: AskSource[];
  status: 'sending' | 'streaming' | 'done' | 'failed';
  error: string | null;
}

/**
 * Asks Odo: the limit check first (the limit modal, SPEC.md §4), then the streamed answer; the
 * free question is recorded once the answer is delivered. `onThread` hears the thread id as soon
 * as the server names it (a new conversation).
 */
export function useAskOdo(
  onThread: (threadId: string) => void,
  /** The server refused before answering (402): the question goes back into the box. */
  onRefused: (question: string) => void = () => undefined,
) {
  const { checkLimit, openLimitModal, recordUsage } = useAppContext();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingExchange | null>(null);
  const controller = useRef<AbortController | null>(null);
  const onThreadRef = useRef(onThread);
  const onRefusedRef = useRef(onRefused);
  useEffect(() => {
    onThreadRef.current = onThread;
    onRefusedRef.current = onRefused;
  });

  // Leaving the page stops the answer (the server refunds it).
  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    async (question: string, threadId: string | null) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      let current: PendingExchange = {
        question,
        threadId,
        questionId: null,
        messageId: null,
        engine: null,
        text: '',
        sources: [],
        status: 'sending',
        error: null,
      };
      const update = (patch: Partial<PendingExchange>) => {
        current = { ...current, ...patch };
        setPending(current);
      };
      setPending(current);
      try {
        await sendQuestion(
          { question, timeZone: browserTimeZone(), ...(threadId ? { threadId } : {}) },
          (event) => {
            if (event.type === 'start') {
              update({
                status: 'streaming',
                threadId: event.threadId,
                questionId: event.questionId,
                messageId: event.messageId,
                engine: event.engine,
              });
              onThreadRef.current(event.threadId);
            } else if (event.type === 'delta') update({ text: current.text + event.text });
            else if (event.type === 'sources') update({ sources: event.sources });
            else if (event.type === 'done') update({ status: 'done', engine: event.engine });
            else update({ status: 'failed', error: event.message });
          },
          abort.signal,
        );
        if (current.status === 'done') {
          recordUsage('askodo');
        } else if (current.status !== 'failed') {
          update({ status: 'failed', error: 'The answer stopped early. Nothing was charged.' });
        }
      } catch (error) {
        if (abort.signal.aborted) return false;
        if (isLimitReached(error)) {
          openLimitModal('askodo');
          setPending(null);
          onRefusedRef.current(question);
          return false;
        }
        update({
          status: 'failed',
          error:
            error instanceof ApiError ? error.message : 'Something went wrong. Please try again.',
        });
        return false;
      }
      // The stored thread replaces the exchange being shown once it has been read back.
      const id = current.threadId;
      if (id) {
        await Promise.all([
          queryClient
            .fetchQuery({ ...threadQueryOptions(id), staleTime: 0 })
            .catch(() => undefined),
          queryClient.invalidateQueries({ queryKey: askOdoKeys.threads }),
        ]);
      }
      if (current.status === 'done' && controller.current === abort) setPending(null);
      return current.status === 'done';
    },
    [openLimitModal, queryClient, recordUsage],
  );

  /** Starts asking; false (and the limit modal) when the free question is used up. */
  const ask = useCallback(
    (question: string, threadId: string | null) => {
      if (!checkLimit('askodo')) return false;
      void run(question, threadId);
      return true;
    },
    [checkLimit, run],
  );

  const stop = useCallback(() => {
    controller.current?.abort();
    setPending((exchange) =>
      exchange
        ? { ...exchange, status: 'failed', error: 'You stopped this answer. Nothing was charged.' }
        : null,
    );
    void queryClient.invalidateQueries({ queryKey: askOdoKeys.all });
  }, [queryClient]);

  const reset = useCallback(() => {
    controller.current?.abort();
    setPending(null);
  }, []);

  return { ask, pending, stop, reset };
}
