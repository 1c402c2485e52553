// Photo-text's PP-OCR reading (lib/text-model, decision 028), run in the reading process: every
// text line the detector finds in a photo, read once, with its box and confidence.
import sharp from 'sharp';
import type { RgbImage } from '../text-model/box-crop.ts';
import { lengthways, type TextBox } from '../text-model/text-boxes.ts';
import { findTextLines, readTextLine } from '../text-model/text-model.ts';
import { withOneMore, type TextLine } from './text-lines.ts';

export interface LineOptions {
  /** Long side the detector looks at the image (px, rounded to its multiples of 32). */
  detectAt: number;
  /** Read a line of 3–7 digits again cut wider, for a narrow 1 the detector left out (LCDs):
   * the wider reading is given beside the line (`TextLine.wider`) for the caller to weigh. */
  widenNumbers?: boolean;
}

/** A number's line is read again cut this many heights longer at each end. */
const WIDEN = 0.7;
const NUMBER = /^\d{3,7}$/;

/**
 * On a 7-segment display a 1 is one bar at the right of its cell: a gap of most of a digit's width
 * before it, so the detector often ends the number's box before a last 1 (66461 read as 6646).
 * The line cut wider reads it; the wider reading is given only when it is the same digits with one
 * 1 more at an end (whatever else the wider cut catches — a label, a unit — is not taken). A
 * drum's frame or a neighbour's first digit reads as such a 1 too, so it is a hint to confirm
 * (the odometer reader takes it when its 7-segment reading says the same), not a reading.
 */
async function widenedNumber(pixels: RgbImage, box: TextBox, text: string) {
  const wider = { ...box, w: box.w + 2 * WIDEN * box.h };
  const reading = await readTextLine(pixels, wider);
  const digits = reading.text.replace(/\s+/g, '').match(/\d+/g) ?? [];
  const grown = digits.find((run) => withOneMore(text, run));
  return grown ? { text: grown, confidence: reading.confidence } : null;
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
    const read = await readTextLine(pixels, box);
    const number = read.text.replace(/\s+/g, '');
    const widened =
      options.widenNumbers && NUMBER.test(number) && number.length < 7
        ? await widenedNumber(pixels, box, number)
        : null;
    lines.push({
      text: read.text,
      confidence: read.confidence,
      ...place(box),
      ...(widened ? { wider: widened } : {}),
    });
  }
  return lines;
}
