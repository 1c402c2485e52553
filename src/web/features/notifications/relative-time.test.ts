import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

const now = new Date('2026-11-23T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it('says how long ago, then gives the date', () => {
    expect(relativeTime(ago(10), now)).toBe('just now');
    expect(relativeTime(ago(5 * 60), now)).toBe('5 min. ago');
    expect(relativeTime(ago(3 * 3600), now)).toBe('3 hr. ago');
    expect(relativeTime(ago(26 * 3600), now)).toBe('yesterday');
    expect(relativeTime(ago(3 * 86400), now)).toBe('3 days ago');
    expect(relativeTime(ago(30 * 86400), now)).toBe('Oct 24, 2026');
  });
});
