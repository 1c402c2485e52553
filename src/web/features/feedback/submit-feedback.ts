import { useMutation } from '@tanstack/react-query';
import { api, readJson } from '../../lib/api-client.ts';

export interface SubmittedFeedback {
  id: string;
  created_at: string;
}

/** POST /api/feedback: stores the feedback and notifies the team. */
export function submitFeedback(message: string): Promise<SubmittedFeedback> {
  return readJson<SubmittedFeedback>(api.feedback.$post({ json: { message } }));
}

export function useSubmitFeedback() {
  return useMutation({ mutationFn: submitFeedback });
}
