import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, readOk } from '../../lib/api-client.ts';
import { assessmentKeys } from './assessment-keys.ts';
import type { RecentSearch } from './list-searches.ts';

/** DELETE /api/assessment/searches (204): forgets the user's recent searches. */
export function clearSearches(): Promise<void> {
  return readOk(api.assessment.searches.$delete());
}

/** Empties the chips at once; puts them back if the server refuses. */
export function useClearSearches() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearSearches,
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: assessmentKeys.searches });
      const previous = queryClient.getQueryData<RecentSearch[]>(assessmentKeys.searches);
      queryClient.setQueryData<RecentSearch[]>(assessmentKeys.searches, []);
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(assessmentKeys.searches, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: assessmentKeys.searches }),
  });
}
