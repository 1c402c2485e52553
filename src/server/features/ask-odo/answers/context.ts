// What every built-in answerer shares: the answer and knowledge types, the question context, the
// service words of a question, which garage cars it is about, and how records are cited.
import { type ServiceType } from '../../../../shared/garage.ts';
import type { AskSource } from '../../../../shared/ask-odo.ts';
import type { ArticleHit, ArticleIndex } from '../../knowledge/articles.ts';
import type { KnownProblemMatch, KnownProblemQuery } from '../../knowledge/knowledge-base.ts';
import type { BrandFacts } from '../../knowledge/schema.ts';
import type { GroundedVehicle, Grounding } from '../grounding.ts';
import { carName, distance, formatDate, formatMoney, formatNumber } from './format.ts';
import { type ProblemLookup } from './problem-fit.ts';
import type { Intent as QuestionIntent } from '../understanding/intent-examples.ts';
import type { Understander, Understanding } from '../understanding/understand.ts';

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
  /** Every brand's running-cost and lifespan facts. */
  allBrands(): readonly BrandFacts[];
  understander: Understander;
}

/** Lower case, "tire" → "tyre", apostrophes gone, single spaces. */
export function normalise(question: string): string {
  return question
    .toLowerCase()
    .replace(/tire/g, 'tyre')
    .replace(/[’']s\b/g, '')
    .replace(/[’']/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
/** The service items, most specific first (brake fluid before brakes, rotation before tyres). */
export const SERVICE_WORDS: Array<[ServiceType, RegExp]> = [
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
export function serviceTypeIn(q: string): ServiceType | null {
  for (const [type, pattern] of SERVICE_WORDS) if (pattern.test(q)) return type;
  return null;
}
/** The asker's cars the question is about (the understanding step's); all of them when it names none. */
export function carsIn(ctx: Ctx) {
  const { u, g } = ctx;
  if (u.namesGarageCar) return { named: true, cars: u.garageCars };
  return { named: false, cars: [...g.vehicles] };
}

export function vehicleSource(vehicle: GroundedVehicle): AskSource {
  return {
    kind: 'vehicle',
    title: carName(vehicle),
    detail: `Your garage car, ${formatNumber(vehicle.mileage)} ${vehicle.units.distance} on the odometer`,
    vehicleId: vehicle.id,
  };
}
export function recordSource(
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
export function articleSource(hit: ArticleHit): AskSource {
  return {
    kind: 'article',
    title: hit.article.title,
    slug: hit.article.slug,
    detail: hit.article.sources.join('; '),
    excerpt: hit.passages.join('\n\n').slice(0, 1500),
  };
}

export type Ctx = {
  q: string;
  g: Grounding;
  kb: Knowledge;
  question: string;
  u: Understanding<GroundedVehicle>;
};
export function noCars(g: Grounding, what: string): BuiltInAnswer {
  return {
    intent: 'no_grounding',
    text: `You have no cars in your garage yet, so I can't tell you ${what}. Add your car on the Garage page with its service records, and I'll answer from them. Meanwhile I can answer general questions, such as what a warning light means or how often to change the oil.`,
    sources: [],
  };
}
export function whichCar(ctx: Ctx, what: string): BuiltInAnswer {
  const own = ctx.g.vehicles.map((car) => carName(car));
  // "the 2018 Zorblax Quantum 9": a model year with no car Odo's catalog knows beside it.
  const unknown = /\b(19[89]\d|20[0-4]\d)\b/.test(ctx.question)
    ? "I couldn't find that car in Odo's vehicle catalog, so I won't guess; check the make and model. "
    : '';
  return {
    intent: 'which_car',
    text: `${unknown}Which car do you mean? Tell me the year, make and model (for example “2015 Honda Civic”)${own.length ? ` or name one of your cars (${own.join(', ')})` : ''}, and I'll tell you ${what}.`,
    sources: [],
  };
}
/** A question about a car that is not in the garage, asked as if of one's own: answer for that car. */
export function aboutAnotherCar(ctx: Ctx): boolean {
  return ctx.u.otherCars.length > 0 && !ctx.u.namesGarageCar;
}
