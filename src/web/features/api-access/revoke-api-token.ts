import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, readOk } from '../../lib/api-client.ts';
import { apiTokensQueryKey } from './list-api-tokens.ts';

/** DELETE /api/api-tokens/:id: the token stops working at once. */
export function revokeApiToken(id: string): Promise<void> {
  return readOk(api['api-tokens'][':id'].$delete({ param: { id } }));
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiToken,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiTokensQueryKey }),
  });
}
