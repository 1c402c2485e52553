import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat, relativeTimeFormat } from './intl.ts';

describe('Intl formatters made once', () => {
  it('hands out the same formatter for the same locale and options, another for others', () => {
    const medium = dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
    expect(dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(medium);
    expect(dateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })).not.toBe(medium);
    expect(dateTimeFormat('de-DE', { dateStyle: 'medium', timeZone: 'UTC' })).not.toBe(medium);
    expect(medium.format(new Date('2026-11-26T12:00:00Z'))).toBe('Nov 26, 2026');

    const usd = numberFormat('en-US', { style: 'currency', currency: 'USD' });
    expect(numberFormat('en-US', { style: 'currency', currency: 'USD' })).toBe(usd);
    expect(numberFormat('en-US', { style: 'currency', currency: 'EUR' })).not.toBe(usd);
    expect(usd.format(1234.5)).toBe('$1,234.50');

    // The kinds do not mix even with the same locale and no options.
    expect(relativeTimeFormat('en')).not.toBe(dateTimeFormat('en'));
    expect(relativeTimeFormat('en', { numeric: 'auto' }).format(-1, 'day')).toBe('yesterday');
  });
});
