import { useMutation } from '@tanstack/react-query';
import { postJson } from '../../lib/api-client.ts';

/** POST /api/auth/send-verification-email: a new confirmation link (rate-limited on the server). */
export function resendVerification(): Promise<{ status: boolean }> {
  return postJson('/api/auth/send-verification-email', {});
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
