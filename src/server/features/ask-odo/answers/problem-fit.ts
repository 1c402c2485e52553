// Which of the knowledge base's known problems fit a car a question names: by make and model
// (spelling aside), model year, the engine or gearbox the question states, and the market.
import { marketApplies, marketOf } from '../../knowledge/markets.ts';
import type { KnownProblem, ProblemMarket } from '../../knowledge/schema.ts';
import type { CarMention } from '../understanding/car-mentions.ts';
import { compact } from '../understanding/car-words.ts';

/** 'may_not': another market's campaign (a US recall, a European-market car). */
export type ProblemFit = 'applies' | 'may_apply' | 'may_not';

export interface FittedProblem {
  problem: KnownProblem;
  fit: ProblemFit;
  /** Where the entry's source applies (us, eu, other, global). */
  market: ProblemMarket;
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

export const SEVERITY = { critical: 0, high: 1, medium: 2, low: 3 } as const;

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
