// Close spellings for a refused make or model: a small edit away (a swapped pair of letters counts
// one) or starting with what was typed.
import { compactName } from './model-names.ts';

/** Optimal-string-alignment distance (a swap of two letters counts one). */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [
    i,
    ...new Array<number>(b.length).fill(0),
  ]);
  for (let j = 1; j <= b.length; j += 1) d[0]![j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      }
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** Up to three names close to what was typed: a small edit away, or starting with it. */
export function closeNames(typed: string, names: Iterable<[key: string, name: string]>): string[] {
  const wanted = compactName(typed);
  if (!wanted) return [];
  const allowed = wanted.length <= 3 ? 0 : wanted.length <= 5 ? 1 : 2;
  const scored = new Map<string, number>();
  for (const [key, name] of names) {
    const edits = distance(wanted, key);
    const score =
      edits <= allowed ? edits : wanted.length >= 3 && key.startsWith(wanted) ? 3 : null;
    if (score !== null && (scored.get(name) ?? Infinity) > score) scored.set(name, score);
  }
  return [...scored]
    .sort(([a, x], [b, y]) => x - y || a.localeCompare(b))
    .slice(0, 3)
    .map(([name]) => name);
}

export function orList(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}
