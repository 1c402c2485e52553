import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, readJson } from '../../lib/api-client.ts';
import { askOdoKeys } from './ask-odo-keys.ts';

export type ThreadReply = InferResponseType<(typeof api)['ask-odo']['threads'][':id']['$get'], 200>;
export type ThreadMessage = ThreadReply['messages'][number];

/** GET /api/ask-odo/threads/{id}: every question and answer of one conversation. */
export function getThread(id: string): Promise<ThreadReply> {
  return readJson<ThreadReply>(
    api['ask-odo'].threads[':id'].$get({ param: { id: encodeURIComponent(id) } }),
  );
}

export function threadQueryOptions(id: string) {
  return queryOptions({ queryKey: askOdoKeys.thread(id), queryFn: () => getThread(id) });
}

export function useThread(id: string | null) {
  return useQuery({ ...threadQueryOptions(id ?? ''), enabled: id !== null });
}
