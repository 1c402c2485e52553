import { queryOptions, useQuery } from '@tanstack/react-query';
// Type-only: AppProvider loads this module up front, and shared/plans.ts brings zod with it.
import type { Feature, FeatureUsage, UsageReply } from '../../../shared/plans-vocab.ts';
import { api, readJson } from '../../lib/api-client.ts';

/** GET /api/usage: the monthly counters, each feature's cap and whether one more use is allowed. */
export function getUsage(): Promise<UsageReply> {
  return readJson<UsageReply>(api.usage.$get());
}

export const usageQueryKey = ['usage'] as const;

export const usageQueryOptions = queryOptions({
  queryKey: usageQueryKey,
  queryFn: getUsage,
});

export function useUsage(enabled = true) {
  return useQuery({ ...usageQueryOptions, enabled });
}

const COUNTER_OF: Partial<Record<Feature, keyof UsageReply['usage']>> = {
  assessment: 'free_assessments_used',
  carlens: 'free_carlens_results_used',
  askodo: 'free_askodo_questions_used',
};

/** The reply as it will be after one more use of `feature` (the optimistic local count). */
export function withOneMoreUse(reply: UsageReply, feature: Feature): UsageReply {
  const current: FeatureUsage = reply.features[feature];
  const used = current.used + 1;
  const cap = current.cap;
  const counter = COUNTER_OF[feature];
  return {
    ...reply,
    usage: counter ? { ...reply.usage, [counter]: reply.usage[counter] + 1 } : reply.usage,
    features: {
      ...reply.features,
      [feature]: {
        used,
        cap,
        remaining: reply.premium ? null : Math.max(0, cap - used),
        allowed: reply.premium || used < cap,
      },
    },
  };
}
