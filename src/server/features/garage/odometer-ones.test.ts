// An LCD's 1 is one bar at the side of its cell, the digit each of the odometer's readers most
// often loses (read-odometer.ts): two rendered LCDs whose reading hangs on one.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { closePhotoTextReaders } from '../../lib/photo-text/text-reader.ts';
import { readOdometerPhoto } from './read-odometer.ts';

afterAll(() => closePhotoTextReaders());

const photo = (split: string, file: string) =>
  fs.readFileSync(path.join(import.meta.dirname, 'read-photo-data', split, 'odometer', file));

it('reads a last 1 the text detector leaves out when the 7-segment reader sees it', async () => {
  // 385791 km: PP-OCR's box ends at 38579, a wider cut of the line reads the 1.
  const read = await readOdometerPhoto(photo('test', 'odometer-029.jpg'));
  expect(read.reading.value).toBe(385791);
});

it('reads a first 1 the 7-segment reader leaves out when PP-OCR reads it', async () => {
  // 135049 mi, turned and blurred: the 7-segment reader saw 35049.
  const read = await readOdometerPhoto(photo('dev', 'odometer-008.jpg'));
  expect(read.reading.value).toBe(135049);
});
