// A fuel receipt photographed from a step back (on the passenger seat): in a 12 MP photo its print
// is a few pixels of the copy the readers work on, so the part where the text lies is read again
// from the photo's own pixels (lib/text-model/closer-look.ts, read-photo-steps.ts).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { closePhotoTextReaders } from '../../lib/photo-text/text-reader.ts';
import { readReceiptPhoto } from './read-receipt.ts';
import { wideShot as wideShotOf } from './read-photo-testing/wide-shot.ts';

afterAll(() => closePhotoTextReaders());

/** The development receipts' figures as printed (read-photo-data/dev/receipt/manifest.json). */
const manifest = JSON.parse(
  fs.readFileSync(
    path.join(import.meta.dirname, 'read-photo-data', 'dev', 'receipt', 'manifest.json'),
    'utf8',
  ),
) as { file: string; truth: Record<string, string | number> }[];

/** A development photo of a receipt, 480 px wide, in a 4,000 × 3,000 photo. */
const wideShot = (file: string) => wideShotOf('receipt', file, 480, '#6b6f73');

it('reads a receipt an eighth of a 12 MP photo wide, from the photo’s own pixels', async () => {
  // From the 1,600 px copy alone neither read a figure (the print is ~5 px tall there): a US
  // receipt in gallons and dollars, a European one in litres and euros.
  for (const file of ['receipt-001.jpg', 'receipt-004.jpg']) {
    const { truth } = manifest.find((entry) => entry.file === file)!;
    expect(await readReceiptPhoto(await wideShot(file)), file).toMatchObject(truth);
  }
});
