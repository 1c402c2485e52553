// The built-in engine's words: summary, key findings, recommendations, pros and cons, each
// sentence built from a fact of the grounding (a named problem, a figure, an answer), never canned.
// A configured model may rewrite these from the same grounding (model-prose.ts).
import type { Condition, ScheduleItem } from '../../../shared/assessment.ts';
import type { ServiceType } from '../../../shared/garage.ts';
import { SERVICE_TYPE_LABELS } from '../../../shared/garage.ts';
import {
  ALL_BRANDS_MAINTENANCE_USD,
  KM_PER_YEAR,
  maintenanceCostOf,
  overdueItems,
} from './engine.ts';
import {
  answerFindings,
  byWeight,
  carName,
  cost,
  km,
  lifeFindings,
  problemFinding,
  usd,
} from './findings.ts';
import type { Grounding } from './grounding.ts';
import { marketCaveat } from '../knowledge/markets.ts';

export interface Prose {
  summary: string;
  keyFindings: string[];
  recommendations: string[];
  pros: string[];
  cons: string[];
}

const label = (type: string | null) =>
  type ? (SERVICE_TYPE_LABELS[type as ServiceType] ?? type) : 'Reminder';

/** The costly services a buyer should see proof of (the schedule lists the rest). */
const BIG_SERVICES = new Set([
  'timing_belt',
  'transmission_fluid',
  'coolant',
  'spark_plugs',
  'brake_fluid',
]);

export interface EngineFigures {
  score: number;
  condition: Condition;
  schedule: ScheduleItem[];
  /** Nothing model-specific is known for the model year: no score is stated as a figure. */
  notEnoughData?: boolean;
}

export function builtInProse(
  g: Grounding,
  { score, condition, schedule, notEnoughData = false }: EngineFigures,
): Prose {
  const name = carName(g);
  const problems = byWeight(g);
  const life = lifeFindings(g);
  const brandCost = maintenanceCostOf(g);
  const overdue = overdueItems(g);
  const overdueCount = schedule.filter((item) => item.status === 'overdue').length;
  const keyFindings: string[] = [];
  const recommendations: string[] = [];
  const pros: string[] = [];
  const cons: string[] = [];

  if (!g.modelSpecificData) {
    keyFindings.push(
      `Odo has no model-specific data for the ${g.vehicle.make} ${g.vehicle.model}: no known problems are listed for it, and none are assumed.`,
    );
    recommendations.push(
      'With no model-specific data, have an independent mechanic inspect the car before you buy.',
    );
  } else if (g.reviewedNoProblem && problems.length === 0) {
    keyFindings.push(`Odo's knowledge base lists no known problems for the ${name}.`);
    pros.push(
      `No widespread problem is known for the ${g.vehicle.year} ${g.vehicle.model} (reviewed).`,
    );
  } else if (notEnoughData) {
    keyFindings.push(
      `Odo has no model-specific data for the ${g.vehicle.year} ${g.vehicle.make} ${g.vehicle.model}: no known problem is on record for this model year, which does not mean it has none.`,
    );
    recommendations.push(
      'With no model-specific data for this model year, have an independent mechanic inspect the car before you buy.',
    );
  }
  for (const p of problems.slice(0, 6)) keyFindings.push(problemFinding(p, g.vehicle.mileage));
  keyFindings.push(life.text);
  if (g.brand) {
    const relation = brandCost <= ALL_BRANDS_MAINTENANCE_USD ? 'below' : 'above';
    keyFindings.push(
      `${g.brand.make} maintenance and repairs average ${usd(brandCost)} a year (${g.brand.source.organisation}), ${relation} the ${usd(ALL_BRANDS_MAINTENANCE_USD)} all-brand average.`,
    );
    (relation === 'below' ? pros : cons).push(
      `${g.brand.make} running costs average ${usd(brandCost)} a year, ${relation} the all-brand average.`,
    );
  }
  for (const item of overdue) {
    keyFindings.push(`${label(item.serviceType)} is overdue by the garage's schedule.`);
    cons.push(`${label(item.serviceType)} overdue.`);
    recommendations.push(`Book the overdue ${label(item.serviceType).toLowerCase()} service now.`);
  }
  keyFindings.push(...answerFindings(g));

  for (const p of problems) {
    if (p.severity === 'low') continue;
    if (p.applies === 'may_not') {
      recommendations.push(
        `"${p.title}" is a ${marketCaveat(p.market).replace(' — ', ' that ')}: a dealer can tell from the VIN whether it covers this car.`,
      );
      continue;
    }
    if (p.source.kind === 'recall' && p.repairCostUsd.max === 0) {
      recommendations.push(
        `Check that the recall repair for "${p.title}" was done (${p.source.document}); a dealer can look it up from the VIN.`,
      );
    } else {
      recommendations.push(
        `Ask whether "${p.title}" has been fixed; if not, budget ${usd(p.repairCostUsd.min)}–${usd(p.repairCostUsd.max)}. Signs: ${p.symptoms.slice(0, 3).join('; ').toLowerCase()}.`,
      );
    }
    if (p.severity === 'high' || p.severity === 'critical') {
      cons.push(`Known ${p.component.replace('_', ' ')} problem: ${p.title} (${cost(p)}).`);
    }
  }
  const unknown = g.garage
    ? []
    : schedule.filter((item) => item.status === 'unknown' && BIG_SERVICES.has(item.item));
  if (unknown.length) {
    recommendations.push(
      `Ask for proof of the big services that have fallen due: ${unknown.map((item) => item.label.toLowerCase()).join(', ')}.`,
    );
  }
  if (g.answers.warningLightsOn) {
    recommendations.push('Have the warning lights diagnosed (fault codes read) before you commit.');
  }
  if (g.answers.serviceHistory === 'none') {
    recommendations.push(
      'With no service history, budget for a full service straight after purchase.',
    );
  }

  if (life.perYear !== null && life.perYear < KM_PER_YEAR * 0.7) {
    pros.push(`Low mileage for its age: about ${km(life.perYear)} a year.`);
  } else if (life.perYear !== null && life.perYear > KM_PER_YEAR * 1.4) {
    cons.push(`High mileage for its age: about ${km(life.perYear)} a year.`);
  }
  if (life.used >= 80)
    cons.push(`It has covered about ${life.used}% of a typical lifetime's distance.`);
  else if (life.used <= 30)
    pros.push(`Most of a typical lifetime's distance is still ahead (${life.used}% used).`);
  if (g.answers.serviceHistory === 'full') pros.push('Full service history.');
  if (g.answers.accidentHistory === 'none') pros.push('No accidents reported.');
  if (g.answers.owners === 1) pros.push('One owner.');
  if (g.answers.accidentHistory === 'major') cons.push('A major accident in its history.');
  if (g.answers.rustSeen === 'structural') cons.push('Structural rust.');
  if (g.answers.warningLightsOn) cons.push('Warning lights on.');
  if (g.garage && overdue.length === 0) pros.push("Nothing is overdue on the garage's schedule.");

  const top = problems.find((p) => p.applies !== 'may_not');
  const figures = [
    notEnoughData
      ? 'not enough data for a reliability score'
      : `reliability ${score.toFixed(1)}/10`,
    condition === 'unknown'
      ? 'condition not assessed (no answers or records about it)'
      : `condition ${condition}`,
  ].join(', ');
  const summary =
    `${name}, ${km(g.vehicle.mileage)}: ${figures}. ` +
    (!g.modelSpecificData || notEnoughData
      ? `Odo has no model-specific data for this ${g.modelSpecificData ? 'model year' : 'car'}; what is known: its age, mileage and ${g.brand ? `${g.brand.make}'s brand averages` : 'general averages'}.`
      : top
        ? `Odo's knowledge base lists ${problems.length} known problem${problems.length === 1 ? '' : 's'} for this model year; the weightiest is ${top.title} (${cost(top)}; ${top.source.organisation}).`
        : 'Odo lists no known problems for this model year.') +
    (overdueCount
      ? ` ${overdueCount} service item${overdueCount === 1 ? ' is' : 's are'} overdue.`
      : '');

  return { summary, keyFindings, recommendations, pros, cons };
}
