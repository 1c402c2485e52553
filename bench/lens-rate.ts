// Car Lens's read rate on the rendered photo set (issue 29) for bench/results.md: both splits
// read in this process by the built-in reader (car-lens/testing/photo-set-measure.ts, the same
// measurement photo-set.test.ts asserts its frozen split with). Target on the frozen test split:
// ≥ 90% exact VINs and no wrong VIN.
import os from 'node:os';
import { closeCarLensReaders } from '../src/server/features/car-lens/readers.ts';
import {
  measurePhotoSplit,
  type PhotoSetResult,
} from '../src/server/features/car-lens/testing/photo-set-measure.ts';

export const LENS_RATE_TARGET = 0.9;

export interface LensRateResult {
  dev: PhotoSetResult;
  test: PhotoSetResult;
  loadBefore: number;
}

export async function measureLensRate(): Promise<LensRateResult> {
  const loadBefore = os.loadavg()[0] ?? 0;
  try {
    const dev = await measurePhotoSplit('dev');
    const test = await measurePhotoSplit('test');
    return { dev, test, loadBefore };
  } finally {
    await closeCarLensReaders();
  }
}

/** Whether the frozen split meets the target: ≥ 90% exact and no wrong VIN. */
export function lensRateMet(result: LensRateResult) {
  const { test } = result;
  return test.wrong.length === 0 && test.right / test.outcomes.length >= LENS_RATE_TARGET;
}

export function lensRateSection(result: LensRateResult, measured: string): string[] {
  const split = (title: string, r: PhotoSetResult) => [
    `**${title}** (${r.outcomes.length} photos):`,
    '',
    '```',
    ...r.lines,
    '```',
    '',
  ];
  const { test } = result;
  const pct = Math.round((100 * test.right) / test.outcomes.length);
  return [
    '## Car Lens read rate on the rendered photo set',
    '',
    `_Measured ${measured}; 1-minute load average before: ${result.loadBefore.toFixed(1)}._`,
    '',
    'The built-in reader over `src/server/features/car-lens/testing/photos` (two photos at a ' +
      'time, 20 s limit each). Target on the frozen test split: ≥ 90% exact VINs, 0 wrong. ' +
      `Frozen split: **${test.right}/${test.outcomes.length} (${pct}%) exact, ${test.wrong.length} wrong** — ` +
      `${lensRateMet(result) ? '**PASS**' : '**FAIL**'} (CI asserts the 0 wrong on every run: photo-set.test.ts).`,
    '',
    ...split('Frozen test split', test),
    ...split('Development split', result.dev),
  ];
}
