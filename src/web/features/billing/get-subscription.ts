import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppSubscription } from '../../../shared/plans-vocab.ts';
import { api, readJson } from '../../lib/api-client.ts';

export interface SubscriptionReply {
  premium: boolean;
  subscription: AppSubscription | null;
}

/** GET /api/billing/subscription: the user's current subscription (null when none). */
export function getSubscription(): Promise<SubscriptionReply> {
  return readJson<SubscriptionReply>(api.billing.subscription.$get());
}

export const subscriptionQueryKey = ['billing', 'subscription'] as const;

export const subscriptionQueryOptions = queryOptions({
  queryKey: subscriptionQueryKey,
  queryFn: getSubscription,
});

export function useSubscription(enabled = true) {
  return useQuery({ ...subscriptionQueryOptions, enabled });
}
