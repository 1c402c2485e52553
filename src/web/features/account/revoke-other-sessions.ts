import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, readJson } from '../../lib/api-client.ts';
import { sessionsQueryKey } from './list-sessions.ts';

/** POST /api/account/sessions/revoke-others: signs out every device but this one. */
export function revokeOtherSessions(): Promise<{ revoked: number }> {
  return readJson<{ revoked: number }>(api.account.sessions['revoke-others'].$post());
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
