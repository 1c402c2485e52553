// The greyscale, contrast-stretched working copy of a photo, decoded once to raw pixels (issue 29,
// speed: no PNG encoded and decoded again). The stretch is sharp's own normalise(): a table in
// JavaScript that matched it to ±1 grey level moved enough pixels of noisy photos that the print
// lines picked changed, and two registration documents of the read-rate set then gave no VIN.
import type { Sharp } from 'sharp';
import type { RawImage } from './text-lines.ts';

/**
 * The photo as one channel of grey, contrast stretched: `resized` is the photo already rotated
 * upright and resized (sharp).
 */
export async function greyWorkingCopy(resized: Sharp): Promise<RawImage> {
  const { data, info } = await resized
    .greyscale()
    .normalise()
    .removeAlpha()
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}
