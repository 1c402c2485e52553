// Real photos (testing/real, with provenance and licence): the built-in reader reads their VIN
// exactly, through the same rules and votes as the API (decision 028), with the photo-set
// measurement's generous time limit (time never decides a read here).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { closeCarLensReaders } from './readers.ts';
import { readPhotos } from './testing/photo-set-measure.ts';

afterAll(() => closeCarLensReaders());

const REAL = path.join(import.meta.dirname, 'testing/real');

it('reads a real engraved plate (textured metal, light glyphs, star delimiters)', async () => {
  const photo = fs.readFileSync(path.join(REAL, 'engraved-plate-SAL1A2A40SA606662.jpg'));
  expect(crypto.createHash('sha256').update(photo).digest('hex')).toBe(
    fs.readFileSync(path.join(REAL, 'README.md'), 'utf8').match(/sha256 `([0-9a-f]{64})`/)![1],
  );
  const [read] = await readPhotos([photo], 1);
  expect(read).toMatchObject({ vin: 'SAL1A2A40SA606662', method: 'ocr' });
});
