import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, readJson } from '../../lib/api-client.ts';
import { askOdoKeys } from './ask-odo-keys.ts';

export type ThreadsReply = InferResponseType<(typeof api)['ask-odo']['threads']['$get'], 200>;
export type ThreadSummary = ThreadsReply['threads'][number];

/** GET /api/ask-odo/threads: the user's conversations, newest first. */
export async function listThreads(): Promise<ThreadSummary[]> {
  return (await readJson<ThreadsReply>(api['ask-odo'].threads.$get())).threads;
}

export function threadsQueryOptions() {
  return queryOptions({ queryKey: askOdoKeys.threads, queryFn: listThreads });
}

export function useThreads() {
  return useQuery(threadsQueryOptions());
}
