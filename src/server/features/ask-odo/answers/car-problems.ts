// Known problems of any car a question names — in the garage or not — from the same knowledge
// base the assessment uses: which apply to the model year, which only to an engine the question
// did not name, with symptoms, years affected, typical cost and a verdict in plain words.
import type { AskSource } from '../../../../shared/ask-odo.ts';
import { marketApplies, marketCaveat, marketOf } from '../../knowledge/markets.ts';
import type { KnownProblem, ProblemMarket } from '../../knowledge/schema.ts';
import type { CarMention } from '../understanding/car-mentions.ts';
import { compact } from '../understanding/car-words.ts';
import { nearestYears, yearRanges } from '../understanding/model-years.ts';

/** 'may_not': another market's campaign (a US recall, a European-market car). */
export type ProblemFit = 'applies' | 'may_apply' | 'may_not';

export interface FittedProblem {
  problem: KnownProblem;
  fit: ProblemFit;
  /** Where the entry's source applies (us, eu, other, global). */
  market: ProblemMarket;
}

/** What qualifies a problem in a list: the engine it needs, or the market it was a campaign in. */
export function fitNote(p: FittedProblem, style: 'may apply' | 'only'): string {
  if (p.fit === 'may_not') return ` (${marketCaveat(p.market)})`;
  if (p.fit !== 'may_apply') return '';
  const only = [p.problem.engine, p.problem.transmission].filter(Boolean).join(' / ');
  return style === 'only' ? ` (only ${only})` : ` (may apply: only ${only})`;
}

export interface ProblemLookup {
  /** Every known problem of a make and model (any model year), matched without regard to spelling. */
  problemsOf(make: string, model: string): readonly KnownProblem[];
}

/** Indexes the knowledge base's entries by compact make + model ("Mazda3" ≡ "Mazda 3"). */
export function problemLookup(all: readonly KnownProblem[]): ProblemLookup {
  const index = new Map<string, KnownProblem[]>();
  for (const entry of all) {
    const key = `${compact(entry.make)}|${compact(entry.model.replace(/\s*\(.*\)$/, ''))}`;
    const list = index.get(key) ?? [];
    list.push(entry);
    index.set(key, list);
  }
  return {
    problemsOf: (make, model) =>
      index.get(`${compact(make)}|${compact(model.replace(/\s*\(.*\)$/, ''))}`) ?? [],
  };
}

const DIESEL = /\b(diesel|tdi|tdci|hdi|dci|cdi|crdi|bluehdi|d-?4d|multijet|jtd|cdti|\d\.\d ?d)\b/;
const PETROL =
  /\b(petrol|gasoline|tsi|tfsi|fsi|ecoboost|vtec|skyactiv-g|gdi|mpi|hemi|vvt|\d\.\dt)\b/;
const ELECTRIC = /\b(ev|electric|bev)\b/;
const HYBRID = /\b(hybrid|phev|plug-in|e-?power)\b/;

function displacements(text: string): string[] {
  return [...text.toLowerCase().matchAll(/(\d\.\d)/g)].map((m) => m[1]!);
}

/**
 * Whether an entry for one engine (or gearbox) fits the engine words the question gave: a
 * different displacement or fuel rules it out; a matching one makes it apply; no words leave it
 * "may apply".
 */
export function engineFit(
  filter: string | null | undefined,
  given: string | null,
): ProblemFit | 'no' {
  if (!filter) return 'applies';
  if (!given) return 'may_apply';
  const f = filter.toLowerCase();
  const g = given.toLowerCase();
  const fd = displacements(f);
  const gd = displacements(g);
  if (fd.length && gd.length) return fd.some((d) => gd.includes(d)) ? 'applies' : 'no';
  const ff = fuelOf(f);
  const gf = fuelOf(g);
  if (ff && gf && ff !== gf) return 'no';
  // An entry for "the D-4D diesels" names no size, so a size in the question cannot rule it out.
  if (ff && ff === gf && fd.length === 0) return 'applies';
  const words = g.split(/\s+/).filter((w) => w.length > 1);
  if (words.some((w) => f.includes(w))) return 'applies';
  // The question named an engine size this entry does not mention: another engine.
  return gd.length ? 'no' : 'may_apply';
}

function fuelOf(text: string): 'diesel' | 'electric' | 'hybrid' | 'petrol' | null {
  if (DIESEL.test(text)) return 'diesel';
  if (ELECTRIC.test(text)) return 'electric';
  if (HYBRID.test(text)) return 'hybrid';
  if (PETROL.test(text)) return 'petrol';
  return null;
}

/** The model names to look a mention up under: the model, its trims ("330i"), its base name. */
function modelNames(mention: CarMention): string[] {
  const names = new Set<string>();
  if (mention.model) names.add(mention.model);
  for (const trim of mention.trim) if (/\d/.test(trim)) names.add(trim.toUpperCase());
  if (mention.model) {
    const base = mention.model
      .replace(/\s*\(.*\)$/, '')
      .replace(/\s+(hybrid|limited|classic)$/i, '');
    names.add(base);
    // BMW's catalog names models by number ("330i"); the knowledge base may use the series.
    const series = /^([1-8])\d\d[a-z]*$/i.exec(mention.model);
    if (series && mention.make === 'BMW') names.add(`${series[1]} Series`);
  }
  return [...names];
}

export function problemsFor(mention: CarMention, lookup: ProblemLookup): FittedProblem[] {
  const seen = new Set<string>();
  const fitted: FittedProblem[] = [];
  const engineWords = [mention.engine, ...mention.trim].filter(Boolean).join(' ') || null;
  for (const name of modelNames(mention)) {
    for (const problem of lookup.problemsOf(mention.make, name)) {
      if (seen.has(problem.id)) continue;
      if (
        mention.year !== null &&
        (problem.yearFrom > mention.year || problem.yearTo < mention.year)
      )
        continue;
      const byEngine = engineFit(problem.engine, engineWords);
      const byGearbox = engineFit(problem.transmission, null);
      if (byEngine === 'no') continue;
      seen.add(problem.id);
      const market = marketOf(problem);
      fitted.push({
        problem,
        market,
        fit:
          marketApplies(market, mention.market) === 'may_not'
            ? 'may_not'
            : byEngine === 'applies' && byGearbox === 'applies'
              ? 'applies'
              : 'may_apply',
      });
    }
  }
  // The same fault written twice (two entries with one title) is said once.
  const byTitle = new Map<string, FittedProblem>();
  for (const f of fitted) {
    const key = `${f.problem.title.toLowerCase()}|${f.problem.yearFrom}|${f.problem.yearTo}`;
    if (!byTitle.has(key)) byTitle.set(key, f);
  }
  // Another market's campaigns come last, each group heaviest first.
  return [...byTitle.values()].sort(
    (a, b) =>
      Number(a.fit === 'may_not') - Number(b.fit === 'may_not') ||
      SEVERITY[a.problem.severity] - SEVERITY[b.problem.severity],
  );
}

const SEVERITY = { critical: 0, high: 1, medium: 2, low: 3 } as const;

/** Words of a question that say nothing about which fault it means. */
const NOT_A_FOCUS = new Set(
  'problem problems issue issues known common fault faults reliable reliability should know about with have does what anything wrong good used worth thinking engine model year years normal'.split(
    ' ',
  ),
);

/** The question's words that can name a fault ("oil", "burn", "gearbox"), not the car's own. */
export function faultWords(focus: readonly string[], mention: CarMention): string[] {
  const own = new Set(
    `${mention.make} ${mention.model ?? ''} ${mention.trim.join(' ')}`
      .toLowerCase()
      .split(/[^a-z0-9]+/),
  );
  return focus.filter((w) => w.length > 2 && !/^\d/.test(w) && !own.has(w) && !NOT_A_FOCUS.has(w));
}

/**
 * The text followed by the initials of its runs of two to four words, so that an owner's "VCM"
 * finds "Variable Cylinder Management" and "IMS" finds "intermediate shaft".
 */
export function withInitials(text: string): string {
  const words = text.split(/[^a-z0-9]+/).filter(Boolean);
  const initials: string[] = [];
  for (let n = 2; n <= 4; n += 1)
    for (let i = 0; i + n <= words.length; i += 1)
      initials.push(
        words
          .slice(i, i + n)
          .map((w) => w[0])
          .join(''),
      );
  return `${text} ${initials.join(' ')}`;
}

/**
 * Serious problems on record for a model in the model years next to the one asked about (the
 * boundary of a recall or warranty programme is often a year away), or in any year when the
 * question names that fault: said as "not recorded for your year", never as applying to it.
 */
export function nearbyYearProblems(
  mention: CarMention,
  lookup: ProblemLookup,
  found: readonly FittedProblem[],
  focus: readonly string[],
): FittedProblem[] {
  if (mention.year === null) return [];
  const year = mention.year;
  const seen = new Set(found.map((f) => f.problem.id));
  const titles = new Set(found.map((f) => f.problem.title.toLowerCase()));
  const words = faultWords(focus, mention);
  const text = (p: KnownProblem) => withInitials(`${p.title} ${p.description}`.toLowerCase());
  return problemsFor({ ...mention, year: null }, lookup)
    .filter((f) => !seen.has(f.problem.id) && !titles.has(f.problem.title.toLowerCase()))
    .map((f) => {
      const gap = f.problem.yearFrom > year ? f.problem.yearFrom - year : year - f.problem.yearTo;
      const named = words.filter((w) => text(f.problem).includes(w)).length;
      const serious = f.problem.severity === 'critical' || f.problem.severity === 'high';
      return { f, gap, named, serious };
    })
    .filter(
      ({ f, gap, named, serious }) =>
        (gap <= 2 && serious && f.problem.source.kind !== 'recall') || named > 0,
    )
    .sort((a, b) => b.named - a.named || a.gap - b.gap)
    .slice(0, 2)
    .map(({ f }) => f);
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
