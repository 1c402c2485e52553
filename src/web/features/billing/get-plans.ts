import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlansReply } from '../../../shared/plans-vocab.ts';
import { api, readJson } from '../../lib/api-client.ts';

/** GET /api/billing/plans: both plans with the active provider's price ids (public). */
export function getPlans(): Promise<PlansReply> {
  return readJson<PlansReply>(api.billing.plans.$get());
}

export const plansQueryOptions = queryOptions({
  queryKey: ['billing', 'plans'] as const,
  queryFn: getPlans,
  staleTime: 5 * 60_000,
});

export function usePlans() {
  return useQuery(plansQueryOptions);
}
