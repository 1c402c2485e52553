import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readJson } from '../../lib/api-client.ts';

export interface ReferralCodeReply {
  code: string;
  exists: boolean;
}

/** GET /api/referrals/codes/:code: whether an invite code belongs to someone (counts nothing). */
export function getReferralCode(code: string): Promise<ReferralCodeReply> {
  return readJson<ReferralCodeReply>(api.referrals.codes[':code'].$get({ param: { code } }));
}

export const referralCodeQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['referral-code', code.toUpperCase()],
    queryFn: () => getReferralCode(code),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** Whether `code` (from /signup?ref=CODE) is a real invite; undefined while unknown or absent. */
export function useReferralCodeExists(code: string | undefined): boolean | undefined {
  const query = useQuery({ ...referralCodeQueryOptions(code ?? ''), enabled: Boolean(code) });
  return code ? query.data?.exists : undefined;
}
