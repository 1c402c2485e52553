import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { AssessmentInput } from '../../../shared/assessment.ts';
import { api, readJson } from '../../lib/api-client.ts';
import { assessmentKeys } from './assessment-keys.ts';
import { trackFeature } from '../../lib/analytics.ts';

export type AssessmentReply = InferResponseType<typeof api.assessment.$post, 201>;

/** POST /api/assessment → 201 with the saved result (402 limit_reached past the free cap). */
export function createAssessment(input: AssessmentInput): Promise<AssessmentReply> {
  return readJson<AssessmentReply>(api.assessment.$post({ json: input }));
}

export function useCreateAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAssessment,
    onSuccess: (result) => {
      trackFeature('assessment.create');
      queryClient.setQueryData(assessmentKeys.detail(result.id), result);
    },
    // The history, the searches and the garage's "latest assessment" all live under ['assessment'].
    onSettled: () => queryClient.invalidateQueries({ queryKey: assessmentKeys.all }),
  });
}
