// The facts the built-in words are made of, each phrased from the grounding: a known problem
// with its figures and source, the car's age and distance against its brand's lifespan, the answers.
import { marketCaveat } from '../knowledge/markets.ts';
import { KM_PER_YEAR, lifespanOf, problemPoints } from './engine.ts';
import type { GroundedProblem, Grounding } from './grounding.ts';

export const km = (value: number) => `${value.toLocaleString('en-US')} km`;
export const usd = (value: number) => `US$${value.toLocaleString('en-US')}`;
/** "free recall repair" for a recall at no charge (never "US$0–US$0"); one figure when both agree. */
export const cost = (p: GroundedProblem) => {
  const { min, max } = p.repairCostUsd;
  if (max === 0) {
    if (p.source.kind === 'recall') return 'free recall repair';
    return p.source.kind === 'warranty_extension'
      ? 'free under the extended warranty'
      : 'no charge';
  }
  return min === max ? `repair about ${usd(max)}` : `repair ${usd(min)}–${usd(max)}`;
};
const window = (p: GroundedProblem) =>
  p.typicalMileageKm
    ? `typically ${km(p.typicalMileageKm.from)}–${km(p.typicalMileageKm.to)}`
    : null;

export function carName(g: Grounding) {
  const { year, make, model, trim } = g.vehicle;
  return [year, make, model, trim].filter(Boolean).join(' ');
}

export function byWeight(g: Grounding) {
  return [...g.problems].sort(
    (a, b) => problemPoints(b, g.vehicle.mileage) - problemPoints(a, g.vehicle.mileage),
  );
}

function windowStatus(p: GroundedProblem, mileage: number): string | null {
  const range = p.typicalMileageKm;
  if (!range) return null;
  if (mileage < range.from) return `it usually shows from ${km(range.from)}`;
  if (mileage <= range.to) return `at ${km(mileage)} the car is inside that range now`;
  return `the car is past that range at ${km(mileage)}`;
}

export function problemFinding(p: GroundedProblem, mileage: number): string {
  const facts = [p.severity, window(p), cost(p)].filter(Boolean).join('; ');
  const maybe =
    p.applies === 'maybe'
      ? ` It concerns only ${[p.engine, p.transmission].filter(Boolean).join(' / ')} versions, which may or may not be this car.`
      : p.applies === 'may_not'
        ? ` ${marketCaveat(p.market)}: it was issued for cars sold in another market.`
        : '';
  const status = windowStatus(p, mileage);
  return `${p.title} (${facts})${status ? `: ${status}` : ''}. Source: ${p.source.organisation}, ${p.source.document}.${maybe}`;
}

export function lifeFindings(g: Grounding) {
  const lifespan = lifespanOf(g);
  const lifeKm = lifespan * KM_PER_YEAR;
  const used = Math.round((g.vehicle.mileage / lifeKm) * 100);
  const perYear = g.ageYears > 0 ? Math.round(g.vehicle.mileage / g.ageYears) : null;
  const brandName = g.brand ? `a ${g.brand.make}` : 'a car of an unlisted brand';
  return {
    used,
    perYear,
    text:
      `At ${g.ageYears} year${g.ageYears === 1 ? '' : 's'} and ${km(g.vehicle.mileage)}, the car has covered about ${used}% of the ${km(lifeKm)} ` +
      `${brandName} typically lasts (${lifespan} years × ${km(KM_PER_YEAR)})` +
      (perYear !== null ? `; it has averaged ${km(perYear)} a year.` : '.'),
  };
}

const ANSWER_TEXT = {
  accident: {
    none: 'No accidents reported.',
    minor: 'A minor accident is reported: check the repair quality and panel gaps.',
    major: 'A major accident is reported: the structure and airbags need checking.',
    unknown: 'The accident history is not known.',
  },
  service: {
    full: 'A full service history is reported.',
    partial: 'Only a partial service history is reported.',
    none: 'No service history is reported.',
  },
  rust: {
    none: 'No rust seen.',
    surface: 'Surface rust seen: treat it before it spreads.',
    structural: 'Structural rust seen.',
  },
} as const;

export function answerFindings(g: Grounding): string[] {
  const a = g.answers;
  const found: string[] = [];
  if (a.warningLightsOn !== undefined) {
    found.push(a.warningLightsOn ? 'Warning lights are on.' : 'No warning lights are on.');
  }
  if (a.accidentHistory) found.push(ANSWER_TEXT.accident[a.accidentHistory]);
  if (a.serviceHistory) found.push(ANSWER_TEXT.service[a.serviceHistory]);
  if (a.rustSeen) found.push(ANSWER_TEXT.rust[a.rustSeen]);
  if (a.owners) found.push(`${a.owners} owner${a.owners === 1 ? '' : 's'} so far.`);
  return found;
}
