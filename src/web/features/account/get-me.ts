import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError, readJson } from '../../lib/api-client.ts';

export interface Usage {
  free_assessments_used: number;
  free_carlens_results_used: number;
  free_askodo_questions_used: number;
  last_usage_reset: string;
}

export interface Me {
  id: string;
  name: string;
  email: string;
  /** False until the user opens the confirmation link (the app shows a banner). */
  email_verified: boolean;
  avatar_url: string | null;
  usage: Usage;
}

/**
 * The signed-in user's profile, or null when there is no valid session. Asked of /api/session,
 * which answers signed-out visitors with 200 `{ user: null }`: an anonymous visit logs no error.
 */
export async function getMe(): Promise<Me | null> {
  const reply = await readJson<{ user: Me | null }>(api.session.$get());
  return reply.user;
}

export const meQueryKey = ['me'] as const;

export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: getMe,
  staleTime: 60_000,
  retry: (failureCount, error) =>
    !(error instanceof ApiError && error.status > 0 && error.status < 500) && failureCount < 2,
});

export function useMe() {
  return useQuery(meQueryOptions);
}
