import { describe, expect, it } from 'vitest';
import { isCharge, newestFirst } from './garage-figures.ts';
import type { FuelRecord } from './garage-types.ts';

const NO_ECONOMY = {
  lPer100Km: null,
  mpgUs: null,
  mpgUk: null,
  kwhPer100Km: null,
  kwhPer100Mi: null,
  miPerKwh: null,
  value: null,
  unit: null,
};

function fill(over: Partial<FuelRecord>): FuelRecord {
  return {
    id: over.date ?? 'x',
    vehicleId: 'v',
    date: '2026-01-01',
    cost: 10,
    currency: 'USD',
    volume: null,
    kwh: null,
    odometer: 1000,
    fullTank: true,
    missedPrevious: false,
    grade: null,
    economy: null,
    receiptUrl: null,
    createdAt: '2026-01-01T12:00:00.000Z',
    ...over,
  };
}

describe('garage figures', () => {
  it("tells a charge from a fill-up, so a plug-in hybrid's kWh never reads as litres", () => {
    const fuel = fill({ date: '2026-01-05', volume: 30, economy: { ...NO_ECONOMY, lPer100Km: 6 } });
    const charge = fill({ date: '2026-01-09', kwh: 12 });
    expect(isCharge(charge)).toBe(true);
    expect(isCharge(fuel)).toBe(false);
    expect(isCharge(fill({ kwh: 5, volume: 20 }))).toBe(false);
  });

  it('orders records newest first by date, then by odometer', () => {
    const early = fill({ id: 'a', date: '2026-01-01', odometer: 900 });
    const sameDayLow = fill({ id: 'b', date: '2026-01-05', odometer: 1000 });
    const sameDayHigh = fill({ id: 'c', date: '2026-01-05', odometer: 1200 });
    expect(newestFirst([early, sameDayLow, sameDayHigh]).map((r) => r.id)).toEqual(['c', 'b', 'a']);
  });
});
