import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SharedHistoryDto } from '../../../shared/garage-history.ts';
import { ApiError, api, readJson } from '../../lib/api-client.ts';

/** GET /api/shared/{token}: the read-only history behind a share link (no sign-in). */
export function getSharedHistory(token: string): Promise<SharedHistoryDto> {
  return readJson<SharedHistoryDto>(api.shared[':token'].$get({ param: { token } }));
}

export function sharedHistoryQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['shared-history', token] as const,
    queryFn: () => getSharedHistory(token),
    // An expired or revoked link stays that way: no retries, no refetch on focus.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
    refetchOnWindowFocus: false,
  });
}

export function useSharedHistory(token: string) {
  return useQuery(sharedHistoryQueryOptions(token));
}
