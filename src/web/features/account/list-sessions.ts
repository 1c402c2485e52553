import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readJson } from '../../lib/api-client.ts';
import type { AccountSession } from '../../../shared/settings-vocab.ts';

export const sessionsQueryKey = ['account', 'sessions'] as const;

/** GET /api/account/sessions: the user's signed-in devices, most recently active first. */
export async function listSessions(): Promise<AccountSession[]> {
  return (await readJson<{ sessions: AccountSession[] }>(api.account.sessions.$get())).sessions;
}

export const sessionsQueryOptions = queryOptions({
  queryKey: sessionsQueryKey,
  queryFn: listSessions,
});

export function useSessions() {
  return useQuery(sessionsQueryOptions);
}
