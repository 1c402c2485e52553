// Odo's knowledge base: the known-problem and brand data files, read once (on first use) and
// indexed by make + model so a lookup is a Map hit and a short scan (≤ 2 ms p99 in process).
import fs from 'node:fs';
import path from 'node:path';
import {
  brandsFileSchema,
  knownProblemsFileSchema,
  type BrandFacts,
  type KnownProblem,
} from './schema.ts';

export const KNOWLEDGE_DATA_DIR = path.join(import.meta.dirname, 'data');

export interface KnownProblemQuery {
  make: string;
  model: string;
  year: number;
  /** Free text about the car's engine (e.g. vPIC's "2.5L I4"); omitted = unknown. */
  engine?: string | null;
  transmission?: string | null;
}

export interface KnownProblemMatch extends KnownProblem {
  /**
   * true when the entry only concerns an engine or transmission the caller did not name
   * (it may or may not apply to this car); false when it applies as far as the caller said.
   */
  conditional: boolean;
}

export interface KnowledgeBase {
  knownProblems(query: KnownProblemQuery): KnownProblemMatch[];
  brandFacts(make: string): BrandFacts | null;
  /** Every entry, in file order (for tests and tools). */
  allKnownProblems(): readonly KnownProblem[];
  allBrands(): readonly BrandFacts[];
}

const key = (make: string, model: string) =>
  `${make.trim().toLowerCase()}\u0000${model.trim().toLowerCase()}`;

/** Lower-case, "2.5L" → "2.5", single spaces: so a filter "3.5 V6" is found in "3.5L V6 DOHC". */
export function normaliseSpec(value: string): string {
  return value
    .toLowerCase()
    .replace(/(\d\.\d)\s*l\b/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** 'match' | 'unknown' (caller said nothing) | 'no' (caller named something else). */
function filterResult(filter: string | null | undefined, given: string | null | undefined) {
  if (!filter) return 'match';
  if (!given || !given.trim()) return 'unknown';
  return normaliseSpec(given).includes(normaliseSpec(filter)) ? 'match' : 'no';
}

function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Reads and validates the data files under `dataDir`; throws naming the file on bad data. */
export function loadKnowledgeBase(dataDir: string = KNOWLEDGE_DATA_DIR): KnowledgeBase {
  const problemsDir = path.join(dataDir, 'known-problems');
  const problems: KnownProblem[] = [];
  const files = fs.existsSync(problemsDir)
    ? fs
        .readdirSync(problemsDir)
        .filter((name) => name.endsWith('.json'))
        .sort()
    : [];
  for (const name of files) {
    const parsed = knownProblemsFileSchema.safeParse(readJson(path.join(problemsDir, name)));
    if (!parsed.success)
      throw new Error(`knowledge base: ${name} is invalid: ${parsed.error.message}`);
    problems.push(...parsed.data);
  }

  const index = new Map<string, KnownProblem[]>();
  for (const entry of problems) {
    const list = index.get(key(entry.make, entry.model)) ?? [];
    list.push(entry);
    index.set(key(entry.make, entry.model), list);
  }
  for (const list of index.values()) list.sort((a, b) => a.yearFrom - b.yearFrom);

  const brandsFile = path.join(dataDir, 'brands.json');
  const brands = fs.existsSync(brandsFile) ? brandsFileSchema.parse(readJson(brandsFile)) : [];
  const brandIndex = new Map(brands.map((brand) => [brand.make.toLowerCase(), brand]));

  return {
    knownProblems({ make, model, year, engine, transmission }) {
      const list = index.get(key(make, model));
      if (!list) return [];
      const matches: KnownProblemMatch[] = [];
      for (const entry of list) {
        if (entry.yearFrom > year) break;
        if (entry.yearTo < year) continue;
        const byEngine = filterResult(entry.engine, engine);
        const byTransmission = filterResult(entry.transmission, transmission);
        if (byEngine === 'no' || byTransmission === 'no') continue;
        matches.push({
          ...entry,
          conditional: byEngine === 'unknown' || byTransmission === 'unknown',
        });
      }
      return matches;
    },
    brandFacts(make) {
      return brandIndex.get(make.trim().toLowerCase()) ?? null;
    },
    allKnownProblems: () => problems,
    allBrands: () => brands,
  };
}

let shared: KnowledgeBase | null = null;

/** The app's knowledge base, loaded on first use and kept for the life of the process. */
export function knowledgeBase(): KnowledgeBase {
  shared ??= loadKnowledgeBase();
  return shared;
}

export function knownProblems(query: KnownProblemQuery): KnownProblemMatch[] {
  return knowledgeBase().knownProblems(query);
}

export function brandFacts(make: string): BrandFacts | null {
  return knowledgeBase().brandFacts(make);
}
