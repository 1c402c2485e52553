// A car's known problems in plain words (problem-fit.ts finds them): which apply to the model year,
// which only to an engine the question did not name, with symptoms, years affected, typical cost,
// a verdict, and a source per problem; and what to say of a car that does not exist.
import type { AskSource } from '../../../../shared/ask-odo.ts';
import { marketCaveat } from '../../knowledge/markets.ts';
import type { KnownProblem } from '../../knowledge/schema.ts';
import type { CarMention } from '../understanding/car-mentions.ts';
import { nearestYears, yearRanges } from '../understanding/model-years.ts';
import { SEVERITY, withInitials, type FittedProblem } from './problem-fit.ts';

/** What qualifies a problem in a list: the engine it needs, or the market it was a campaign in. */
export function fitNote(p: FittedProblem, style: 'may apply' | 'only'): string {
  if (p.fit === 'may_not') return ` (${marketCaveat(p.market)})`;
  if (p.fit !== 'may_apply') return '';
  const only = [p.problem.engine, p.problem.transmission].filter(Boolean).join(' / ');
  return style === 'only' ? ` (only ${only})` : ` (may apply: only ${only})`;
}

/** "Not recorded for the 2011 itself, but nearby model years have: …". */
export function nearbyYearsText(mention: CarMention, nearby: readonly FittedProblem[]): string {
  if (!nearby.length || mention.year === null) return '';
  const lines = nearby.map(
    (f) =>
      `• ${f.problem.title} — model years ${f.problem.yearFrom}–${f.problem.yearTo}${f.problem.engine || f.problem.transmission ? ` (${[f.problem.engine, f.problem.transmission].filter(Boolean).join(' / ')})` : ''}. ${f.problem.description}`,
  );
  return (
    `Not recorded for the ${mention.year} itself, but on record for other model years of the ${mention.make} ${mention.model ?? ''}`.trim() +
    `; ask for proof it does not apply, or check the VIN:\n${lines.join('\n')}`
  );
}

export function carLabel(mention: Pick<CarMention, 'year' | 'make' | 'model' | 'trim'>): string {
  const trims = mention.trim.filter((t) => !/^\d/.test(t) && t.length > 1).join(' ');
  const model = mention.model ?? '';
  const variant =
    /^\d\d\d[a-z]*$/i.test(mention.trim[0] ?? '') &&
    mention.trim[0]!.toLowerCase() !== model.toLowerCase()
      ? ` ${mention.trim[0]}`
      : '';
  return [mention.year, mention.make, model, trims && !variant ? capitalise(trims) : variant.trim()]
    .filter((part) => part !== null && part !== '')
    .join(' ');
}

const capitalise = (text: string) =>
  text
    .replace(/\b[a-z]/g, (c) => c.toUpperCase())
    .replace(/\b(Gti|Tsi|Tdi|Awd|Ev|Phev)\b/g, (w) => w.toUpperCase());

export function repairCost(problem: KnownProblem): string {
  const { min, max } = problem.repairCostUsd;
  if (problem.source.kind === 'recall' && max === 0) return 'free recall repair at a dealer';
  if (max === 0) return 'usually covered (no charge to the owner)';
  if (min === 0) return `up to about $${max.toLocaleString('en-US')} (often covered)`;
  return `typically $${min.toLocaleString('en-US')}–$${max.toLocaleString('en-US')}`;
}

function mileageNote(problem: KnownProblem, distanceUnit: 'km' | 'mi'): string {
  const span = problem.typicalMileageKm;
  if (!span) return '';
  const f = (km: number) =>
    `${Math.round((distanceUnit === 'mi' ? km / 1.609344 : km) / 1000) * 1000}`.replace(
      /\B(?=(\d{3})+(?!\d))/g,
      ',',
    );
  return span.from === 0
    ? ` Usually shows by ${f(span.to)} ${distanceUnit}.`
    : ` Usually shows between ${f(span.from)} and ${f(span.to)} ${distanceUnit}.`;
}

/** The plain-words verdict on a list of problems. */
export function problemsVerdict(label: string, problems: FittedProblem[]): string {
  const serious = problems.filter(
    (p) =>
      p.fit === 'applies' && (p.problem.severity === 'critical' || p.problem.severity === 'high'),
  );
  const maybe = problems.filter(
    (p) =>
      p.fit === 'may_apply' && (p.problem.severity === 'critical' || p.problem.severity === 'high'),
  );
  if (serious.length >= 2)
    return `Verdict: the ${label} has several serious, well-documented weak spots. Buy or keep one only with proof they were fixed, and budget for them.`;
  if (serious.length === 1)
    return `Verdict: one serious, well-documented weak spot (${serious[0]!.problem.title.toLowerCase()}); the rest is manageable. Check it first when you look at one.`;
  if (maybe.length)
    return `Verdict: the serious problems on record concern particular engines or gearboxes; tell me which one the car has (or add its VIN) and I can say whether they apply.`;
  if (problems.some((p) => p.fit === 'may_not' && SEVERITY[p.problem.severity] <= 1))
    return `Verdict: the serious entries on record are another market's campaigns and may not concern a car sold where yours was; a dealer can check by VIN. Otherwise only minor or moderate problems are on record for the ${label}.`;
  return `Verdict: only minor or moderate problems are on record for the ${label}; none is a reason to avoid it on its own.`;
}

export interface ProblemsText {
  text: string;
  sources: AskSource[];
}

/** The problems of one car as text with a source per problem; `focus` words rank matching ones first. */
export function describeProblems(
  mention: CarMention,
  problems: FittedProblem[],
  options: {
    distanceUnit: 'km' | 'mi';
    focus: string[];
    limit?: number;
    vehicleId?: string;
    /** Problems of neighbouring model years (nearbyYearProblems), said apart. */
    nearby?: readonly FittedProblem[];
  },
): ProblemsText {
  const described = describeYearProblems(mention, problems, options);
  const nearby = options.nearby ?? [];
  if (!nearby.length) return described;
  return {
    text: `${described.text}\n\n${nearbyYearsText(mention, nearby)}`,
    sources: [
      ...described.sources,
      ...nearby.map((p) => ({
        kind: 'known_problem' as const,
        title: p.problem.title,
        detail: `${p.problem.source.organisation}: ${p.problem.source.document}`,
        ...(options.vehicleId ? { vehicleId: options.vehicleId } : {}),
      })),
    ],
  };
}

function describeYearProblems(
  mention: CarMention,
  problems: FittedProblem[],
  options: { distanceUnit: 'km' | 'mi'; focus: string[]; limit?: number; vehicleId?: string },
): ProblemsText {
  const label = carLabel(mention);
  if (problems.length === 0 && mention.unlisted) {
    return {
      text: `I don't know the ${label}: it is not in Odo's vehicle catalog, and Odo's knowledge base has no problems recorded for it, so I won't guess. Check the spelling, or have the car's service history and open recalls (by VIN) checked.`,
      sources: [],
    };
  }
  if (problems.length === 0) {
    return {
      text: `Odo's knowledge base has no widespread problem recorded for the ${label}${mention.year === null ? '' : ' in that model year'}. That is not a guarantee: a check of the service history and open recalls (by VIN) is still worth doing.`,
      sources: [],
    };
  }
  const focus = options.focus.filter((w) => w.length > 3);
  const relevance = (p: FittedProblem) => {
    const text = withInitials(
      `${p.problem.title} ${p.problem.description} ${p.problem.component}`.toLowerCase(),
    );
    return focus.filter((w) => text.includes(w)).length;
  };
  const ranked = [...problems].sort((a, b) => relevance(b) - relevance(a));
  const shown = ranked.slice(0, options.limit ?? 5);
  const lines = shown.map((p, i) => {
    const { problem } = p;
    const years =
      problem.yearFrom === problem.yearTo
        ? `${problem.yearFrom}`
        : `${problem.yearFrom}–${problem.yearTo}`;
    return `${i + 1}. ${problem.title}${fitNote(p, 'may apply')} — ${problem.severity} severity, model years ${years}. ${problem.description} Symptoms: ${problem.symptoms.slice(0, 3).join('; ')}.${mileageNote(problem, options.distanceUnit)} Cost: ${repairCost(problem)}.`;
  });
  const more =
    problems.length > shown.length
      ? `\n\n${problems.length - shown.length} more ${problems.length - shown.length === 1 ? 'entry is' : 'entries are'} on record for this model.`
      : '';
  return {
    text: `Known problems of the ${label}:\n${lines.join('\n')}${more}\n\n${problemsVerdict(label, problems)}`,
    sources: shown.map((p) => ({
      kind: 'known_problem' as const,
      title: p.problem.title,
      detail: `${p.problem.source.organisation}: ${p.problem.source.document}`,
      ...(options.vehicleId ? { vehicleId: options.vehicleId } : {}),
    })),
  };
}

/** "A 2019 Ford Bronco doesn't exist: the Bronco was built 1981–1996 and returns in 2021." */
export function unknownCarText(mention: CarMention): string {
  const name = `${mention.make} ${mention.model ?? ''}`.trim();
  if (mention.madeBy && mention.madeBy !== mention.make)
    return `A ${mention.year ?? ''} ${name} doesn't exist: ${mention.make} never made a ${mention.model} — the ${mention.model} is a ${mention.madeBy}. Did you mean the ${mention.madeBy} ${mention.model}?`.replace(
      'A  ',
      'A ',
    );
  if (mention.year === null || mention.years.length === 0)
    return `I don't know a ${name}: it is not in Odo's vehicle catalog.`;
  const nearest = nearestYears(mention.years, mention.year);
  const after = nearest.find((y) => y > mention.year!);
  const before = nearest.find((y) => y < mention.year!);
  const hint =
    after && before
      ? ` The ${mention.model} returns in ${after} (the last one before was ${before}).`
      : after
        ? ` The first ${mention.model} in Odo's catalog is the ${after}.`
        : before
          ? ` The last ${mention.model} in Odo's catalog is the ${before}.`
          : '';
  return `A ${mention.year} ${name} doesn't exist: it is not in Odo's vehicle catalog (model years on record: ${yearRanges(mention.years)}).${hint} Did you mean ${nearest.map((y) => `the ${y}`).join(' or ')}?`;
}
