// When no reading of a photo passes the VIN rules (or two readings disagree and nothing decides),
// Car Lens answers not_recognised with the best partial reading, which the web pre-fills in the
// typed-VIN form for the user to correct: a wrong VIN is worse than none. Pure, no I/O.
import { VIN_PATTERN } from '../../../shared/vin-rules.ts';

/** Letters a VIN never uses, shown as the digit they look like. */
const NEVER_IN_VIN: Record<string, string> = { O: '0', I: '1', Q: '0' };

/** A run of 15–19 letters and digits (a VIN with a character lost or gained), mostly digits-and-letters mixed. */
function vinLike(run: string): boolean {
  if (run.length < 15 || run.length > 19) return false;
  const digits = run.replace(/[^0-9]/g, '').length;
  return digits >= 4 && digits < run.length;
}

/** Runs of a text that look like a VIN, I/O/Q read as digits; spaces inside a line are ignored. */
export function vinLikeRuns(text: string): string[] {
  const runs: string[] = [];
  for (const line of text.toUpperCase().split(/\r?\n/)) {
    for (const run of [...line.split(/[^A-Z0-9]+/), line.replace(/[^A-Z0-9]+/g, '')]) {
      const clean = run.replace(/[OIQ]/g, (char) => NEVER_IN_VIN[char]!);
      if (vinLike(clean)) runs.push(clean);
    }
  }
  return runs;
}

/**
 * Whether a text read from a photo may hold a VIN: a line with 15 or more letters and digits
 * (spaces ignored), 4 of them digits (every VIN ends in four). Any text that gives a VIN does.
 */
export function mayHoldVin(text: string): boolean {
  return text
    .toUpperCase()
    .split(/\r?\n/)
    .some((line) => {
      const run = line.replace(/[^A-Z0-9]+/g, '');
      return run.length >= 15 && run.replace(/[^0-9]/g, '').length >= 4;
    });
}

/**
 * The best partial reading across every text read from a photo: the run seen most often, then the
 * one closest to 17 VIN characters; null when nothing looks like a VIN.
 */
export function bestPartialReading(texts: readonly string[]): string | null {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const run of new Set(vinLikeRuns(text))) counts.set(run, (counts.get(run) ?? 0) + 1);
  }
  const score = (run: string) =>
    (VIN_PATTERN.test(run) ? 0 : 1) +
    Math.abs(run.length - 17) +
    (/^[A-Z0-9]{3}/.test(run) ? 0 : 1);
  const best = [...counts.entries()].sort(
    ([a, countA], [b, countB]) => countB - countA || score(a) - score(b) || a.localeCompare(b),
  )[0];
  return best ? best[0] : null;
}

/** Votes' rank from 4 up: look-alikes were swapped (fixes 2, see vin-candidates.ts). */
const REPAIRED_RANK = 4;

/**
 * Which of the VINs that passed the rules a photo shows: the one with most votes, then the one read
 * with fewest repairs; null when the best two are level on both (two readings disagree and
 * nothing decides) or when the best is a single repaired reading no other pass confirmed.
 */
export function decideVin(
  votes: ReadonlyMap<string, { count: number; rank: number; order: number }>,
): string | null {
  const ranked = [...votes.entries()].sort(
    ([, a], [, b]) => b.count - a.count || a.rank - b.rank || a.order - b.order,
  );
  const [first, second] = ranked;
  if (!first) return null;
  if (first[1].count < 2 && first[1].rank >= REPAIRED_RANK) return null;
  if (second && second[1].count === first[1].count && second[1].rank === first[1].rank) {
    return null;
  }
  return first[0];
}
