// What the Invite Friends block says about rewards already earned, so the progress bar starting
// again at 0 of 3 never reads as if nothing happened.
import { dateTimeFormat } from '../../lib/intl.ts';
import type { ReferralReply } from '../../../shared/plans-vocab.ts';

export interface RewardSummary {
  /** "You've earned 2 weeks of Premium" (all rewards so far, added up). */
  earned: string;
  /** "Premium until Nov 21, 2027" while referral premium runs, else null. */
  until: string | null;
}

function duration(days: number): string {
  if (days % 7 === 0) {
    const weeks = days / 7;
    return `${weeks} ${weeks === 1 ? 'week' : 'weeks'}`;
  }
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/** Null until the first reward; `now` and `locale` are for tests. */
export function rewardSummary(
  referral: Pick<ReferralReply, 'rewards_earned' | 'reward_days' | 'premium_until'> &
    Partial<Pick<ReferralReply, 'days_earned'>>,
  now: Date = new Date(),
  locale?: string,
): RewardSummary | null {
  const { rewards_earned: rewards, reward_days: days, premium_until: premiumUntil } = referral;
  if (!(rewards > 0) || !(days > 0)) return null;
  const end = premiumUntil ? new Date(premiumUntil) : null;
  const running = end !== null && !Number.isNaN(end.getTime()) && end > now;
  return {
    earned: `You've earned ${duration(referral.days_earned || rewards * days)} of Premium`,
    until: running
      ? `Premium until ${dateTimeFormat(locale, { dateStyle: 'medium' }).format(end)}`
      : null,
  };
}
