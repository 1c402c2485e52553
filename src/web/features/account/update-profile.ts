// PATCH /api/me { name }: the reply is the whole profile, which replaces the kept one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, readJson } from '../../lib/api-client.ts';
import { meQueryKey, type Me } from './get-me.ts';

export function updateProfile(input: { name: string }): Promise<Me> {
  return readJson<Me>(api.me.$patch({ json: input }));
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
