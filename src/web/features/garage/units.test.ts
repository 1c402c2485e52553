import { describe, expect, it } from 'vitest';
import {
  formatAmounts,
  formatCostPerDistance,
  formatDistance,
  formatEconomy,
  formatMilesPerKwh,
  formatVolume,
  fromDistance,
  fromVolume,
  inReplyUnits,
} from './units.ts';

describe('garage units', () => {
  it('shows distances and volumes as the API gave them, in their unit', () => {
    expect(formatDistance(9999.6, 'mi', 'en-US')).toBe('10,000 mi');
    expect(formatDistance(12345, 'km', 'en-US')).toBe('12,345 km');
    expect(formatVolume(10, 'us_gal', 'en-US')).toBe('10 US gal');
    expect(formatVolume(11.234, 'uk_gal', 'en-US')).toBe('11.23 UK gal');
    expect(formatVolume(42.5, 'l', 'en-US')).toBe('42.5 L');
  });

  it("reads a reply in its own units, keeping the user's currency", () => {
    const prefs = { distance: 'mi', volume: 'us_gal', currency: 'EUR' } as const;
    expect(inReplyUnits(prefs, { units: { distance: 'km', volume: 'l' } })).toEqual({
      distance: 'km',
      volume: 'l',
      currency: 'EUR',
    });
  });

  it('converts what the user types back to km and litres', () => {
    expect(fromDistance(100, 'mi')).toBeCloseTo(160.9344, 4);
    expect(fromVolume(1, 'us_gal')).toBeCloseTo(3.785, 3);
    expect(fromVolume(1, 'uk_gal')).toBeCloseTo(4.546, 3);
  });

  it("shows the server's economy figure with its unit; none reads as a dash", () => {
    expect(formatEconomy({ value: 7.8, unit: 'L/100 km' }, 'en-US')).toBe('7.8 L/100 km');
    expect(formatEconomy({ value: 30.16, unit: 'mpg (US)' }, 'en-US')).toBe('30.2 mpg (US)');
    expect(formatEconomy({ value: 24.14, unit: 'kWh/100 mi' }, 'en-US')).toBe('24.1 kWh/100 mi');
    expect(formatEconomy(null)).toBe('—');
    expect(formatEconomy({ value: null, unit: null })).toBe('—');
    expect(formatEconomy({ value: 0, unit: 'L/100 km' })).toBe('—');
  });

  it("shows the server's mi/kWh beside charging in miles, nothing without it", () => {
    expect(formatMilesPerKwh(4.14, 'en-US')).toBe('4.1 mi/kWh');
    expect(formatMilesPerKwh(null)).toBeNull();
    expect(formatMilesPerKwh(0)).toBeNull();
  });

  it('shows cost per distance in the currency it was spent in, whatever the setting', () => {
    const eurPrefs = { distance: 'km', volume: 'l', currency: 'EUR' } as const;
    expect(formatCostPerDistance(0.2, 'EUR', eurPrefs, 'en-US')).toBe('€0.20/km');
    expect(formatCostPerDistance(0.2, 'USD', eurPrefs, 'en-US')).toBe('$0.20/km');
    expect(formatCostPerDistance(0.2, 'USD', { distance: 'mi' }, 'en-US')).toBe('$0.32/mi');
    expect(formatCostPerDistance(null, 'USD', eurPrefs)).toBe('—');
  });

  it('never adds currencies: each sum in its own, zero ones left out', () => {
    const usd = { currency: 'USD', amount: 387.42 };
    const eur = { currency: 'EUR', amount: 120 };
    expect(formatAmounts([usd], 'EUR', 'en-US')).toBe('$387.42');
    expect(formatAmounts([usd, eur], 'EUR', 'en-US')).toBe('$387.42 + €120.00');
    expect(formatAmounts([{ currency: 'GBP', amount: 0 }, eur], 'USD', 'en-US')).toBe('€120.00');
    expect(formatAmounts([{ currency: 'USD', amount: 0 }], 'EUR', 'en-US')).toBe('$0.00');
    expect(formatAmounts([], 'EUR', 'en-US')).toBe('€0.00');
  });
});
