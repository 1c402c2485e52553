// Odo's built-in assessment engine: the documented formula (decision 015) from the grounding to
// the numbers — score, condition, urgent issues, common issues — deterministic and pure.
import type { Condition } from '../../../shared/assessment.ts';
import type { ServiceType } from '../../../shared/garage.ts';
import { conditionIsKnown, type GroundedProblem, type Grounding } from './grounding.ts';

/** SPEC.md §9's defaults, used when the brand is not in the knowledge base. */
export const DEFAULT_LIFESPAN_YEARS = 12;
export const DEFAULT_MAINTENANCE_USD = 500;
/** RepairPal's average annual repair cost over all brands (the brand term's zero point). */
export const ALL_BRANDS_MAINTENANCE_USD = 652;
/** The distance a car is taken to cover in a year of its expected life. */
export const KM_PER_YEAR = 15_000;

export const SEVERITY_WEIGHT = { low: 0.25, medium: 0.5, high: 0.9, critical: 1.2 } as const;
export const MAYBE_FACTOR = 0.6;
/** Another market's campaign (a US recall, a European-market car): it may not concern it at all. */
export const MAY_NOT_FACTOR = 0.25;
export const CAPS = { problems: 4, age: 2, mileage: 2, records: 2 } as const;
/** Overdue garage items: points each (score and condition). */
export const OVERDUE_POINTS: Partial<Record<ServiceType, number>> = {
  timing_belt: 1.5,
  brake_pads: 0.5,
  brake_fluid: 0.5,
  tyres: 0.5,
};
export const OVERDUE_OTHER_POINTS = 0.2;

/** Condition answers: [score points, condition points]. */
export const ANSWER_POINTS = {
  warningLightsOn: [1, 1.5],
  accident: { none: [0, 0], minor: [0.3, 0.5], major: [1, 1.5], unknown: [0.2, 0.25] },
  rust: { none: [0, 0], surface: [0.3, 0.5], structural: [1.5, 2.5] },
  service: { full: [-0.3, -0.25], partial: [0.3, 0.3], none: [0.7, 0.75] },
  /** Per owner beyond the second, capped at 3 extra owners. */
  perExtraOwner: [0.2, 0.2],
} as const;

/** Condition from its points: below each bound, that condition. */
export const CONDITION_BOUNDS: [number, Condition][] = [
  [0.75, 'excellent'],
  [1.75, 'good'],
  [3, 'fair'],
];

const round1 = (value: number) => Math.round(value * 10) / 10;
const round2 = (value: number) => Math.round(value * 100) / 100;

/** The cost factor: 0.5 for a free fix (recall), up to 1.25 at US$4,000 or more. */
export function costFactor(problem: GroundedProblem): number {
  return 0.5 + 0.75 * Math.min(1, problem.repairCostUsd.max / 4000);
}

/** ×1.2 inside the typical mileage window, ×0.8 before it, ×1 after it or with no window. */
export function mileageFactor(problem: GroundedProblem, mileage: number): number {
  const range = problem.typicalMileageKm;
  if (!range) return 1;
  if (mileage < range.from) return 0.8;
  return mileage <= range.to ? 1.2 : 1;
}

/** One known problem's points: severity × cost × applicability × mileage window. */
export function problemPoints(problem: GroundedProblem, mileage: number): number {
  return (
    SEVERITY_WEIGHT[problem.severity] *
    costFactor(problem) *
    { yes: 1, maybe: MAYBE_FACTOR, may_not: MAY_NOT_FACTOR }[problem.applies] *
    mileageFactor(problem, mileage)
  );
}

export function lifespanOf(g: Grounding) {
  return g.brand?.expectedLifespanYears ?? DEFAULT_LIFESPAN_YEARS;
}
export function maintenanceCostOf(g: Grounding) {
  return g.brand?.averageAnnualMaintenanceUsd ?? DEFAULT_MAINTENANCE_USD;
}

export interface Breakdown {
  problems: number;
  age: number;
  mileage: number;
  brand: number;
  records: number;
  answers: number;
  /** The condition's points (wear + answers + overdue items). */
  conditionPoints: number;
}

function answerPoints(g: Grounding): [number, number] {
  const a = g.answers;
  const parts: (readonly [number, number])[] = [];
  if (a.warningLightsOn) parts.push(ANSWER_POINTS.warningLightsOn);
  if (a.accidentHistory) parts.push(ANSWER_POINTS.accident[a.accidentHistory]);
  if (a.rustSeen) parts.push(ANSWER_POINTS.rust[a.rustSeen]);
  if (a.serviceHistory) parts.push(ANSWER_POINTS.service[a.serviceHistory]);
  if (a.owners && a.owners > 2) {
    const extra = Math.min(3, a.owners - 2);
    parts.push([extra * ANSWER_POINTS.perExtraOwner[0], extra * ANSWER_POINTS.perExtraOwner[1]]);
  }
  return parts.reduce<[number, number]>((sum, [s, c]) => [sum[0] + s, sum[1] + c], [0, 0]);
}

export function overdueItems(g: Grounding) {
  return (g.garage?.due ?? []).filter((item) => item.status === 'overdue');
}

function recordPoints(g: Grounding): number {
  const points = overdueItems(g).reduce(
    (sum, item) => sum + (OVERDUE_POINTS[item.serviceType as ServiceType] ?? OVERDUE_OTHER_POINTS),
    0,
  );
  return Math.min(CAPS.records, points);
}

export function breakdownOf(g: Grounding): Breakdown {
  const lifespan = lifespanOf(g);
  const problems = Math.min(
    CAPS.problems,
    g.problems.reduce((sum, p) => sum + problemPoints(p, g.vehicle.mileage), 0),
  );
  const age = Math.min(CAPS.age, (2 * g.ageYears) / lifespan);
  const mileage = Math.min(CAPS.mileage, (2 * g.vehicle.mileage) / (lifespan * KM_PER_YEAR));
  const brand = g.brand
    ? Math.max(
        -0.5,
        Math.min(
          1,
          (maintenanceCostOf(g) - ALL_BRANDS_MAINTENANCE_USD) / ALL_BRANDS_MAINTENANCE_USD,
        ),
      )
    : 0;
  const records = recordPoints(g);
  const [answers, answerCondition] = answerPoints(g);
  const conditionPoints = (age + mileage) / 2 + answerCondition + records;
  return {
    problems: round2(problems),
    age: round2(age),
    mileage: round2(mileage),
    brand: round2(brand),
    records: round2(records),
    answers: round2(answers),
    conditionPoints: round2(conditionPoints),
  };
}

/** 10 minus every term, within 0..10, one decimal. */
export function scoreOf(b: Breakdown): number {
  const raw = 10 - b.problems - b.age - b.mileage - b.brand - b.records - b.answers;
  return round1(Math.max(0, Math.min(10, raw)));
}

const CONDITION_ORDER: Condition[] = ['excellent', 'good', 'fair', 'poor'];

/** From the owner's answers or garage records only: with neither, 'unknown' (never a guess). */
export function conditionOf(g: Grounding, b: Breakdown): Condition {
  if (!conditionIsKnown(g)) return 'unknown';
  let condition: Condition =
    CONDITION_BOUNDS.find(([bound]) => b.conditionPoints < bound)?.[1] ?? 'poor';
  const atBest = (cap: Condition) => {
    if (CONDITION_ORDER.indexOf(condition) < CONDITION_ORDER.indexOf(cap)) condition = cap;
  };
  // Something known to be wrong caps the condition whatever the rest says.
  if (g.answers.warningLightsOn || g.answers.accidentHistory === 'major') atBest('fair');
  if (g.answers.rustSeen === 'structural') atBest('poor');
  if (overdueItems(g).some((item) => item.serviceType === 'timing_belt')) atBest('fair');
  return condition;
}
