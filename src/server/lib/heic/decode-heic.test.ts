// The HEIC decoder (decision 030): one decode at a time, whatever arrives at once, and a file it
// cannot read does not hold up the ones after it.
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { decodeHeic, mostHeicDecodesAtOnce } from './decode-heic.ts';

const fixtures = path.join(import.meta.dirname, '../../features/storage/fixtures');
const heic = fs.readFileSync(path.join(fixtures, 'plate-480.heic'));
const truncated = fs.readFileSync(path.join(fixtures, 'truncated.heic'));

it('decodes one photo at a time when several arrive at once', async () => {
  const results = await Promise.allSettled([
    decodeHeic(heic, 50_000_000),
    decodeHeic(truncated, 50_000_000),
    decodeHeic(heic, 50_000_000),
    decodeHeic(heic, 50_000_000),
  ]);
  expect(results.map((result) => result.status)).toEqual([
    'fulfilled',
    'rejected',
    'fulfilled',
    'fulfilled',
  ]);
  for (const result of results) {
    if (result.status === 'fulfilled') {
      expect(result.value).toMatchObject({ width: 480, height: 360 });
      expect(result.value.data.byteLength).toBe(480 * 360 * 4);
    }
  }
  expect(mostHeicDecodesAtOnce()).toBe(1);
});

it('refuses a photo over the pixel limit without decoding it', async () => {
  await expect(decodeHeic(heic, 480 * 360 - 1)).rejects.toThrow('image size');
});
