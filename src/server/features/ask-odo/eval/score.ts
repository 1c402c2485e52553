// Scores Ask Odo's answers against the facts of the evaluation set (data/*.json, README.md): an
// answer passes when every fact group has one of its alternatives in the text and nothing from
// `none` is there. An alternative is a lowercase substring (starting where a word starts), or a
// /regex/ (case-insensitive).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const EVAL_KINDS = ['garage', 'care', 'obd', 'model', 'buying', 'bad_input'] as const;
export type EvalKind = (typeof EVAL_KINDS)[number];
export type SplitName = 'dev' | 'test';

export interface EvalItem {
  id: string;
  kind: EvalKind;
  /** What a garage, care, code or bad-input question asks about (e.g. "cost-compare", "P0171"). */
  topic?: string;
  /** The car a model-specific or buying question names: "2013 Ford F-150". */
  car?: string;
  question: string;
  expect: { all: string[][]; none?: string[] };
}

export const dataDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data');
export const splitPath = (split: SplitName) => path.join(dataDir, `${split}-split.json`);

export function loadSplit(split: SplitName): EvalItem[] {
  return JSON.parse(fs.readFileSync(splitPath(split), 'utf8')) as EvalItem[];
}

/** Lower case, one kind of quote, dash and space, so facts need not spell typography. */
export function normaliseAnswer(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\s\u00a0\u202f\u2009]+/g, ' ');
}

const regexCache = new Map<string, RegExp>();

function compile(alternative: string): RegExp {
  if (alternative.length > 2 && alternative.startsWith('/') && alternative.endsWith('/')) {
    return new RegExp(alternative.slice(1, -1), 'i');
  }
  // A substring that begins with a letter or digit must begin a word: "ice" is not in "service",
  // "egr" not in "degrees", while a stem still finds its words ("hesitat" → "hesitation").
  const escaped = alternative.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(/^[a-z0-9]/i.test(alternative) ? `(?<![a-z0-9])${escaped}` : escaped, 'i');
}

/** Whether one alternative (substring or /regex/) is in an already normalised answer. */
export function matches(alternative: string, normalised: string): boolean {
  let regex = regexCache.get(alternative);
  if (!regex) {
    regex = compile(alternative);
    regexCache.set(alternative, regex);
  }
  return regex.test(normalised);
}

export interface ItemScore {
  id: string;
  kind: EvalKind;
  passed: boolean;
  /** The fact groups none of whose alternatives is in the answer (their first alternative). */
  missing: string[];
  /** What the answer holds that it must not. */
  forbidden: string[];
}

export function scoreItem(item: EvalItem, answer: string): ItemScore {
  const text = normaliseAnswer(answer);
  const missing = item.expect.all
    .filter((group) => !group.some((alternative) => matches(alternative, text)))
    .map((group) => group[0]!);
  const forbidden = (item.expect.none ?? []).filter((alternative) => matches(alternative, text));
  return {
    id: item.id,
    kind: item.kind,
    passed: missing.length === 0 && forbidden.length === 0,
    missing,
    forbidden,
  };
}

export interface Tally {
  passed: number;
  total: number;
}

export interface SplitSummary {
  byKind: Record<EvalKind, Tally>;
  overall: Tally;
  failed: string[];
}

export function summarise(scores: ItemScore[]): SplitSummary {
  const byKind = Object.fromEntries(
    EVAL_KINDS.map((kind) => [kind, { passed: 0, total: 0 }]),
  ) as Record<EvalKind, Tally>;
  const overall = { passed: 0, total: 0 };
  for (const score of scores) {
    for (const tally of [byKind[score.kind], overall]) {
      tally.total += 1;
      if (score.passed) tally.passed += 1;
    }
  }
  return { byKind, overall, failed: scores.filter((s) => !s.passed).map((s) => s.id) };
}

export const percent = (tally: Tally) => (tally.total ? (100 * tally.passed) / tally.total : 0);
const cell = (tally: Tally) => `${percent(tally).toFixed(1)}% (${tally.passed}/${tally.total})`;

/** The score table (markdown): each kind and overall, for the dev and the frozen test split. */
export function scoreTable(dev: SplitSummary, test: SplitSummary): string[] {
  return [
    '| kind | dev split | test split (frozen) |',
    '| --- | ---: | ---: |',
    ...EVAL_KINDS.map(
      (kind) => `| ${kind} | ${cell(dev.byKind[kind])} | ${cell(test.byKind[kind])} |`,
    ),
    `| **overall** | **${cell(dev.overall)}** | **${cell(test.overall)}** |`,
  ];
}
