import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, readOk } from '../../lib/api-client.ts';
import { assessmentKeys } from './assessment-keys.ts';

/** DELETE /api/assessment/{id} (204). */
export function deleteAssessment(id: string): Promise<void> {
  return readOk(api.assessment[':id'].$delete({ param: { id: encodeURIComponent(id) } }));
}

export function useDeleteAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAssessment,
    onSuccess: (_reply, id) => queryClient.removeQueries({ queryKey: assessmentKeys.detail(id) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: assessmentKeys.all }),
  });
}
