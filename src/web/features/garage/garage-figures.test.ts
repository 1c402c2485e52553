import { describe, expect, it } from 'vitest';
import { isCharge, lastEconomy } from './garage-figures.ts';
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

describe('lastEconomy', () => {
  it("says whether the newest figure is a charge, so a plug-in hybrid's kWh never reads as litres", () => {
    const fuel = fill({
      date: '2026-01-05',
      volume: 30,
      economy: { ...NO_ECONOMY, lPer100Km: 6 },
    });
    const charge = fill({
      date: '2026-01-09',
      kwh: 12,
      economy: { ...NO_ECONOMY, kwhPer100Km: 18 },
    });
    expect(isCharge(charge)).toBe(true);
    expect(isCharge(fuel)).toBe(false);
    expect(lastEconomy({ fuelRecords: [fuel, charge] })).toEqual({ per100Km: 18, electric: true });
    expect(lastEconomy({ fuelRecords: [fuel] })).toEqual({ per100Km: 6, electric: false });
    expect(lastEconomy({ fuelRecords: [fill({ volume: 20 })] })).toBeNull();
  });
});
