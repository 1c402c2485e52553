// Ask Odo's built-in engine alone, in this process (issue 28): every evaluation question answered
// from the evaluation garage's grounding by answerQuestion, three rounds, each question's fastest
// round kept. Beside the HTTP figures it tells the engine's own cost from the route's (session,
// quota, thread, grounding queries, streaming, storing) and from a busy machine's waiting.
import { openPglite } from '../src/server/db/database.ts';
import { answerQuestion } from '../src/server/features/ask-odo/engine.ts';
import { prepareEval } from '../src/server/features/ask-odo/eval/run-eval.ts';
import { loadGrounding } from '../src/server/features/ask-odo/grounding.ts';
import { askKnowledge } from '../src/server/features/ask-odo/knowledge.ts';
import { createTestApp } from '../src/server/test/harness.ts';
import type { EvalItem } from '../src/server/features/ask-odo/eval/score.ts';

export interface EngineTimings {
  count: number;
  p50: number;
  p99: number;
  max: number;
  slowest: { id: string; ms: number }[];
}

const ROUNDS = 3;

export async function measureEngine(items: EvalItem[]): Promise<EngineTimings> {
  const database = await openPglite({ migrate: true });
  const t = await createTestApp({ database });
  try {
    const { userId } = await prepareEval(t);
    const grounding = await loadGrounding(t.db, userId, { defaultCurrency: 'EUR' });
    const knowledge = askKnowledge();
    const best = items.map(() => Number.POSITIVE_INFINITY);
    // A first pass loads the data and compiles the code paths, unmeasured.
    for (const item of items) answerQuestion(item.question, grounding, knowledge);
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [i, item] of items.entries()) {
        const started = performance.now();
        answerQuestion(item.question, grounding, knowledge);
        best[i] = Math.min(best[i]!, performance.now() - started);
      }
    }
    const sorted = [...best].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
    return {
      count: items.length,
      p50: at(0.5),
      p99: at(0.99),
      max: sorted.at(-1)!,
      slowest: items
        .map((item, i) => ({ id: item.id, ms: best[i]! }))
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 5),
    };
  } finally {
    await t.close();
  }
}

export function engineLines(e: EngineTimings): string[] {
  const slowest = e.slowest.map((s) => `${s.id} ${s.ms.toFixed(2)} ms`).join(', ');
  return [
    `- The engine alone (bench/ask-engine.ts: answerQuestion in process on the same questions and ` +
      `a Corolla/Leaf/Octavia garage, the fastest of ${ROUNDS} rounds): p50 **${e.p50.toFixed(2)} ms**, ` +
      `p99 **${e.p99.toFixed(2)} ms**, max ${e.max.toFixed(2)} ms over ${e.count} questions; ` +
      `slowest ${slowest}.`,
  ];
}
