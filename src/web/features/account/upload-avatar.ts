// POST /api/me/avatar (multipart `avatar`): the server checks the content, re-encodes it to square
// WebP and answers with the profile carrying the new avatar_url.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readJson } from '../../lib/api-client.ts';
import { meQueryKey, type Me } from './get-me.ts';

export function uploadAvatar(file: File): Promise<Me> {
  const body = new FormData();
  body.append('avatar', file);
  return readJson<Me>(
    fetch('/api/me/avatar', { method: 'POST', credentials: 'same-origin', body }),
  );
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
