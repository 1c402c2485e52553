// Keeps the post being written: a localStorage copy on every change, and the server's draft
// (created on the first real words, then PATCHed) a second after typing stops. Saves run one at a
// time, so a draft is never created twice.
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { createDraft, deleteDraft, updateDraft } from './drafts.ts';
import { clearLocalDraft, writeLocalDraft } from './local-draft.ts';
import { isBlank, toDraftInput, type PostFormValues } from './post-form-values.ts';

export type SaveState = 'idle' | 'saving' | 'saved' | 'device';

interface AutosaveOptions {
  userId: string;
  /** Off while the form loads and when editing a published post. */
  enabled: boolean;
  values: PostFormValues;
  initialDraftId: string | null;
  /** The server gave the draft an id (or it was lost): put it in the URL. */
  onDraftId: (id: string | null) => void;
  /** How long typing must pause before the server copy is saved. */
  delayMs?: number;
}

const SAVE_DELAY_MS = 1000;

export function useDraftAutosave({
  userId,
  enabled,
  values,
  initialDraftId,
  onDraftId,
  delayMs = SAVE_DELAY_MS,
}: AutosaveOptions) {
  const draftId = useRef(initialDraftId);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const stopped = useRef(false);
  const latest = useRef(values);
  const onDraftIdRef = useRef(onDraftId);
  const [state, setState] = useState<SaveState>('idle');

  useEffect(() => {
    latest.current = values;
    onDraftIdRef.current = onDraftId;
  });

  const pending = useRef(false);

  const save = useCallback(() => {
    pending.current = false;
    chain.current = chain.current.then(async () => {
      if (stopped.current) return;
      const input = toDraftInput(latest.current);
      const id = draftId.current;
      setState('saving');
      try {
        if (id) {
          await updateDraft(id, input);
        } else {
          const created = await createDraft(input);
          if (stopped.current) return;
          draftId.current = created.id;
          onDraftIdRef.current(created.id);
        }
        setState('saved');
      } catch (error) {
        if (id && error instanceof ApiError && error.status === 404) {
          // The draft was published or discarded elsewhere: the next change starts a new one.
          draftId.current = null;
          onDraftIdRef.current(null);
        }
        setState('device');
      }
    });
  }, []);

  useEffect(() => {
    if (!enabled || stopped.current) return;
    writeLocalDraft(userId, {
      draftId: draftId.current,
      values,
      savedAt: new Date().toISOString(),
    });
    pending.current = !(isBlank(values) && !draftId.current);
    if (!pending.current) return;
    const timer = window.setTimeout(save, delayMs);
    return () => window.clearTimeout(timer);
  }, [enabled, values, userId, save, delayMs]);

  // Leaving the page (or switching drafts) before the delay still saves what was typed.
  useEffect(
    () => () => {
      if (pending.current && !stopped.current) save();
    },
    [save],
  );

  /** Waits for saves under way, stops saving, and gives the draft's id (for the post input). */
  const finish = useCallback(async () => {
    await chain.current;
    stopped.current = true;
    return draftId.current;
  }, []);

  /** Saving again after a failed publish. */
  const resume = useCallback(() => {
    stopped.current = false;
  }, []);

  /** After publishing: the local copy goes (the server deleted its draft with the post). */
  const forget = useCallback(() => {
    stopped.current = true;
    clearLocalDraft(userId);
  }, [userId]);

  /** Throws the draft away, here and on the server, and starts a blank one. */
  const discard = useCallback(async () => {
    pending.current = false;
    const id = await finish();
    clearLocalDraft(userId);
    draftId.current = null;
    onDraftIdRef.current(null);
    setState('idle');
    if (id) await deleteDraft(id).catch(() => undefined);
    stopped.current = false;
  }, [finish, userId]);

  return { state, finish, resume, forget, discard };
}
