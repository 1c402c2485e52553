// GET /api/assessment?vehicleId=&limit=1: this car's latest assessment, shown on its page instead
// of SPEC.md §3's defaults. The key sits under ['assessment'], so a new or deleted assessment
// refreshes it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, readJson } from '../../lib/api-client.ts';

type AssessmentListReply = InferResponseType<typeof api.assessment.$get, 200>;
export type LatestAssessment = AssessmentListReply['items'][number];

export function getLatestAssessment(vehicleId: string): Promise<LatestAssessment | null> {
  return readJson<AssessmentListReply>(
    api.assessment.$get({ query: { vehicleId, limit: '1' } }),
  ).then((reply) => reply.items[0] ?? null);
}

export function latestAssessmentQueryOptions(vehicleId: string) {
  return queryOptions({
    queryKey: ['assessment', 'latest', vehicleId] as const,
    queryFn: () => getLatestAssessment(vehicleId),
  });
}

export function useLatestAssessment(vehicleId: string) {
  return useQuery(latestAssessmentQueryOptions(vehicleId));
}
