import { useMutation } from '@tanstack/react-query';
import { postJson } from '../../lib/api-client.ts';

/** POST /api/auth/change-email: with the password; a link goes to the new address. */
export function changeEmail(input: { newEmail: string; password: string }): Promise<unknown> {
  return postJson('/api/auth/change-email', input);
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
