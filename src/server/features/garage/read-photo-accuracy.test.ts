// Field-level accuracy of the odometer and receipt readers on both splits, printed; the frozen
// test split counts. The floors only guard against a reader getting worse than it was measured.
import { afterAll, describe, expect, it } from 'vitest';
import { closePhotoTextReaders } from '../../lib/photo-text/text-reader.ts';
import { measureSplit } from './read-photo-accuracy.ts';

afterAll(() => closePhotoTextReaders());

describe('photo readers, field-level accuracy', () => {
  for (const split of ['dev', 'test'] as const) {
    it(`on the ${split} split`, async () => {
      const { odometer, receipt } = await measureSplit(split);
      const pct = (n: number, of: number) => `${n}/${of} (${Math.round((100 * n) / of)}%)`;
      const styles = Object.entries(odometer.byStyle)
        .map(([style, [right, of]]) => `${style} ${pct(right, of)}`)
        .join(', ');
      const fields = (
        ['date', 'volume', 'volumeUnit', 'pricePerUnit', 'total', 'currency'] as const
      )
        .map((field) => `${field} ${pct(receipt[field], receipt.photos)}`)
        .join(', ');
      process.stdout.write(
        `[${split}] odometer value ${pct(odometer.value, odometer.photos)} (${styles}); unit ${pct(odometer.unit, odometer.photos)}; wrong readings ${odometer.wrong}\n` +
          `[${split}] receipt ${fields}; every field ${pct(receipt.all, receipt.photos)}\n`,
      );
      expect(odometer.photos).toBeGreaterThanOrEqual(30);
      expect(receipt.photos).toBeGreaterThanOrEqual(30);
      expect(odometer.value / odometer.photos).toBeGreaterThanOrEqual(0.7);
      expect(receipt.total / receipt.photos).toBeGreaterThanOrEqual(0.85);
    }, 900_000);
  }
});
