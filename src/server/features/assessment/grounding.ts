// The assessment's grounding: everything real the answer is built from (the car as given or read
// from the garage, its VIN decode, the knowledge base's known problems and brand facts, the garage's
// schedule, the condition answers), gathered into one plain object. Pure: no database, no clock.
import type { AssessedVehicle, ConditionAnswers } from '../../../shared/assessment.ts';
import type { DecodedVin } from '../../../shared/vehicle-data.ts';
import { knowsCar, problemsOfCar, type CarProblem } from '../knowledge/car-problems.ts';
import type { KnowledgeBase } from '../knowledge/knowledge-base.ts';
import type { BrandFacts } from '../knowledge/schema.ts';
import type { DueItem } from '../garage/schedule.ts';
import type { FuelCostGrounding } from './fuel-cost.ts';

/** A known problem with how sure Odo is that it concerns this car. */
export type GroundedProblem = CarProblem;

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
  /** A reviewer found no widespread problem for this model year (coverage data). */
  reviewedNoProblem?: boolean;
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
    // "V6", or "6-cylinder" when vPIC does not say the layout (never a bare "6").
    cylinders
      ? configLetter(configuration)
        ? `${configLetter(configuration)}${cylinders}`
        : `${cylinders}-cylinder`
      : null,
    model,
    turbo ? 'turbo' : null,
    vin.fuelType === 'diesel' ? 'diesel' : null,
  ].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(' ') : null;
}

/**
 * The known problems of the car's make, model and year (the knowledge feature's problemsOfCar:
 * catalog identity, variant, trim and VIN engine facts, each problem once).
 */
export function groundedProblems(
  kb: Pick<KnowledgeBase, 'allKnownProblems'>,
  vehicle: AssessedVehicle,
  vin: DecodedVin | null,
): GroundedProblem[] {
  return problemsOfCar(kb, {
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    trim: vehicle.trim,
    engine: {
      text: vehicle.engineDescription,
      displacementL: vin?.engine.displacementL ?? null,
      cylinders: vin?.engine.cylinders ?? null,
    },
    fuelType: vehicle.fuelType,
    transmission: vehicle.transmission,
    market: vehicle.market ?? null,
  });
}

/**
 * Nothing model-specific is known for this model year: no known problem concerns it (another
 * market's campaigns do not count) and no reviewer found it free of widespread problems.
 */
export function notEnoughDataOf(g: Grounding): boolean {
  return !g.reviewedNoProblem && !g.problems.some((p) => p.applies !== 'may_not');
}

/** Did the owner answer anything about the car's condition, or do garage records show it? */
export function conditionIsKnown(g: Grounding): boolean {
  const answered = Object.values(g.answers).some((value) => value !== undefined);
  return answered || (g.garage?.maintenanceCount ?? 0) > 0;
}

/** Does the knowledge base know this make and model at all (any year, any variant)? */
export function knowsModel(
  kb: Pick<KnowledgeBase, 'allKnownProblems'>,
  make: string,
  model: string,
) {
  return knowsCar(kb, make, model);
}

export function ageYears(year: number, today: string): number {
  return Math.max(0, Number(today.slice(0, 4)) - year);
}
