import { describe, expect, it } from 'vitest';
import { statusBadgeLabel, statusBadgeVariant } from './subscription-status.ts';

describe('statusBadgeVariant', () => {
  it('is green while the status gives Premium, amber when payment needs attention', () => {
    expect(statusBadgeVariant('active')).toBe('success');
    expect(statusBadgeVariant('trialing')).toBe('success');
    for (const status of ['past_due', 'unpaid', 'incomplete']) {
      expect(statusBadgeVariant(status)).toBe('warning');
    }
  });

  it('is grey for everything else, including no status', () => {
    for (const status of ['canceled', 'incomplete_expired', 'paused', '', null, undefined]) {
      expect(statusBadgeVariant(status)).toBe('muted');
    }
  });
});

describe('statusBadgeLabel', () => {
  const trialEnd = Date.UTC(2027, 10, 21, 12) / 1000;

  it('says when a free trial ends instead of "Active"', () => {
    expect(
      statusBadgeLabel(
        { status: 'active', provider_status: 'trialing', trial_end: trialEnd },
        'en-US',
      ),
    ).toBe('Trial, ends Nov 21, 2027');
  });

  it("keeps SPEC.md §4's labels for every other status", () => {
    const label = (status: string | null) =>
      statusBadgeLabel({ status: status ?? '', provider_status: status, trial_end: null });
    expect(label('active')).toBe('Active');
    expect(label('past_due')).toBe('Past Due');
    expect(label('canceled')).toBe('Canceled');
    expect(label('unpaid')).toBe('Unpaid');
    expect(label(null)).toBe('Inactive');
    // Trialing with no known end date: the plain capitalised label.
    expect(
      statusBadgeLabel({ status: 'trialing', provider_status: 'trialing', trial_end: null }),
    ).toBe('Trialing');
  });
});
