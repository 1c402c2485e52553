// The assessment's grounding: everything real the answer is built from (the car as given or read
// from the garage, its VIN decode, the knowledge base's known problems and brand facts, the garage's
// schedule, the condition answers), gathered into one plain object. Pure: no database, no clock.
import type { AssessedVehicle, ConditionAnswers } from '../../../shared/assessment.ts';
import type { DecodedVin } from '../../../shared/vehicle-data.ts';
import type { KnowledgeBase, KnownProblemMatch } from '../knowledge/knowledge-base.ts';
import type { BrandFacts } from '../knowledge/schema.ts';
import type { DueItem } from '../garage/schedule.ts';
import type { FuelCostGrounding } from './fuel-cost.ts';

/** A known problem with how sure Odo is that it concerns this car. */
export interface GroundedProblem extends KnownProblemMatch {
  applies: 'yes' | 'maybe';
}

export interface GarageGrounding {
  /** The garage's schedule for the car (scheduleFor), most urgent first. */
  due: DueItem[];
  maintenanceCount: number;
  fuelCount: number;
  /** Service types with at least one record. */
  recordedTypes: string[];
}

export interface Grounding {
  /** ISO date the assessment is made on (age and schedule are counted to it). */
  today: string;
  vehicle: AssessedVehicle;
  vin: DecodedVin | null;
  /** false when the knowledge base has no entry at all for this make and model. */
  modelSpecificData: boolean;
  problems: GroundedProblem[];
  brand: BrandFacts | null;
  garage: GarageGrounding | null;
  /** The answers without the free text (the engine never reads the notes). */
  answers: Omit<ConditionAnswers, 'notes'>;
  /** Whole model years since the model year, at least 0. */
  ageYears: number;
  /** The EPA rating, a year's distance and the user's prices (null: the EPA never rated it). */
  fuelCost?: FuelCostGrounding | null;
}

/** vPIC's engine configuration → the letter used in engine names (V6, I4, H4). */
function configLetter(configuration: string | null): string {
  const value = configuration?.toLowerCase() ?? '';
  if (value.startsWith('v')) return 'V';
  if (value.includes('line')) return 'I';
  if (value.includes('opposed') || value.includes('boxer')) return 'H';
  if (value.startsWith('w')) return 'W';
  return '';
}

/** "2.5L I4 QR25DE turbo" from a VIN decode, or null when it says nothing about the engine. */
export function engineTextOf(vin: DecodedVin | null): string | null {
  if (!vin) return null;
  const { displacementL, cylinders, configuration, model, turbo } = vin.engine;
  const parts = [
    displacementL ? `${displacementL.toFixed(1)}L` : null,
    cylinders ? `${configLetter(configuration)}${cylinders}` : null,
    model,
    turbo ? 'turbo' : null,
    vin.fuelType === 'diesel' ? 'diesel' : null,
  ].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(' ') : null;
}

const DIESEL_WORDS =
  /diesel|tdi|hdi|tdci|cdi|dci|crdi|bluetec|duramax|power stroke|ecodiesel|d[345]\b/i;

/**
 * 'no' when the car's known engine contradicts an entry's engine filter (another displacement,
 * cylinder count or fuel), 'yes' when the filter is found in the engine text, else 'maybe'.
 */
export function engineApplies(
  filter: string,
  engine: { text: string | null; displacementL: number | null; cylinders: number | null },
  fuelType: string | null,
): 'yes' | 'maybe' | 'no' {
  const dieselFilter = DIESEL_WORDS.test(filter);
  if (fuelType && fuelType !== 'diesel' && dieselFilter) return 'no';
  if (fuelType === 'diesel' && !dieselFilter && /petrol|gasoline|tsi|tfsi|ecoboost/i.test(filter)) {
    return 'no';
  }
  if (fuelType === 'electric') return 'no';
  if (engine.displacementL) {
    const sizes = [...filter.matchAll(/\b(\d\.\d)\b/g)].map((m) => Number(m[1]));
    if (sizes.length && !sizes.some((size) => Math.abs(size - engine.displacementL!) < 0.06)) {
      return 'no';
    }
  }
  if (engine.cylinders) {
    const cylinders = /\b[VIHW](\d{1,2})\b/i.exec(filter)?.[1];
    if (cylinders && Number(cylinders) !== engine.cylinders) return 'no';
    if (/three-cylinder|3-cylinder/i.test(filter) && engine.cylinders !== 3) return 'no';
  }
  if (engine.text && normalise(engine.text).includes(normalise(filter))) return 'yes';
  return 'maybe';
}

/** Same idea for a transmission filter ("CVT", "6-speed manual", "7-speed DSG DQ200"). */
export function transmissionApplies(filter: string, text: string | null): 'yes' | 'maybe' | 'no' {
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
  return normalise(given).includes(normalise(wanted)) ? 'yes' : 'maybe';
}

const normalise = (value: string) =>
  value
    .toLowerCase()
    .replace(/(\d\.\d)\s*l\b/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The known problems of the car's make, model and year, each marked 'yes' or 'maybe' from what
 * is known of its engine, transmission and fuel; entries the car's own facts rule out are dropped.
 */
export function groundedProblems(
  kb: Pick<KnowledgeBase, 'knownProblems'>,
  vehicle: AssessedVehicle,
  vin: DecodedVin | null,
): GroundedProblem[] {
  // Asked without engine/transmission: every entry of the year, filtered ones marked conditional.
  const candidates = kb.knownProblems({
    make: vehicle.make,
    model: vehicle.model,
    year: vehicle.year,
  });
  const engine = {
    text: vehicle.engineDescription,
    displacementL: vin?.engine.displacementL ?? null,
    cylinders: vin?.engine.cylinders ?? null,
  };
  const result: GroundedProblem[] = [];
  for (const entry of candidates) {
    const byEngine = entry.engine ? engineApplies(entry.engine, engine, vehicle.fuelType) : 'yes';
    const byGearbox = entry.transmission
      ? transmissionApplies(entry.transmission, vehicle.transmission)
      : 'yes';
    if (byEngine === 'no' || byGearbox === 'no') continue;
    const applies = byEngine === 'yes' && byGearbox === 'yes' ? 'yes' : 'maybe';
    result.push({ ...entry, conditional: applies === 'maybe', applies });
  }
  return result;
}

const modelSets = new WeakMap<object, Set<string>>();

/** Does the knowledge base know this make and model at all (any year)? Indexed once per base. */
export function knowsModel(
  kb: Pick<KnowledgeBase, 'allKnownProblems'>,
  make: string,
  model: string,
) {
  let models = modelSets.get(kb);
  if (!models) {
    models = new Set(
      kb.allKnownProblems().map((e) => `${e.make.toLowerCase()}|${e.model.toLowerCase()}`),
    );
    modelSets.set(kb, models);
  }
  return models.has(`${make.trim().toLowerCase()}|${model.trim().toLowerCase()}`);
}

export function ageYears(year: number, today: string): number {
  return Math.max(0, Number(today.slice(0, 4)) - year);
}
