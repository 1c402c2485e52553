// Rough going rates of common workshop jobs (data/costs/typical-costs.json), so "how much does a
// clutch cost" gets a range instead of a guess; which jobs a question names, most specific first.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { KNOWLEDGE_DATA_DIR } from './knowledge-base.ts';

const range = z.tuple([z.number().positive(), z.number().positive()]);
const typicalCostSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  title: z.string().min(1),
  words: z.array(z.string().min(1)).min(1),
  usd: range,
  eur: range,
  gbp: range,
  covers: z.string().min(1),
  note: z.string(),
});
export type TypicalCost = z.infer<typeof typicalCostSchema>;
export type CostCurrency = 'usd' | 'eur' | 'gbp';

interface CompiledJob {
  job: TypicalCost;
  words: RegExp[];
}

let compiled: CompiledJob[] | null = null;

export function typicalCosts(): readonly TypicalCost[] {
  return jobs().map((c) => c.job);
}

function jobs(): CompiledJob[] {
  if (compiled) return compiled;
  const raw: unknown = JSON.parse(
    fs.readFileSync(path.join(KNOWLEDGE_DATA_DIR, 'costs', 'typical-costs.json'), 'utf8'),
  );
  compiled = z
    .array(typicalCostSchema)
    .parse(raw)
    .map((job) => ({
      job,
      words: job.words.map((w) => new RegExp(/^\\b|^\(/.test(w) ? w : `\\b${w}`, 'g')),
    }));
  return compiled;
}

/**
 * The jobs a (lower-cased, "tire" → "tyre") question names, most specific first. A job whose every
 * mention lies inside another job's ("battery" in "EV battery", "pads" in "pads and rotors") is
 * left out.
 */
export function jobsIn(q: string): TypicalCost[] {
  const found = jobs()
    .map(({ job, words }) => {
      const spans: Array<[number, number]> = [];
      for (const word of words) {
        for (const m of q.matchAll(word)) spans.push([m.index, m.index + m[0].length]);
      }
      return { job, spans };
    })
    .filter((f) => f.spans.length > 0);
  return found
    .filter(
      (f) =>
        !f.spans.every(([a, b]) =>
          found.some(
            (other) =>
              other !== f && other.spans.some(([c, d]) => c <= a && b <= d && d - c > b - a),
          ),
        ),
    )
    .map((f) => f.job);
}
