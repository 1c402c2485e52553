// The vehicle page's "your economy vs the EPA combined rating": the car's US EPA rating
// (knowledge/epa-ratings.ts) beside the owner's average from the fill-ups, both in the user's
// units, compared in consumption terms so mpg and L/100 km give the same verdict.
import type {
  EpaComparisonFigures,
  FuelEconomySummary,
  FuelType,
  VehicleEpaRating,
} from '../../../shared/garage-vocab.ts';
import {
  economyInUnits,
  energyEconomyInUnits,
  KM_PER_MI,
  kwhPer100KmToMiPerKwh,
  MPG_US_FACTOR,
  round,
  type Units,
} from '../../../shared/units.ts';
import { findEpaRatings, matchedName, type EpaRating } from '../knowledge/epa-ratings.ts';

/** Within this many % of the rating the owner's figure reads as "close to" it. */
export const EPA_CLOSE_PERCENT = 5;

/** An EPA figure (mpg US, or kWh/100 mi) → per 100 km (L or kWh). */
const per100KmOf = (value: number, electric: boolean) =>
  electric ? value / KM_PER_MI : MPG_US_FACTOR / value;

const inUnits = (per100Km: number, electric: boolean, units: Units) =>
  electric ? energyEconomyInUnits(per100Km, units) : economyInUnits(per100Km, units);

function summaryOf(figures: Omit<EpaComparisonFigures, 'summary'>, electric: boolean): string {
  const rating = `${figures.combined} ${figures.unit}`;
  if (figures.yours === null || figures.differencePercent === null) {
    return `EPA combined rating: ${rating}. Add two full ${electric ? 'charges' : 'fill-ups'} to compare your car with it.`;
  }
  const yours = `You average ${figures.yours} ${figures.unit}`;
  const what = electric ? 'energy' : 'fuel';
  const by = Math.abs(figures.differencePercent);
  if (figures.verdict === 'close') {
    return `${yours}, within ${EPA_CLOSE_PERCENT}% of the EPA combined rating (${rating}).`;
  }
  return `${yours}: ${by}% ${figures.verdict === 'better' ? 'less' : 'more'} ${what} than the EPA combined rating (${rating}).`;
}

function compared(
  rating: EpaRating,
  yoursPer100Km: number | null,
  electric: boolean,
  units: Units,
): EpaComparisonFigures {
  const ratingPer100Km = per100KmOf(rating.combined, electric);
  const shown = (epaValue: number | null) =>
    epaValue === null
      ? null
      : round(inUnits(per100KmOf(epaValue, electric), electric, units).value, 1);
  const { unit } = inUnits(ratingPer100Km, electric, units);
  const difference =
    yoursPer100Km === null ? null : ((yoursPer100Km - ratingPer100Km) / ratingPer100Km) * 100;
  const per100Km = (epaValue: number | null) =>
    epaValue === null ? null : round(per100KmOf(epaValue, electric), 2);
  const figures = {
    combined: shown(rating.combined)!,
    city: shown(rating.city),
    highway: shown(rating.highway),
    unit,
    higherIsBetter: unit.startsWith('mpg'),
    miPerKwh:
      electric && units.distance === 'mi' ? round(kwhPer100KmToMiPerKwh(ratingPer100Km), 2) : null,
    epa: {
      combined: rating.combined,
      city: rating.city,
      highway: rating.highway,
      unit: rating.unit,
    },
    per100Km: {
      combined: per100Km(rating.combined)!,
      city: per100Km(rating.city),
      highway: per100Km(rating.highway),
      yours: yoursPer100Km === null ? null : round(yoursPer100Km, 2),
    },
    yours: yoursPer100Km === null ? null : round(inUnits(yoursPer100Km, electric, units).value, 1),
    differencePercent: difference === null ? null : round(difference),
    verdict:
      difference === null
        ? null
        : Math.abs(difference) <= EPA_CLOSE_PERCENT
          ? ('close' as const)
          : difference < 0
            ? ('better' as const)
            : ('worse' as const),
  };
  return { ...figures, summary: summaryOf(figures, electric) };
}

/** The detail reply's `epa`: null when the EPA never rated this car. */
export function vehicleEpaRating(
  vehicle: { year: number; make: string; model: string; trim: string; fuelType: string | null },
  economy: Pick<FuelEconomySummary, 'averageLPer100Km' | 'averageKwhPer100Km'>,
  units: Units,
): VehicleEpaRating | null {
  const match = findEpaRatings({
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    trim: vehicle.trim,
    fuelType: (vehicle.fuelType as FuelType | null) ?? null,
  });
  if (!match) return null;
  const electric = match.powertrain.kind === 'electric';
  return {
    ...compared(
      match.rating,
      electric ? economy.averageKwhPer100Km : economy.averageLPer100Km,
      electric,
      units,
    ),
    matched: matchedName(match),
    approximate: match.approximate,
    powertrain: match.powertrain.kind,
    variants: match.variants.length,
    charging: match.electricRating
      ? compared(match.electricRating, economy.averageKwhPer100Km, true, units)
      : null,
    source: match.source,
  };
}
