// "X vs Y, which has fewer problems?": after each car's own answer, the two set side by side from
// the same known-problem records, with a plain verdict (or "level"), so a comparison gets one.
import type { CarMention } from '../understanding/car-mentions.ts';
import { problemsFor, type ProblemLookup } from './problem-fit.ts';

const SERIOUS = new Set(['critical', 'high']);

function nameOf(m: CarMention): string {
  return [m.year, m.make, m.model].filter((part) => part !== null).join(' ');
}

export function sideBySide(mentions: readonly CarMention[], lookup: ProblemLookup): string | null {
  if (mentions.length !== 2) return null;
  const tally = mentions.map((mention) => {
    const found = problemsFor(mention, lookup).filter((p) => p.fit !== 'may_not');
    return {
      name: nameOf(mention),
      total: found.length,
      serious: found.filter((p) => SERIOUS.has(p.problem.severity)).length,
    };
  });
  const [a, b] = tally as [(typeof tally)[number], (typeof tally)[number]];
  if (a.total === 0 && b.total === 0)
    return 'Side by side: Odo has no widespread problem on record for either, so neither stands out on its records; the individual car’s service history and an inspection decide.';
  const line = (t: typeof a) =>
    `the ${t.name} has ${t.total} known problem${t.total === 1 ? '' : 's'} (${t.serious} serious)`;
  let verdict: string;
  if (a.serious !== b.serious)
    verdict = `The ${a.serious < b.serious ? a.name : b.name} has fewer serious known problems on record.`;
  else if (a.total !== b.total)
    verdict = `The ${a.total < b.total ? a.name : b.name} has fewer known problems on record.`;
  else verdict = 'They are level on Odo’s records.';
  return `Side by side on Odo’s records: ${line(a)}, ${line(b)}. ${verdict} Recalls fixed free count as problems here, and records are not a full reliability rating: the individual car’s history matters more.`;
}
