import { describe, expect, it } from 'vitest';
import { firstName, greeting } from './dashboard-route.tsx';

describe("Home's greeting", () => {
  it('follows the time of day, with a plain hello in the small hours', () => {
    const byHour = Array.from({ length: 24 }, (_, hour) => greeting(hour));
    expect(byHour.slice(5, 12)).toEqual(Array(7).fill('Good morning'));
    expect(byHour.slice(12, 18)).toEqual(Array(6).fill('Good afternoon'));
    expect(byHour.slice(18, 23)).toEqual(Array(5).fill('Good evening'));
    expect([byHour[23], ...byHour.slice(0, 5)]).toEqual(Array(6).fill('Hello'));
  });

  it('greets by the first name only, and without one when there is none', () => {
    expect(firstName('  Dana  Q. Driver ')).toBe('Dana');
    expect(firstName('')).toBe('');
    expect(firstName(null)).toBe('');
  });
});
