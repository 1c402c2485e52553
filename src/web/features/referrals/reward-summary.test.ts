import { describe, expect, it } from 'vitest';
import { rewardSummary } from './reward-summary.ts';

const now = new Date('2027-11-10T12:00:00.000Z');

describe('rewardSummary', () => {
  it('says nothing before the first reward', () => {
    expect(rewardSummary({ rewards_earned: 0, reward_days: 14, premium_until: null }, now)).toBe(
      null,
    );
  });

  it('adds up every reward earned so far', () => {
    expect(
      rewardSummary({ rewards_earned: 1, reward_days: 14, premium_until: null }, now)?.earned,
    ).toBe("You've earned 2 weeks of Premium");
    expect(
      rewardSummary({ rewards_earned: 3, reward_days: 14, premium_until: null }, now)?.earned,
    ).toBe("You've earned 6 weeks of Premium");
    expect(
      rewardSummary({ rewards_earned: 1, reward_days: 7, premium_until: null }, now)?.earned,
    ).toBe("You've earned 1 week of Premium");
    expect(
      rewardSummary({ rewards_earned: 2, reward_days: 10, premium_until: null }, now)?.earned,
    ).toBe("You've earned 20 days of Premium");
  });

  it('shows until when referral premium runs, and not once it has ended', () => {
    const running = rewardSummary(
      { rewards_earned: 1, reward_days: 14, premium_until: '2027-11-21T12:00:00.000Z' },
      now,
      'en-US',
    );
    expect(running?.until).toBe('Premium until Nov 21, 2027');
    const ended = rewardSummary(
      { rewards_earned: 1, reward_days: 14, premium_until: '2027-11-01T12:00:00.000Z' },
      now,
      'en-US',
    );
    expect(ended).toEqual({ earned: "You've earned 2 weeks of Premium", until: null });
    expect(
      rewardSummary({ rewards_earned: 1, reward_days: 14, premium_until: 'not a date' }, now)
        ?.until,
    ).toBe(null);
  });
});
