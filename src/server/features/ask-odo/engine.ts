// Ask Odo's built-in engine: reads a question, decides what it is about (what is due, what was
// spent, fuel economy, when something was last done, known problems, a warning light, how often to
// do X, or anything the knowledge-base articles cover) and answers it from the grounding only.
// Pure and deterministic: no database, no clock (the grounding carries "today"), no network.
import { SERVICE_TYPE_LABELS, type ServiceType } from '../../../shared/garage.ts';
import type { AskSource } from '../../../shared/ask-odo.ts';
import { fromKm, round } from '../../../shared/units.ts';
import type { ArticleHit, ArticleIndex } from '../knowledge/articles.ts';
import { terms } from '../knowledge/articles.ts';
import type { KnownProblemMatch, KnownProblemQuery } from '../knowledge/knowledge-base.ts';
import { powertrainOf, SERVICE_INTERVALS } from '../knowledge/service-intervals.ts';
import { findTroubleCodes } from '../knowledge/trouble-codes.ts';
import type { GroundedVehicle, Grounding } from './grounding.ts';
import { troubleCodeAnswer } from './trouble-code-answer.ts';

export type Intent =
  | 'next_due'
  | 'spend'
  | 'economy'
  | 'last_done'
  | 'known_problems'
  | 'warning_light'
  | 'how_often'
  | 'garage'
  | 'mileage'
  | 'trouble_code'
  | 'article'
  | 'no_grounding';

export interface BuiltInAnswer {
  intent: Intent;
  text: string;
  sources: AskSource[];
}

export interface Knowledge {
  articles: ArticleIndex;
  knownProblems(query: KnownProblemQuery): KnownProblemMatch[];
}

// ---------------------------------------------------------------- formatting

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export function formatDate(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

function formatNumber(value: number, digits = 0): string {
  return value.toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

function formatMoney(amount: number, currency: string): string {
  return `${formatNumber(amount, 2)} ${currency}`;
}

/** Sums by currency (never added to one another), by code: "1,234.00 USD" or "120.00 EUR + 80.00 USD". */
function formatTotals(totals: Map<string, number>, fallback: string): string {
  const parts = [...totals]
    .filter(([, cents]) => cents !== 0)
    .sort(([a], [b]) => a.localeCompare(b));
  if (parts.length === 0) return formatMoney(0, fallback);
  return parts.map(([currency, cents]) => formatMoney(cents / 100, currency)).join(' + ');
}

const distance = (g: Grounding, value: number) => `${formatNumber(value)} ${g.units.distance}`;

function carName(vehicle: Pick<GroundedVehicle, 'year' | 'make' | 'model' | 'nickname'>): string {
  const full = `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
  return vehicle.nickname ? `${vehicle.nickname} (${full})` : full;
}

/** "the 2018 Honda Civic", or "Rosie (2020 Toyota RAV4)" for a car with a nickname. */
function theCar(vehicle: Pick<GroundedVehicle, 'year' | 'make' | 'model' | 'nickname'>): string {
  return vehicle.nickname ? carName(vehicle) : `the ${carName(vehicle)}`;
}

function plural(n: number, word: string) {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
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

const PERSONAL = /\b(i|my|me|we|our|mine|ive|im)\b/;

/** The cars the question names (nickname, model, make, year); all cars when it names none. */
function carsIn(q: string, vehicles: readonly GroundedVehicle[]) {
  const words = ` ${q.replace(/[^a-z0-9-]+/g, ' ')} `;
  const has = (text: string) => {
    const needle = text
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, ' ')
      .trim();
    return needle.length > 1 && words.includes(` ${needle} `);
  };
  const scored = vehicles.map((vehicle) => {
    let score = 0;
    if (vehicle.nickname && has(vehicle.nickname)) score += 4;
    if (has(vehicle.model) || has(vehicle.model.replace(/-/g, ''))) score += 3;
    if (has(vehicle.make)) score += 1;
    if (has(String(vehicle.year))) score += 0.5;
    return { vehicle, score };
  });
  const best = Math.max(0, ...scored.map((s) => s.score));
  if (best === 0) return { named: false, cars: [...vehicles] };
  return { named: true, cars: scored.filter((s) => s.score === best).map((s) => s.vehicle) };
}

function detectIntent(q: string, hasService: boolean, namesCar: boolean): Intent | null {
  // A question naming one of the user's cars is about their own data, "my" or not.
  const personal = PERSONAL.test(q) || namesCar;
  if (
    /\b(warning|dash(board)?|indicator|tell-?tale)\b.*\b(light|lamp|symbol|sign)|\b(light|lamp|symbol)\b.*\b(on|mean|dash|flash|came|come|stays?|lit)\b|\blight(s)? (on|mean)|\blight\b/.test(
      q,
    ) &&
    !/headlight|light bulb|daytime running/.test(q)
  ) {
    return 'warning_light';
  }
  if (
    /how often|how frequently|how many (km|kilometres|kilometers|miles|months|years)|\binterval\b|every how|how long (do|does|can|should|will).*(last|go)|when should i (change|replace|rotate|flush|do)/.test(
      q,
    ) &&
    hasService
  ) {
    return 'how_often';
  }
  if (
    /economy|\bmpg\b|consumption|l\/100|litres per|liters per|efficien|kwh\/100|mi\/kwh|fuel use|fuel usage|using (more|less|a lot of|much) fuel|how thirsty|burn(s|ing)? .*fuel|drinking/.test(
      q,
    ) &&
    !/improve|\btips?\b|\bsave\b|saving|reduce|increase|how (can|do) i (get|make)/.test(q)
  ) {
    return 'economy';
  }
  if (
    /\blast\b|when (did|was|were|have) (i|we|you|it|they|the|my)|previous|most recent/.test(q) &&
    !/\blast (month|year|week|night)\b/.test(q) &&
    (hasService || /chang|replac|servic|fitted|done|did i|\bnew\b|repair|fix/.test(q))
  ) {
    return 'last_done';
  }
  if (/spen[dt]|\bcost(s|ing)?\b|how much|expens|money|\bpaid\b|\bpay\b|budget|outgoings/.test(q)) {
    if (personal || /spen[dt]|\bpaid\b/.test(q)) return 'spend';
  }
  if (
    /\bnext\b|\bdue\b|overdue|upcoming|coming up|when (is|should|do|will|must|does|am)\b|when.*(need|needs)|need(s)? (a |an |its )?(service|oil|change)|\bby when\b/.test(
      q,
    ) &&
    (hasService || /service|maintenance|due|overdue|upcoming|coming up/.test(q))
  ) {
    return 'next_due';
  }
  if (
    /needs? (attention|work|looking at|doing)|what (needs|should i do) (first|next)/.test(q) &&
    personal
  ) {
    return 'next_due';
  }
  if (
    /problem|issue|fault|reliab|recall|weak (spot|point)|go(es)? wrong|known|trouble|look out for|watch out/.test(
      q,
    ) &&
    (personal || /\bthe\b/.test(q))
  ) {
    return 'known_problems';
  }
  if (
    /how many (cars|vehicles)|what (cars|vehicles)|which (cars|vehicles)|my garage|list my/.test(q)
  ) {
    return 'garage';
  }
  if (/mileage|odometer|how far|how many (km|miles)/.test(q) && personal) return 'mileage';
  return null;
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

type Ctx = { q: string; g: Grounding; kb: Knowledge; question: string };

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
  const { g, q } = ctx;
  if (g.vehicles.length === 0) return noCars(g, 'when your next service is due');
  const { cars } = carsIn(q, g.vehicles);
  const lines: string[] = [];
  const sources: AskSource[] = [];
  for (const car of cars) {
    const items = type
      ? car.upcoming.filter((item) => item.serviceType === type)
      : car.upcoming.slice(0, 3);
    if (items.length === 0) {
      lines.push(
        `${carName(car)}: ${type ? `${SERVICE_TYPE_LABELS[type]} isn't on its schedule (it doesn't apply to this car).` : 'nothing is scheduled.'}`,
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
  const { cars, named } = carsIn(q, g.vehicles);
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

function economy(ctx: Ctx): BuiltInAnswer {
  const { g, q } = ctx;
  if (g.vehicles.length === 0) return noCars(g, 'your fuel economy');
  const { cars } = carsIn(q, g.vehicles);
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
    let line = `${carName(car)} averages ${formatNumber(e.average, 1)} ${unit} over ${plural(e.trend.length, 'measured tank')}`;
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
  const { cars } = carsIn(q, g.vehicles);
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

const SEVERITY_RANK = { critical: 0, high: 1, medium: 2, low: 3 } as const;

function knownProblems(ctx: Ctx): BuiltInAnswer | null {
  const { g, q, kb } = ctx;
  if (g.vehicles.length === 0) return null;
  const { cars } = carsIn(q, g.vehicles);
  const lines: string[] = [];
  const sources: AskSource[] = [];
  for (const car of cars) {
    const found = kb
      .knownProblems({ make: car.make, model: car.model, year: car.year })
      .sort((a, b) => SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity]);
    if (found.length === 0) {
      lines.push(
        `${carName(car)}: Odo's knowledge base has no known problems recorded for this model and year. That is not a guarantee; a recall check by VIN is still worth doing.`,
      );
      sources.push(vehicleSource(car));
      continue;
    }
    const items = found.slice(0, 4).map((p) => {
      const span = p.typicalMileageKm;
      const km = !span
        ? ''
        : span.from === 0
          ? `, usually by ${intervalKm(g, span.to)}`
          : `, usually around ${formatNumber(round(fromKm(span.from, g.units.distance), -3))}–${intervalKm(g, span.to)}`;
      const cond = p.conditional && p.engine ? ` (only the ${p.engine} engine)` : '';
      const cost =
        p.repairCostUsd.max === 0
          ? 'the fix is free under the recall'
          : p.repairCostUsd.min === 0
            ? `repairs up to ${formatNumber(p.repairCostUsd.max)} USD (often covered)`
            : `repairs ${formatNumber(p.repairCostUsd.min)}–${formatNumber(p.repairCostUsd.max)} USD`;
      return `• ${p.title}${cond} — ${p.severity} severity${km}; ${cost}. Watch for: ${p.symptoms.slice(0, 2).join('; ')}.`;
    });
    lines.push(`Known problems of ${theCar(car)}:\n${items.join('\n')}`);
    for (const p of found.slice(0, 4)) {
      sources.push({
        kind: 'known_problem',
        title: p.title,
        detail: `${p.source.organisation}: ${p.source.document}`,
        vehicleId: car.id,
      });
    }
  }
  return { intent: 'known_problems', text: lines.join('\n\n'), sources };
}

function articleAnswer(hit: ArticleHit, intent: Intent, lead = ''): BuiltInAnswer {
  const text = `${lead}${hit.article.title}\n\n${hit.passages.join('\n\n')}\n\nSource: Odo's article “${hit.article.title}” (${hit.article.sources[0]}).`;
  return { intent, text, sources: [articleSource(hit)] };
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
  return hit ? articleAnswer(hit, 'warning_light') : null;
}

function intervalKm(g: Grounding, km: number) {
  return `${formatNumber(round(fromKm(km, g.units.distance), -3))} ${g.units.distance}`;
}

function howOften(ctx: Ctx, type: ServiceType): BuiltInAnswer {
  const { g, q } = ctx;
  const entry = SERVICE_INTERVALS.find((e) => e.type === type);
  const { cars } = carsIn(q, g.vehicles);
  const car = cars[0];
  const powertrain = car ? powertrainOf(car.fuelType) : 'combustion';
  const interval = entry?.intervals[powertrain] ?? entry?.intervals.combustion;
  const label = SERVICE_TYPE_LABELS[type];
  const sources: AskSource[] = [];
  let text: string;
  if (!entry || !interval) {
    text = `${label} isn't on the schedule for ${car ? `the ${carName(car)}` : 'this kind of car'}${powertrain === 'electric' ? ' (an electric car has no engine oil, spark plugs or timing belt)' : ''}.`;
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
  const { g, q } = ctx;
  if (g.vehicles.length === 0) return noCars(g, 'your mileage');
  const { cars } = carsIn(q, g.vehicles);
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

export function answerQuestion(question: string, g: Grounding, kb: Knowledge): BuiltInAnswer {
  // An OBD-II trouble code in the question is answered from the code list, before any routing.
  const codes = findTroubleCodes(question);
  if (codes.length > 0) return troubleCodeAnswer(codes);
  const q = normalise(question);
  const ctx: Ctx = { q, g, kb, question };
  const type = serviceTypeIn(q);
  const intent = detectIntent(q, type !== null, carsIn(q, g.vehicles).named);
  switch (intent) {
    case 'warning_light': {
      const answer = warningLight(ctx);
      if (answer) return answer;
      break;
    }
    case 'how_often':
      return howOften(ctx, type!);
    case 'last_done':
      if (type || g.vehicles.length > 0) return lastDone(ctx, type);
      break;
    case 'spend':
      return spend(ctx);
    case 'economy':
      return economy(ctx);
    case 'next_due':
      return nextDue(ctx, type);
    case 'known_problems': {
      const answer = knownProblems(ctx);
      if (answer) return answer;
      break;
    }
    case 'garage':
      return garageList(ctx);
    case 'mileage':
      return mileage(ctx);
    default:
      break;
  }
  // General questions: retrieval over the articles, cited.
  const hit = bestArticle(kb.articles.search(question, 4));
  if (hit) return articleAnswer(hit, 'article');
  if (type && PERSONAL.test(q) && g.vehicles.length > 0) return nextDue(ctx, type);
  if (type) return howOften(ctx, type);
  return noGrounding(ctx);
}
