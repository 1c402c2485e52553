import { describe, expect, it } from 'vitest';
import {
  convertEconomy,
  economyLabel,
  formatAmounts,
  formatCostPerDistance,
  formatDistance,
  formatEconomy,
  formatMilesPerKwh,
  formatVolume,
  fromDistance,
  fromVolume,
} from './units.ts';

describe('garage units', () => {
  it('shows distances and volumes in the chosen unit', () => {
    expect(formatDistance(16093.44, 'mi', 'en-US')).toBe('10,000 mi');
    expect(formatDistance(12345, 'km', 'en-US')).toBe('12,345 km');
    expect(formatVolume(37.85411784, 'us_gal', 'en-US')).toBe('10 US gal');
    expect(formatVolume(45.4609, 'uk_gal', 'en-US')).toBe('10 UK gal');
    expect(formatVolume(42.5, 'l', 'en-US')).toBe('42.5 L');
  });

  it('converts what the user types back to km and litres', () => {
    expect(fromDistance(100, 'mi')).toBeCloseTo(160.9344, 4);
    expect(fromVolume(1, 'us_gal')).toBeCloseTo(3.785, 3);
    expect(fromVolume(1, 'uk_gal')).toBeCloseTo(4.546, 3);
  });

  it('reads economy as L/100 km, mpg (US) or mpg (UK), and kWh per 100 km/mi', () => {
    const km = { distance: 'km', volume: 'l' } as const;
    const us = { distance: 'mi', volume: 'us_gal' } as const;
    const uk = { distance: 'mi', volume: 'uk_gal' } as const;
    expect(formatEconomy(7.8, km, false, 'en-US')).toBe('7.8 L/100 km');
    // 235.215 / (L/100 km) = mpg (US); 282.481 / (L/100 km) = mpg (UK)
    expect(convertEconomy(7.8, us)).toBeCloseTo(30.16, 2);
    expect(convertEconomy(7.8, uk)).toBeCloseTo(36.22, 2);
    expect(formatEconomy(7.8, us, false, 'en-US')).toBe('30.2 mpg (US)');
    expect(economyLabel(uk)).toBe('mpg (UK)');
    expect(formatEconomy(16, us, true, 'en-US')).toBe('25.7 kWh/100 mi');
    expect(formatEconomy(null, km)).toBe('—');
  });

  it('reads charging as kWh/100 km in km, kWh/100 mi plus mi/kWh in miles', () => {
    const km = { distance: 'km', volume: 'l' } as const;
    const mi = { distance: 'mi', volume: 'uk_gal' } as const;
    expect(formatEconomy(15, km, true, 'en-US')).toBe('15 kWh/100 km');
    expect(economyLabel(mi, true)).toBe('kWh/100 mi');
    // 15 kWh/100 km = 24.14 kWh/100 mi = 4.14 mi/kWh, whatever the volume unit
    expect(formatEconomy(15, mi, true, 'en-US')).toBe('24.1 kWh/100 mi');
    expect(formatMilesPerKwh(15, mi, 'en-US')).toBe('4.1 mi/kWh');
    expect(formatMilesPerKwh(15, km, 'en-US')).toBeNull();
    expect(formatMilesPerKwh(null, mi)).toBeNull();
    expect(formatMilesPerKwh(0, mi)).toBeNull();
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
