// The steps both photo readers (read-odometer.ts, read-receipt.ts) take: the photo upright and
// prepared for tesseract, PP-OCR's text lines with their boxes, and a closer look at where the
// text lies when the photo has the pixels. Nothing is stored and nothing is counted.
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../../lib/app-error.ts';
import type { TextLine } from '../../lib/photo-text/text-lines.ts';
import { closerLook } from '../../lib/text-model/closer-look.ts';
import { readTextLines } from '../../lib/photo-text/text-reader.ts';

import { READ_ONLY_DECODE_OPTIONS } from '../storage/images.ts';

export const notRecognised = (what: string, tips: readonly string[]) =>
  new AppError(
    'not_recognised',
    `We could not read ${what} in that photo. Try the tips below, or type it in.`,
    {
      tips: [...tips],
    },
  );

/** A photo whose mean grey is below this is a dark display (light text on dark). */
export const DARK_MEAN = 110;

/** The photo upright, greyscale, stretched; light text on a dark display turned dark on light. */
export async function prepared(photo: Uint8Array, width: number): Promise<Buffer> {
  try {
    const grey = sharp(photo, READ_ONLY_DECODE_OPTIONS)
      .rotate()
      .resize({ width, height: width, fit: 'inside' })
      .greyscale()
      .normalise();
    const { channels } = await grey.clone().stats();
    const dark = (channels[0]?.mean ?? 255) < DARK_MEAN;
    return await (dark ? grey.negate() : grey).png({ compressionLevel: 1 }).toBuffer();
  } catch {
    throw new AppError('bad_request', 'That file is not a picture we can read.');
  }
}

/** PP-OCR reads the photo upright, in colour, at this long side (a smaller photo enlarged). */
export const LINE_WORKING_SIZE = 1600;

/** …and finds its text lines at this one. */
export const LINE_DETECT_SIZE = 960;

/**
 * The text lines PP-OCR reads in the photo (lib/photo-text), with their boxes, and the image they
 * were read from (the boxes are in its pixels).
 */
export async function modelLines(
  photo: Uint8Array,
  widenNumbers = false,
): Promise<{ lines: TextLine[]; image: Buffer }> {
  let colour: Buffer;
  try {
    colour = await sharp(photo, READ_ONLY_DECODE_OPTIONS)
      .rotate()
      .removeAlpha()
      .resize({ width: LINE_WORKING_SIZE, height: LINE_WORKING_SIZE, fit: 'inside' })
      .png({ compressionLevel: 1 })
      .toBuffer();
  } catch {
    throw new AppError('bad_request', 'That file is not a picture we can read.');
  }
  return {
    lines: await readTextLines(colour, { detectAt: LINE_DETECT_SIZE, widenNumbers }),
    image: colour,
  };
}

export const png = (image: Sharp) => image.png({ compressionLevel: 1 }).toBuffer();

/**
 * A dashboard or a receipt photographed from a step back: `read` again on the part where the text
 * `lines` lie, cut from the photo at its own resolution (lib/text-model/closer-look.ts), when the
 * photo has the pixels; null when it has not, or when nothing was read there (the caller then
 * reads the whole photo).
 */
export async function closerReading<T>(
  photo: Uint8Array,
  lines: TextLine[],
  read: (crop: Uint8Array) => Promise<T>,
): Promise<T | null> {
  const crop = await closerLook(photo, LINE_WORKING_SIZE, lines);
  if (!crop) return null;
  try {
    return await read(crop);
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_recognised') return null;
    throw error;
  }
}
