// Owners misspell cars ("Silverdo", "Altma", "Mercedez", "Octavai"). A one-edit index over names
// (SymSpell-style: every name filed under itself and each of its one-letter deletions) finds a
// near miss in a few map lookups, never by comparing a word with every name in the catalog.

/** The word with each one of its letters left out in turn. */
function deletions(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length; i += 1) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
}

/** Edits between two words: insertions, deletions, substitutions and swaps of neighbours. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** Names shorter than this are never matched loosely: too many words are one edit from them. */
export const MIN_FUZZY_LENGTH = 5;

export interface OneEditIndex {
  /** The names one edit from `word` (not equal to it). */
  near(word: string): string[];
  /** The one name one edit from `word`, or null when none or several are. */
  nearest(word: string): string | null;
}

export function oneEditIndex(names: Iterable<string>): OneEditIndex {
  const filed = new Map<string, Set<string>>();
  const file = (key: string, name: string) => {
    const set = filed.get(key) ?? new Set<string>();
    set.add(name);
    filed.set(key, set);
  };
  for (const name of names) {
    if (name.length < MIN_FUZZY_LENGTH || /^\d+$/.test(name)) continue;
    file(name, name);
    for (const deleted of deletions(name)) file(deleted, name);
  }
  const near = (word: string) => {
    if (word.length < MIN_FUZZY_LENGTH) return [];
    const candidates = new Set<string>();
    for (const key of [word, ...deletions(word)])
      for (const name of filed.get(key) ?? []) candidates.add(name);
    return [...candidates].filter((name) => name !== word && editDistance(word, name) === 1);
  };
  return {
    near,
    nearest(word) {
      const found = near(word);
      return found.length === 1 ? found[0]! : null;
    },
  };
}
