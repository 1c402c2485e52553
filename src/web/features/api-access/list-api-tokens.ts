import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readJson } from '../../lib/api-client.ts';
import type { ApiTokenDto } from '../../../shared/api-access.ts';

export const apiTokensQueryKey = ['api-tokens'] as const;

/** GET /api/api-tokens: the user's personal access tokens, newest first (never the tokens). */
export async function listApiTokens(): Promise<ApiTokenDto[]> {
  return (await readJson<{ tokens: ApiTokenDto[] }>(api['api-tokens'].$get())).tokens;
}

export const apiTokensQueryOptions = queryOptions({
  queryKey: apiTokensQueryKey,
  queryFn: listApiTokens,
});

export function useApiTokens() {
  return useQuery(apiTokensQueryOptions);
}
