// A dashboard photographed from a step back: in a 12 MP photo the odometer's digits are a few
// pixels of the copy the readers work on, so the part where the text lies is read again from the
// photo's own pixels (lib/text-model/closer-look.ts, read-photo-steps.ts).
import { afterAll, expect, it } from 'vitest';
import { closePhotoTextReaders } from '../../lib/photo-text/text-reader.ts';
import { readOdometerPhoto } from './read-odometer.ts';
import { wideShot as wideShotOf } from './read-photo-testing/wide-shot.ts';

afterAll(() => closePhotoTextReaders());

/** A development photo of a cluster, 800 px wide, in a 4,000 × 3,000 photo. */
const wideShot = (file: string) => wideShotOf('odometer', file, 800, '#1d1f22');

it('reads an odometer a fifth of a 12 MP photo wide, from the photo’s own pixels', async () => {
  // 266,729 on an LCD: from the 1,600 px copy alone it read 513.
  const lcd = await readOdometerPhoto(await wideShot('odometer-006.jpg'));
  expect(lcd.reading.value).toBe(266729);
  // 133,239: from the copy alone it read 332.
  const other = await readOdometerPhoto(await wideShot('odometer-014.jpg'));
  expect(other.reading.value).toBe(133239);
});
