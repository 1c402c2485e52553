import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, readJson } from '../../lib/api-client.ts';
import { assessmentKeys } from './assessment-keys.ts';

export type AssessmentListReply = InferResponseType<typeof api.assessment.$get, 200>;
export type AssessmentListItem = AssessmentListReply['items'][number];

/** GET /api/assessment?limit=: the user's past assessments, newest first. */
export async function listAssessments(limit: number): Promise<AssessmentListItem[]> {
  const reply = await readJson<AssessmentListReply>(
    api.assessment.$get({ query: { limit: String(limit) } }),
  );
  return reply.items;
}

export function assessmentsQueryOptions(limit = 50) {
  return queryOptions({
    queryKey: assessmentKeys.list(limit),
    queryFn: () => listAssessments(limit),
  });
}

export function useAssessments(limit = 50) {
  return useQuery(assessmentsQueryOptions(limit));
}
