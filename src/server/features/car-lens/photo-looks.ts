// What Car Lens hands to OCR (issue 29): the photo decoded once to grey pixels (working copy and a
// smaller text copy), the looks made from it (a text line in a variant, read as a single line, or
// the whole photo in a pass: cropped, turned, filtered), and a batch of looks read by the OCR
// workers at once.
import sharp, { type Sharp } from 'sharp';
import { UPLOAD_DECODE_OPTIONS } from '../storage/images.ts';
import { greyWorkingCopy } from './grey.ts';
import { lineLook, type LineVariantName } from './line-looks.ts';
import type { Readers } from './readers.ts';
import { fromRaw, toRaw, type LevelledLines, type RawImage, type TextLine } from './text-lines.ts';
import type { Region } from './vin-regions.ts';

/** Long side of the working copy: enough for a Code 39 (or small print) in a 12 MP photo. */
const WORKING_SIZE = 1800;
/**
 * Long side of the copy tesseract reads first: a VIN that fills a good part of the frame has
 * 30–60 px characters here, and a pass takes a third of the time it takes at WORKING_SIZE.
 */
const TEXT_SIZE = 1200;

/** An image for OCR, and whether it is one cut-out text line (read as a single line). */
export interface Look {
  image: Buffer;
  singleLine: boolean;
  /** Whether its reading may count towards a VIN (not a line of too small print). */
  votes: boolean;
}
/** A look made when its batch is read (null: none, e.g. an odd crop). */
export type MakeLook = () => Promise<Look | null>;

/** A whole-photo pass: the text copy (`base`), the bright block in it, the working copy. */
type Pass = (base: () => Sharp, brightCrop: Region | null, full: () => Sharp) => Sharp;
const pad = { top: 24, bottom: 24, left: 24, right: 24, background: '#fff' };

const white = { background: '#fff' };

/** The plain text copy: read with the first text lines. */
export const PLAIN_PASS: Pass = (b) => b();

/**
 * The looks at the whole photo after the text lines, two at a time (one per OCR worker), most
 * likely to help first: the bright area cropped (a plate on a dark dash), the larger copy.
 */
export const TEXT_PASSES: Pass[][] = [
  // (The plain copy is read with the first text lines.) Small print: the larger copy.
  [
    (b, crop) => (crop ? b().extract(crop).extend(pad) : b().threshold(128)),
    (_b, _c, full) => full(),
  ],
  [(b) => b().rotate(-6, white), (b) => b().rotate(6, white)],
  [
    (b) => b().median(3).normalise().threshold(128),
    (b) => b().sharpen({ sigma: 1.5 }).threshold(140),
  ],
  [(b) => b().rotate(-12, white), (b) => b().rotate(12, white)],
  [(b) => b().median(5).normalise(), (b) => b().rotate(-3, white).median(3)],
  [(b) => b().rotate(90), (b) => b().rotate(270)],
  [(b) => b().rotate(180), (b) => b().rotate(3, white).median(3)],
];

/**
 * The variants a VIN line is read in after the survey, a batch at a time, the most independent
 * first: other scales (tesseract's slips depend on the glyph size), local contrast (embossed,
 * glare), strokes merged (dot-peen, noise), both, light evened out, binarised. No reading
 * settles before they have all been read: tesseract misreads a glyph the same way in several
 * variants (Z as 7), and the variant that reads it otherwise is what stops a wrong VIN.
 */
export const VIN_LINE_VARIANTS: LineVariantName[][] = [
  ['tall', 'clahe'],
  ['small', 'merged'],
  ['smooth', 'flat'],
  ['threshold', 'large'],
];

/** The photo decoded once: every later step works on these pixels (no PNG encoded and decoded again). */
export interface PhotoCopies {
  /** Upright, grey, contrast stretched, long side ≤ WORKING_SIZE. */
  working: RawImage;
  /** The working copy with its long side ≤ TEXT_SIZE. */
  text: RawImage;
}

export async function photoCopies(photo: Uint8Array): Promise<PhotoCopies> {
  const working = await greyWorkingCopy(
    sharp(photo, UPLOAD_DECODE_OPTIONS).rotate().resize({
      width: WORKING_SIZE,
      height: WORKING_SIZE,
      fit: 'inside',
      withoutEnlargement: true,
    }),
  );
  const text = await toRaw(
    fromRaw(working).resize({
      width: TEXT_SIZE,
      height: TEXT_SIZE,
      fit: 'inside',
      withoutEnlargement: true,
    }),
  );
  return { working, text };
}

/** The working copy as a PNG for the barcode reader. */
export function barcodeImage(copies: PhotoCopies): Promise<Buffer> {
  return fromRaw(copies.working).png({ compressionLevel: 1 }).toBuffer();
}

/** A whole-photo pass over the copies, made when read. */
export function wholeLook(copies: PhotoCopies, crop: Region | null, pass: Pass): MakeLook {
  return async () => ({
    image: await pass(
      () => fromRaw(copies.text),
      crop,
      () => fromRaw(copies.working),
    )
      .png({ compressionLevel: 1 })
      .toBuffer(),
    singleLine: false,
    votes: true,
  });
}

/** A text line in one variant, made when read; `votes` whether its reading may count. */
export function lineLookOf(
  levelled: LevelledLines,
  line: TextLine,
  name: LineVariantName,
  votes: boolean,
): MakeLook {
  return async () => ({ image: await lineLook(levelled, line, name), singleLine: true, votes });
}

export interface Reading {
  text: string;
  /** Whether it may count towards a VIN. */
  votes: boolean;
}

/** A batch of looks read at once (the OCR workers share it), in order. */
export function readBatch(readers: Readers, batch: MakeLook[]): Promise<Reading[]> {
  return Promise.all(
    batch.map(async (make) => {
      // A look that cannot be made (an odd crop) is skipped, not the whole reading.
      const look = await make().catch(() => null);
      return look
        ? { text: await readers.text(look.image, look.singleLine), votes: look.votes }
        : { text: '', votes: false };
    }),
  );
}
