import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, readJson } from '../../lib/api-client.ts';
import { feedbackListQueryKey } from './list-feedback.ts';

export interface SubmittedFeedback {
  id: string;
  created_at: string;
}

/** POST /api/feedback: stores the feedback and notifies the team. */
export function submitFeedback(message: string): Promise<SubmittedFeedback> {
  return readJson<SubmittedFeedback>(api.feedback.$post({ json: { message } }));
}

export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitFeedback,
    // /feedback lists it next time it is shown (or at once, when open behind the dialog).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackListQueryKey }),
  });
}
