import { describe, expect, it } from 'vitest';
import { energyEconomyInUnits, kwhPer100KmToKwhPer100Mi, kwhPer100KmToMiPerKwh } from './units.ts';

describe('charging consumption', () => {
  it('reads kWh per 100 of the distance unit', () => {
    expect(energyEconomyInUnits(15, { distance: 'km' })).toEqual({ value: 15, unit: 'kWh/100 km' });
    const mi = energyEconomyInUnits(15, { distance: 'mi' });
    expect(mi.unit).toBe('kWh/100 mi');
    expect(mi.value).toBeCloseTo(24.14, 2);
  });

  it('converts to kWh/100 mi and mi/kWh (each the other way round of the other)', () => {
    expect(kwhPer100KmToKwhPer100Mi(20)).toBeCloseTo(32.19, 2);
    // 20 kWh/100 km: 100 km = 62.14 mi on 20 kWh → 3.11 mi/kWh
    expect(kwhPer100KmToMiPerKwh(20)).toBeCloseTo(3.107, 3);
    expect(kwhPer100KmToMiPerKwh(20) * kwhPer100KmToKwhPer100Mi(20)).toBeCloseTo(100, 10);
  });
});
