// The Ask Odo evaluation set itself (no database): the test split is the file frozen before the
// engine was changed (its sha256 is pinned here; an edit fails), both splits are well formed and
// cover what issue 28 asks for, and the scorer matches facts the way README.md says.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  EVAL_KINDS,
  loadSplit,
  matches,
  normaliseAnswer,
  scoreItem,
  splitPath,
  summarise,
  type EvalItem,
} from './score.ts';

/** sha256 of data/test-split.json as committed in "Ask Odo eval: frozen test split". */
const FROZEN_TEST_SHA256 = '45d98044aec9a8da55465a3db256f89ff60b312d2c4fb702241cba2341fb21b2';

const dev = loadSplit('dev');
const test = loadSplit('test');
const all = [...dev, ...test];
const isRegex = (alternative: string) =>
  alternative.length > 2 && alternative.startsWith('/') && alternative.endsWith('/');

describe('the frozen test split', () => {
  it('is byte for byte the file committed before the engine changed', () => {
    const hash = createHash('sha256')
      .update(fs.readFileSync(splitPath('test')))
      .digest('hex');
    expect(hash).toBe(FROZEN_TEST_SHA256);
  });

  it('holds a quarter of the set, every kind in it', () => {
    expect(test.length).toBe(65);
    for (const kind of EVAL_KINDS)
      expect(
        test.some((item) => item.kind === kind),
        kind,
      ).toBe(true);
  });
});

describe('the evaluation set', () => {
  it('has at least 220 questions, each id once across both splits', () => {
    expect(all.length).toBeGreaterThanOrEqual(220);
    expect(new Set(all.map((item) => item.id)).size).toBe(all.length);
    expect(new Set(all.map((item) => item.question.trim().toLowerCase())).size).toBe(all.length);
  });

  it('gives every question a kind and facts: lowercase words or /regexes/ that compile', () => {
    for (const item of all) {
      expect(EVAL_KINDS, item.id).toContain(item.kind);
      expect(item.question.trim(), item.id).not.toBe('');
      expect(item.expect.all.length, item.id).toBeGreaterThan(0);
      for (const alternative of [...item.expect.all.flat(), ...(item.expect.none ?? [])]) {
        if (isRegex(alternative)) expect(() => new RegExp(alternative.slice(1, -1))).not.toThrow();
        else expect(alternative, item.id).toBe(alternative.toLowerCase());
      }
      for (const group of item.expect.all) expect(group.length, item.id).toBeGreaterThan(0);
    }
  });

  it('asks 15+ kinds of garage question and about 60+ distinct cars, none of them in the test garage', () => {
    const topics = new Set(all.filter((i) => i.kind === 'garage').map((i) => i.topic));
    expect(topics.size).toBeGreaterThanOrEqual(15);
    const cars = new Set(all.filter((i) => i.kind === 'model').map((i) => i.car));
    expect(cars.size).toBeGreaterThanOrEqual(60);
    const named = all.filter((i) => i.kind === 'model' || i.kind === 'buying');
    for (const item of named) {
      expect(`${item.car ?? ''} ${item.question}`, item.id).not.toMatch(/corolla|leaf|octavia/i);
    }
  });
});

describe('scoring', () => {
  const item: EvalItem = {
    id: 'sample',
    kind: 'care',
    question: 'How do I jump-start a car?',
    expect: {
      all: [['red', 'positive'], ['/\\bearth(?:ed)?\\b|ground/'], ["don't"]],
      none: ['/\\bp0\\d{3}\\b/'],
    },
  };

  it('passes an answer holding one alternative of every group, in any case and typography', () => {
    const answer = 'Clip the RED lead first. Ground the black one on bare metal. Don’t touch them.';
    expect(scoreItem(item, answer)).toEqual({
      id: 'sample',
      kind: 'care',
      passed: true,
      missing: [],
      forbidden: [],
    });
  });

  it('names the groups an answer misses and what it must not say', () => {
    const score = scoreItem(item, 'Connect the positive lead; see code P0300.');
    expect(score.passed).toBe(false);
    expect(score.missing).toEqual(['/\\bearth(?:ed)?\\b|ground/', "don't"]);
    expect(score.forbidden).toEqual(['/\\bp0\\d{3}\\b/']);
  });

  it('finds a word only where a word starts, and stems in longer words', () => {
    expect(matches('ice', normaliseAnswer('Book a service'))).toBe(false);
    expect(matches('ice', normaliseAnswer('Snow and ice'))).toBe(true);
    expect(matches('egr', normaliseAnswer('Below 7 degrees'))).toBe(false);
    expect(matches('hesitat', normaliseAnswer('It hesitates when cold'))).toBe(true);
    expect(matches('per km', normaliseAnswer('0.09 EUR per\u00a0km'))).toBe(true);
    expect(matches('/km', normaliseAnswer('0.09 EUR/km'))).toBe(true);
  });

  it('tallies each kind and the whole split, and lists what failed', () => {
    const summary = summarise([
      { id: 'a', kind: 'obd', passed: true, missing: [], forbidden: [] },
      { id: 'b', kind: 'obd', passed: false, missing: ['lean'], forbidden: [] },
      { id: 'c', kind: 'garage', passed: true, missing: [], forbidden: [] },
    ]);
    expect(summary.byKind.obd).toEqual({ passed: 1, total: 2 });
    expect(summary.byKind.garage).toEqual({ passed: 1, total: 1 });
    expect(summary.byKind.model).toEqual({ passed: 0, total: 0 });
    expect(summary.overall).toEqual({ passed: 2, total: 3 });
    expect(summary.failed).toEqual(['b']);
  });
});
