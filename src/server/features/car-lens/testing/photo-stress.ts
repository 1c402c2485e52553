// The development split re-rendered five more ways (dim, turned small, glare, tilted tiny, dark)
// and read by the built-in reader: a proxy for real photos that shows wrong VINs the split itself
// does not (decision 028, "Later"). Development split only — never the frozen one. Call it from a
// one-off script as measurePhotoSplit (then closeCarLensReaders()); ~10 minutes on 2 cores.
import sharp from 'sharp';
import { loadPhotoSplit, readPhotos } from './photo-set-measure.ts';

type Degrade = (photo: Buffer) => Promise<Buffer>;

/** A white glow over part of the photo, as a flash or the sun on a plate. */
async function glare(photo: Buffer): Promise<Buffer> {
  const { width = 1, height = 1 } = await sharp(photo).metadata();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><radialGradient id="g" cx="0.6" cy="0.45" r="0.35">
      <stop offset="0" stop-color="#fff" stop-opacity="0.85"/>
      <stop offset="1" stop-color="#fff" stop-opacity="0"/>
    </radialGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/></svg>`;
  return sharp(photo)
    .composite([{ input: Buffer.from(svg) }])
    .modulate({ saturation: 0.7 })
    .jpeg({ quality: 55 })
    .toBuffer();
}

export const DEGRADATIONS: Record<string, Degrade> = {
  dim: (photo) => sharp(photo).linear(0.45, 70).blur(1.1).jpeg({ quality: 40 }).toBuffer(),
  'turned-small': (photo) =>
    sharp(photo)
      .rotate(13, { background: '#777' })
      .resize({ width: 520 })
      .jpeg({ quality: 45 })
      .toBuffer(),
  glare,
  'tilted-tiny': (photo) =>
    sharp(photo)
      .rotate(-9, { background: '#555' })
      .resize({ width: 440 })
      .blur(0.6)
      .jpeg({ quality: 35 })
      .toBuffer(),
  dark: (photo) =>
    sharp(photo)
      .resize({ width: 900, withoutEnlargement: true })
      .linear(0.5, 10)
      .gamma(2.2, 1.2)
      .jpeg({ quality: 50 })
      .toBuffer(),
};

/** Per degradation: right, wrong and each wrong VIN, as printable lines. */
export async function measureStress(): Promise<string[]> {
  const photos = loadPhotoSplit('dev');
  const lines: string[] = [];
  for (const [name, degrade] of Object.entries(DEGRADATIONS)) {
    const bodies = await Promise.all(photos.map((photo) => degrade(photo.body)));
    const reads = await readPhotos(bodies, 2);
    let right = 0;
    const wrong: string[] = [];
    photos.forEach(({ entry }, index) => {
      const vin = reads[index]?.vin;
      if (vin === entry.vin) right += 1;
      else if (vin) wrong.push(`  WRONG ${entry.file} (${entry.vin}): ${vin}`);
    });
    lines.push(`${name.padEnd(14)} ${right}/${photos.length}, wrong ${wrong.length}`, ...wrong);
  }
  return lines;
}
