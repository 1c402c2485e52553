import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, readJson } from '../../lib/api-client.ts';
import type { ApiTokenInput, CreatedApiTokenDto } from '../../../shared/api-access.ts';
import { apiTokensQueryKey } from './list-api-tokens.ts';

/** POST /api/api-tokens: a new token, answered whole this once. */
export function createApiToken(input: ApiTokenInput): Promise<CreatedApiTokenDto> {
  return readJson<CreatedApiTokenDto>(api['api-tokens'].$post({ json: input }));
}

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiTokensQueryKey }),
  });
}
