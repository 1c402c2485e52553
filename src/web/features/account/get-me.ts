import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
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
 * The profile of the last visit, kept on this device so the app still opens (with what the service
 * worker and the page saved) while offline. Forgotten on sign-out and on any signed-out answer.
 */
const SAVED_ME_KEY = 'odo.offline-me';

function saveMe(me: Me | null) {
  try {
    if (me) localStorage.setItem(SAVED_ME_KEY, JSON.stringify(me));
    else localStorage.removeItem(SAVED_ME_KEY);
  } catch {
    // Storage full or blocked: the app just will not open signed in while offline.
  }
}

function savedMe(): Me | null {
  try {
    const text = localStorage.getItem(SAVED_ME_KEY);
    const me = text ? (JSON.parse(text) as Me) : null;
    return me && typeof me.id === 'string' ? me : null;
  } catch {
    return null;
  }
}

/** Forgets the offline copy of the profile (sign-out, a session that ended). */
export function forgetSavedMe() {
  saveMe(null);
}

/**
 * The /api/session request first-load/theme.js started in <head> while the app's code was loading:
 * handed out once, to the first profile lookup; every later lookup asks the server itself.
 */
function takeEarlySession(): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const holder = window as Window & { odoSession?: Promise<Response> };
  const early = holder.odoSession;
  holder.odoSession = undefined;
  return early;
}

/**
 * The signed-in user's profile, or null when there is no valid session. Asked of /api/session,
 * which answers signed-out visitors with 200 `{ user: null }`: an anonymous visit logs no error.
 * Offline (no network and the browser says so), the profile saved on the last visit answers.
 */
export async function getMe(): Promise<Me | null> {
  try {
    const reply = await readJson<{ user: Me | null }>(takeEarlySession() ?? api.session.$get());
    saveMe(reply.user);
    return reply.user;
  } catch (error) {
    const offline =
      error instanceof ApiError && error.status === 0 && typeof navigator !== 'undefined'
        ? !navigator.onLine
        : false;
    const saved = offline ? savedMe() : null;
    if (saved) return saved;
    throw error;
  }
}

export const meQueryKey = ['me'] as const;

export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: getMe,
  staleTime: 60_000,
  // Asked even while the browser is offline, so the saved profile can answer.
  networkMode: 'always',
  retry: (failureCount, error) =>
    !(error instanceof ApiError && error.status > 0 && error.status < 500) && failureCount < 2,
});

export function useMe() {
  return useQuery(meQueryOptions);
}

/**
 * Puts the profile the server rendered the page for (a signed-in page rendered on the server,
 * src/web/first-load/render-signed-in.tsx) in the cache, so the first render in the browser is
 * that same page; it is kept for offline use like any answer of /api/session.
 */
export function seedMe(client: QueryClient, me: Me) {
  client.setQueryData(meQueryKey, me);
  if (typeof window !== 'undefined') saveMe(me);
}
