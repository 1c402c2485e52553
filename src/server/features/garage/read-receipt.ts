// Reads a fuel receipt or a pump's display from a photo, offline (lib/photo-text's reading
// process): PP-OCR's lines (decision 028) and tesseract's looks; the receipt parser picks the
// litres, price and total. The user confirms them in a form.
import sharp from 'sharp';

import { rowsText } from '../../lib/photo-text/text-lines.ts';

import { readText } from '../../lib/photo-text/text-reader.ts';
import { RECEIPT_TIPS, type ReceiptReadingDto } from '../../../shared/photo-readings.ts';
import { inspectImage, READ_ONLY_DECODE_OPTIONS } from '../storage/images.ts';

import { DISPLAY_CONFIDENCE } from './receipt-display.ts';
import { BEST_RECEIPT_SCORE, mergeReceipts, parseReceipt, receiptScore } from './receipt-text.ts';
import {
  closerReading,
  DARK_MEAN,
  LINE_WORKING_SIZE,
  modelLines,
  notRecognised,
  png,
  prepared,
} from './read-photo-steps.ts';

/** tesseract's reading of a receipt: a block of text, two more looks when it does not add up. */
async function tesseractReceipt(photo: Uint8Array): Promise<ReceiptReadingDto> {
  const base = await prepared(photo, 1400);
  const first = parseReceipt((await readText(base, { layout: 'block' })).text);
  let best = first;
  // A receipt whose figures do not multiply out gets two more looks; the best reading wins.
  if (first.fields.total < 0.9 || first.fields.date === 0) {
    const more = [
      () => png(sharp(base).sharpen({ sigma: 1.2 }).threshold(140)),
      () => png(sharp(base).resize({ width: 2000 })),
    ];
    for (const look of more) {
      // Only a higher score replaces the best: once it has the highest there is, stop looking.
      if (receiptScore(best) >= BEST_RECEIPT_SCORE - 1e-9) break;
      const reading = parseReceipt((await readText(await look(), { layout: 'block' })).text);
      if (receiptScore(reading) > receiptScore(best))
        best = {
          ...reading,
          date: reading.date ?? best.date,
          fields: {
            ...reading.fields,
            date: reading.date ? reading.fields.date : best.fields.date,
          },
        };
    }
  }
  return best;
}

export async function readReceiptPhoto(upload: Uint8Array): Promise<ReceiptReadingDto> {
  const { photo } = await inspectImage(upload);
  return readReceipt(photo, true);
}

/** A pump display's lit segments are at least this bright (their brightest channel, 0–255). */
const LIT = 170;

/**
 * The photo with only what is lit kept, black on white: a pump display's digits, whose unlit
 * segments (faint, but there) a reader takes for 8s ("888845.46"). On a dark photo the lit is
 * the brightest channel's light (red and green LEDs are bright in one channel only); on a light
 * one (an LCD), the darkest.
 */
async function litOnly(photo: Uint8Array): Promise<Buffer> {
  const { data, info } = await sharp(photo, READ_ONLY_DECODE_OPTIONS)
    .rotate()
    .removeAlpha()
    .resize({ width: LINE_WORKING_SIZE, height: LINE_WORKING_SIZE, fit: 'inside' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let sum = 0;
  for (const value of data) sum += value;
  const dark = sum / data.length < DARK_MEAN;
  const out = Buffer.alloc(info.width * info.height);
  for (let pixel = 0; pixel < out.length; pixel += 1) {
    const [r, g, b] = [data[3 * pixel]!, data[3 * pixel + 1]!, data[3 * pixel + 2]!];
    const light = dark ? Math.max(r, g, b) : 255 - Math.min(r, g, b);
    out[pixel] = light >= LIT ? 0 : 255;
  }
  return png(sharp(out, { raw: { width: info.width, height: info.height, channels: 1 } }));
}

/** Whether a receipt reading found a volume × price = total (or read it off a display). */
const multipliesOut = ({ fields }: ReceiptReadingDto) =>
  Math.min(fields.volume, fields.pricePerUnit, fields.total) >= DISPLAY_CONFIDENCE;

async function readReceipt(photo: Uint8Array, closer: boolean): Promise<ReceiptReadingDto> {
  const { lines } = await modelLines(photo);
  const fromCloser =
    closer && (await closerReading(photo, lines, (crop) => readReceipt(crop, false)));
  if (fromCloser) return fromCloser;
  let best = parseReceipt(rowsText(lines));
  let display = false;
  if (!multipliesOut(best)) {
    // A pump display: read again with only its lit segments.
    const lit = parseReceipt(rowsText((await modelLines(await litOnly(photo))).lines));
    if (receiptScore(lit) > receiptScore(best)) {
      best = mergeReceipts(lit, best);
      display = multipliesOut(best);
    }
  }
  // PP-OCR first; tesseract only for what it left: figures that do not add up, no date, or no
  // currency (PP-OCR's recogniser has no € or £). A display read whole shows no date to find.
  if (
    best.currency === null ||
    (!display && (best.date === null || receiptScore(best) < BEST_RECEIPT_SCORE - 1e-9))
  )
    best = mergeReceipts(best, await tesseractReceipt(photo));
  if (best.volume === null && best.total === null)
    throw notRecognised('a fuel receipt', RECEIPT_TIPS);
  return best;
}
