// Fuel economy the way Fuelly computes it: a figure exists only for a full fill that closes a
// segment begun by an earlier full fill, summing the partial fills in between, and never across an
// entry marked "missed previous". Liquid fuel (litres) and charging (kWh) are separate streams.
import type { FuelEconomyFigures } from '../../../shared/garage-vocab.ts';
import {
  energyEconomyInUnits,
  kwhPer100KmToKwhPer100Mi,
  kwhPer100KmToMiPerKwh,
  lPer100KmToMpgUk,
  lPer100KmToMpgUs,
  type Units,
  economyInUnits,
} from '../../../shared/units.ts';

export interface FillUp {
  id: string;
  date: string;
  /** km */
  odometer: number | null;
  volume: number | null;
  kwh: number | null;
  fullTank: boolean;
  missedPrevious: boolean;
}

export interface Segment {
  /** The full fill that closes the segment. */
  id: string;
  date: string;
  odometer: number;
  distanceKm: number;
  amount: number;
  /** L/100 km for fuel, kWh/100 km for charging. */
  per100Km: number;
}

export interface EconomyResult {
  fuel: Segment[];
  energy: Segment[];
}

/** Fill-ups in driving order: by odometer, then date, then id (a stable order for equal readings). */
function drivingOrder(a: FillUp, b: FillUp) {
  return (
    (a.odometer ?? 0) - (b.odometer ?? 0) ||
    a.date.localeCompare(b.date) ||
    a.id.localeCompare(b.id)
  );
}

function segments(fills: FillUp[], amountOf: (fill: FillUp) => number | null): Segment[] {
  const result: Segment[] = [];
  let anchor: number | null = null;
  let amount = 0;
  for (const fill of fills) {
    const value = amountOf(fill);
    if (value === null || fill.odometer === null) continue;
    if (fill.missedPrevious) {
      // What was burnt since the anchor is unknown: start again from this fill if it is full.
      anchor = fill.fullTank ? fill.odometer : null;
      amount = 0;
      continue;
    }
    if (anchor === null) {
      if (fill.fullTank) {
        anchor = fill.odometer;
        amount = 0;
      }
      continue;
    }
    amount += value;
    if (!fill.fullTank) continue;
    const distanceKm = fill.odometer - anchor;
    if (distanceKm > 0) {
      result.push({
        id: fill.id,
        date: fill.date,
        odometer: fill.odometer,
        distanceKm,
        amount,
        per100Km: (amount / distanceKm) * 100,
      });
    }
    anchor = fill.odometer;
    amount = 0;
  }
  return result;
}

/** Every measurable segment of a car's fill-ups (liquid fuel and charging). */
export function computeEconomy(fills: readonly FillUp[]): EconomyResult {
  const ordered = [...fills].sort(drivingOrder);
  return {
    fuel: segments(ordered, (fill) => fill.volume),
    energy: segments(ordered, (fill) => fill.kwh),
  };
}

/** Distance-weighted average over segments (total amount / total distance), per 100 km. */
export function averagePer100Km(list: readonly Segment[]): number | null {
  const distance = list.reduce((sum, segment) => sum + segment.distanceKm, 0);
  if (distance <= 0) return null;
  const amount = list.reduce((sum, segment) => sum + segment.amount, 0);
  return (amount / distance) * 100;
}

/** The reply's economy figures for one segment or a whole car (shared with the web app). */
export type EconomyFigures = FuelEconomyFigures;

const r2 = (value: number) => Math.round(value * 100) / 100;

export function figures(
  lPer100Km: number | null,
  kwhPer100Km: number | null,
  units: Units,
): EconomyFigures {
  // Liquid fuel first (a segment is one or the other); charging reads kWh per 100 km or mi.
  const shown =
    lPer100Km !== null
      ? economyInUnits(lPer100Km, units)
      : kwhPer100Km !== null
        ? energyEconomyInUnits(kwhPer100Km, units)
        : null;
  return {
    lPer100Km: lPer100Km === null ? null : r2(lPer100Km),
    mpgUs: lPer100Km === null ? null : r2(lPer100KmToMpgUs(lPer100Km)),
    mpgUk: lPer100Km === null ? null : r2(lPer100KmToMpgUk(lPer100Km)),
    kwhPer100Km: kwhPer100Km === null ? null : r2(kwhPer100Km),
    kwhPer100Mi: kwhPer100Km === null ? null : r2(kwhPer100KmToKwhPer100Mi(kwhPer100Km)),
    miPerKwh: kwhPer100Km === null ? null : r2(kwhPer100KmToMiPerKwh(kwhPer100Km)),
    value: shown ? r2(shown.value) : null,
    unit: shown ? shown.unit : null,
  };
}
