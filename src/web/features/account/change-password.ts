import { useMutation } from '@tanstack/react-query';
import { postJson } from '../../lib/api-client.ts';

/** POST /api/auth/change-password: needs the current password; signs out every other device. */
export function changePassword(input: {
  currentPassword: string;
  newPassword: string;
}): Promise<unknown> {
  return postJson('/api/auth/change-password', input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
