// The greyscale, contrast-stretched working copy of a photo, computed in JavaScript on the
// resized pixels (issue 29, speed): sharp's greyscale() and normalise() convert every pixel
// through floating-point colour spaces (sRGB → linear → B_W, then B_W → LAB → B_W), a third of
// a 12 MP scan's CPU time; the same maths through 256-entry tables costs a few milliseconds.
import type { Sharp } from 'sharp';
import type { RawImage } from './text-lines.ts';

/** sRGB byte → linear light (0–1). */
const LINEAR = Float64Array.from({ length: 256 }, (_, value) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});

/** Linear light (0–1) → sRGB byte, rounded to nearest or (libvips's greyscale) down. */
function encode(linear: number, round: (value: number) => number = Math.round): number {
  const c = linear <= 0.0031308 ? linear * 12.92 : 1.055 * linear ** (1 / 2.4) - 0.055;
  return Math.max(0, Math.min(255, round(c * 255)));
}

/** Linear light → sRGB byte, in steps fine enough that no byte is skipped. */
const ENCODE_STEPS = 16384;
const ENCODE = Uint8Array.from({ length: ENCODE_STEPS + 1 }, (_, i) =>
  encode(i / ENCODE_STEPS, Math.floor),
);

/** CIE L* (0–100) of a grey byte. */
const LIGHTNESS = Float64Array.from(LINEAR, (y) =>
  y > 216 / 24389 ? 116 * Math.cbrt(y) - 16 : (24389 / 27) * y,
);

/** CIE L* (0–100) → grey byte. */
function fromLightness(l: number): number {
  const clamped = Math.max(0, Math.min(100, l));
  const y = clamped > 8 ? ((clamped + 16) / 116) ** 3 : (clamped * 27) / 24389;
  return encode(y);
}

/**
 * Grey pixels (one channel) from 8-bit sRGB (three channels) or grey (one), luminance weighted
 * in linear light as libvips does for sharp's greyscale().
 */
function toGrey(image: RawImage): Buffer {
  const { data, channels } = image;
  const pixels = image.width * image.height;
  if (channels === 1) return data;
  const grey = Buffer.allocUnsafe(pixels);
  for (let i = 0, j = 0; i < pixels; i += 1, j += channels) {
    const y =
      0.2126 * LINEAR[data[j]!]! + 0.7152 * LINEAR[data[j + 1]!]! + 0.0722 * LINEAR[data[j + 2]!]!;
    grey[i] = ENCODE[Math.round(y * ENCODE_STEPS)]!;
  }
  return grey;
}

/**
 * Stretches the lightness (L*) between its 1st and 99th percentiles to the full range, as sharp's
 * normalise() does, through a table. libvips finds the percentiles in a histogram of whole L*
 * steps up to the brightest (0…⌊L*max⌋), its running total scaled to that many steps and rounded
 * down: the lower one is the first step that reaches 1% of the steps, the upper one (99% is more
 * than the scaled total ever reaches) the step past the brightest.
 */
export function normalise(grey: Buffer): Buffer {
  const histogram = new Uint32Array(101);
  const counts = new Uint32Array(256);
  for (const value of grey) counts[value]! += 1;
  let top = 0;
  for (let value = 0; value < 256; value += 1) {
    if (counts[value]! === 0) continue;
    const step = Math.floor(LIGHTNESS[value]!);
    histogram[step]! += counts[value]!;
    top = Math.max(top, step);
  }
  const size = top + 1;
  const percentile = (percent: number) => {
    const wanted = (percent / 100) * size;
    let seen = 0;
    for (let step = 0; step < size; step += 1) {
      seen += histogram[step]!;
      if (Math.floor((seen * (size - 1)) / grey.length) >= wanted) return step;
    }
    return size;
  };
  const min = percentile(1);
  const max = percentile(99);
  if (Math.abs(max - min) <= 1) return grey;
  const factor = 100 / (max - min);
  const table = Uint8Array.from(LIGHTNESS, (l) => fromLightness((l - min) * factor));
  const out = Buffer.allocUnsafe(grey.length);
  for (let i = 0; i < grey.length; i += 1) out[i] = table[grey[i]!]!;
  return out;
}

/**
 * The photo as one channel of grey, contrast stretched: `resized` is the photo already rotated
 * upright and resized (sharp). sharp makes it grey (libvips does so before resizing; done after,
 * a grey level here and there moves and the stretch below with it), the stretch is done here.
 */
export async function greyWorkingCopy(resized: Sharp): Promise<RawImage> {
  const { data, info } = await resized
    .greyscale()
    .removeAlpha()
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const image: RawImage = {
    data,
    width: info.width,
    height: info.height,
    channels: info.channels,
  };
  return { data: normalise(toGrey(image)), width: info.width, height: info.height, channels: 1 };
}
