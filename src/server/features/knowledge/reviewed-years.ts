// The model years a reviewer found no widespread problem for (coverage data), so a car with no
// known problem is told apart from a car Odo simply knows nothing about (issue 28, honest numbers).
import { compactName } from '../vehicle-data/model-names.ts';
import { modelIdentity } from '../vehicle-data/vehicle-identity.ts';
import { loadNoWidespreadProblems, type NoWidespreadProblem } from './coverage.ts';

let index: Map<string, NoWidespreadProblem[]> | null = null;

const keyOf = (make: string, model: string) => {
  const identity = modelIdentity(make, model);
  return identity
    ? `${compactName(identity.make)}|${compactName(identity.model)}`
    : `${compactName(make)}|${compactName(model)}`;
};

/** The reviewed "no widespread problem known" entry covering this car's year, or null. */
export function reviewedNoProblem(make: string, model: string, year: number) {
  if (!index) {
    index = new Map();
    for (const entry of loadNoWidespreadProblems()) {
      const key = keyOf(entry.make, entry.model);
      index.set(key, [...(index.get(key) ?? []), entry]);
    }
  }
  return index.get(keyOf(make, model))?.find((e) => e.yearFrom <= year && e.yearTo >= year) ?? null;
}
