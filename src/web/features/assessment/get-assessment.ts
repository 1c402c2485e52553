import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, readJson } from '../../lib/api-client.ts';
import { assessmentKeys } from './assessment-keys.ts';

export type AssessmentDetail = InferResponseType<(typeof api.assessment)[':id']['$get'], 200>;

/** GET /api/assessment/{id}: one saved assessment as it was delivered (404 when not the user's). */
export function getAssessment(id: string): Promise<AssessmentDetail> {
  return readJson<AssessmentDetail>(
    api.assessment[':id'].$get({ param: { id: encodeURIComponent(id) } }),
  );
}

export function assessmentQueryOptions(id: string) {
  return queryOptions({
    queryKey: assessmentKeys.detail(id),
    queryFn: () => getAssessment(id),
    // Saved answers never change; a 404 is final.
    staleTime: Infinity,
    retry: false,
  });
}

export function useAssessment(id: string) {
  return useQuery(assessmentQueryOptions(id));
}
