// Cost per km (or mi) of the asker's cars from the garage's own figures, and which is cheaper.
import type { AskSource } from '../../../../shared/ask-odo.ts';
import { carName, distance, formatMoney } from './format.ts';
import { fuelCostPerDistance } from './fill-ups.ts';
import { type BuiltInAnswer, carsIn, vehicleSource, type Ctx, noCars } from './context.ts';

/** Cost per km (or mi) of each garage car from the garage's own figures, and which is cheaper. */
export function costCompare(ctx: Ctx): BuiltInAnswer {
  const { g, q } = ctx;
  if (g.vehicles.length === 0) return noCars(g, 'what your cars cost per distance');
  const { cars } = carsIn(ctx);
  const unit = g.units.distance;
  // "cheaper to fuel", "charging cost per km": fuel or charging only; otherwise every cost.
  const fuelOnly =
    /\b(fuel|fuelling|fueling|petrol|gas|diesel|charg\w*|energy|electricity|fill)/.test(q);
  const lines: string[] = [];
  const sources: AskSource[] = [];
  const priced: Array<{ name: string; perDistance: number; currency: string }> = [];
  for (const car of cars) {
    const figures = g.costs.find((c) => c.vehicleId === car.id);
    const fuel = fuelCostPerDistance(car);
    sources.push(vehicleSource(car));
    const fuelText = fuel
      ? `${car.fuelType === 'electric' ? 'charging' : 'fuel'} alone ${formatMoney(fuel.perDistance, fuel.currency)} per ${unit} (${formatMoney(fuel.perDistance * 100, fuel.currency)} per 100 ${unit})`
      : null;
    if (fuelOnly) {
      if (fuel)
        priced.push({ name: carName(car), perDistance: fuel.perDistance, currency: fuel.currency });
      lines.push(
        `• ${carName(car)}: ${fuelText ?? `not enough ${car.fuelType === 'electric' ? 'charging sessions' : 'fill-ups'} with odometer readings yet`}.`,
      );
      continue;
    }
    if (figures && figures.currency === null && figures.totals.length > 1) {
      const perCurrency = figures.totals
        .filter((t) => t.costPerDistance !== null)
        .map((t) => `${formatMoney(t.costPerDistance!, t.currency)} per ${unit} in ${t.currency}`);
      lines.push(
        `• ${carName(car)}: its costs are recorded in more than one currency, so they are not added together${perCurrency.length ? ` (${perCurrency.join(' + ')})` : ''}.`,
      );
      continue;
    }
    if (
      !figures ||
      figures.costPerDistance === null ||
      figures.currency === null ||
      figures.total === null
    ) {
      lines.push(
        `• ${carName(car)}: not enough odometer readings yet to work out a cost per ${unit} (it needs records at two different mileages).`,
      );
      continue;
    }
    const parts = [
      (figures.fuel ?? 0) > 0
        ? `${car.fuelType === 'electric' ? 'charging' : 'fuel'} ${formatMoney(figures.fuel!, figures.currency)}`
        : null,
      (figures.maintenance ?? 0) > 0
        ? `maintenance ${formatMoney(figures.maintenance!, figures.currency)}`
        : null,
      (figures.expenses ?? 0) > 0
        ? `other costs ${formatMoney(figures.expenses!, figures.currency)}`
        : null,
    ].filter(Boolean);
    lines.push(
      `• ${carName(car)}: ${formatMoney(figures.costPerDistance, figures.currency)} per ${unit} in all — ${formatMoney(figures.total, figures.currency)} over ${distance(g, figures.distance)}${parts.length ? ` (${parts.join(', ')})` : ''}${fuelText ? `; ${fuelText}` : ''}.`,
    );
    priced.push({
      name: carName(car),
      perDistance: figures.costPerDistance,
      currency: figures.currency,
    });
  }
  let verdict = '';
  const sameCurrency = priced.every((p) => p.currency === priced[0]?.currency);
  if (priced.length >= 2 && sameCurrency) {
    const sorted = [...priced].sort((a, b) => a.perDistance - b.perDistance);
    const cheap = sorted[0]!;
    const dear = sorted.at(-1)!;
    const ratio = dear.perDistance / Math.max(cheap.perDistance, 0.0001);
    const what = fuelOnly ? 'to fuel' : 'to run';
    verdict =
      ratio < 1.05
        ? `\n\nVerdict: they cost about the same per ${unit}.`
        : `\n\nVerdict: the ${cheap.name} is ${priced.length > 2 ? 'the cheapest' : 'cheaper'} ${what} — ${formatMoney(cheap.perDistance, cheap.currency)} per ${unit}, against ${formatMoney(dear.perDistance, dear.currency)} for the ${dear.name}, the most expensive (${Math.round((ratio - 1) * 100)}% more).`;
  } else if (priced.length >= 2) {
    verdict =
      '\n\nThe cars are recorded in different currencies, so I have not compared them directly.';
  }
  const basis = fuelOnly
    ? `${/charg/.test(q) ? 'Charging' : 'Fuel'} cost per ${unit} (what was paid for every fill after the first, over the distance between the first and latest fill-up readings):`
    : `Cost per ${unit} over everything recorded (fuel or charging, maintenance and other costs, divided by the distance between the first and latest odometer readings):`;
  return { intent: 'cost_compare', text: `${basis}\n${lines.join('\n')}${verdict}`, sources };
}
