// Ask Odo's built-in engine: reads a question, decides what it is about (what is due, what was
// spent, fuel economy, when something was last done, known problems, a warning light, how often to
// do X, or anything the knowledge-base articles cover) and answers it from the grounding only.
// Pure and deterministic: no database, no clock (the grounding carries "today"), no network.
import { SERVICE_TYPE_LABELS, type ServiceType } from '../../../shared/garage.ts';
import type { AskSource } from '../../../shared/ask-odo.ts';
import {
  fromKm,
  kwhPer100KmToMiPerKwh,
  lPer100KmToMpgUk,
  lPer100KmToMpgUs,
  round,
} from '../../../shared/units.ts';
import type { ArticleHit, ArticleIndex } from '../knowledge/articles.ts';
import { terms } from '../knowledge/articles.ts';
import type { KnownProblemMatch, KnownProblemQuery } from '../knowledge/knowledge-base.ts';
import { powertrainOf, SERVICE_INTERVALS } from '../knowledge/service-intervals.ts';
import type { BrandFacts } from '../knowledge/schema.ts';
import { findEpaRatings, matchedName, type EpaQuery } from '../knowledge/epa-ratings.ts';
import { describeEpaRating } from '../knowledge/epa-text.ts';
import { findTroubleCodes } from '../knowledge/trouble-codes.ts';
import type { GroundedVehicle, Grounding } from './grounding.ts';
import {
  MONTHS,
  carName,
  distance,
  formatDate,
  formatMoney,
  formatNumber,
  formatTotals,
  plural,
  theCar,
} from './answers/format.ts';
import { troubleCodeAnswer } from './trouble-code-answer.ts';
import { buyingAdvice } from './answers/buying-advice.ts';
import { fillUpsAnswer, fuelCostPerDistance, remindersAnswer } from './answers/fill-ups.ts';
import { careAnswerText } from './answers/care-guide.ts';
import {
  describeProblems,
  problemsFor,
  unknownCarText,
  type ProblemLookup,
} from './answers/car-problems.ts';
import type { CarMention } from './understanding/car-mentions.ts';
import type { Intent as QuestionIntent } from './understanding/intent-examples.ts';
import type { Understander, Understanding } from './understanding/understand.ts';

export type Intent = QuestionIntent | 'article' | 'unknown_vehicle' | 'which_car' | 'no_grounding';

export interface BuiltInAnswer {
  intent: Intent;
  text: string;
  sources: AskSource[];
}

export interface Knowledge {
  articles: ArticleIndex;
  knownProblems(query: KnownProblemQuery): KnownProblemMatch[];
  /** Known problems of any make and model, whatever its spelling. */
  problems: ProblemLookup;
  brandFacts(make: string): BrandFacts | null;
  understander: Understander;
}

// ---------------------------------------------------------------- understanding

/** Lower case, "tire" → "tyre", apostrophes gone, single spaces. */
function normalise(question: string): string {
  return question
    .toLowerCase()
    .replace(/tire/g, 'tyre')
    .replace(/[’']s\b/g, '')
    .replace(/[’']/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The service items, most specific first (brake fluid before brakes, rotation before tyres). */
const SERVICE_WORDS: Array<[ServiceType, RegExp]> = [
  ['brake_fluid', /brake fluid/],
  ['cabin_filter', /cabin (air )?filter|pollen filter/],
  ['air_filter', /air filter|engine filter/],
  ['transmission_fluid', /transmission|gearbox|\batf\b|cvt fluid/],
  ['timing_belt', /timing belt|cam ?belt|timing chain/],
  ['spark_plugs', /spark ?plugs?|\bplugs\b/],
  ['coolant', /coolant|antifreeze/],
  ['tyre_rotation', /rotat|rotation/],
  ['brake_pads', /brake pads?|\bpads\b|\bbrakes\b/],
  ['oil_change', /\boil\b|lube/],
  ['battery', /battery/],
  ['tyres', /\btyres?\b/],
  ['inspection', /inspection|\bmot\b|annual service|yearly service/],
];

function serviceTypeIn(q: string): ServiceType | null {
  for (const [type, pattern] of SERVICE_WORDS) if (pattern.test(q)) return type;
  return null;
}

/** The asker's cars the question is about (the understanding step's); all of them when it names none. */
function carsIn(ctx: Ctx) {
  const { u, g } = ctx;
  if (u.namesGarageCar) return { named: true, cars: u.garageCars };
  return { named: false, cars: [...g.vehicles] };
}

// ---------------------------------------------------------------- sources

function vehicleSource(vehicle: GroundedVehicle): AskSource {
  return {
    kind: 'vehicle',
    title: carName(vehicle),
    detail: `Your garage car, ${formatNumber(vehicle.mileage)} ${vehicle.units.distance} on the odometer`,
    vehicleId: vehicle.id,
  };
}

function recordSource(
  g: Grounding,
  vehicle: GroundedVehicle,
  record: GroundedVehicle['maintenanceRecords'][number],
): AskSource {
  const bits = [formatDate(record.date)];
  if (record.mileage !== null) bits.push(distance(g, record.mileage));
  if (record.cost > 0) bits.push(formatMoney(record.cost, record.currency));
  if (record.description) bits.push(record.description);
  return {
    kind: 'record',
    title: `${record.typeLabel} — ${carName(vehicle)}`,
    detail: bits.join(' · '),
    vehicleId: vehicle.id,
  };
}

function articleSource(hit: ArticleHit): AskSource {
  return {
    kind: 'article',
    title: hit.article.title,
    slug: hit.article.slug,
    detail: hit.article.sources.join('; '),
    excerpt: hit.passages.join('\n\n').slice(0, 1500),
  };
}

// ---------------------------------------------------------------- answers

type Ctx = {
  q: string;
  g: Grounding;
  kb: Knowledge;
  question: string;
  u: Understanding<GroundedVehicle>;
};

function noCars(g: Grounding, what: string): BuiltInAnswer {
  return {
    intent: 'no_grounding',
    text: `You have no cars in your garage yet, so I can't tell you ${what}. Add your car on the Garage page with its service records, and I'll answer from them. Meanwhile I can answer general questions, such as what a warning light means or how often to change the oil.`,
    sources: [],
  };
}

function dueLine(g: Grounding, item: GroundedVehicle['upcoming'][number]): string {
  const when: string[] = [];
  if (item.dueDate) when.push(`on ${formatDate(item.dueDate)}`);
  if (item.dueMileage !== null) when.push(`at ${distance(g, item.dueMileage)}`);
  const by = when.join(' or ') + (when.length > 1 ? ', whichever comes first' : '');
  let line: string;
  if (item.status === 'overdue') {
    line = `${item.title} — overdue: it was due ${by}.`;
  } else {
    line = `${item.title} — due ${by}`;
    const left: string[] = [];
    if (item.daysLeft !== null && item.dueDate) left.push(`${plural(item.daysLeft, 'day')}`);
    if (item.distanceLeft !== null) left.push(distance(g, item.distanceLeft));
    line += left.length ? ` (${left.join(' or ')} to go).` : '.';
    if (item.status === 'due_soon') line += ' That is soon.';
  }
  if (item.projectedDate && item.dueMileage !== null && item.projectedDate !== item.dueDate) {
    line += ` At your usual pace you'll reach ${distance(g, item.dueMileage)} around ${formatDate(item.projectedDate)}.`;
  }
  if (item.lastDoneDate) {
    line += ` Last done ${formatDate(item.lastDoneDate)}${item.lastDoneMileage !== null ? ` at ${distance(g, item.lastDoneMileage)}` : ''}.`;
  } else if (item.kind === 'schedule') {
    line += ` There is no ${item.title.toLowerCase()} in your records, so I counted from when the car was added.`;
  }
  return line;
}

function nextDue(ctx: Ctx, type: ServiceType | null): BuiltInAnswer {
  const { g } = ctx;
  if (g.vehicles.length === 0) return noCars(g, 'when your next service is due');
  const { cars } = carsIn(ctx);
  const lines: string[] = [];
  const sources: AskSource[] = [];
  for (const car of cars) {
    const items = type
      ? car.upcoming.filter((item) => item.serviceType === type)
      : car.upcoming.slice(0, 3);
    if (items.length === 0) {
      lines.push(
        `${carName(car)}: ${type ? `${SERVICE_TYPE_LABELS[type]} isn't on its schedule (${car.fuelType === 'electric' ? "it is electric: no engine, so there's no need for it" : "it doesn't apply to this car"}).` : 'nothing is scheduled.'}`,
      );
      continue;
    }
    const [first, ...rest] = items;
    let text = `${carName(car)}: ${type ? '' : 'first up, '}${dueLine(g, first!)}`;
    if (rest.length) {
      text += ` After that: ${rest
        .map(
          (item) =>
            `${item.title.toLowerCase()} ${item.status === 'overdue' ? '(overdue)' : `by ${formatDate(item.effectiveDate ?? item.dueDate ?? g.today)}`}`,
        )
        .join(', ')}.`;
    }
    lines.push(text);
    for (const item of items) {
      sources.push({
        kind: 'upcoming',
        title: `${item.title} — ${carName(car)}`,
        detail: item.source ?? 'Your reminder',
        vehicleId: car.id,
      });
    }
    const lastRecord = first!.serviceType
      ? car.maintenanceRecords.find((record) => record.type === first!.serviceType)
      : undefined;
    if (lastRecord) sources.push(recordSource(g, car, lastRecord));
  }
  return { intent: 'next_due', text: lines.join('\n\n'), sources };
}

interface Period {
  from: string | null;
  to: string;
  label: string;
}

function periodIn(q: string, today: string): Period {
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
  const monthIndex = MONTHS.findIndex((name) =>
    new RegExp(`\\b(in|during|for|of) ${name.toLowerCase()}\\b`).test(q),
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
  const named = /\b(in|during|for) (20\d\d)\b/.exec(q);
  if (named) {
    const y = Number(named[2]);
    return { from: `${y}-01-01`, to: `${y}-12-31`, label: `in ${y}` };
  }
  if (/this year|so far this year|year to date|\bytd\b|\bthis yr\b/.test(q)) {
    return { from: `${year}-01-01`, to: today, label: `this year (${year})` };
  }
  return { from: null, to: today, label: 'in total (all your records)' };
}

type SpendKind = 'fuel' | 'maintenance' | 'expenses' | 'all';

function spend(ctx: Ctx): BuiltInAnswer {
  const { g, q } = ctx;
  if (g.vehicles.length === 0) return noCars(g, 'what you spent on your cars');
  const { cars, named } = carsIn(ctx);
  const period = periodIn(q, g.today);
  const inPeriod = (date: string) =>
    date <= period.to && (period.from === null || date >= period.from);
  const type = serviceTypeIn(q);
  const kind: SpendKind = /\b(fuel|petrol|gas|gasoline|diesel|charging|filling|fill-?ups?)\b/.test(
    q,
  )
    ? 'fuel'
    : type || /maintenance|servic|repair|garage bills?|mechanic/.test(q)
      ? 'maintenance'
      : /insurance|parking|tolls?|tax|registration|lease|loan|cleaning|wash|accessor/.test(q)
        ? 'expenses'
        : 'all';
  const expenseCategory = /insurance/.test(q)
    ? 'insurance'
    : /parking/.test(q)
      ? 'parking'
      : /tolls?/.test(q)
        ? 'tolls'
        : /tax|registration/.test(q)
          ? 'registration_tax'
          : /lease|loan/.test(q)
            ? 'loan_lease'
            : /cleaning|wash/.test(q)
              ? 'cleaning'
              : null;

  const add = (map: Map<string, number>, currency: string, amount: number) =>
    map.set(currency, (map.get(currency) ?? 0) + Math.round(amount * 100));
  const grand = new Map<string, number>();
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
          (kind === 'expenses' && (!expenseCategory || e.category === expenseCategory))),
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
            ? `${expenseCategory ? expenseCategory.replace('_', '/') : 'running costs'} for `
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
  }
  if (entries === 0) {
    text += `\n\nThere are no ${kind === 'all' ? 'costs' : kind === 'maintenance' ? 'maintenance records' : kind} recorded ${period.label}.`;
  }
  return { intent: 'spend', text, sources };
}

/** The same average in the other common units: "(46.1 mpg US, 55.4 mpg UK)" or "(4.1 mi/kWh)". */
function otherUnits(e: GroundedVehicle['fuelEconomy']): string {
  if (e.averageLPer100Km !== null && e.averageLPer100Km > 0) {
    const l = e.averageLPer100Km;
    return ` (${formatNumber(l, 1)} L/100 km, ${formatNumber(lPer100KmToMpgUs(l), 1)} mpg US, ${formatNumber(lPer100KmToMpgUk(l), 1)} mpg UK)`.replace(
      e.unit === 'L/100 km' ? `${formatNumber(l, 1)} L/100 km, ` : '\u0000',
      '',
    );
  }
  if (e.averageKwhPer100Km !== null && e.averageKwhPer100Km > 0) {
    const k = e.averageKwhPer100Km;
    return ` (${formatNumber(k, 1)} kWh/100 km, ${formatNumber(kwhPer100KmToMiPerKwh(k), 1)} mi/kWh)`.replace(
      e.unit === 'kWh/100 km' ? `${formatNumber(k, 1)} kWh/100 km, ` : '\u0000',
      '',
    );
  }
  return '';
}

function economy(ctx: Ctx): BuiltInAnswer {
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
    if (e.last !== null) line += `; the latest tank was ${formatNumber(e.last, 1)} ${unit}`;
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
  return { intent: 'economy', text: lines.join('\n\n'), sources };
}

function lastDone(ctx: Ctx, type: ServiceType | null): BuiltInAnswer {
  const { g, q } = ctx;
  if (g.vehicles.length === 0) return noCars(g, 'when that was last done');
  const { cars } = carsIn(ctx);
  // With no service item named, match the records' descriptions ("wiper blades").
  const generic = new Set([
    'last',
    'time',
    'chang',
    'change',
    'replac',
    'replace',
    'car',
    'done',
    'service',
    'servic',
    'maintenance',
    'work',
    'job',
    'had',
    'get',
    'got',
    'new',
    'fitt',
    'fitted',
    'did',
    'put',
    ...g.vehicles.flatMap((car) =>
      terms(`${car.make} ${car.model} ${car.nickname ?? ''} ${car.year}`),
    ),
  ]);
  const wanted = new Set(terms(q).filter((word) => !generic.has(word)));
  const byDescription = type === null && wanted.size > 0;
  const matching = (car: GroundedVehicle) =>
    car.maintenanceRecords.filter((record) =>
      type
        ? record.type === type
        : byDescription
          ? terms(`${record.description} ${record.typeLabel}`).some((word) => wanted.has(word))
          : true,
    );
  const shown =
    byDescription && cars.some((car) => matching(car).length > 0)
      ? cars.filter((car) => matching(car).length > 0)
      : cars;
  const lines: string[] = [];
  const sources: AskSource[] = [];
  for (const car of shown) {
    const records = matching(car);
    const label = type
      ? SERVICE_TYPE_LABELS[type].toLowerCase()
      : byDescription
        ? [...wanted].join(' ')
        : 'service';
    const last = records[0];
    if (!last) {
      let line = `${carName(car)}: there's no ${label} in your records${byDescription ? ' (I looked for it in your maintenance records)' : ''}.`;
      const due = type ? car.upcoming.find((item) => item.serviceType === type) : undefined;
      if (due) line += ` By Odo's schedule: ${dueLine(g, due)}`;
      lines.push(line);
      sources.push(vehicleSource(car));
      continue;
    }
    const bits: string[] = [];
    if (last.mileage !== null) bits.push(`at ${distance(g, last.mileage)}`);
    if (last.cost > 0) bits.push(`for ${formatMoney(last.cost, last.currency)}`);
    const what = last.type === 'other' && last.description ? last.description : last.typeLabel;
    let line = `${carName(car)}: ${what} — last done on ${formatDate(last.date)}${bits.length ? ` ${bits.join(', ')}` : ''}.`;
    if (last.mileage !== null && car.mileage > last.mileage)
      line += ` You have driven ${distance(g, car.mileage - last.mileage)} since then.`;
    if (last.description && last.type !== 'other') line += ` Your note: “${last.description}”.`;
    if (records.length > 1) line += ` Before that: ${formatDate(records[1]!.date)}.`;
    const due = car.upcoming.find(
      (item) => item.serviceType === last.type && last.type !== 'other',
    );
    if (due)
      line += ` Next due ${due.dueDate ? formatDate(due.dueDate) : ''}${due.dueDate && due.dueMileage !== null ? ' or ' : ''}${due.dueMileage !== null ? `at ${distance(g, due.dueMileage)}` : ''}.`;
    lines.push(line);
    sources.push(recordSource(g, car, last));
  }
  return { intent: 'last_done', text: lines.join('\n\n'), sources };
}

/** BM25 scores under this are a match on common words only, not an answer. */
const MIN_ARTICLE_SCORE = 3;

/** Most of the question's words must be in the article: one shared word is not an answer. */
const MIN_COVERAGE = 0.6;
const relevant = (hit: ArticleHit) =>
  hit.score >= MIN_ARTICLE_SCORE && hit.coverage >= MIN_COVERAGE;

/** The best relevant article; a warning-light article only when no close general one is there. */
function bestArticle(hits: ArticleHit[]): ArticleHit | null {
  const top = hits[0];
  if (!top || !relevant(top)) return null;
  if (!top.article.tags.includes('warning-lights')) return top;
  const general = hits.find((h) => !h.article.tags.includes('warning-lights') && relevant(h));
  return general && general.score >= top.score * 0.9 ? general : top;
}

function warningLight(ctx: Ctx): BuiltInAnswer | null {
  const hits = ctx.kb.articles.search(ctx.question, 8);
  const hit = hits.find((h) => h.article.tags.includes('warning-lights') && relevant(h));
  return hit ? care(hit, 'warning_light') : null;
}

function intervalKm(g: Grounding, km: number) {
  return `${formatNumber(round(fromKm(km, g.units.distance), -3))} ${g.units.distance}`;
}

function howOften(ctx: Ctx, type: ServiceType): BuiltInAnswer {
  const { g } = ctx;
  const entry = SERVICE_INTERVALS.find((e) => e.type === type);
  // A garage car qualifies the interval only when the question is about it ("my", or named).
  const { cars, named } = carsIn(ctx);
  const car =
    named || (ctx.u.personal && cars.length === 1 && !ctx.u.otherCars.length) ? cars[0] : undefined;
  const other = car ? undefined : ctx.u.otherCars[0];
  const powertrain = car
    ? powertrainOf(car.fuelType)
    : other && /\b(ev|electric)\b/.test(other.trim.join(' '))
      ? 'electric'
      : other && /hybrid|phev/.test(other.trim.join(' '))
        ? 'hybrid'
        : 'combustion';
  const interval = entry?.intervals[powertrain];
  const label = SERVICE_TYPE_LABELS[type];
  const sources: AskSource[] = [];
  let text: string;
  if (!entry || !interval) {
    text = `${label} isn't on the schedule for ${car ? `the ${carName(car)}` : 'this kind of car'}${powertrain === 'electric' ? ': it is electric, so there is no engine oil, oil filter, spark plugs, timing belt, engine air filter or engine coolant to change — no need for it' : ''}.`;
  } else {
    const every: string[] = [];
    if (interval.km !== null) every.push(intervalKm(g, interval.km));
    if (interval.months !== null) {
      every.push(
        interval.months % 12 === 0
          ? plural(interval.months / 12, 'year')
          : plural(interval.months, 'month'),
      );
    }
    text = `${label}: every ${every.join(' or ')}${every.length > 1 ? ', whichever comes first' : ''}${car ? ` for a ${powertrain} car like your ${carName(car)}` : ''}. ${entry.source} Your owner's manual always wins if it says otherwise.`;
    sources.push({ kind: 'interval', title: `${label} interval`, detail: entry.source });
    const due = car?.upcoming.find((item) => item.serviceType === type);
    if (car && due) {
      text += `\n\nFor your ${carName(car)}: ${dueLine(g, due)}`;
      sources.push({
        kind: 'upcoming',
        title: `${due.title} — ${carName(car)}`,
        detail: due.source ?? '',
        vehicleId: car.id,
      });
    }
  }
  const hit = ctx.kb.articles.search(`${label} ${ctx.question}`, 1)[0];
  if (hit && relevant(hit)) sources.push(articleSource(hit));
  return { intent: 'how_often', text, sources };
}

function garageList(ctx: Ctx): BuiltInAnswer {
  const { g } = ctx;
  if (g.vehicles.length === 0) return noCars(g, 'about your cars');
  const items = g.vehicles.map(
    (car) =>
      `• ${carName(car)} — ${distance(g, car.mileage)}${car.nextService ? `; next: ${car.nextService.title.toLowerCase()}${car.nextService.effectiveDate ? ` by ${formatDate(car.nextService.effectiveDate)}` : ''}` : ''}`,
  );
  return {
    intent: 'garage',
    text: `You have ${plural(g.vehicles.length, 'car')} in your garage:\n${items.join('\n')}`,
    sources: g.vehicles.map(vehicleSource),
  };
}

function mileage(ctx: Ctx): BuiltInAnswer {
  const { g } = ctx;
  if (g.vehicles.length === 0) return noCars(g, 'your mileage');
  const { cars } = carsIn(ctx);
  return {
    intent: 'mileage',
    text: cars
      .map(
        (car) =>
          `${carName(car)}: ${distance(g, car.mileage)} on the odometer (the latest reading in your garage).`,
      )
      .join('\n'),
    sources: cars.map(vehicleSource),
  };
}

/** What it can answer, from the user's own garage when there is one. */
export function suggestionsFor(g: Grounding): string[] {
  const car = g.vehicles[0];
  const name = car ? (car.nickname ?? `the ${car.model}`) : null;
  const owner = car ? (car.nickname ?? `my ${car.model}`) : null;
  return name
    ? [
        `When is ${name}'s next oil change?`,
        `How much did I spend on ${name} this year?`,
        `What is ${owner}'s fuel economy?`,
        `Any known problems with ${owner}?`,
        'What does the check engine light mean?',
      ]
    : [
        'What does the check engine light mean?',
        'How often should I change the oil?',
        'What tyre pressure should I run?',
        'When should I replace a timing belt?',
      ];
}

function noGrounding(ctx: Ctx): BuiltInAnswer {
  const ideas = suggestionsFor(ctx.g)
    .map((s) => `• ${s}`)
    .join('\n');
  return {
    intent: 'no_grounding',
    text: `I couldn't find anything about that in your garage or in Odo's knowledge base, so I won't guess. I answer from your cars' records and Odo's articles on maintenance, warning lights, tyres, buying and running a car. For example:\n${ideas}`,
    sources: [],
  };
}

const INJECTION =
  /\b(the )?user (?!manual)[a-z0-9@._-]+'?s?\b.*\b(cars?|garage|data|records|drive|drives|own|owns)\b|\b(her|his|their|someone else'?s|another person'?s|other people'?s|my (friend|neighbou?r|boss|colleague)'?s?) (garage|cars?|data|records|account)\b|ignore (all |the |your |previous |prior |any )*(instructions|rules|garage|above)|system prompt|(other|another|every|all) (users?|members?|people)(?:'?s)?|\buser [a-z0-9@._-]+'?s? (cars?|data|garage|records)|(show|list|give) me .*(database|e-?mail addresses|passwords)/i;
const UNSAFE =
  /(roll ?back|wind back|tamper|clock) .*(odometer|mileage|clock)|odometer .*(roll ?back|tamper)|(disable|remove|delete) .*(airbag|abs|dpf|egr|catalytic|emissions)|(cheat|fool|pass) .*(emissions|mot|inspection) test|defeat device|steal|break into/i;

function decline(ctx: Ctx, why: 'injection' | 'unsafe' | 'off_topic'): BuiltInAnswer {
  const text =
    why === 'injection'
      ? "I can only see your own garage, and only answer from it and Odo's knowledge base. I can't show or look up anyone else's cars or data, and I don't change how I work on request. Ask me about your cars, a model you're considering, a warning light or a trouble code."
      : why === 'unsafe'
        ? "I can't help with that: it is illegal in most countries or removes a safety or emissions system. If a part is faulty, a mechanic can repair or replace it properly, and I can tell you what the usual causes are."
        : `That's outside what I know, so I won't guess: I answer questions about cars — your garage's records and costs, maintenance, warning lights, trouble codes, known problems of a model and buying advice. For example:\n${suggestionsFor(
            ctx.g,
          )
            .map((s) => `• ${s}`)
            .join('\n')}`;
  return { intent: 'decline', text, sources: [] };
}

/** Reminders whose own title the question uses ("insurance renewal", "battery health check"). */
function reminderNamed(ctx: Ctx) {
  const generic = new Set(['due', 'when', 'next', 'remind', 'reminder', 'check', 'car', 'need']);
  const asked = new Set(terms(ctx.question).filter((w) => !generic.has(w)));
  const found: Array<{ car: GroundedVehicle; item: GroundedVehicle['upcoming'][number] }> = [];
  for (const car of carsIn(ctx).cars) {
    for (const item of car.upcoming) {
      if (item.kind !== 'reminder') continue;
      const words = terms(item.title).filter((w) => !generic.has(w));
      const shared = words.filter((w) => asked.has(w)).length;
      if (words.length && shared >= Math.min(2, words.length)) found.push({ car, item });
    }
  }
  return found;
}

function whichCar(ctx: Ctx, what: string): BuiltInAnswer {
  const own = ctx.g.vehicles.map((car) => carName(car));
  return {
    intent: 'which_car',
    text: `Which car do you mean? Tell me the year, make and model (for example “2015 Honda Civic”)${own.length ? ` or name one of your cars (${own.join(', ')})` : ''}, and I'll tell you ${what}.`,
    sources: [],
  };
}

/** A garage car as the knowledge base's query: year, make, model and its engine words. */
function mentionOf(car: GroundedVehicle): CarMention {
  const trim = [
    car.fuelType === 'electric' ? 'ev' : car.fuelType === 'hybrid' ? 'hybrid' : '',
  ].filter(Boolean);
  return {
    year: car.year,
    make: car.make,
    model: car.model,
    trim,
    engine: car.fuelType === 'diesel' ? 'diesel' : null,
    exists: true,
    years: [],
    at: 0,
  };
}

function focusWords(ctx: Ctx): string[] {
  return terms(ctx.question);
}

function carProblems(ctx: Ctx): BuiltInAnswer {
  const { u, g, kb } = ctx;
  const named = u.otherCars.slice(0, 2);
  const own = named.length ? [] : u.garageCars.slice(0, 3);
  if (named.length === 0 && own.length === 0) return whichCar(ctx, 'its known problems');
  const parts: string[] = [];
  const sources: AskSource[] = [];
  const cars: Array<{ mention: CarMention; vehicleId?: string }> = [
    ...named.map((mention) => ({ mention })),
    ...own.map((car) => ({ mention: mentionOf(car), vehicleId: car.id })),
  ];
  for (const { mention, vehicleId } of cars) {
    const found = problemsFor(mention, kb.problems);
    const described = describeProblems(mention, found, {
      distanceUnit: g.units.distance,
      focus: focusWords(ctx),
      vehicleId,
    });
    parts.push(described.text);
    sources.push(...described.sources);
  }
  if (named.length > 1)
    parts.unshift(`You asked about ${named.length} cars; here is each in turn.`);
  return { intent: 'known_problems', text: parts.join('\n\n'), sources };
}

function buying(ctx: Ctx): BuiltInAnswer {
  const { u, g, kb } = ctx;
  const mention = u.otherCars[0] ?? (u.namesGarageCar ? mentionOf(u.garageCars[0]!) : undefined);
  if (!mention) {
    const hit = kb.articles.bySlug('used-car-buying-checklist');
    const found = kb.articles.search(`${ctx.question} used car buying checklist`, 1)[0];
    if (found && (found.article.slug === hit?.slug || relevant(found)))
      return care(found, 'buying');
    return whichCar(ctx, 'whether it is a good buy');
  }
  const answer = buyingAdvice({
    mention,
    problems: problemsFor(mention, kb.problems),
    brand: kb.brandFacts(mention.make),
    distance: u.distance,
    currentYear: Number(g.today.slice(0, 4)),
    distanceUnit: u.distance?.unit ?? g.units.distance,
  });
  return { intent: 'buying', ...answer };
}

function care(hit: ArticleHit, intent: Intent): BuiltInAnswer {
  return { intent, ...careAnswerText(hit) };
}

/** Cost per km (or mi) of each garage car from the garage's own figures, and which is cheaper. */
function costCompare(ctx: Ctx): BuiltInAnswer {
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

/** The EPA's rating of the named car (or the asker's), beside the owner's own average. */
function rating(ctx: Ctx): BuiltInAnswer {
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
      line += ` Your ${car.model} averages ${formatNumber(car.fuelEconomy.average, 1)} ${car.fuelEconomy.unit} from your fill-ups.`;
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

/** A question about a car that is not in the garage, asked as if of one's own: answer for that car. */
function aboutAnotherCar(ctx: Ctx): boolean {
  return ctx.u.otherCars.length > 0 && !ctx.u.namesGarageCar;
}

export function answerQuestion(question: string, g: Grounding, kb: Knowledge): BuiltInAnswer {
  // An OBD-II trouble code in the question is answered from the code list, before any routing.
  const codes = findTroubleCodes(question);
  if (codes.length > 0) return troubleCodeAnswer(codes);
  const q = normalise(question);
  const u = kb.understander.understand(question, g.vehicles, Number(g.today.slice(0, 4)));
  // A VIN in the question: the car it decodes to is the car asked about.
  if (g.vin) {
    const { decoded } = g.vin;
    if (!decoded || !decoded.make || !decoded.model || decoded.year === null) {
      return {
        intent: 'which_car',
        text: `I couldn't decode the VIN ${g.vin.vin}${g.vin.error ? `: ${g.vin.error}` : ''}. Check it on the car (windscreen corner or the driver's door pillar) or tell me the year, make and model instead.`,
        sources: [],
      };
    }
    const engine = [
      decoded.engine.displacementL ? decoded.engine.displacementL.toFixed(1) : null,
      decoded.fuelTypePrimary && /diesel/i.test(decoded.fuelTypePrimary) ? 'diesel' : null,
    ]
      .filter(Boolean)
      .join(' ');
    const mention = kb.understander.mentionOf(
      `${decoded.year} ${decoded.make} ${decoded.model}`,
      Number(g.today.slice(0, 4)),
    );
    if (mention) {
      mention.engine = engine || mention.engine;
      u.otherCars = [mention];
      u.garageCars = [];
      u.namesGarageCar = false;
      if (!['known_problems', 'buying', 'rating', 'how_often'].includes(u.intent))
        u.intent = 'known_problems';
    }
  }
  const ctx: Ctx = { q, g, kb, question, u };
  if (INJECTION.test(question)) return decline(ctx, 'injection');
  if (UNSAFE.test(question)) return decline(ctx, 'unsafe');
  const type = serviceTypeIn(q);

  const badCode = /\bcodes?\s+([a-oq-tv-z])[- ]?(\d{4})\b/i.exec(question);
  if (badCode) {
    const code = `${badCode[1]}${badCode[2]}`.toUpperCase();
    return {
      intent: 'trouble_code',
      text: `${code} isn't a valid OBD-II trouble code, so I won't guess at a meaning. OBD-II codes start with P, B, C or U (powertrain, body, chassis, network) followed by four characters, such as P0300. Check the code on your scanner again; if it shows a different letter, it is the scanner's or the maker's own code, and the scanner's manual or a dealer can read it.`,
      sources: [],
    };
  }

  const named = !type && !u.otherCars.length ? reminderNamed(ctx) : [];
  if (named.length && ['next_due', 'last_done', 'spend', 'how_often'].includes(u.intent)) {
    return {
      intent: 'next_due',
      text: named.map(({ car, item }) => `${carName(car)}: ${dueLine(g, item)}`).join('\n\n'),
      sources: named.map(({ car, item }) => ({
        kind: 'upcoming' as const,
        title: `${item.title} — ${carName(car)}`,
        detail: 'Your reminder',
        vehicleId: car.id,
      })),
    };
  }

  if (/\breminders?\b/.test(q) && !type && !u.otherCars.length) {
    return { intent: 'next_due', ...remindersAnswer(carsIn(ctx).cars) };
  }

  // "my Ferrari" when the garage has none: say so instead of answering for another car.
  const notOwned = u.namedMakes.filter(
    (make) => !g.vehicles.some((car) => car.make.toLowerCase() === make.toLowerCase()),
  );
  const garageQuestion = ['next_due', 'spend', 'economy', 'last_done', 'mileage', 'cost_compare'];
  if (
    u.personal &&
    !u.namesGarageCar &&
    notOwned.length > 0 &&
    /\b(my|our)\b/i.test(question) &&
    garageQuestion.includes(u.intent)
  ) {
    const own = g.vehicles.map((car) => carName(car));
    return {
      intent: 'which_car',
      text: `There's no ${notOwned[0]} in your garage${own.length ? ` — your cars are ${own.join(', ')}` : ' yet'}. I can't answer from records I don't have: add it on the Garage page first.`,
      sources: [],
    };
  }

  if (
    /\b(fill-?ups?|fill(ed|ing)? (it )?up|refuel\w*|charg(e|es|ed|ing)( sessions?)?|tank(s|fuls?)?|fuel|petrol|diesel|gas)\b/.test(
      q,
    ) &&
    /how many|how often|number of|times|average (cost|price)|price (per|a|of)|per (litre|liter|gallon|kwh)|between|last two|cost of a/.test(
      q,
    ) &&
    !u.otherCars.length &&
    g.vehicles.length > 0
  ) {
    return { intent: 'economy', ...fillUpsAnswer(g, carsIn(ctx).cars) };
  }

  const missing = u.otherCars.filter((car) => car.exists === false);
  if (missing.length && missing.length === u.otherCars.length) {
    return {
      intent: 'unknown_vehicle',
      text: missing.map(unknownCarText).join('\n\n'),
      sources: [],
    };
  }

  // A question the classifier is unsure of, that an article answers well: the article.
  const hits = kb.articles.search(question, 4);
  const article = bestArticle(hits);
  const garageIntent = ['next_due', 'spend', 'economy', 'last_done', 'mileage', 'cost_compare'];
  if (article && u.confidence < 0.5 && garageIntent.includes(u.intent) && !u.namesGarageCar)
    return care(article, 'care');

  switch (u.intent) {
    case 'decline':
      if (u.otherCars.length === 0 && type === null && u.confidence > 0.5)
        return decline(ctx, 'off_topic');
      break;
    case 'known_problems':
      return carProblems(ctx);
    case 'buying':
      return buying(ctx);
    case 'cost_compare':
      return costCompare(ctx);
    case 'warning_light': {
      const answer = warningLight(ctx);
      if (answer) return answer;
      break;
    }
    case 'how_often':
      if (type) return howOften(ctx, type);
      break;
    case 'last_done':
      if (aboutAnotherCar(ctx) && type) return howOften(ctx, type);
      if (/economy|\bmpg\b|consumption|efficien|l\/100|kwh/.test(q)) return economy(ctx);
      if (type || g.vehicles.length > 0) return lastDone(ctx, type);
      break;
    case 'spend':
      if (!aboutAnotherCar(ctx)) return spend(ctx);
      break;
    case 'economy':
      if (!aboutAnotherCar(ctx)) return economy(ctx);
      break;
    case 'next_due':
      if (aboutAnotherCar(ctx) && type) return howOften(ctx, type);
      if (!aboutAnotherCar(ctx)) return nextDue(ctx, type);
      break;
    case 'rating':
      return rating(ctx);
    case 'garage':
      return garageList(ctx);
    case 'mileage':
      if (!aboutAnotherCar(ctx)) return mileage(ctx);
      break;
    default:
      break;
  }
  // General questions: retrieval over the articles, given as a guide with its steps, cited.
  if (article)
    return care(
      article,
      article.article.tags.includes('warning-lights') ? 'warning_light' : 'care',
    );
  if (u.otherCars.length) return carProblems(ctx);
  if (type && u.personal && g.vehicles.length > 0) return nextDue(ctx, type);
  if (type) return howOften(ctx, type);
  return noGrounding(ctx);
}
