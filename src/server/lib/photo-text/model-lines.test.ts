// PP-OCR's lines of an LCD odometer photo (model-lines.ts): the detector ends the number's box
// before its last 1 (a bar a digit's width away); asked to, the line is read again cut wider.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, expect, it } from 'vitest';
import { releaseTextModels } from '../text-model/text-model.ts';
import { readModelLines } from './model-lines.ts';

afterAll(() => releaseTextModels());

/** A rendered LCD reading 385791 km (the garage readers' frozen split, read-photo-data). */
const LCD = path.join(
  import.meta.dirname,
  '../../features/garage/read-photo-data/test/odometer/odometer-029.jpg',
);

it('gives a number line read cut wider beside it, only when asked', async () => {
  const photo = await sharp(fs.readFileSync(LCD))
    .resize({ width: 1600, height: 1600, fit: 'inside' })
    .png()
    .toBuffer();
  const widened = await readModelLines(photo, { detectAt: 960, widenNumbers: true });
  const odometer = widened.find((line) => line.text === '38579');
  expect(odometer?.wider?.text).toBe('385791');
  // Only a line whose wider cut read one 1 more carries it (not the trip meter's 4830, the clock).
  expect(widened.filter((line) => line.wider).map((line) => line.text)).toEqual(['38579']);
  const plain = await readModelLines(photo, { detectAt: 960 });
  expect(plain.map((line) => line.text)).toContain('38579');
  expect(plain.some((line) => line.wider)).toBe(false);
});
