// "Should I buy a 2012 X with 150k miles?": weighs the model year's known problems, the car's age
// and its mileage (against a typical 15,000 km a year), with the brand's running costs, into a
// verdict in plain words and the checks to make before paying.
import type { AskSource } from '../../../../shared/ask-odo.ts';
import type { BrandFacts } from '../../knowledge/schema.ts';
import type { CarMention } from '../understanding/car-mentions.ts';
import type { FittedProblem } from './problem-fit.ts';
import { carLabel, fitNote, repairCost } from './problem-text.ts';
import { powertrainAdvice, type Powertrain } from './powertrain-checks.ts';

const KM_PER_MI = 1.609344;
const TYPICAL_KM_PER_YEAR = 15_000;

export interface BuyingInput {
  mention: CarMention;
  problems: FittedProblem[];
  brand: BrandFacts | null;
  distance: { value: number; unit: 'km' | 'mi' } | null;
  currentYear: number;
  distanceUnit: 'km' | 'mi';
  /** Serious problems of neighbouring model years (not counted against this one). */
  nearby?: readonly FittedProblem[];
  /** What drives the car, for its own checks (battery, DPF); null when unknown or petrol. */
  powertrain?: Powertrain;
  question?: string;
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

export function buyingAdvice(input: BuyingInput): { text: string; sources: AskSource[] } {
  const { mention, problems, brand, distance, currentYear, distanceUnit } = input;
  const label = carLabel(mention);
  const reasons: string[] = [];
  let risk = 0;

  const serious = problems.filter(
    (p) => p.problem.severity === 'critical' || p.problem.severity === 'high',
  );
  const applying = serious.filter((p) => p.fit === 'applies');
  risk += applying.length * 2 + (serious.length - applying.length);
  risk += problems.filter((p) => p.problem.severity === 'medium').length * 0.5;
  if (serious.length) {
    reasons.push(
      `Known weak spots: ${serious
        .slice(0, 3)
        .map(
          (p) => `${p.problem.title.toLowerCase()}${fitNote(p, 'only')} — ${repairCost(p.problem)}`,
        )
        .join('; ')}.`,
    );
    const others = problems.filter((p) => !serious.includes(p));
    if (others.length) {
      reasons.push(
        `Also on record, less serious: ${others
          .slice(0, 3)
          .map(
            (p) =>
              `${p.problem.title.toLowerCase()}${fitNote(p, 'only')} — ${repairCost(p.problem)}`,
          )
          .join('; ')}.`,
      );
    }
  } else if (problems.length) {
    reasons.push(
      `Only minor or moderate problems are on record (${problems
        .slice(0, 3)
        .map((p) => p.problem.title.toLowerCase())
        .join('; ')}).`,
    );
  } else {
    reasons.push(`Odo's knowledge base has no widespread problem on record for the ${label}.`);
  }

  const nearby = input.nearby ?? [];
  if (nearby.length && mention.year !== null) {
    reasons.push(
      `Not recorded for the ${mention.year} itself, but nearby model years have: ${nearby
        .map((p) => `${p.problem.title.toLowerCase()} (${p.problem.yearFrom}–${p.problem.yearTo})`)
        .join('; ')} — ask for proof it does not apply to this car.`,
    );
  }

  if (mention.year !== null) {
    const age = Math.max(0, currentYear - mention.year);
    if (age >= 15) risk += 2;
    else if (age >= 10) risk += 1;
    const lifespan = brand?.expectedLifespanYears;
    reasons.push(
      `It is about ${age} year${age === 1 ? '' : 's'} old${lifespan ? `; ${brand!.make}s typically last about ${lifespan} years` : ''}${age >= 10 ? ', so rubber parts, suspension and rust need a close look' : ''}.`,
    );
    if (distance) {
      const km = distance.unit === 'mi' ? distance.value * KM_PER_MI : distance.value;
      const perYear = km / Math.max(1, age);
      const shown = (v: number) =>
        `${fmt(distanceUnit === 'mi' ? v / KM_PER_MI : v)} ${distanceUnit}`;
      if (km >= 250_000) risk += 2;
      else if (km >= 150_000) risk += 1;
      reasons.push(
        `${fmt(distance.value)} ${distance.unit} is about ${shown(perYear)} a year — ${
          perYear > TYPICAL_KM_PER_YEAR * 1.3
            ? 'high mileage for its age (motorway miles are kinder than short trips, but wear items will be due)'
            : perYear < TYPICAL_KM_PER_YEAR * 0.5
              ? 'low mileage for its age (check it was not left standing: tyres, brakes, battery)'
              : 'about average for its age'
        }.`,
      );
    }
  } else if (distance) {
    reasons.push(`At ${fmt(distance.value)} ${distance.unit}, ask for the service history.`);
  }
  const specific = powertrainAdvice(input.powertrain ?? null, input.question ?? '');
  if (specific) reasons.push(specific.reason);
  if (brand) {
    reasons.push(
      `Running costs: ${brand.make} maintenance averages about $${fmt(brand.averageAnnualMaintenanceUsd)} a year.`,
    );
  }

  const verdict =
    risk >= 6
      ? `Verdict on reliability: think twice. Buy the ${label} only if it is priced for the risks above and the paperwork proves the known faults were fixed.`
      : risk >= 3
        ? `Verdict on reliability: a reasonable buy with care — only with a full service history, a clean pre-purchase inspection, and money set aside for the issues above.`
        : `Verdict on reliability: a sensible buy if the inspection and history are clean.`;

  const checks = [
    `Ask for the service history and the receipts; check the ${input.powertrain === 'electric' ? 'scheduled services' : 'oil-change intervals'} were kept.`,
    ...serious
      .slice(0, 2)
      .map((p) => `Check for the ${p.problem.title.toLowerCase()}: ${p.problem.symptoms[0]}.`),
    ...(specific ? [specific.check] : []),
    'Run the VIN through a recall check and make sure open recalls were done.',
    'Have an independent mechanic inspect it before you pay (lift check, diagnostic scan, test drive from cold).',
  ];

  const text = `Should you buy the ${label}?\n\n${reasons.map((r) => `• ${r}`).join('\n')}\n\n${verdict}\n\nBefore you buy:\n${checks.map((c, i) => `${i + 1}. ${c}`).join('\n')}`;
  const sources: AskSource[] = [...serious.slice(0, 3), ...nearby].map((p) => ({
    kind: 'known_problem',
    title: p.problem.title,
    detail: `${p.problem.source.organisation}: ${p.problem.source.document}`,
  }));
  if (brand) {
    sources.push({
      kind: 'article',
      title: `${brand.make} running costs and lifespan`,
      detail: `${brand.source.organisation}: ${brand.source.document}`,
    });
  }
  return { text, sources };
}
