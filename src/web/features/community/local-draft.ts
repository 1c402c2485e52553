// A copy of the post being written in localStorage (one per user), written on every change, so
// nothing typed is lost when the server cannot be reached or the tab closes before a save.
import type { PostFormValues } from './post-form-values.ts';

export interface LocalDraft {
  draftId: string | null;
  values: PostFormValues;
  savedAt: string;
}

const keyOf = (userId: string) => `odo.community.draft.${userId}`;

export function readLocalDraft(userId: string): LocalDraft | null {
  try {
    const raw = window.localStorage.getItem(keyOf(userId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<LocalDraft>;
    if (
      !parsed.values ||
      typeof parsed.values.title !== 'string' ||
      typeof parsed.savedAt !== 'string'
    ) {
      return null;
    }
    return {
      draftId: typeof parsed.draftId === 'string' ? parsed.draftId : null,
      values: {
        ...parsed.values,
        images: Array.isArray(parsed.values.images) ? parsed.values.images : [],
      },
      savedAt: parsed.savedAt,
    };
  } catch {
    return null;
  }
}

export function writeLocalDraft(userId: string, draft: LocalDraft): void {
  try {
    window.localStorage.setItem(keyOf(userId), JSON.stringify(draft));
  } catch {
    // Private mode or a full storage: the server copy still saves.
  }
}

export function clearLocalDraft(userId: string): void {
  try {
    window.localStorage.removeItem(keyOf(userId));
  } catch {
    // Nothing to clear.
  }
}
