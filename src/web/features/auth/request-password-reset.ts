import { useMutation } from '@tanstack/react-query';
import { postJson } from '../../lib/api-client.ts';

export interface PasswordResetRequested {
  status: boolean;
  message: string;
}

/** POST /api/auth/request-password-reset: answers the same whether or not the account exists. */
export function requestPasswordReset(email: string): Promise<PasswordResetRequested> {
  return postJson('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
