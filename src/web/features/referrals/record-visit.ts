import { api, readJson } from '../../lib/api-client.ts';

export interface VisitReply {
  code: string;
  counted: boolean;
}

/** POST /api/referrals/visit: counts a visit of an invite link (once per visitor per day). */
export function recordReferralVisit(code: string): Promise<VisitReply> {
  return readJson<VisitReply>(api.referrals.visit.$post({ json: { code } }));
}

/**
 * Fire and forget: the visit is counted in the background and any failure is only logged
 * (SPEC.md §8), so an invite link always leads on to sign-up.
 */
export function sendReferralVisit(code: string): void {
  recordReferralVisit(code).catch((error: unknown) => {
    console.warn('Referral visit was not recorded', error);
  });
}
