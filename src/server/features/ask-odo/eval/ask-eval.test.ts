// The Ask Odo evaluation (issue 28, "How we measure"): every question of the dev split and of the
// frozen test split asked through POST /api/ask-odo/messages with the built-in engine, on
// PGlite, and scored against its facts. It prints the score table; it does not fail on a low
// score (the engine is being rewritten), but on a broken answer, a leak, or a score that does not
// add up.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASK_SOURCE_KINDS } from '../../../../shared/ask-odo.ts';
import { createTestApp } from '../../../test/harness.ts';
import { MALLORY_SECRETS } from './garage.ts';
import { askAll, prepareEval, type EvalAnswer } from './run-eval.ts';
import {
  EVAL_KINDS,
  loadSplit,
  normaliseAnswer,
  scoreItem,
  scoreTable,
  summarise,
  type EvalItem,
  type SplitName,
} from './score.ts';

/** What an answer with no sources must say: that it does not know, or will not answer. */
const DECLINES =
  /\b(?:couldn'?t|could not|can'?t|cannot|don'?t|do not|won'?t|will not|isn'?t|is not|doesn'?t|does not|no such|not sure|unable|only)\b/i;

const splits: Record<SplitName, EvalItem[]> = { dev: loadSplit('dev'), test: loadSplit('test') };
let t: Awaited<ReturnType<typeof createTestApp>>;
let asker: Awaited<ReturnType<typeof prepareEval>>;
const answers: Record<SplitName, EvalAnswer[]> = { dev: [], test: [] };
let timings = { seedMs: 0, askMs: 0, cpuMs: 0 };

beforeAll(async () => {
  const started = performance.now();
  const cpu = process.cpuUsage();
  t = await createTestApp();
  asker = await prepareEval(t);
  const seeded = performance.now();
  for (const split of ['dev', 'test'] as const) {
    answers[split] = await askAll(t, { client: asker.asker, userId: asker.userId }, splits[split]);
  }
  const used = process.cpuUsage(cpu);
  timings = {
    seedMs: seeded - started,
    askMs: performance.now() - seeded,
    cpuMs: (used.user + used.system) / 1000,
  };
  // A hang guard, not a speed check: on a slow machine with both cores busy the questions took
  // over 300 s.
}, 1_200_000);
afterAll(() => t?.close());

describe('the Ask Odo evaluation, built-in engine', () => {
  it('gets a whole, well-formed answer to every question: grounded in sources, or a decline', () => {
    for (const split of ['dev', 'test'] as const) {
      expect(answers[split].map((a) => a.id)).toEqual(splits[split].map((item) => item.id));
      for (const answer of answers[split]) {
        const where = `${split}/${answer.id}`;
        expect(answer.status, where).toBe(200);
        expect(answer.contentType, where).toContain('application/x-ndjson');
        const [first, ...rest] = answer.events;
        expect(first, where).toMatchObject({ type: 'start', engine: 'built-in' });
        const last = rest.at(-1);
        expect(last, where).toMatchObject({ type: 'done', engine: 'built-in' });
        if (first?.type === 'start' && last?.type === 'done') {
          expect(last.messageId, where).toBe(first.messageId);
        }
        expect(
          answer.events.filter((e) => e.type === 'error'),
          where,
        ).toEqual([]);
        expect(answer.events.filter((e) => e.type === 'sources').length, where).toBe(1);
        expect(rest.at(-2)?.type, where).toBe('sources');
        expect(answer.text.trim().length, where).toBeGreaterThan(0);
        for (const source of answer.sources) {
          expect(ASK_SOURCE_KINDS, where).toContain(source.kind);
          expect(source.title.trim().length, where).toBeGreaterThan(0);
        }
        if (answer.sources.length === 0) expect(answer.text, where).toMatch(DECLINES);
      }
    }
  });

  it("never puts another user's data in an answer", () => {
    for (const answer of [...answers.dev, ...answers.test]) {
      const text = normaliseAnswer(`${answer.text} ${JSON.stringify(answer.sources)}`);
      for (const secret of MALLORY_SECRETS) expect(text, answer.id).not.toContain(secret);
    }
  });

  it('scores each split per kind and overall, and the score is what the stored answers give', () => {
    const summaries = {
      dev: summarise(splits.dev.map((item, i) => scoreItem(item, answers.dev[i]!.text))),
      test: summarise(splits.test.map((item, i) => scoreItem(item, answers.test[i]!.text))),
    };

    // Recomputed from the answers as the threads stored them, counted kind by kind.
    for (const split of ['dev', 'test'] as const) {
      const stored = new Map<string, boolean>();
      for (const [i, item] of splits[split].entries()) {
        const answer = answers[split][i]!;
        expect(answer.stored, item.id).toBe(answer.text);
        stored.set(item.id, scoreItem(item, answer.stored ?? '').passed);
      }
      const summary = summaries[split];
      let passed = 0;
      for (const kind of EVAL_KINDS) {
        const ofKind = splits[split].filter((item) => item.kind === kind);
        const kindPassed = ofKind.filter((item) => stored.get(item.id)).length;
        expect(summary.byKind[kind]).toEqual({ passed: kindPassed, total: ofKind.length });
        passed += kindPassed;
      }
      expect(summary.overall).toEqual({ passed, total: splits[split].length });
      expect(summary.failed).toEqual(
        splits[split].filter((item) => !stored.get(item.id)).map((item) => item.id),
      );
    }

    // ASK_EVAL_DUMP=<file>: every answer with what it missed, to read while working on the engine.
    const dump = process.env.ASK_EVAL_DUMP;
    if (dump) {
      const rows = (['dev', 'test'] as const).flatMap((split) =>
        splits[split].map((item, i) => ({
          split,
          ...scoreItem(item, answers[split][i]!.text),
          question: item.question,
          answer: answers[split][i]!.text,
          sources: answers[split][i]!.sources.map((s) => `${s.kind}: ${s.title}`),
        })),
      );
      fs.writeFileSync(dump, JSON.stringify(rows, null, 2));
    }

    const ms = [...answers.dev, ...answers.test].map((a) => a.ms).sort((a, b) => a - b);
    // eslint-disable-next-line no-console -- the scores are what this test reports
    console.log(
      [
        `Ask Odo evaluation, built-in engine: ${splits.dev.length} dev + ${splits.test.length} test questions ` +
          `(app and garage ${(timings.seedMs / 1000).toFixed(1)} s, questions ${(timings.askMs / 1000).toFixed(1)} s, ` +
          `CPU ${(timings.cpuMs / 1000).toFixed(1)} s; ` +
          `each answer p50 ${ms[Math.floor(ms.length / 2)]!.toFixed(0)} ms, max ${ms.at(-1)!.toFixed(0)} ms)`,
        ...scoreTable(summaries.dev, summaries.test),
        `failed (dev): ${summaries.dev.failed.join(' ') || 'none'}`,
        // Which frozen questions fail is not printed: tuning to them would void the split's score.
        `failed (test): ${summaries.test.failed.length} (not listed)`,
      ].join('\n'),
    );
  });
});
