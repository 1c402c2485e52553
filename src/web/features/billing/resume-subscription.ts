import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, readJson } from '../../lib/api-client.ts';
import { subscriptionQueryKey, type SubscriptionReply } from './get-subscription.ts';

/** POST /api/billing/resume: undoes a cancellation at period end. */
export function resumeSubscription(): Promise<SubscriptionReply> {
  return readJson<SubscriptionReply>(api.billing.resume.$post());
}

export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeSubscription,
    onSuccess: (reply) => queryClient.setQueryData(subscriptionQueryKey, reply),
  });
}
