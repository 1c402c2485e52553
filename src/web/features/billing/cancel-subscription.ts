import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, readJson } from '../../lib/api-client.ts';
import { subscriptionQueryKey, type SubscriptionReply } from './get-subscription.ts';

/** POST /api/billing/cancel: the subscription ends at the end of the paid period. */
export function cancelSubscription(): Promise<SubscriptionReply> {
  return readJson<SubscriptionReply>(api.billing.cancel.$post());
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (reply) => queryClient.setQueryData(subscriptionQueryKey, reply),
  });
}
