import { useMutation } from '@tanstack/react-query';
import { postJson } from '../../lib/api-client.ts';

export interface ResetPasswordInput {
  token: string;
  newPassword: string;
}

/** POST /api/auth/reset-password: sets the new password and signs the user in. */
export function resetPassword(input: ResetPasswordInput): Promise<unknown> {
  return postJson('/api/auth/reset-password', input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
