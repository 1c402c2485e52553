// The camera's faults for rendered development photos: rotation, blur, glare, noise, JPEG.
import sharp, { type OverlayOptions } from 'sharp';

/** A seeded generator (mulberry32): the same seed renders the same set. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    range: (min: number, max: number) => min + next() * (max - min),
  };
}
export type Rng = ReturnType<typeof rng>;

export interface Faults {
  rotate: number;
  blur: number;
  glare: boolean;
  noise: number;
  quality: number;
  width: number;
}

export function pickFaults(r: Rng, level: number): Faults {
  return {
    rotate: r.range(-8, 8) * level,
    blur: level > 0.3 ? r.range(0.3, 1.6) * level : 0,
    glare: r.next() < 0.4 * level,
    noise: r.range(0, 18) * level,
    quality: Math.round(90 - 50 * level * r.next()),
    width: r.pick([640, 900, 1200, 1600]),
  };
}

/** Renders an SVG scene and applies the faults; returns a JPEG. */
export async function photograph(svg: string, faults: Faults, r: Rng): Promise<Buffer> {
  let image = sharp(Buffer.from(svg)).flatten({ background: '#777' });
  const base = await image.png().toBuffer();
  const meta = await sharp(base).metadata();
  const layers: OverlayOptions[] = [];
  if (faults.glare) {
    const cx = r.int(0, meta.width!);
    const cy = r.int(0, meta.height!);
    const rx = r.int(60, 220);
    layers.push({
      input: Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${meta.width}" height="${meta.height}"><defs><radialGradient id="g"><stop offset="0" stop-color="#fff" stop-opacity="0.75"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs><ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${Math.round(rx * 0.6)}" fill="url(#g)"/></svg>`,
      ),
    });
  }
  if (faults.noise > 0) {
    layers.push({
      input: {
        create: {
          width: meta.width!,
          height: meta.height!,
          channels: 4,
          background: { r: 0, g: 0, b: 0, alpha: 0 },
          noise: { type: 'gaussian', mean: 0, sigma: faults.noise },
        },
      },
      blend: 'overlay',
    });
  }
  image = sharp(base);
  if (layers.length > 0) image = sharp(await image.composite(layers).png().toBuffer());
  image = image.rotate(faults.rotate, { background: '#555' });
  if (faults.blur > 0.3) image = image.blur(faults.blur);
  return image.resize({ width: faults.width }).jpeg({ quality: faults.quality }).toBuffer();
}
