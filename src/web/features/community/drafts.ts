// /api/community/drafts: the post being written, kept on the server (GET one, POST a new one,
// PATCH it as the user types, DELETE it when discarded).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DraftReply } from '../../../shared/community-vocab.ts';
import type { DraftInput, DraftPatch } from '../../../shared/community.ts';
import { api, ApiError, readJson, readOk } from '../../lib/api-client.ts';
import { isUuid } from '../../../shared/uuid.ts';
import { communityKeys } from './community-keys.ts';

export function listDrafts(): Promise<DraftReply[]> {
  return readJson<DraftReply[]>(api.community.drafts.$get());
}

export function getDraft(id: string): Promise<DraftReply> {
  return readJson<DraftReply>(api.community.drafts[':id'].$get({ param: { id } }));
}

export function createDraft(input: DraftInput): Promise<DraftReply> {
  return readJson<DraftReply>(api.community.drafts.$post({ json: input }));
}

export function updateDraft(id: string, input: DraftPatch): Promise<DraftReply> {
  return readJson<DraftReply>(api.community.drafts[':id'].$patch({ param: { id }, json: input }));
}

export function deleteDraft(id: string): Promise<void> {
  return readOk(api.community.drafts[':id'].$delete({ param: { id } }));
}

export const draftsQueryOptions = queryOptions({
  queryKey: communityKeys.drafts,
  queryFn: listDrafts,
});

export function useDrafts(enabled = true) {
  return useQuery({ ...draftsQueryOptions, enabled });
}

export function useDraft(id: string | null) {
  return useQuery({
    queryKey: communityKeys.draft(id ?? ''),
    queryFn: () => getDraft(id ?? ''),
    enabled: isUuid(id ?? undefined),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    // The form owns the draft once loaded: no refetch that would overwrite what is being typed.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
