import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, readOk } from '../../lib/api-client.ts';
import { askOdoKeys } from './ask-odo-keys.ts';

/** DELETE /api/ask-odo/threads/{id} (204). */
export function deleteThread(id: string): Promise<void> {
  return readOk(api['ask-odo'].threads[':id'].$delete({ param: { id: encodeURIComponent(id) } }));
}

export function useDeleteThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteThread,
    onSuccess: (_reply, id) => queryClient.removeQueries({ queryKey: askOdoKeys.thread(id) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: askOdoKeys.threads }),
  });
}
