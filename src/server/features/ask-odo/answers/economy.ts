// Fuel economy and EV consumption from the owner's fill-ups, and the US EPA rating of a car.
import type { AskSource } from '../../../../shared/ask-odo.ts';
import {
  kwhPer100KmToMiPerKwh,
  lPer100KmToMpgUk,
  lPer100KmToMpgUs,
} from '../../../../shared/units.ts';
import { findEpaRatings, matchedName, type EpaQuery } from '../../knowledge/epa-ratings.ts';
import { describeEpaRating } from '../../knowledge/epa-text.ts';
import type { GroundedVehicle } from '../grounding.ts';
import { carName, distance, formatDate, formatMoney, formatNumber, plural } from './format.ts';
import {
  type BuiltInAnswer,
  carsIn,
  vehicleSource,
  type Ctx,
  noCars,
  whichCar,
  aboutAnotherCar,
} from './context.ts';

/** The same average in the other common units: "(46.1 mpg US, 55.4 mpg UK)" or "(24.1 kWh/100 mi, 4.1 mi/kWh)". */
export function otherUnits(e: GroundedVehicle['fuelEconomy']): string {
  if (e.averageLPer100Km !== null && e.averageLPer100Km > 0) {
    const l = e.averageLPer100Km;
    return ` (${formatNumber(l, 1)} L/100 km, ${formatNumber(lPer100KmToMpgUs(l), 1)} mpg US, ${formatNumber(lPer100KmToMpgUk(l), 1)} mpg UK)`.replace(
      e.unit === 'L/100 km' ? `${formatNumber(l, 1)} L/100 km, ` : '\u0000',
      '',
    );
  }
  if (e.averageKwhPer100Km !== null && e.averageKwhPer100Km > 0) {
    const k = e.averageKwhPer100Km;
    // kWh/100 mi as well: owners in miles quote it (EPA labels give kWh/100 mi).
    return ` (${formatNumber(k, 1)} kWh/100 km, ${formatNumber(k * 1.609344, 1)} kWh/100 mi, ${formatNumber(kwhPer100KmToMiPerKwh(k), 1)} mi/kWh)`.replace(
      e.unit === 'kWh/100 km' ? `${formatNumber(k, 1)} kWh/100 km, ` : '\u0000',
      '',
    );
  }
  return '';
}
/**
 * With several cars, which is the most economical and which the thirstiest, among cars measured
 * in the same unit (fuel cars by L/100 km or mpg, electric ones by kWh): "" for one car.
 */
function compareVerdict(cars: readonly GroundedVehicle[]): string {
  const lines: string[] = [];
  const groups = new Map<string, GroundedVehicle[]>();
  for (const car of cars) {
    const e = car.fuelEconomy;
    if (e.average === null) continue;
    groups.set(e.unit, [...(groups.get(e.unit) ?? []), car]);
  }
  for (const [unit, group] of groups) {
    if (group.length < 2) continue;
    const lowerIsBetter = unit.includes('/100');
    const sorted = [...group].sort((a, b) =>
      lowerIsBetter
        ? a.fuelEconomy.average! - b.fuelEconomy.average!
        : b.fuelEconomy.average! - a.fuelEconomy.average!,
    );
    const best = sorted[0]!;
    const worst = sorted.at(-1)!;
    const fmt = (car: GroundedVehicle) =>
      `${carName(car)} (${formatNumber(car.fuelEconomy.average!, 1)} ${unit})`;
    lines.push(
      `Of your cars measured in ${unit}, the most economical is the ${fmt(best)}; the one that uses the most is the ${fmt(worst)}.`,
    );
  }
  const electric = cars.filter((c) => c.fuelType === 'electric' && c.fuelEconomy.average !== null);
  if (electric.length && groups.size > 1)
    lines.push(
      `Electric consumption (kWh) and fuel (litres or gallons) are different energy, so compare them by cost per ${cars[0]!.units.distance} instead.`,
    );
  return lines.length ? `\n\n${lines.join(' ')}` : '';
}

export function economy(ctx: Ctx): BuiltInAnswer {
  const { g } = ctx;
  if (g.vehicles.length === 0) return noCars(g, 'your fuel economy');
  const { cars } = carsIn(ctx);
  const lines: string[] = [];
  const sources: AskSource[] = [];
  for (const car of cars) {
    const e = car.fuelEconomy;
    if (e.average === null) {
      lines.push(
        `${carName(car)}: I can't work out its fuel economy yet. It needs two full-tank fill-ups with odometer readings (${plural(car.fuelRecords.length, 'fill-up')} recorded so far).`,
      );
      sources.push(vehicleSource(car));
      continue;
    }
    const unit = e.unit;
    const lowerIsBetter = unit.includes('/100');
    let line = `${carName(car)} averages ${formatNumber(e.average, 1)} ${unit}${otherUnits(e)} over ${plural(e.trend.length, car.fuelType === 'electric' ? 'measured charge' : 'measured tank')}`;
    if (e.last !== null)
      line += `; the latest ${car.fuelType === 'electric' ? 'charge' : 'tank'} was ${formatNumber(e.last, 1)} ${unit}`;
    line += '.';
    const values = e.trend.map((point) => point.value).filter((v): v is number => v !== null);
    if (values.length >= 2) {
      const half = Math.floor(values.length / 2);
      const earlier = values.slice(0, half);
      const later = values.slice(half);
      const mean = (list: number[]) => list.reduce((s, v) => s + v, 0) / list.length;
      const change = (mean(later) - mean(earlier)) / mean(earlier);
      const better = lowerIsBetter ? change < 0 : change > 0;
      if (Math.abs(change) < 0.02) line += ' The trend is steady.';
      else {
        line += ` The trend is ${better ? 'improving' : 'getting worse'}: ${formatNumber(mean(earlier), 1)} → ${formatNumber(mean(later), 1)} ${unit} (${better ? '' : '+'}${formatNumber(Math.abs(change) * 100 * (better ? 1 : 1), 0)}% ${lowerIsBetter ? (better ? 'less fuel' : 'more fuel') : better ? 'better' : 'worse'}).`;
        if (!better) {
          line += ' Tyre pressure, short trips, cold weather and roof boxes are the usual causes.';
        }
      }
    }
    lines.push(line);
    sources.push(vehicleSource(car));
    const fills = car.fuelRecords.slice(0, 3);
    for (const fill of fills) {
      sources.push({
        kind: 'record',
        title: `Fill-up — ${carName(car)}`,
        detail: [
          formatDate(fill.date),
          fill.odometer !== null ? distance(g, fill.odometer) : null,
          fill.volume !== null
            ? `${formatNumber(fill.volume, 1)} ${g.units.volume === 'l' ? 'L' : 'gal'}`
            : null,
          formatMoney(fill.cost, fill.currency),
        ]
          .filter(Boolean)
          .join(' · '),
        vehicleId: car.id,
      });
    }
  }
  return { intent: 'economy', text: lines.join('\n\n') + compareVerdict(cars), sources };
}
/** The EPA's rating of the named car (or the asker's), beside the owner's own average. */
export function rating(ctx: Ctx): BuiltInAnswer {
  const { u, g } = ctx;
  const own = !aboutAnotherCar(ctx) && g.vehicles.length > 0 ? carsIn(ctx).cars : [];
  const asked: Array<{ query: EpaQuery; car?: GroundedVehicle; label: string }> = [
    ...u.otherCars
      .filter((m) => m.model && m.year !== null)
      .slice(0, 2)
      .map((m) => ({
        query: {
          year: m.year!,
          make: m.make,
          model: m.model!,
          trim: [...m.trim, m.engine].filter(Boolean).join(' ') || null,
        },
        label: `${m.year} ${m.make} ${m.model}`,
      })),
    ...own.slice(0, 3).map((car) => ({
      query: {
        year: car.year,
        make: car.make,
        model: car.model,
        trim: car.trim,
        fuelType: car.fuelType,
      },
      car,
      label: carName(car),
    })),
  ];
  if (asked.length === 0) {
    if (u.otherCars.some((m) => m.year === null))
      return whichCar(ctx, 'its EPA rating (ratings differ by model year)');
    return g.vehicles.length ? economy(ctx) : whichCar(ctx, 'its EPA rating');
  }
  const lines: string[] = [];
  const sources: AskSource[] = [];
  for (const { query, car, label } of asked) {
    const match = findEpaRatings(query);
    if (!match) {
      lines.push(
        `${label}: the US EPA has no rating for it (it was not sold in the US, or it is a heavy-duty truck the EPA does not rate).`,
      );
      continue;
    }
    let line = describeEpaRating(match, g.units);
    if (car && car.fuelEconomy.average !== null) {
      line += ` Your ${car.model} averages ${formatNumber(car.fuelEconomy.average, 1)} ${car.fuelEconomy.unit}${otherUnits(car.fuelEconomy)} from your ${car.fuelType === 'electric' ? 'charging sessions' : 'fill-ups'}.`;
    }
    lines.push(line);
    sources.push({
      kind: 'rating',
      title: `EPA rating — ${matchedName(match)}`,
      detail: 'US EPA / DOE fueleconomy.gov ratings (public domain)',
      ...(car ? { vehicleId: car.id } : {}),
    });
  }
  return { intent: 'rating', text: lines.join('\n\n'), sources };
}
