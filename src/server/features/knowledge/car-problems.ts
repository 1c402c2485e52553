// The known problems of one car as people describe it, for the assessment and Ask Odo alike: make
// and model meet the data through the vehicle catalog's identity ("Camry Hybrid" is the Camry's
// data; a "330i" entry belongs to the 3 Series), the trim's engine, fuel, gearbox and model-number
// words (and a VIN's facts) drop what cannot apply and mark what may, and each problem is listed once.
import { compactName, mergeTrim } from '../vehicle-data/model-names.ts';
import { identifyVehicle, modelIdentity } from '../vehicle-data/vehicle-identity.ts';
import type { KnowledgeBase, KnownProblemMatch } from './knowledge-base.ts';
import { marketApplies, marketOf, type CarMarket } from './markets.ts';
import type { KnownProblem, ProblemMarket } from './schema.ts';

export interface CarEngine {
  text: string | null;
  displacementL: number | null;
  cylinders: number | null;
}

export interface CarForProblems {
  year: number;
  make: string;
  model: string;
  trim?: string | null;
  /** What a VIN decode says of the engine; the trim's words fill what it leaves out. */
  engine?: CarEngine | null;
  /** Odo's fuel type when known (VIN, garage); else read from the trim's words. */
  fuelType?: string | null;
  transmission?: string | null;
  /** Where the car was sold (the owner's word or its VIN); null/absent: not known. */
  market?: CarMarket | null;
}

/**
 * A known problem with how sure Odo is that it concerns this car: 'maybe' for another engine or
 * gearbox the car may have, 'may_not' for another market's campaign (a US recall, a European car).
 */
export interface CarProblem extends KnownProblemMatch {
  applies: 'yes' | 'maybe' | 'may_not';
  market: ProblemMarket;
}

type Applies = 'yes' | 'maybe' | 'no';

const DIESEL_WORDS =
  /diesel|tdi|hdi|tdci|cdi|dci|crdi|bluetec|duramax|power stroke|ecodiesel|multijet|jtd|d-4d|cdti|dtec|d[345]\b/i;

export const normaliseEngineText = (value: string) =>
  value
    .toLowerCase()
    .replace(/(\d\.\d)\s*l\b/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();

const PETROL_WORDS =
  /\b(tsi|tfsi|fsi|ecoboost|petrol|gasoline|gdi|t-gdi|puretech|tce|sce|vtec|i-vtec|skyactiv-g|thp|vti|mpi|mivec|dig-t|t-jet|multiair)\b/i;

/** The fuel a filter or a trim names: hybrid, plug-in, electric (null when it names none). */
function powertrainOf(text: string): 'electric' | 'plug_in_hybrid' | 'hybrid' | null {
  if (
    /\b(phev|plug-?in|prime|4xe|recharge|e-hybrid)\b|\b(?:[a-z]{1,3}\s?)?\d{3}\s?e\b/i.test(text)
  ) {
    return 'plug_in_hybrid';
  }
  if (/\b(hybrid|hev|e:hev|e-tech)\b|\b[a-z]{2}\s?\d{3}h\b/i.test(text)) return 'hybrid';
  if (/\b(ev|bev|electric|lightning)\b/i.test(text)) return 'electric';
  return null;
}

/** Engine, fuel and gearbox facts in a trim ("1.4 TSI DSG", "320d", "Hybrid XLE", "5.3L V8"). */
export function trimFacts(words: string): {
  displacementL: number | null;
  cylinders: number | null;
  fuelType: string | null;
  transmission: string | null;
} {
  const size = /(?:^|[^\d.])(\d\.\d)(?![\d.])/.exec(words)?.[1];
  const cylinders =
    /\b[vwhi](\d{1,2})\b/i.exec(words)?.[1] ??
    { three: '3', four: '4', five: '5', six: '6', eight: '8' }[
      /\b(three|four|five|six|eight)[- ]cylinder/i.exec(words)?.[1]?.toLowerCase() ?? ''
    ];
  const powertrain = powertrainOf(words);
  const diesel =
    DIESEL_WORDS.test(words) || /\b(?:[a-z]{1,3}\s?|[sx]drive)?\d{2,3}\s?d\b/i.test(words);
  const petrol = PETROL_WORDS.test(words) || /\b\d{3}(?:i|xi|ci|is|li)\b/i.test(words);
  return {
    displacementL: size ? Number(size) : null,
    cylinders: cylinders ? Number(cylinders) : null,
    fuelType: powertrain ?? (diesel ? 'diesel' : petrol ? 'petrol' : null),
    transmission:
      /\b(dsg|s tronic|dct|pdk|cvt|powershift|manual|automatic|\d-speed(?: manual| automatic)?)\b/i.exec(
        words,
      )?.[1] ?? null,
  };
}

/**
 * 'no' when the car's known engine contradicts an entry's engine filter (another displacement,
 * cylinder count or fuel), 'yes' when the filter is found in the engine text, else 'maybe'.
 */
export function engineApplies(filter: string, engine: CarEngine, fuelType: string | null): Applies {
  const dieselFilter = DIESEL_WORDS.test(filter);
  const filterPowertrain = powertrainOf(filter);
  if (fuelType === 'electric') return filterPowertrain === 'electric' ? 'yes' : 'no';
  if (filterPowertrain === 'electric') return fuelType ? 'no' : 'maybe';
  if (filterPowertrain && fuelType) {
    const hybrid = fuelType === 'hybrid' || fuelType === 'plug_in_hybrid';
    if (!hybrid || (filterPowertrain === 'plug_in_hybrid' && fuelType !== 'plug_in_hybrid')) {
      return 'no';
    }
  }
  if (fuelType && fuelType !== 'diesel' && dieselFilter) return 'no';
  if (fuelType === 'diesel' && !dieselFilter && PETROL_WORDS.test(filter)) {
    return 'no';
  }
  if (engine.displacementL) {
    const sizes = [...filter.matchAll(/(?<![\d.])(\d\.\d)(?![\d.])/g)].map((m) => Number(m[1]));
    if (sizes.length && !sizes.some((size) => Math.abs(size - engine.displacementL!) < 0.06)) {
      return 'no';
    }
  }
  const filterCylinders = Number(/\b[VIHW](\d{1,2})\b/i.exec(filter)?.[1] ?? 0);
  if (!engine.cylinders && engine.displacementL && filterCylinders) {
    // A size no engine of that layout has in a car ("1.4 TSI" is never a V6, "5.7" never an I4).
    const size = engine.displacementL;
    if ((filterCylinders >= 6 && size < 2.4) || (filterCylinders >= 8 && size < 3.5)) return 'no';
    if (filterCylinders <= 4 && size > 3.0) return 'no';
  }
  if (engine.cylinders) {
    const cylinders = /\b[VIHW](\d{1,2})\b/i.exec(filter)?.[1];
    if (cylinders && Number(cylinders) !== engine.cylinders) return 'no';
    if (/three-cylinder|3-cylinder/i.test(filter) && engine.cylinders !== 3) return 'no';
  }
  if (engine.text && normaliseEngineText(engine.text).includes(normaliseEngineText(filter))) {
    return 'yes';
  }
  return 'maybe';
}

/** Same idea for a transmission filter ("CVT", "6-speed manual", "7-speed DSG DQ200"). */
export function transmissionApplies(filter: string, text: string | null): Applies {
  if (!text) return 'maybe';
  const given = text.toLowerCase();
  const wanted = filter.toLowerCase();
  const isCvt = (value: string) => value.includes('cvt') || value.includes('continuously');
  if (isCvt(wanted)) {
    if (isCvt(given)) return 'yes';
    return given.includes('manual') ? 'no' : 'maybe';
  }
  if (wanted.includes('manual') !== given.includes('manual')) return 'no';
  if (isCvt(given)) return 'no';
  return normaliseEngineText(given).includes(normaliseEngineText(wanted)) ? 'yes' : 'maybe';
}

/** Makes whose model numbers name the engine (BMW 320d, Mercedes C 220 CDI). */
const CODE_MAKES = new Set(['BMW', 'Mercedes-Benz']);

interface ModelCode {
  number: number;
  diesel: boolean;
}

function modelCodes(make: string, words: string): ModelCode[] {
  if (!CODE_MAKES.has(make)) return [];
  return [...words.matchAll(/\b(?:[a-z]{1,3}\s?-?)?(\d{3})\s?([a-z]*)\b/gi)].map((m) => ({
    number: Number(m[1]),
    diesel: /^(d|xd|cdi|bluetec)$/i.test(m[2] ?? '') || /\b(cdi|bluetec|diesel)\b/i.test(words),
  }));
}

/**
 * An engine filter that lists model numbers ("N20 (320i, 328i)", "N47 (116d–120d, 316d–320d)")
 * against the car's: 'yes' when listed, 'no' when not (null when the filter lists none, or only
 * examples, "e.g.", and the car is not among them).
 */
function codeListApplies(filter: string, codes: ModelCode[]): 'yes' | 'no' | null {
  if (codes.length === 0) return null;
  for (const group of filter.matchAll(/\(([^)]*)\)/g)) {
    const listed = [
      ...group[1]!.matchAll(/\b(\d{3})([a-z]?)\b(?:\s*[–-]\s*(\d{3})([a-z]?)\b)?/gi),
    ].map((m) => ({
      from: Number(m[1]),
      to: Number(m[3] ?? m[1]),
      diesel: (m[2] ?? '').toLowerCase() === 'd' || /cdi|diesel|bluetec/i.test(filter),
    }));
    if (listed.length === 0) continue;
    const member = codes.some((code) =>
      listed.some((l) => code.number >= l.from && code.number <= l.to && code.diesel === l.diesel),
    );
    if (member) return 'yes';
    return /\be\.g\./i.test(group[1]!) ? null : 'no';
  }
  return null;
}

const wordsOf = (text: string) =>
  text
    .replace(/\([^)]*\)/g, ' ')
    .split(/[\s/,]+/)
    .map(compactName)
    .filter(Boolean);

const isModelCode = (word: string) =>
  /^(m?\d{3}[a-z]{0,3}|[a-z]{1,3}\d{2,3}[a-z]{0,3})$/.test(word);

/** Does an entry filed under a variant ("330i", "Prime", "SportWagen") concern this car? */
function variantApplies(variant: string, carWords: string, fuelType: string | null): Applies {
  if (!variant) return 'yes';
  const wanted = wordsOf(variant);
  const car = wordsOf(carWords);
  if (wanted.every((word) => car.includes(word))) return 'yes';
  if (wanted.some(isModelCode) && car.some(isModelCode)) return 'no';
  const powertrain = powertrainOf(variant);
  if (powertrain && fuelType && fuelType !== powertrain) return 'no';
  return 'maybe';
}

const APPLIES_RANK = { yes: 0, maybe: 1, may_not: 2 } as const;

interface Filed {
  entry: KnownProblem;
  variant: string;
}

const indexes = new WeakMap<object, Map<string, Filed[]>>();

const keyOf = (make: string, model: string) => `${compactName(make)}|${compactName(model)}`;

/** The data's entries by the catalog identity of their make and model (built once per base). */
function indexOf(kb: Pick<KnowledgeBase, 'allKnownProblems'>): Map<string, Filed[]> {
  let index = indexes.get(kb);
  if (!index) {
    index = new Map();
    for (const entry of kb.allKnownProblems()) {
      const identity = modelIdentity(entry.make, entry.model);
      const key = identity ? keyOf(identity.make, identity.model) : keyOf(entry.make, entry.model);
      index.set(key, [...(index.get(key) ?? []), { entry, variant: identity?.variant ?? '' }]);
    }
    for (const list of index.values()) list.sort((a, b) => a.entry.yearFrom - b.entry.yearFrom);
    indexes.set(kb, index);
  }
  return index;
}

/** The car's key in the index and its trim words (variant words from the model field first). */
function carKey(car: Pick<CarForProblems, 'year' | 'make' | 'model' | 'trim'>) {
  const found = identifyVehicle(car);
  if (found.ok)
    return {
      key: keyOf(found.car.make, found.car.model),
      make: found.car.make,
      words: found.car.trim,
    };
  const identity = modelIdentity(car.make, car.model);
  if (identity) {
    return {
      key: keyOf(identity.make, identity.model),
      make: identity.make,
      words: mergeTrim(identity.variant, car.trim ?? ''),
    };
  }
  return { key: keyOf(car.make, car.model), make: car.make.trim(), words: car.trim ?? '' };
}

/** Does the data know this make and model at all (any year, any variant)? */
export function knowsCar(
  kb: Pick<KnowledgeBase, 'allKnownProblems'>,
  make: string,
  model: string,
): boolean {
  const identity = modelIdentity(make, model);
  const key = identity ? keyOf(identity.make, identity.model) : keyOf(make, model);
  return indexOf(kb).has(key);
}

/**
 * The known problems of the car's make, model and year, each marked 'yes' or 'maybe' from what is
 * known of its variant, engine, gearbox and fuel; entries the car's facts rule out are left out,
 * and an entry filed twice (under the model and under a variant) is listed once.
 */
export function problemsOfCar(
  kb: Pick<KnowledgeBase, 'allKnownProblems'>,
  car: CarForProblems,
): CarProblem[] {
  const { key, make, words } = carKey(car);
  const fromTrim = trimFacts(words);
  const fuelType = car.fuelType ?? fromTrim.fuelType;
  const engine: CarEngine = {
    text: [car.engine?.text, words].filter(Boolean).join(' ') || null,
    displacementL: car.engine?.displacementL ?? fromTrim.displacementL,
    cylinders: car.engine?.cylinders ?? fromTrim.cylinders,
  };
  const transmission = car.transmission ?? fromTrim.transmission;
  const codes = modelCodes(make, words);
  const result: CarProblem[] = [];
  const seen = new Map<string, number>();
  for (const { entry, variant } of indexOf(kb).get(key) ?? []) {
    if (entry.yearFrom > car.year) break;
    if (entry.yearTo < car.year) continue;
    const checks: Applies[] = [
      variantApplies(variant, words, fuelType),
      entry.engine
        ? (codeListApplies(entry.engine, codes) ?? engineApplies(entry.engine, engine, fuelType))
        : 'yes',
      entry.transmission ? transmissionApplies(entry.transmission, transmission) : 'yes',
    ];
    if (checks.includes('no')) continue;
    const market = marketOf(entry);
    const applies: CarProblem['applies'] =
      marketApplies(market, car.market) === 'may_not'
        ? 'may_not'
        : checks.every((check) => check === 'yes')
          ? 'yes'
          : 'maybe';
    const problem: CarProblem = { ...entry, conditional: applies !== 'yes', applies, market };
    // One problem under two filings (the model's and a variant's, or two phases of a campaign
    // under one title) is listed once, as the filing that fits the car best.
    const same = compactName(entry.title);
    const at = seen.get(same);
    if (at === undefined) {
      seen.set(same, result.length);
      result.push(problem);
    } else if (APPLIES_RANK[applies] < APPLIES_RANK[result[at]!.applies]) {
      result[at] = problem;
    }
  }
  return result;
}
