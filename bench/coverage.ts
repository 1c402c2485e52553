// Best-seller coverage (issue 28 item 7) for bench/results.md: the same computation as
// src/server/features/knowledge/coverage.test.ts, written as the coverage table.
import {
  computeCoverage,
  coverageTable,
  loadBestSellers,
  loadNoWidespreadProblems,
  type CoverageReport,
} from '../src/server/features/knowledge/coverage.ts';
import { loadKnowledgeBase } from '../src/server/features/knowledge/knowledge-base.ts';

export function measureCoverage(): CoverageReport {
  return computeCoverage(
    loadBestSellers(),
    loadKnowledgeBase().allKnownProblems(),
    loadNoWidespreadProblems(),
  );
}

export function coverageSection(report: CoverageReport, measured: string): string[] {
  return [
    '## Known-problem coverage of the best sellers (2005–2024)',
    '',
    `_Computed ${measured}._`,
    '',
    'The 40 best-selling models in the US and in Europe over model years 2005–2024, per generation ' +
      '(`src/server/features/knowledge/data/coverage/`, sources in its SOURCE.md): "problems: N" ' +
      'known-problem entries overlap the generation, "reviewed: none known" an explicit reviewed ' +
      'entry says no widespread problem could be cited, MISSING not yet covered.',
    '',
    ...coverageTable(report),
  ];
}
