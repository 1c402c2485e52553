import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DraftReply } from '../../../shared/community-vocab.ts';
import { jsonResponse } from '../../test/fixtures.ts';
import { readLocalDraft } from './local-draft.ts';
import { EMPTY_VALUES, type PostFormValues } from './post-form-values.ts';
import { useDraftAutosave } from './use-draft-autosave.ts';

const DRAFT_ID = '5f1f0a3e-2b8d-4c44-9a3b-6f0e1d2c3b4a';

function draftReply(title: string): DraftReply {
  return {
    id: DRAFT_ID,
    title,
    body: '',
    topic: null,
    make: null,
    model: null,
    year: null,
    images: [],
    vehicleId: null,
    updatedAt: new Date().toISOString(),
  };
}

/** Records the draft requests; `offline` makes every request fail like a lost connection. */
function serve(offline = false) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request =
        input instanceof Request
          ? input
          : new Request(new URL(String(input), 'http://odo.test'), init);
      const body = request.method === 'GET' ? '' : await request.text();
      calls.push(`${request.method} ${new URL(request.url).pathname} ${body}`.trim());
      if (offline) throw new TypeError('Failed to fetch');
      const title = (JSON.parse(body || '{}') as { title?: string }).title ?? '';
      return jsonResponse(request.method === 'POST' ? 201 : 200, draftReply(title));
    }),
  );
  return calls;
}

function mount(delayMs = 20, onDraftId = vi.fn()) {
  const hook = renderHook(
    ({ values }: { values: PostFormValues }) =>
      useDraftAutosave({
        userId: 'u1',
        enabled: true,
        values,
        initialDraftId: null,
        onDraftId,
        delayMs,
      }),
    { initialProps: { values: EMPTY_VALUES } },
  );
  return { ...hook, onDraftId };
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('useDraftAutosave', () => {
  it('keeps nothing for an empty form', () => {
    const calls = serve();
    mount();
    expect(readLocalDraft('u1')?.values).toEqual(EMPTY_VALUES);
    expect(calls).toEqual([]);
  });

  it('copies every change here at once, creates the server draft once, then patches it', async () => {
    const calls = serve();
    const { result, rerender, onDraftId } = mount();
    rerender({ values: { ...EMPTY_VALUES, title: 'Brake' } });
    expect(readLocalDraft('u1')?.values.title).toBe('Brake');
    rerender({ values: { ...EMPTY_VALUES, title: 'Brake pads' } });
    await waitFor(() => expect(onDraftId).toHaveBeenCalledWith(DRAFT_ID));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(/^POST \/api\/community\/drafts \{"title":"Brake pads"/);
    await waitFor(() => expect(result.current.state).toBe('saved'));

    rerender({ values: { ...EMPTY_VALUES, title: 'Brake pads squeal' } });
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toMatch(
      new RegExp(`^PATCH /api/community/drafts/${DRAFT_ID} \\{"title":"Brake pads squeal"`),
    );
    expect(readLocalDraft('u1')).toMatchObject({ draftId: DRAFT_ID });
  });

  it('keeps the words on this device when the server cannot be reached', async () => {
    serve(true);
    const { result, rerender } = mount();
    rerender({ values: { ...EMPTY_VALUES, body: 'Written on a train' } });
    await waitFor(() => expect(result.current.state).toBe('device'));
    expect(readLocalDraft('u1')?.values.body).toBe('Written on a train');
  });

  it('stops saving once the post is published and forgets this device’s copy', async () => {
    const calls = serve();
    // Published before the pause that would save it.
    const { result, rerender, unmount } = mount(60_000);
    rerender({ values: { ...EMPTY_VALUES, title: 'Published fast' } });
    await act(async () => {
      expect(await result.current.finish()).toBeNull();
      result.current.forget();
    });
    unmount();
    expect(readLocalDraft('u1')).toBeNull();
    expect(calls).toEqual([]);
  });
});
