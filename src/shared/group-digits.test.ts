import { describe, expect, it } from 'vitest';
import { groupDigits } from './group-digits.ts';

describe('groupDigits', () => {
  it('writes whole numbers as toLocaleString("en-US") does', () => {
    for (const value of [0, 7, 999, 1_000, 12_345, 240, 2_000_000, 1_000_000, -1_234_567, 10_000]) {
      expect(groupDigits(value)).toBe(value.toLocaleString('en-US'));
    }
  });

  it('leaves fractions to Intl', () => {
    expect(groupDigits(1234.5)).toBe('1,234.5');
  });
});
