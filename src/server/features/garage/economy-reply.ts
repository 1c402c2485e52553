// A car's economy as the replies carry it, in the reply's units, from one pass over its fill-ups
// (economy.ts): each fill's figures, the last economy and short trend the garage list shows, and
// the detail's summary. The web shows these as given: no screen derives or converts economy.
import type {
  EconomyDirection,
  EconomyTrendDto,
  FuelEconomySummary,
  LastFuelEconomyDto,
} from '../../../shared/garage-vocab.ts';
import { round, type Units } from '../../../shared/units.ts';
import {
  averagePer100Km,
  computeEconomy,
  figures,
  type EconomyFigures,
  type FillUp,
  type Segment,
} from './economy.ts';

/** How many of the last measurable fill-ups the list's trend carries. */
export const ECONOMY_TREND_LENGTH = 8;

/**
 * Below this change (L or kWh per 100 km) between the last two figures the trend has no direction:
 * judged on the stored figure, so L/100 km and mpg (or kWh/100 km and kWh/100 mi) agree.
 */
export const ECONOMY_STEADY_PER_100_KM = 0.05;

export interface CarEconomy {
  units: Units;
  /** The car's figures are charging (kWh), not liquid fuel: an EV, or a car that only charges. */
  charge: boolean;
  /** The segments of that stream, in driving order. */
  segments: Segment[];
  fuel: Segment[];
  energy: Segment[];
  /** Each full fill's figures that closes a segment, by fill id. */
  perFill: Map<string, EconomyFigures>;
}

/**
 * Computes a car's economy once. The car's stream: charging for an electric car (its consumption
 * reads in kWh whatever else was logged) or a car with charges only, else liquid fuel.
 */
export function carEconomy(
  fills: readonly FillUp[],
  fuelType: string | null,
  units: Units,
): CarEconomy {
  const { fuel, energy } = computeEconomy(fills);
  const charge = fuelType === 'electric' || (fuel.length === 0 && energy.length > 0);
  const byId = new Map<string, { fuel?: Segment; energy?: Segment }>();
  for (const segment of fuel) byId.set(segment.id, { fuel: segment });
  for (const segment of energy) byId.set(segment.id, { ...byId.get(segment.id), energy: segment });
  const perFill = new Map(
    [...byId].map(([id, s]) => [
      id,
      figures(s.fuel?.per100Km ?? null, s.energy?.per100Km ?? null, units),
    ]),
  );
  return { units, charge, segments: charge ? energy : fuel, fuel, energy, perFill };
}

/** A figure per 100 km of the car's stream, in the reply's units. */
function shown(economy: CarEconomy, per100Km: number) {
  const f = economy.charge
    ? figures(null, per100Km, economy.units)
    : figures(per100Km, null, economy.units);
  return { value: f.value!, unit: f.unit!, miPerKwh: f.miPerKwh };
}

function unitOf(economy: CarEconomy): string {
  return shown(economy, 1).unit;
}

/** The list's `lastFuelEconomy`: the car's latest measurable fill-up. */
export function lastEconomy(economy: CarEconomy): LastFuelEconomyDto | null {
  const last = economy.segments.at(-1);
  if (!last) return null;
  const { value, unit } = shown(economy, last.per100Km);
  return { value, unit, date: last.date, charge: economy.charge };
}

/** Lower consumption per distance is better, whatever unit it is read in. */
function directionOf(segments: readonly Segment[]): EconomyDirection {
  const latest = segments.at(-1);
  const previous = segments.at(-2);
  if (!latest || !previous) return null;
  const change = latest.per100Km - previous.per100Km;
  if (Math.abs(change) < ECONOMY_STEADY_PER_100_KM) return null;
  return change < 0 ? 'better' : 'worse';
}

/** The list's `economyTrend`: the last measurable fill-ups, oldest first, and which way it goes. */
export function economyTrend(
  economy: CarEconomy,
  length = ECONOMY_TREND_LENGTH,
): EconomyTrendDto | null {
  const recent = economy.segments.slice(-length);
  if (recent.length === 0) return null;
  return {
    unit: unitOf(economy),
    charge: economy.charge,
    values: recent.map((segment) => shown(economy, segment.per100Km).value),
    direction: directionOf(recent),
  };
}

/** mi/kWh beside kWh/100 mi: only for charging read in miles. */
function milesPerKwh(economy: CarEconomy, per100Km: number | null): number | null {
  if (!economy.charge || economy.units.distance !== 'mi' || per100Km === null) return null;
  return shown(economy, per100Km).miPerKwh;
}

/** The detail's `fuelEconomy`. */
export function economySummaryOf(
  economy: CarEconomy,
  fills: ReadonlyArray<{ id: string; date: string; odometer: number | null }>,
  distanceOut: (km: number) => number,
): FuelEconomySummary {
  const averageL = averagePer100Km(economy.fuel);
  const averageKwh = averagePer100Km(economy.energy);
  const averageOfStream = economy.charge ? averageKwh : averageL;
  const last = economy.segments.at(-1);
  const trend = fills
    .filter((fill) => economy.perFill.has(fill.id))
    .map((fill) => {
      const f = economy.perFill.get(fill.id)!;
      return {
        date: fill.date,
        odometer: distanceOut(fill.odometer ?? 0),
        value: f.value,
        unit: f.unit,
        lPer100Km: f.lPer100Km,
        kwhPer100Km: f.kwhPer100Km,
      };
    })
    .sort((a, b) => a.odometer - b.odometer || a.date.localeCompare(b.date));
  return {
    unit: unitOf(economy),
    charge: economy.charge,
    average: averageOfStream === null ? null : shown(economy, averageOfStream).value,
    last: last ? shown(economy, last.per100Km).value : null,
    averageMiPerKwh: roundOrNull(milesPerKwh(economy, averageOfStream)),
    lastMiPerKwh: roundOrNull(milesPerKwh(economy, last?.per100Km ?? null)),
    averageLPer100Km: averageL === null ? null : round(averageL, 2),
    averageKwhPer100Km: averageKwh === null ? null : round(averageKwh, 2),
    trend,
  };
}

const roundOrNull = (value: number | null) => (value === null ? null : round(value, 2));
