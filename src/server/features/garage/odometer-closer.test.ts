// A dashboard photographed from a step back: in a 12 MP photo the odometer's digits are a few
// pixels of the copy the readers work on, so the part where the text lies is read again from the
// photo's own pixels (lib/text-model/closer-look.ts, read-photo-service.ts).
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, expect, it } from 'vitest';
import { closePhotoTextReaders } from '../../lib/photo-text/text-reader.ts';
import { readOdometerPhoto } from './read-photo-service.ts';

afterAll(() => closePhotoTextReaders());

/** A development photo of a cluster, 800 px wide, in a dark 4,000 × 3,000 frame. */
async function wideShot(file: string): Promise<Buffer> {
  const cluster = await sharp(
    fs.readFileSync(path.join(import.meta.dirname, 'read-photo-data', 'dev', 'odometer', file)),
  )
    .resize({ width: 800 })
    .toBuffer();
  return sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#1d1f22' } })
    .composite([{ input: cluster, left: 1600, top: 900 }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

it('reads an odometer a fifth of a 12 MP photo wide, from the photo’s own pixels', async () => {
  // 266,729 on an LCD: from the 1,600 px copy alone it read 513.
  const lcd = await readOdometerPhoto(await wideShot('odometer-006.jpg'));
  expect(lcd.reading.value).toBe(266729);
  // 133,239: from the copy alone it read 332.
  const other = await readOdometerPhoto(await wideShot('odometer-014.jpg'));
  expect(other.reading.value).toBe(133239);
}, 120_000);
