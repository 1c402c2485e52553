// Photo-text's PP-OCR reading (lib/text-model, decision 028), run in the reading process: every
// text line the detector finds in a photo, read once, with its box and confidence.
import sharp from 'sharp';
import type { RgbImage } from '../text-model/box-crop.ts';
import { lengthways, type TextBox } from '../text-model/text-boxes.ts';
import { findTextLines, readTextLine } from '../text-model/text-model.ts';
import type { TextLine } from './text-lines.ts';

export interface LineOptions {
  /** Long side the detector looks at the image (px, rounded to its multiples of 32). */
  detectAt: number;
}

async function rgb(image: Uint8Array): Promise<RgbImage> {
  const { data, info } = await sharp(image)
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const place = ({ cx, cy, w, h, angle }: TextBox) => ({ cx, cy, w, h, angle });

/** The text lines in an (upright) image, in the image's pixels, top to bottom. */
export async function readModelLines(image: Uint8Array, options: LineOptions): Promise<TextLine[]> {
  const pixels = await rgb(image);
  const boxes = (await findTextLines(pixels, options.detectAt, true)).map(lengthways);
  const lines: TextLine[] = [];
  for (const box of boxes) {
    const { text, confidence } = await readTextLine(pixels, box);
    lines.push({ text, confidence, ...place(box) });
  }
  return lines;
}
