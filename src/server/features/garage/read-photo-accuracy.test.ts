// Field-level accuracy of the odometer and receipt readers on the frozen test split, printed; the
// floors only guard against a reader getting worse than it was measured. The development split is
// measured by `npm run bench -- lensrate` (a figure for tuning, not a CI check: issue 30).
import { afterAll, expect, it } from 'vitest';
import { closePhotoTextReaders } from '../../lib/photo-text/text-reader.ts';
import { accuracyLines, measureSplit } from './read-photo-accuracy.ts';

afterAll(() => closePhotoTextReaders());

it('reads the frozen test split at least as well as measured', async () => {
  const result = await measureSplit('test');
  process.stdout.write(`${accuracyLines('test', result).join('\n')}\n`);
  const { odometer, receipt } = result;
  expect(odometer.photos).toBeGreaterThanOrEqual(30);
  expect(receipt.photos).toBeGreaterThanOrEqual(30);
  // Measured 32/36 (4 wrong; 30/36 and 6 before) once an LCD's last 1, read by a wider cut of its
  // line, counts when the 7-segment reader reads the same number.
  expect(odometer.value / odometer.photos).toBeGreaterThanOrEqual(0.85);
  expect(odometer.wrong).toBeLessThanOrEqual(5);
  expect(receipt.total / receipt.photos).toBeGreaterThanOrEqual(0.85);
}, 900_000);
