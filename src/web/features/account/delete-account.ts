// DELETE /api/account { password, confirmation: "DELETE" }: erases the account and clears the
// session cookie; the caller then leaves for /login.
import { useMutation } from '@tanstack/react-query';
import { api, readOk } from '../../lib/api-client.ts';

export function deleteAccount(input: { password: string; confirmation: 'DELETE' }): Promise<void> {
  return readOk(api.account.$delete({ json: input }));
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
