// Coverage of the best-selling models (issue 28 item 7): the lists and the reviewed entries are
// valid and name catalog cars, and the per-generation coverage table is computed and printed.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  computeCoverage,
  coverageTable,
  loadBestSellers,
  loadNoWidespreadProblems,
} from './coverage.ts';
import { loadKnowledgeBase } from './knowledge-base.ts';

type CatalogMakes = [string, [string, string][]][];
const SHARED = path.join(import.meta.dirname, '..', '..', '..', 'shared');

/** "make\0model" of every model in the US and the European catalog. */
const catalogModels = new Set(
  ['vehicle-catalog.json', 'vehicle-catalog-europe.json'].flatMap((name) =>
    (
      JSON.parse(fs.readFileSync(path.join(SHARED, name), 'utf8')) as { makes: CatalogMakes }
    ).makes.flatMap(([make, models]) => models.map(([model]) => `${make}\u0000${model}`)),
  ),
);
const inCatalog = (make: string, model: string) => catalogModels.has(`${make}\u0000${model}`);

const models = loadBestSellers();
const reviewed = loadNoWidespreadProblems();
const report = computeCoverage(models, loadKnowledgeBase().allKnownProblems(), reviewed);

describe('best-seller coverage', () => {
  it('lists the top 40 of each market once, ranked 1–40', () => {
    for (const market of ['US', 'EU'] as const) {
      const list = models.filter((m) => m.market === market);
      expect(list.map((m) => m.rank).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 40 }, (_, i) => i + 1),
      );
      expect(new Set(list.map((m) => `${m.make} ${m.model}`)).size).toBe(40);
    }
  });

  it('names makes and models exactly as the catalog spells them', () => {
    const names = [
      ...models.flatMap((m) => [{ make: m.make, model: m.model }, ...(m.alsoListedAs ?? [])]),
      ...reviewed,
    ];
    const unknown = names.filter((n) => !inCatalog(n.make, n.model));
    expect(unknown.map((n) => `${n.make} ${n.model}`)).toEqual([]);
  });

  it('has reviewed entries only for listed models and for whole generations', () => {
    const stray = reviewed.filter(
      (r) =>
        !models.some(
          (m) =>
            [{ make: m.make, model: m.model }, ...(m.alsoListedAs ?? [])].some(
              (n) => n.make === r.make && n.model === r.model,
            ) && m.generations.some((g) => g.yearFrom >= r.yearFrom && g.yearTo <= r.yearTo),
        ),
    );
    expect(stray).toEqual([]);
  });

  it('computes and prints the coverage table', () => {
    const table = coverageTable(report);
    process.stdout.write(['Best-seller coverage, model years 2005–2024', ...table, ''].join('\n'));
    const generations = models.reduce((sum, m) => sum + m.generations.length, 0);
    expect(report.total).toBe(generations);
    expect(report.rows).toHaveLength(generations);
    expect(report.byMarket.US.total + report.byMarket.EU.total).toBe(report.total);
    expect(report.covered).toBe(report.rows.filter((r) => r.status.kind !== 'missing').length);
    expect(table.length).toBe(report.rows.length + 5);
  });

  it('covers every generation of the top-10 models of each market', () => {
    const missing = report.rows
      .filter((r) => r.rank <= 10 && r.status.kind === 'missing')
      .map((r) => `${r.market} ${r.make} ${r.model} ${r.generation}`);
    expect(missing).toEqual([]);
  });

  it('counts a problem only when it overlaps the generation', () => {
    const sample = computeCoverage(
      [
        {
          rank: 1,
          make: 'Test',
          model: 'Car',
          market: 'US',
          generations: [
            { yearFrom: 2005, yearTo: 2009, name: 'A' },
            { yearFrom: 2010, yearTo: 2014, name: 'B' },
            { yearFrom: 2015, yearTo: 2020, name: 'C' },
          ],
        },
      ],
      [
        {
          ...loadKnowledgeBase().allKnownProblems()[0]!,
          make: 'Test',
          model: 'Car',
          yearFrom: 2008,
          yearTo: 2010,
        },
      ],
      [
        {
          make: 'Test',
          model: 'Car',
          yearFrom: 2015,
          yearTo: 2020,
          reviewed: '2026-11-28',
          note: 'n',
        },
      ],
    );
    expect(sample.rows.map((r) => r.status.kind)).toEqual(['problems', 'problems', 'reviewed']);
    expect(sample.covered).toBe(3);
  });
});
