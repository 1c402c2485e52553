// Knowledge lookups in process (issue 9: ≤ 2 ms p99 for a make/model/year): the index is built
// once, then every catalogued make/model/year of the data is asked in turn, twice.
import { knowledgeBase } from '../src/server/features/knowledge/knowledge-base.ts';

export interface LookupTimings {
  count: number;
  entries: number;
  loadMs: number;
  p50: number;
  p99: number;
  max: number;
}

export function measureKnowledge(rounds = 2): LookupTimings {
  const loadStarted = performance.now();
  const kb = knowledgeBase();
  const loadMs = performance.now() - loadStarted;
  const entries = kb.allKnownProblems();
  const queries = entries.flatMap((entry) =>
    [entry.yearFrom, entry.yearTo].map((year) => ({
      make: entry.make.toUpperCase(),
      model: entry.model.toLowerCase(),
      year,
      engine: entry.engine ?? undefined,
      transmission: entry.transmission ?? undefined,
    })),
  );
  const durations: number[] = [];
  let found = 0;
  for (let round = 0; round < rounds; round += 1) {
    for (const query of queries) {
      const started = performance.now();
      found += kb.knownProblems(query).length;
      durations.push(performance.now() - started);
    }
  }
  // Every query is built from an entry, so each must find at least that one.
  if (found < queries.length * rounds)
    throw new Error('knowledge lookups missed their own entries');
  durations.sort((a, b) => a - b);
  const at = (fraction: number) =>
    durations[Math.min(durations.length - 1, Math.floor(durations.length * fraction))] ?? 0;
  return {
    count: durations.length,
    entries: entries.length,
    loadMs,
    p50: at(0.5),
    p99: at(0.99),
    max: durations.at(-1) ?? 0,
  };
}
