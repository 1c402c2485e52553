// GET /api/feedback: the member's own feedback, newest first (the /feedback page, where the "New
// Feedback Submitted" notification leads).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeedbackItem } from '../../../shared/feedback.ts';
import { api, readJson } from '../../lib/api-client.ts';

export const feedbackListQueryKey = ['feedback', 'list'] as const;

export function listFeedback(): Promise<FeedbackItem[]> {
  return readJson<FeedbackItem[]>(api.feedback.$get());
}

export const feedbackListQueryOptions = queryOptions({
  queryKey: feedbackListQueryKey,
  queryFn: listFeedback,
});

export function useFeedbackList() {
  return useQuery(feedbackListQueryOptions);
}
