import { postJson } from '../../lib/api-client.ts';

/** Ends the session on the server (the HttpOnly cookie is cleared by the response). */
export async function signOut(): Promise<void> {
  await postJson<unknown>('/api/auth/sign-out', {});
}
