// Coverage you can count (issue 28 item 7): the best-selling models of 2005–2024 per generation,
// each either with known-problem entries or an explicit reviewed "no widespread problem known".
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { KNOWLEDGE_DATA_DIR } from './knowledge-base.ts';
import type { KnownProblem } from './schema.ts';

export const COVERAGE_FIRST_YEAR = 2005;
export const COVERAGE_LAST_YEAR = 2024;
export const COVERAGE_DIR = path.join(KNOWLEDGE_DATA_DIR, 'coverage');

const text = z.string().trim().min(1);
const year = z.number().int().min(COVERAGE_FIRST_YEAR).max(COVERAGE_LAST_YEAR);
const noUrl = (value: string) => !/https?:\/\/|www\./i.test(value);
const catalogName = z.strictObject({ make: text, model: text });

export const generationSchema = z
  .strictObject({ yearFrom: year, yearTo: year, name: text })
  .refine((g) => g.yearFrom <= g.yearTo, 'yearFrom > yearTo');

export const bestSellerSchema = z
  .strictObject({
    rank: z.number().int().min(1).max(40),
    make: text,
    model: text,
    market: z.enum(['US', 'EU']),
    /** The same car under another catalog name (a badge twin, or vPIC's older spelling). */
    alsoListedAs: z.array(catalogName).optional(),
    generations: z.array(generationSchema).min(1),
  })
  .refine(
    (m) => m.generations.every((g, i) => i === 0 || g.yearFrom > m.generations[i - 1]!.yearTo),
    'generations must be in order and not overlap',
  );
export type BestSeller = z.infer<typeof bestSellerSchema>;
export const bestSellersFileSchema = z.array(bestSellerSchema);

export const noWidespreadProblemSchema = z
  .strictObject({
    make: text,
    model: text,
    yearFrom: year,
    yearTo: year,
    reviewed: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'ISO date'),
    note: text.max(400).refine(noUrl, 'no URLs in notes'),
  })
  .refine((e) => e.yearFrom <= e.yearTo, 'yearFrom > yearTo');
export type NoWidespreadProblem = z.infer<typeof noWidespreadProblemSchema>;
export const noWidespreadProblemFileSchema = z.array(noWidespreadProblemSchema);

function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

export function loadBestSellers(dir: string = COVERAGE_DIR): BestSeller[] {
  return bestSellersFileSchema.parse(readJson(path.join(dir, 'best-sellers.json')));
}

export function loadNoWidespreadProblems(dir: string = COVERAGE_DIR): NoWidespreadProblem[] {
  return noWidespreadProblemFileSchema.parse(
    readJson(path.join(dir, 'no-widespread-problem.json')),
  );
}

export type GenerationStatus =
  { kind: 'problems'; count: number } | { kind: 'reviewed'; note: string } | { kind: 'missing' };

export interface GenerationCoverage {
  market: 'US' | 'EU';
  rank: number;
  make: string;
  model: string;
  generation: string;
  yearFrom: number;
  yearTo: number;
  status: GenerationStatus;
}

export interface CoverageReport {
  rows: GenerationCoverage[];
  covered: number;
  total: number;
  byMarket: Record<'US' | 'EU', { covered: number; total: number }>;
}

const key = (make: string, model: string) => `${make.toLowerCase()}\u0000${model.toLowerCase()}`;

/**
 * A generation counts as covered when a known problem of the model (under any of its catalog
 * names) overlaps its years, or a reviewed "no widespread problem" entry spans all of them.
 */
export function computeCoverage(
  models: readonly BestSeller[],
  problems: readonly KnownProblem[],
  reviewed: readonly NoWidespreadProblem[],
): CoverageReport {
  const problemsBy = new Map<string, KnownProblem[]>();
  for (const p of problems) {
    const list = problemsBy.get(key(p.make, p.model)) ?? [];
    list.push(p);
    problemsBy.set(key(p.make, p.model), list);
  }
  const rows: GenerationCoverage[] = [];
  for (const m of models) {
    const names = [{ make: m.make, model: m.model }, ...(m.alsoListedAs ?? [])];
    const own = names.flatMap((n) => problemsBy.get(key(n.make, n.model)) ?? []);
    const ownKeys = new Set(names.map((n) => key(n.make, n.model)));
    for (const g of m.generations) {
      const count = own.filter((p) => p.yearFrom <= g.yearTo && p.yearTo >= g.yearFrom).length;
      const review = reviewed.find(
        (r) =>
          ownKeys.has(key(r.make, r.model)) && r.yearFrom <= g.yearFrom && r.yearTo >= g.yearTo,
      );
      const status: GenerationStatus = count
        ? { kind: 'problems', count }
        : review
          ? { kind: 'reviewed', note: review.note }
          : { kind: 'missing' };
      rows.push({
        market: m.market,
        rank: m.rank,
        make: m.make,
        model: m.model,
        generation: g.name,
        yearFrom: g.yearFrom,
        yearTo: g.yearTo,
        status,
      });
    }
  }
  const tally = (list: GenerationCoverage[]) => ({
    covered: list.filter((r) => r.status.kind !== 'missing').length,
    total: list.length,
  });
  return {
    rows,
    ...tally(rows),
    byMarket: {
      US: tally(rows.filter((r) => r.market === 'US')),
      EU: tally(rows.filter((r) => r.market === 'EU')),
    },
  };
}

export function statusLabel(status: GenerationStatus): string {
  if (status.kind === 'problems') return `problems: ${status.count}`;
  return status.kind === 'reviewed' ? 'reviewed: none known' : 'MISSING';
}

const pct = (covered: number, total: number) =>
  total ? `${((covered / total) * 100).toFixed(1)}%` : '–';

/** The coverage table as Markdown: totals first, then one row per model generation. */
export function coverageTable(report: CoverageReport): string[] {
  const { US, EU } = report.byMarket;
  const lines = [
    `- All: **${report.covered}/${report.total}** generations covered (${pct(report.covered, report.total)})`,
    `- US top 40: ${US.covered}/${US.total} (${pct(US.covered, US.total)}); ` +
      `Europe top 40: ${EU.covered}/${EU.total} (${pct(EU.covered, EU.total)})`,
    '',
    '| Market | # | Model | Generation | Years | Coverage |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const r of report.rows) {
    const years = r.yearFrom === r.yearTo ? `${r.yearFrom}` : `${r.yearFrom}–${r.yearTo}`;
    lines.push(
      `| ${r.market} | ${r.rank} | ${r.make} ${r.model} | ${r.generation} | ${years} | ${statusLabel(r.status)} |`,
    );
  }
  return lines;
}
