// "How much did I spend": the garage's maintenance, fuel and other costs over the period, car and
// category a question names.
import { SERVICE_TYPE_LABELS } from '../../../../shared/garage.ts';
import type { AskSource } from '../../../../shared/ask-odo.ts';
import type { GroundedVehicle } from '../grounding.ts';
import { MONTHS, formatDate, formatMoney, formatTotals, plural, theCar } from './format.ts';
import {
  type BuiltInAnswer,
  serviceTypeIn,
  carsIn,
  vehicleSource,
  recordSource,
  type Ctx,
  noCars,
} from './context.ts';

export interface Period {
  from: string | null;
  to: string;
  label: string;
}
export function periodIn(question: string, today: string): Period {
  const q = question.replace(/-/g, ' ');
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const pad = (n: number) => String(n).padStart(2, '0');
  if (/this month|so far this month|in the month|current month/.test(q)) {
    return { from: `${year}-${pad(month)}-01`, to: today, label: 'this month' };
  }
  if (/last month|previous month/.test(q)) {
    const y = month === 1 ? year - 1 : year;
    const m = month === 1 ? 12 : month - 1;
    return {
      from: `${y}-${pad(m)}-01`,
      to: `${y}-${pad(m)}-31`,
      label: `in ${MONTHS[m - 1]} ${y}`,
    };
  }
  if (/last year|previous year/.test(q)) {
    return { from: `${year - 1}-01-01`, to: `${year - 1}-12-31`, label: `in ${year - 1}` };
  }
  // "in October", "what has October cost": a month name on its own ("may" only after in/during/for/of).
  const monthIndex = MONTHS.findIndex((name) =>
    new RegExp(
      name === 'May' ? '\\b(in|during|for|of) may\\b' : `\\b${name.toLowerCase()}\\b`,
    ).test(q),
  );
  if (monthIndex >= 0) {
    // The latest such month up to today: "in October" in November 2026 is October 2026.
    const y = monthIndex + 1 <= month ? year : year - 1;
    return {
      from: `${y}-${pad(monthIndex + 1)}-01`,
      to: `${y}-${pad(monthIndex + 1)}-31`,
      label: `in ${MONTHS[monthIndex]} ${y}`,
    };
  }
  // "in 2025", "costs 2026": a year as a period (never "my 2019 Corolla", a model year).
  const named =
    /\b(in|during|for) (20\d\d)\b/.exec(q) ??
    /\b(costs?|spend(?:ing)?|spent|expenses?|bills?|total) (?:in |for |of )?(20\d\d)\b/.exec(q);
  if (named) {
    const y = Number(named[2]);
    return { from: `${y}-01-01`, to: `${y}-12-31`, label: `in ${y}` };
  }
  if (
    /this (calendar |financial )?year|current year|so far this year|year to date|\bytd\b|\bthis yr\b/.test(
      q,
    )
  ) {
    return { from: `${year}-01-01`, to: today, label: `this year (${year})` };
  }
  return { from: null, to: today, label: 'in total (all your records)' };
}
/** "my most expensive repair", "which job cost the most": the priciest records, not a sum. */
const MOST_EXPENSIVE =
  /most expensive|cost(s|ed)? the most|costliest|priciest|biggest (bill|repair|job|expense|cost)|most (i|we) (ever )?(paid|spent)|highest (bill|cost)/;

function mostExpensive(
  ctx: Ctx,
  cars: GroundedVehicle[],
  period: Period,
  inPeriod: (date: string) => boolean,
): BuiltInAnswer {
  const { g } = ctx;
  const records = cars
    .flatMap((car) => car.maintenanceRecords.map((record) => ({ car, record })))
    .filter(({ record }) => inPeriod(record.date) && record.cost > 0)
    .sort((a, b) => b.record.cost - a.record.cost);
  if (records.length === 0) {
    return {
      intent: 'spend',
      text: `There are no maintenance or repair records with a cost ${period.label}.`,
      sources: cars.map(vehicleSource),
    };
  }
  const line = ({ car, record }: (typeof records)[number]) =>
    `${record.type === 'other' && record.description ? record.description : record.typeLabel.toLowerCase()} on ${theCar(car)}, ${formatMoney(record.cost, record.currency)} on ${formatDate(record.date)}`;
  const [top, ...rest] = records;
  let text = `Your most expensive maintenance job ${period.label} was the ${line(top!)}.`;
  if (rest.length)
    text += ` Next: ${rest
      .slice(0, 2)
      .map((r) => line(r))
      .join('; ')}.`;
  return {
    intent: 'spend',
    text,
    sources: records.slice(0, 3).map(({ car, record }) => recordSource(g, car, record)),
  };
}

export type SpendKind = 'fuel' | 'maintenance' | 'expenses' | 'all';
export function spend(ctx: Ctx): BuiltInAnswer {
  const { g, q } = ctx;
  if (g.vehicles.length === 0) return noCars(g, 'what you spent on your cars');
  const { cars, named } = carsIn(ctx);
  const period = periodIn(q, g.today);
  const inPeriod = (date: string) =>
    date <= period.to && (period.from === null || date >= period.from);
  const type = serviceTypeIn(q);
  if (MOST_EXPENSIVE.test(q) && !/\bcars?\b.*\bmost\b|\bwhich (car|of my cars)\b/.test(q))
    return mostExpensive(ctx, cars, period, inPeriod);
  const kind: SpendKind = /\b(fuel|petrol|gas|gasoline|diesel|charging|filling|fill-?ups?)\b/.test(
    q,
  )
    ? 'fuel'
    : type || /maintenance|servic|repair|garage bills?|mechanic/.test(q)
      ? 'maintenance'
      : /insurance|parking|tolls?|tax|registration|lease|loan|cleaning|wash|accessor/.test(q)
        ? 'expenses'
        : 'all';
  // Every category the question names ("tolls and parking"), each summed on its own too.
  const categories = (
    [
      ['insurance', /insurance/],
      ['parking', /parking/],
      ['tolls', /tolls?/],
      ['registration_tax', /tax|registration/],
      ['loan_lease', /lease|loan/],
      ['cleaning', /cleaning|wash/],
    ] as const
  )
    .filter(([, pattern]) => pattern.test(q))
    .map(([category]) => category as string);

  const add = (map: Map<string, number>, currency: string, amount: number) =>
    map.set(currency, (map.get(currency) ?? 0) + Math.round(amount * 100));
  const grand = new Map<string, number>();
  const byCategory = new Map<string, Map<string, number>>();
  const lines: string[] = [];
  const sources: AskSource[] = [];
  let entries = 0;
  for (const car of cars) {
    const byKind = {
      maintenance: new Map<string, number>(),
      fuel: new Map<string, number>(),
      expenses: new Map<string, number>(),
    };
    const total = new Map<string, number>();
    const records = car.maintenanceRecords.filter(
      (r) =>
        inPeriod(r.date) &&
        (kind === 'all' || (kind === 'maintenance' && (!type || r.type === type))),
    );
    const fills = car.fuelRecords.filter(
      (r) => inPeriod(r.date) && (kind === 'all' || kind === 'fuel'),
    );
    const costs = car.expenseOccurrences.filter(
      (e) =>
        inPeriod(e.occurrenceDate) &&
        (kind === 'all' ||
          (kind === 'expenses' && (!categories.length || categories.includes(e.category)))),
    );
    for (const r of records) {
      add(byKind.maintenance, r.currency, r.cost);
      add(total, r.currency, r.cost);
    }
    for (const r of fills) {
      add(byKind.fuel, r.currency, r.cost);
      add(total, r.currency, r.cost);
    }
    for (const e of costs) {
      add(byKind.expenses, e.currency, e.amount);
      add(total, e.currency, e.amount);
    }
    for (const [currency, cents] of total) grand.set(currency, (grand.get(currency) ?? 0) + cents);
    const count = records.length + fills.length + costs.length;
    entries += count;
    const parts: string[] = [];
    if (kind === 'expenses' && categories.length > 1) {
      for (const category of categories) {
        const sum = new Map<string, number>();
        for (const e of costs.filter((c) => c.category === category))
          add(sum, e.currency, e.amount);
        if (sum.size) parts.push(`${category.replace('_', '/')} ${formatTotals(sum, g.currency)}`);
        const all = byCategory.get(category) ?? new Map<string, number>();
        for (const [currency, cents] of sum) all.set(currency, (all.get(currency) ?? 0) + cents);
        byCategory.set(category, all);
      }
    }
    if (kind === 'all') {
      if (records.length) parts.push(`maintenance ${formatTotals(byKind.maintenance, g.currency)}`);
      if (fills.length) parts.push(`fuel ${formatTotals(byKind.fuel, g.currency)}`);
      if (costs.length) parts.push(`other costs ${formatTotals(byKind.expenses, g.currency)}`);
    }
    const what =
      kind === 'fuel'
        ? 'fuel for '
        : kind === 'maintenance'
          ? `${type ? SERVICE_TYPE_LABELS[type].toLowerCase() : 'maintenance'} on `
          : kind === 'expenses'
            ? `${categories.length ? categories.map((c) => c.replace('_', '/')).join(' and ') : 'running costs'} for `
            : '';
    if (cars.length > 1 && count === 0) continue;
    lines.push(
      `${cars.length > 1 ? '• ' : 'You spent '}${formatTotals(total, g.currency)} on ${what}${theCar(car)} ${period.label}${parts.length ? ` — ${parts.join(', ')}` : ''} (${plural(count, 'entry').replace('entrys', 'entries')}).`,
    );
    sources.push(vehicleSource(car));
    const biggest = [...records].sort((a, b) => b.cost - a.cost).slice(0, 3);
    for (const r of biggest) sources.push(recordSource(g, car, r));
  }
  let text = lines.join('\n');
  if (cars.length > 1) {
    text = `You spent ${formatTotals(grand, g.currency)} ${period.label} across ${plural(cars.length, 'car')}${named ? '' : ' in your garage'}:\n${text}`;
    if (byCategory.size > 1)
      text += `\n\nBy category: ${[...byCategory].map(([category, sum]) => `${category.replace('_', '/')} ${formatTotals(sum, g.currency)}`).join(', ')}.`;
  }
  if (entries === 0) {
    text += `\n\nThere are no ${kind === 'all' ? 'costs' : kind === 'maintenance' ? 'maintenance records' : kind} recorded ${period.label}.`;
  }
  return { intent: 'spend', text, sources };
}
