import { describe, expect, it } from 'vitest';
import { statusBadgeVariant } from './subscription-status.ts';

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
