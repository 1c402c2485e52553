// The assessment's issues: the model year's known problems as common issues (heaviest first,
// only from the knowledge base) and the urgent issues (what needs action before driving far).
import type { CommonIssue } from '../../../shared/assessment.ts';
import { SERVICE_TYPE_LABELS } from '../../../shared/garage.ts';
import { sourceLinks } from '../knowledge/source-links.ts';
import { overdueItems, problemPoints } from './engine.ts';
import type { Grounding } from './grounding.ts';

/** Overdue items that are urgent (safety or engine damage). */
const URGENT_OVERDUE = new Set<string>(['timing_belt', 'brake_pads', 'tyres']);

const km = (value: number) => `${value.toLocaleString('en-US')} km`;

export function urgentIssuesOf(g: Grounding): string[] {
  const urgent: string[] = [];
  for (const item of overdueItems(g)) {
    if (!item.serviceType || !URGENT_OVERDUE.has(item.serviceType)) continue;
    const label = SERVICE_TYPE_LABELS[item.serviceType];
    const due = [item.dueKm !== null ? `at ${km(item.dueKm)}` : null, item.dueDate]
      .filter(Boolean)
      .join(' or by ');
    const last =
      item.lastDoneDate !== null
        ? ` (last done ${item.lastDoneDate}${item.lastDoneKm !== null ? ` at ${km(item.lastDoneKm)}` : ''})`
        : '';
    const why =
      item.serviceType === 'timing_belt'
        ? 'A broken timing belt can destroy the engine: have it replaced before driving far.'
        : 'Have it checked and replaced now: it is a safety item.';
    urgent.push(
      `${label} overdue: it was due ${due}${last}; the car is at ${km(g.vehicle.mileage)}. ${why}`,
    );
  }
  if (g.answers.warningLightsOn) {
    urgent.push(
      'Warning lights are on: have the fault codes read before buying or driving far; until then the cause is unknown.',
    );
  }
  if (g.answers.rustSeen === 'structural') {
    urgent.push(
      'Structural rust reported: have the sills, floor and subframes inspected; structural rust can make a car unsafe.',
    );
  }
  for (const p of g.problems) {
    if (p.severity !== 'critical' || p.applies !== 'yes') continue;
    const check =
      p.source.kind === 'recall'
        ? 'Ask a dealer to confirm from the VIN that the free recall repair was done'
        : 'Ask for proof it was fixed';
    urgent.push(`${p.title} (${p.source.organisation}: ${p.source.document}). ${check}.`);
  }
  return urgent;
}

export function commonIssuesOf(g: Grounding): CommonIssue[] {
  return [...g.problems]
    .sort(
      (a, b) =>
        problemPoints(b, g.vehicle.mileage) - problemPoints(a, g.vehicle.mileage) ||
        a.id.localeCompare(b.id),
    )
    .map((p) => ({
      id: p.id,
      title: p.title,
      description: p.description,
      component: p.component,
      severity: p.severity,
      typicalMileageKm: p.typicalMileageKm,
      repairCost: { min: p.repairCostUsd.min, max: p.repairCostUsd.max },
      symptoms: p.symptoms,
      source: { ...p.source, links: sourceLinks(p.source) },
      applies: p.applies,
      market: p.market,
      yearFrom: p.yearFrom,
      yearTo: p.yearTo,
    }));
}
