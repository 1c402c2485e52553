import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, readJson } from '../../lib/api-client.ts';
import { askOdoKeys } from './ask-odo-keys.ts';

export type RenameThreadReply = InferResponseType<
  (typeof api)['ask-odo']['threads'][':id']['$patch'],
  200
>;

/** PATCH /api/ask-odo/threads/{id} `{ title }`. */
export function renameThread(input: { id: string; title: string }): Promise<RenameThreadReply> {
  return readJson<RenameThreadReply>(
    api['ask-odo'].threads[':id'].$patch({
      param: { id: encodeURIComponent(input.id) },
      json: { title: input.title },
    }),
  );
}

export function useRenameThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameThread,
    onSuccess: (thread) => queryClient.setQueryData(askOdoKeys.thread(thread.id), thread),
    onSettled: () => queryClient.invalidateQueries({ queryKey: askOdoKeys.threads }),
  });
}
