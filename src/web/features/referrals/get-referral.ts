import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReferralReply } from '../../../shared/plans-vocab.ts';
import { api, readJson } from '../../lib/api-client.ts';

/** GET /api/referrals/me: the user's code, share links and progress toward the next reward. */
export function getReferral(): Promise<ReferralReply> {
  return readJson<ReferralReply>(api.referrals.me.$get());
}

export const referralQueryKey = ['referrals', 'me'] as const;

export const referralQueryOptions = queryOptions({
  queryKey: referralQueryKey,
  queryFn: getReferral,
  // SPEC.md §8: referral errors are only logged; the block stays quiet instead of retrying loudly.
  retry: 1,
});

export function useReferral() {
  return useQuery(referralQueryOptions);
}
