// Real photos (testing/real, with provenance and licence): the built-in reader reads their VIN
// exactly, through the same rules and votes as the API (decision 028).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { vinDecoder } from '../vehicle-data/vin.ts';
import { readVin } from './pipeline.ts';
import { carLensReaders, closeCarLensReaders } from './readers.ts';

afterAll(() => closeCarLensReaders());

const REAL = path.join(import.meta.dirname, 'testing/real');
/** The longest limit the server takes: time never decides a read here. */
const READ_LIMIT_MS = 120_000;

it('reads a real engraved plate (textured metal, light glyphs, star delimiters)', async () => {
  const photo = fs.readFileSync(path.join(REAL, 'engraved-plate-SAL1A2A40SA606662.jpg'));
  expect(crypto.createHash('sha256').update(photo).digest('hex')).toBe(
    fs.readFileSync(path.join(REAL, 'README.md'), 'utf8').match(/sha256 `([0-9a-f]{64})`/)![1],
  );
  const decoder = await vinDecoder(path.join(os.tmpdir(), 'odo-vpic'));
  const read = await readVin(photo, {
    readers: await carLensReaders(2),
    deadline: Date.now() + READ_LIMIT_MS,
    accept: async (vin) => {
      try {
        await decoder.decode(vin);
        return true;
      } catch {
        return false;
      }
    },
  });
  expect(read).toMatchObject({ vin: 'SAL1A2A40SA606662', method: 'ocr' });
}, 120_000);
