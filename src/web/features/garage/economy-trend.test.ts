import { describe, expect, it } from 'vitest';
import { economyTrend } from './economy-trend.ts';
import type { Vehicle } from './garage-types.ts';

type Fill = Vehicle['fuelRecords'][number];

function fill(date: string, lPer100Km: number | null, extra: Partial<Fill> = {}): Fill {
  return {
    id: date,
    vehicleId: 'v1',
    date,
    cost: 50,
    currency: 'USD',
    volume: 40,
    kwh: null,
    odometer: null,
    fullTank: true,
    missedPrevious: false,
    grade: null,
    economy:
      lPer100Km == null
        ? null
        : {
            lPer100Km,
            mpgUs: null,
            mpgUk: null,
            kwhPer100Km: null,
            kwhPer100Mi: null,
            miPerKwh: null,
            value: lPer100Km,
            unit: 'L/100 km',
          },
    createdAt: `${date}T10:00:00.000Z`,
    ...extra,
  } as Fill;
}

const metric = { distance: 'km', volume: 'l' } as const;
const us = { distance: 'mi', volume: 'us_gal' } as const;

describe('economyTrend', () => {
  it('is null until a full tank closes a measurable stretch', () => {
    expect(economyTrend({ fuelType: 'petrol', fuelRecords: [] }, metric)).toBeNull();
    expect(
      economyTrend({ fuelType: 'petrol', fuelRecords: [fill('2026-11-01', null)] }, metric),
    ).toBeNull();
  });

  it('lists the last figures oldest first and calls a lower L/100 km better', () => {
    const trend = economyTrend(
      {
        fuelType: 'petrol',
        fuelRecords: [fill('2026-11-20', 6.5), fill('2026-10-01', 8), fill('2026-11-01', 7.2)],
      },
      metric,
    );
    expect(trend).toMatchObject({
      values: [8, 7.2, 6.5],
      latestPer100Km: 6.5,
      direction: 'better',
    });
  });

  it('reads in the user units: in mpg a drop in L/100 km is still better (the figure goes up)', () => {
    const trend = economyTrend(
      { fuelType: 'petrol', fuelRecords: [fill('2026-11-01', 8), fill('2026-11-20', 9)] },
      us,
    );
    expect(trend?.direction).toBe('worse');
    expect(trend!.values[0]).toBeCloseTo(29.4, 1);
    expect(trend!.values[1]! < trend!.values[0]!).toBe(true);
  });

  it('keeps only the last `limit` figures and no direction for a single one', () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      fill(`2026-10-${String(i + 10).padStart(2, '0')}`, 6 + i / 10),
    );
    expect(economyTrend({ fuelType: 'petrol', fuelRecords: many }, metric, 5)?.values).toHaveLength(
      5,
    );
    expect(
      economyTrend({ fuelType: 'petrol', fuelRecords: [fill('2026-11-01', 7)] }, metric)?.direction,
    ).toBeNull();
  });
});
