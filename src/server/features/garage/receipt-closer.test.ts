// A fuel receipt photographed from a step back (on the passenger seat): in a 12 MP photo its print
// is a few pixels of the copy the readers work on, so the part where the text lies is read again
// from the photo's own pixels (lib/text-model/closer-look.ts, read-photo-service.ts).
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, expect, it } from 'vitest';
import { closePhotoTextReaders } from '../../lib/photo-text/text-reader.ts';
import { readReceiptPhoto } from './read-photo-service.ts';

afterAll(() => closePhotoTextReaders());

/** A development photo of a receipt, 480 px wide (12% of the frame), in a 4,000 × 3,000 photo. */
async function wideShot(file: string): Promise<Buffer> {
  const receipt = await sharp(
    fs.readFileSync(path.join(import.meta.dirname, 'read-photo-data', 'dev', 'receipt', file)),
  )
    .resize({ width: 480 })
    .toBuffer();
  return sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#6b6f73' } })
    .composite([{ input: receipt, left: 1500, top: 700 }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

it('reads a receipt an eighth of a 12 MP photo wide, from the photo’s own pixels', async () => {
  // From the 1,600 px copy alone neither read a figure (the print is ~5 px tall there).
  const dollars = await readReceiptPhoto(await wideShot('receipt-001.jpg'));
  expect(dollars).toMatchObject({
    date: '2026-12-13',
    volume: 10.48,
    volumeUnit: 'gal',
    pricePerUnit: 3.666,
    total: 38.42,
    currency: 'USD',
  });
  const euros = await readReceiptPhoto(await wideShot('receipt-004.jpg'));
  expect(euros).toMatchObject({ date: '2025-10-21', volume: 25.6, total: 47.62, currency: 'EUR' });
}, 120_000);
