// What the post form starts with, chosen once: the post being edited, or the newer of the server's
// draft (?draft={id}) and this device's copy, or an empty form.
import { useMemo } from 'react';
import type { PostDetail } from '../../../shared/community-vocab.ts';
import { ApiError } from '../../lib/api-client.ts';
import { isUuid } from '../../../shared/uuid.ts';
import { useDraft } from './drafts.ts';
import { usePost } from './get-post.ts';
import { readLocalDraft } from './local-draft.ts';
import { EMPTY_VALUES, fromDraft, fromPost, type PostFormValues } from './post-form-values.ts';
import { KEEP_VEHICLE } from './vehicle-picker.tsx';

export interface ComposerStart {
  values: PostFormValues;
  draftId: string | null;
}

/** Picks what the form starts with: the newer of the server's draft and this device's copy. */
export function useComposerStart(userId: string, draftParam: string | null, editId: string | null) {
  const editing = editId !== null;
  const draft = useDraft(editing ? null : draftParam);
  const post = usePost(editId ?? undefined);
  return useMemo((): { start: ComposerStart | null; post: PostDetail | null; missing: boolean } => {
    if (editing) {
      if (!isUuid(editId)) return { start: null, post: null, missing: true };
      if (post.data) {
        const values = fromPost(post.data);
        if (post.data.vehicle) values.vehicleId = KEEP_VEHICLE;
        return { start: { values, draftId: null }, post: post.data, missing: !post.data.mine };
      }
      return { start: null, post: null, missing: post.isError };
    }
    const local = readLocalDraft(userId);
    if (draftParam && isUuid(draftParam)) {
      if (draft.isPending) return { start: null, post: null, missing: false };
      if (draft.data) {
        const newerHere = local?.draftId === draft.data.id && local.savedAt > draft.data.updatedAt;
        return {
          start: {
            values: newerHere ? local.values : fromDraft(draft.data),
            draftId: draft.data.id,
          },
          post: null,
          missing: false,
        };
      }
      // Offline keeps the id (the next save reaches it); a draft that is gone starts a new one.
      const offline = draft.error instanceof ApiError && draft.error.status === 0;
      if (local?.draftId === draftParam) {
        return {
          start: { values: local.values, draftId: offline ? draftParam : null },
          post: null,
          missing: false,
        };
      }
      return { start: { values: EMPTY_VALUES, draftId: null }, post: null, missing: false };
    }
    if (local)
      return {
        start: { values: local.values, draftId: local.draftId },
        post: null,
        missing: false,
      };
    return { start: { values: EMPTY_VALUES, draftId: null }, post: null, missing: false };
  }, [
    editing,
    editId,
    post.data,
    post.isError,
    draft.isPending,
    draft.data,
    draft.error,
    draftParam,
    userId,
  ]);
}
