// Questions about a car's fill-ups or charging sessions themselves: how many, the average cost of
// one, the price paid per litre (gallon, kWh), the latest one and the distance between the last two,
// and the fuel (or charging) cost per distance — from the records in the grounding.
import type { AskSource } from '../../../../shared/ask-odo.ts';
import type { GroundedVehicle, Grounding } from '../grounding.ts';
import { carName, formatDate, formatMoney, formatNumber, plural } from './format.ts';

const VOLUME_LABEL = { l: 'litre', us_gal: 'gallon', uk_gal: 'gallon' } as const;

/**
 * The fuel (or charging) cost per distance: what was paid for every fill after the first, over
 * the distance between the first and the last odometer reading (the first fill only fills the
 * tank the distance is then driven on). null without two readings.
 */
export function fuelCostPerDistance(
  car: GroundedVehicle,
): { perDistance: number; currency: string } | null {
  const fills = car.fuelRecords
    .filter((f) => f.odometer !== null)
    .sort((a, b) => a.odometer! - b.odometer! || a.date.localeCompare(b.date));
  if (fills.length < 2) return null;
  const currency = fills[0]!.currency;
  if (fills.some((f) => f.currency !== currency)) return null;
  const span = fills.at(-1)!.odometer! - fills[0]!.odometer!;
  if (span <= 0) return null;
  const paid = fills.slice(1).reduce((sum, f) => sum + f.cost, 0);
  return { perDistance: paid / span, currency };
}

export function fillUpsAnswer(g: Grounding, cars: readonly GroundedVehicle[]) {
  const lines: string[] = [];
  const sources: AskSource[] = [];
  for (const car of cars) {
    const electric = car.fuelType === 'electric';
    const word = electric ? 'charging session' : 'fill-up';
    const fills = [...car.fuelRecords].sort(
      (a, b) => b.date.localeCompare(a.date) || (b.odometer ?? 0) - (a.odometer ?? 0),
    );
    if (fills.length === 0) {
      lines.push(`${carName(car)}: no ${word}s recorded yet.`);
      continue;
    }
    const currency = fills[0]!.currency;
    const same = fills.every((f) => f.currency === currency);
    const parts: string[] = [`${plural(fills.length, word)} recorded`];
    if (same) {
      const total = fills.reduce((s, f) => s + f.cost, 0);
      parts.push(
        `${formatMoney(total, currency)} in all, ${formatMoney(total / fills.length, currency)} on average per ${word}`,
      );
      const volumes = fills.filter((f) => (electric ? f.kwh : f.volume) !== null);
      const amount = volumes.reduce((s, f) => s + (electric ? f.kwh! : f.volume!), 0);
      const cost = volumes.reduce((s, f) => s + f.cost, 0);
      if (amount > 0) {
        const unit = electric ? 'kWh' : VOLUME_LABEL[g.units.volume];
        parts.push(`an average price of ${formatMoney(cost / amount, currency)} per ${unit}`);
      }
    }
    const last = fills[0]!;
    const lastBits = [
      formatDate(last.date),
      last.odometer !== null ? `at ${formatNumber(last.odometer)} ${g.units.distance}` : null,
      electric
        ? last.kwh !== null
          ? `${formatNumber(last.kwh, 1)} kWh`
          : null
        : last.volume !== null
          ? `${formatNumber(last.volume, 1)} ${g.units.volume === 'l' ? 'L' : 'gal'}`
          : null,
      formatMoney(last.cost, last.currency),
    ].filter(Boolean);
    parts.push(`the latest on ${lastBits.join(', ')}`);
    const withOdo = fills.filter((f) => f.odometer !== null);
    if (withOdo.length >= 2) {
      const gap = withOdo[0]!.odometer! - withOdo[1]!.odometer!;
      if (gap > 0)
        parts.push(`${formatNumber(gap)} ${g.units.distance} driven between the last two ${word}s`);
    }
    // What those fills say about consumption, in the car's own unit (kWh/100 km for an EV).
    const economy = car.fuelEconomy;
    if (economy.average !== null)
      parts.push(`average consumption ${formatNumber(economy.average, 1)} ${economy.unit}`);
    const perDistance = fuelCostPerDistance(car);
    if (perDistance) {
      parts.push(
        `${electric ? 'charging' : 'fuel'} costs ${formatMoney(perDistance.perDistance, perDistance.currency)} per ${g.units.distance} (${formatMoney(perDistance.perDistance * 100, perDistance.currency)} per 100 ${g.units.distance})`,
      );
    }
    lines.push(`${carName(car)}: ${parts.join('; ')}.`);
    sources.push({
      kind: 'record',
      title: `${electric ? 'Charging' : 'Fill-up'} — ${carName(car)}`,
      detail: lastBits.join(' · '),
      vehicleId: car.id,
    });
  }
  return { text: lines.join('\n\n'), sources };
}

/** "What reminders have I set?": every open reminder of the asker's cars, soonest first. */
export function remindersAnswer(cars: readonly GroundedVehicle[]) {
  const items = cars.flatMap((car) =>
    car.upcoming.filter((item) => item.kind === 'reminder').map((item) => ({ car, item })),
  );
  if (items.length === 0) {
    return {
      text: "You have no open reminders. Add one on a car's page (Reminders) — for example an insurance renewal or a tyre change — and Odo will tell you when it is due.",
      sources: [] as AskSource[],
    };
  }
  items.sort((a, b) =>
    (a.item.effectiveDate ?? '9999').localeCompare(b.item.effectiveDate ?? '9999'),
  );
  const lines = items.map(({ car, item }) => {
    const when = [
      item.dueDate ? `on ${formatDate(item.dueDate)}` : null,
      item.dueMileage !== null ? `at ${formatNumber(item.dueMileage)}` : null,
    ]
      .filter(Boolean)
      .join(' or ');
    return `• ${item.title} — ${carName(car)}${when ? `, due ${when}` : ''}${item.status === 'overdue' ? ' (overdue)' : ''}.`;
  });
  return {
    text: `Your reminders (${items.length}):\n${lines.join('\n')}`,
    sources: items.map(({ car, item }) => ({
      kind: 'upcoming' as const,
      title: `${item.title} — ${carName(car)}`,
      detail: 'Your reminder',
      vehicleId: car.id,
    })),
  };
}
