// HEIC photos (an iPhone's default: HEVC in a HEIF box, which sharp's build cannot decode) are
// decoded by libheif in a worker thread (lib/heic) and then handled like any other picture.
// Fixtures: fixtures/plate-480.heic, made here with ImageMagick (libheif + x265) from
// car-lens/testing/real's engraved plate (see its README for source and licence); truncated.heic is
// its first 3,000 bytes.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { inspectImage, processImage } from './images.ts';

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name));
const original = path.join(
  import.meta.dirname,
  '../car-lens/testing/real/engraved-plate-SAL1A2A40SA606662.jpg',
);

/** Mean of each channel of a picture at 32 × 24 (what the eye would call its colour). */
async function meanColour(picture: Uint8Array) {
  const { data } = await sharp(picture)
    .resize(32, 24, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const sums = [0, 0, 0];
  for (let i = 0; i < data.length; i += 1) sums[i % 3]! += data[i]!;
  return sums.map((sum) => sum / (data.length / 3));
}

describe('HEIC uploads', () => {
  it('are decoded: the photo to read is a JPEG of the same picture', async () => {
    const heic = fixture('plate-480.heic');
    expect((await sharp(heic).metadata()).compression).toBe('hevc');
    const { format, width, height, photo } = await inspectImage(heic);
    expect({ format, width, height }).toEqual({ format: 'heif', width: 480, height: 360 });
    expect((await sharp(photo).metadata()).format).toBe('jpeg');
    const [decoded, source] = await Promise.all([
      meanColour(photo),
      meanColour(fs.readFileSync(original)),
    ]);
    decoded.forEach((channel, index) => expect(Math.abs(channel - source[index]!)).toBeLessThan(8));
  });

  it('are kept as our own WebP variants like any picture', async () => {
    const image = await processImage(fixture('plate-480.heic'));
    expect(image).toMatchObject({ width: 480, height: 360 });
    expect(image.variants.map((variant) => variant.width)).toEqual([320, 800, 1600]);
    const smallest = await sharp(image.variants[0]!.body).metadata();
    expect({ format: smallest.format, width: smallest.width }).toEqual({
      format: 'webp',
      width: 320,
    });
  });

  it('that cannot be decoded are refused as not a picture (400), not a server error', async () => {
    const refused = await inspectImage(fixture('truncated.heic')).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('bad_request');
  });
});
