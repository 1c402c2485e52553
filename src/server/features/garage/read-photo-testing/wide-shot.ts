// A development photo (read-photo-data/dev) shrunk and pasted into a 4,000 × 3,000 frame: an
// odometer or a receipt photographed from a step back, for the closer look's tests.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

export async function wideShot(
  kind: 'odometer' | 'receipt',
  file: string,
  width: number,
  background: string,
): Promise<Buffer> {
  const photo = await sharp(
    fs.readFileSync(path.join(import.meta.dirname, '..', 'read-photo-data', 'dev', kind, file)),
  )
    .resize({ width })
    .toBuffer();
  return sharp({ create: { width: 4000, height: 3000, channels: 3, background } })
    .composite([{ input: photo, left: 1600, top: 900 }])
    .jpeg({ quality: 85 })
    .toBuffer();
}
