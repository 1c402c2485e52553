// Car Lens's read rate on the rendered photo set (issue 29) for bench/results.md: both splits
// read in this process by the built-in reader (car-lens/testing/photo-set-measure.ts, the same
// measurement photo-set.test.ts asserts its frozen split with). Target on the frozen test split:
// ≥ 90% exact VINs and no wrong VIN. Then the odometer and receipt readers' field-level accuracy
// on both splits of garage/read-photo-data (read-photo-accuracy.ts, as its test).
import os from 'node:os';
import { closePhotoTextReaders } from '../src/server/lib/photo-text/text-reader.ts';
import { accuracyLines, measureSplit } from '../src/server/features/garage/read-photo-accuracy.ts';
import { closeCarLensReaders } from '../src/server/features/car-lens/readers.ts';
import {
  measurePhotoSplit,
  type PhotoSetResult,
} from '../src/server/features/car-lens/testing/photo-set-measure.ts';
import { measureRealSplit } from '../src/server/features/car-lens/testing/real-set-measure.ts';

export const LENS_RATE_TARGET = 0.9;

export interface LensRateResult {
  dev: PhotoSetResult;
  test: PhotoSetResult;
  /** The real photo set (testing/real-set): frozen test split, then development split. */
  real: { test: string[]; dev: string[] };
  /** The odometer and receipt readers, dev then frozen test split. */
  photoReaders: string[];
  loadBefore: number;
}

export async function measureLensRate(): Promise<LensRateResult> {
  const loadBefore = os.loadavg()[0] ?? 0;
  try {
    const dev = await measurePhotoSplit('dev');
    const test = await measurePhotoSplit('test');
    const real = {
      test: (await measureRealSplit('test')).lines,
      dev: (await measureRealSplit('dev')).lines,
    };
    await closeCarLensReaders();
    const photoReaders: string[] = [];
    for (const split of [
      'dev',
      'test',
      'real-dev',
      'real-dev-drums',
      'real-test',
      'real-receipts-dev',
      'real-receipts-test',
      'pump-dev',
      'pump-test',
    ] as const) {
      photoReaders.push(...accuracyLines(split, await measureSplit(split)));
    }
    return { dev, test, real, photoReaders, loadBefore };
  } finally {
    await closeCarLensReaders();
    await closePhotoTextReaders();
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
      'time, 120 s limit each: time never decides a read). Target on the frozen test split: ≥ 90% exact VINs, 0 wrong. ' +
      `Frozen split: **${test.right}/${test.outcomes.length} (${pct}%) exact, ${test.wrong.length} wrong** — ` +
      `${lensRateMet(result) ? '**PASS**' : '**FAIL**'} (CI asserts the 0 wrong on every run: photo-set.test.ts).`,
    '',
    ...split('Frozen test split', test),
    ...split('Development split', result.dev),
    '**Real photos** (`testing/real-set`: 69 real 256 px photos of door-pillar labels and ' +
      'windscreen tags, CC BY 4.0; CI asserts 0 wrong and the floor on the frozen split: ' +
      'real-set.test.ts):',
    '',
    '```',
    'frozen test split',
    ...result.real.test,
    'development split',
    ...result.real.dev,
    '```',
    '',
    '**Odometer and receipt photos** (`garage/read-photo-data`, field-level; CI asserts the ' +
      'floors on the frozen test split: read-photo-accuracy.test.ts):',
    '',
    '```',
    ...result.photoReaders,
    '```',
  ];
}
