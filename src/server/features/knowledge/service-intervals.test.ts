import { describe, expect, it } from 'vitest';
import { powertrainOf, SERVICE_INTERVALS } from './service-intervals.ts';

// [km, months] per powertrain; null: the item does not apply to that powertrain.
type Pair = [number | null, number | null] | null;
const PINNED: Record<string, { combustion: Pair; hybrid: Pair; electric: Pair }> = {
  oil_change: { combustion: [15_000, 12], hybrid: [15_000, 12], electric: null },
  tyre_rotation: { combustion: [10_000, 12], hybrid: [10_000, 12], electric: [10_000, 12] },
  brake_pads: { combustion: [40_000, null], hybrid: [60_000, null], electric: [80_000, null] },
  brake_fluid: { combustion: [null, 24], hybrid: [null, 24], electric: [null, 24] },
  coolant: { combustion: [160_000, 120], hybrid: [160_000, 120], electric: null },
  air_filter: { combustion: [30_000, 24], hybrid: [30_000, 24], electric: null },
  cabin_filter: { combustion: [20_000, 12], hybrid: [20_000, 12], electric: [20_000, 12] },
  spark_plugs: { combustion: [100_000, 96], hybrid: [100_000, 96], electric: null },
  timing_belt: { combustion: [100_000, 72], hybrid: [100_000, 72], electric: null },
  transmission_fluid: { combustion: [90_000, 72], hybrid: [90_000, 72], electric: null },
  battery: { combustion: [null, 60], hybrid: [null, 60], electric: [null, 60] },
  tyres: { combustion: [50_000, 72], hybrid: [50_000, 72], electric: [40_000, 72] },
  inspection: { combustion: [null, 12], hybrid: [null, 12], electric: [null, 12] },
};

const pairOf = (interval: { km: number | null; months: number | null } | undefined): Pair =>
  interval ? [interval.km, interval.months] : null;

describe('SERVICE_INTERVALS', () => {
  it('derives every powertrain’s interval from the base table, as pinned here', () => {
    const derived = Object.fromEntries(
      SERVICE_INTERVALS.map((entry) => [
        entry.type,
        {
          combustion: pairOf(entry.intervals.combustion),
          hybrid: pairOf(entry.intervals.hybrid),
          electric: pairOf(entry.intervals.electric),
        },
      ]),
    );
    expect(derived).toEqual(PINNED);
    expect(SERVICE_INTERVALS.map((entry) => entry.type)).toEqual(Object.keys(PINNED));
  });

  it('lists only the powertrains an item applies to, and spark plugs for spark ignition only', () => {
    for (const entry of SERVICE_INTERVALS) {
      const expected = Object.entries(PINNED[entry.type]!)
        .filter(([, pair]) => pair !== null)
        .map(([powertrain]) => powertrain);
      expect(Object.keys(entry.intervals).sort()).toEqual(expected.sort());
      expect(entry.source.length).toBeGreaterThan(20);
    }
    const sparkOnly = SERVICE_INTERVALS.filter((entry) => entry.sparkIgnitionOnly);
    expect(sparkOnly.map((entry) => entry.type)).toEqual(['spark_plugs']);
  });

  it('gives each powertrain its own interval object', () => {
    const oil = SERVICE_INTERVALS.find((entry) => entry.type === 'oil_change')!;
    expect(oil.intervals.combustion).toEqual(oil.intervals.hybrid);
    expect(oil.intervals.combustion).not.toBe(oil.intervals.hybrid);
  });
});

describe('powertrainOf', () => {
  it('maps fuel types onto the table’s powertrains', () => {
    expect(powertrainOf('electric')).toBe('electric');
    expect(powertrainOf('hybrid')).toBe('hybrid');
    expect(powertrainOf('plug_in_hybrid')).toBe('hybrid');
    expect(powertrainOf('diesel')).toBe('combustion');
    expect(powertrainOf(null)).toBe('combustion');
  });
});
