// The whole built-in answer for one grounding: the engine's figures, the schedule, what it is
// based on, and the built-in words. Pure (grounding in, result out); the service stores it.
import type { AssessmentResult, BasedOn } from '../../../shared/assessment.ts';
import {
  breakdownOf,
  conditionOf,
  lifespanOf,
  maintenanceCostOf,
  scoreOf,
  type Breakdown,
} from './engine.ts';
import { commonIssuesOf, urgentIssuesOf } from './issues.ts';
import { notEnoughDataOf, type Grounding } from './grounding.ts';
import { annualFuelCostOf } from './fuel-cost.ts';
import { matchedName } from '../knowledge/epa-ratings.ts';
import { maintenanceScheduleOf } from './maintenance-schedule.ts';
import { carName } from './findings.ts';
import { builtInProse, type Prose } from './prose.ts';

/** An assessment before it is saved (no id or date yet). */
export type AssessmentBody = Omit<AssessmentResult, 'id' | 'createdAt'>;

const km = (value: number) => `${value.toLocaleString('en-US')} km`;

export function basedOnOf(g: Grounding): BasedOn[] {
  const list: BasedOn[] = [];
  if (g.vin) {
    list.push({
      kind: 'vin_decode',
      label: `VIN ${g.vin.vin} decoded offline (NHTSA vPIC)`,
      detail: [g.vin.year, g.vin.make, g.vin.model, g.vehicle.engineDescription, g.vin.transmission]
        .filter(Boolean)
        .join(', '),
    });
  }
  const count = g.problems.length;
  list.push({
    kind: 'known_problems',
    label: g.modelSpecificData
      ? `${count} known problem${count === 1 ? '' : 's'} for the ${carName(g)} in Odo's knowledge base`
      : `No model-specific data for the ${g.vehicle.make} ${g.vehicle.model} in Odo's knowledge base`,
    ...(count > 0 && {
      detail: [...new Set(g.problems.map((p) => p.source.organisation))].join('; '),
    }),
  });
  list.push(
    g.brand
      ? {
          kind: 'brand_facts',
          label: `${g.brand.make} averages: US$${g.brand.averageAnnualMaintenanceUsd} a year, ${g.brand.expectedLifespanYears}-year lifespan`,
          detail: `${g.brand.source.organisation}: ${g.brand.source.document}`,
        }
      : {
          kind: 'brand_facts',
          label: `No brand figures for ${g.vehicle.make}: general defaults used (US$${maintenanceCostOf(g)} a year, ${lifespanOf(g)} years)`,
        },
  );
  list.push({
    kind: 'service_schedule',
    label: g.garage
      ? "The garage's service schedule for this car"
      : "Odo's service intervals (typical manufacturer schedules) against the car's mileage and age",
  });
  if (g.garage) {
    list.push({
      kind: 'garage_records',
      label: `${g.garage.maintenanceCount} maintenance record${g.garage.maintenanceCount === 1 ? '' : 's'} and ${g.garage.fuelCount} fuel record${g.garage.fuelCount === 1 ? '' : 's'} of your car`,
    });
  }
  const answered = Object.entries(g.answers).filter(([, value]) => value !== undefined).length;
  if (answered > 0) {
    list.push({
      kind: 'condition_answers',
      label: `Your ${answered} answer${answered === 1 ? '' : 's'} about the car's condition`,
    });
  }
  if (g.fuelCost) {
    const { epa } = g.fuelCost;
    list.push({
      kind: 'epa_rating',
      label: `US EPA rating: ${epa.rating.combined} ${epa.rating.unit} combined (${matchedName(epa)})`,
      detail: `${epa.source.organisation}: ${epa.source.document}`,
    });
  }
  list.push({
    kind: 'age_and_mileage',
    label: `${g.ageYears} year${g.ageYears === 1 ? '' : 's'} old, ${km(g.vehicle.mileage)}`,
  });
  return list;
}

/** The schedule's items by status: the one count every figure beside the list uses. */
export function scheduleCountsOf(schedule: AssessmentBody['maintenanceSchedule']) {
  const count = (status: string) => schedule.filter((item) => item.status === status).length;
  return {
    overdue: count('overdue'),
    dueSoon: count('due_soon'),
    unknown: count('unknown'),
    ok: count('ok'),
  };
}

export interface BuiltInAssessment {
  body: AssessmentBody;
  breakdown: Breakdown;
}

/** The built-in engine's answer; `prose` replaces the words when a model wrote them. */
export function builtInAssessment(g: Grounding): BuiltInAssessment {
  const breakdown = breakdownOf(g);
  const score = scoreOf(breakdown);
  const condition = conditionOf(g, breakdown);
  const schedule = maintenanceScheduleOf(g);
  const notEnoughData = notEnoughDataOf(g);
  const prose = builtInProse(g, { score, condition, schedule, notEnoughData });
  return { body: bodyWith(g, { score, condition, schedule, notEnoughData }, prose), breakdown };
}

function bodyWith(
  g: Grounding,
  figures: {
    score: number;
    condition: AssessmentBody['assessment']['condition'];
    schedule: AssessmentBody['maintenanceSchedule'];
    notEnoughData: boolean;
  },
  prose: Prose,
): AssessmentBody {
  return {
    engine: 'built-in',
    vehicle: g.vehicle,
    modelSpecificData: g.modelSpecificData,
    notEnoughData: figures.notEnoughData,
    basedOn: basedOnOf(g),
    summary: prose.summary,
    reliability: {
      score: figures.score,
      confidence: figures.notEnoughData ? 'low' : 'normal',
      commonIssues: commonIssuesOf(g),
      averageMaintenanceCost: maintenanceCostOf(g),
      expectedLifespan: lifespanOf(g),
    },
    assessment: {
      condition: figures.condition,
      keyFindings: prose.keyFindings,
      recommendations: prose.recommendations,
      urgentIssues: urgentIssuesOf(g),
    },
    pros: prose.pros,
    cons: prose.cons,
    maintenanceSchedule: figures.schedule,
    scheduleCounts: scheduleCountsOf(figures.schedule),
    annualFuelCost: annualFuelCostOf(g.fuelCost),
  };
}

/** The same answer with another engine's words (numbers, issues and schedule unchanged). */
export function withProse(body: AssessmentBody, prose: Prose, engine: string): AssessmentBody {
  return {
    ...body,
    engine,
    summary: prose.summary,
    assessment: {
      ...body.assessment,
      keyFindings: prose.keyFindings,
      recommendations: prose.recommendations,
    },
    pros: prose.pros,
    cons: prose.cons,
  };
}

export function proseOf(body: AssessmentBody): Prose {
  return {
    summary: body.summary,
    keyFindings: body.assessment.keyFindings,
    recommendations: body.assessment.recommendations,
    pros: body.pros,
    cons: body.cons,
  };
}
