// The built-in Car Lens reader: a photo → a VIN. sharp normalises it (EXIF rotation, size,
// greyscale, contrast: photo-looks.ts); zxing reads barcodes in a worker thread; the text lines
// are found and levelled (text-lines.ts), each read by tesseract (worker threads) as a single
// line, and the lines that hold a VIN (vin-regions.ts) again in several variants and scales
// (line-looks.ts); then the whole photo in further passes, until enough readings agree and none
// disagrees (vin-votes.ts), or the time limit runs out. A wrong VIN is worse than none.
import {
  barcodeImage,
  lineLookOf,
  photoCopies,
  PLAIN_PASS,
  readBatch,
  TEXT_PASSES,
  VIN_LINE_VARIANTS,
  wholeLook,
  type MakeLook,
} from './photo-looks.ts';
import type { Readers } from './readers.ts';
import { levelledLines } from './text-lines.ts';
import { vinCandidates } from './vin-candidates.ts';
import {
  brightRegion,
  isSmallPhoto,
  pickVinLines,
  readableLine,
  SURVEY_LINES,
} from './vin-regions.ts';
import { VinVotes, type AcceptVin } from './vin-votes.ts';

export interface ReadOptions {
  readers: Readers;
  /** Accepts a VIN that passes the VIN rules (decodes it) or says no (unknown maker, bad year). */
  accept: AcceptVin;
  /** Sees every text read, for the best partial reading when no VIN is (vin-partial.ts). */
  onText?: ((text: string) => void) | undefined;
  /** Epoch ms after which no further pass starts. */
  deadline: number;
  signal?: AbortSignal | undefined;
}

export interface ReadVin {
  vin: string;
  method: 'barcode' | 'ocr';
  /** Passes run (1 = the first look found it). */
  passes: number;
}

export async function readVin(photo: Uint8Array, options: ReadOptions): Promise<ReadVin | null> {
  const copies = await photoCopies(photo);
  const barcodes = barcodeImage(copies)
    .then((png) => options.readers.barcodes(png))
    .catch(() => [] as string[]);
  const [crop, levelled] = await Promise.all([
    brightRegion(copies.text),
    levelledLines(copies.working),
  ]);
  const votes = new VinVotes(options.accept);
  const smallPhoto = isSmallPhoto(copies.working);
  const surveyed = levelled.lines.slice(0, SURVEY_LINES);
  // The looks, a batch at a time (the OCR workers share a batch): each text line read once as a
  // single line; then the lines that read like a VIN in all the other variants, one batch (queued
  // once the survey says which lines those are); then the whole photo in further passes.
  const batches: MakeLook[][] = [
    surveyed.map((line) => lineLookOf(levelled, line, 'plain', readableLine(line, smallPhoto))),
    [wholeLook(copies, crop, PLAIN_PASS)],
    ...TEXT_PASSES.map((batch) => batch.map((pass) => wholeLook(copies, crop, pass))),
  ];

  let passes = 0;
  /** How long the last whole-photo batch took: one that would end past the deadline is not begun. */
  let wholeBatchMs = 0;
  for (let batchIndex = 0; batchIndex < batches.length; batchIndex += 1) {
    const batch = batches[batchIndex]!;
    const started = Date.now();
    // The VIN lines' variants are always read once the survey is (they are what settles a VIN,
    // and take a fraction of a second); the deadline stops the whole-photo passes.
    if (batchIndex > 0 && options.signal?.aborted) break;
    if (batchIndex > 1 && started + wholeBatchMs >= options.deadline) break;
    const reads = await readBatch(options.readers, batch);
    if (batchIndex > 1) wholeBatchMs = Date.now() - started;
    if (batchIndex === 0) {
      const vinLines = pickVinLines(
        surveyed,
        reads.slice(0, surveyed.length).map((read) => read.text),
      ).filter((line) => readableLine(line, smallPhoto));
      // A small photo whose VIN lines are all too small to read into a VIN: the survey gave its
      // partial reading; further variants and whole-photo passes (its whole is too small for
      // tesseract: 5–10 px print) would give nothing more.
      // (When one of its VIN lines is readable, the whole-photo passes stay: their readings are
      // what most often disagrees with a misread line.)
      if (smallPhoto && vinLines.length === 0) batches.length = 1;
      batches.splice(
        1,
        0,
        // One batch (the workers never wait for each other between variants): nothing settles
        // before every variant has been read anyway.
        VIN_LINE_VARIANTS.flatMap((names) =>
          vinLines.flatMap((line) => names.map((name) => lineLookOf(levelled, line, name, true))),
        ),
      );
      for (const code of await barcodes) {
        for (const candidate of vinCandidates(code)) {
          if (await votes.accepted(candidate.vin, candidate.fixes))
            return { vin: candidate.vin, method: 'barcode', passes: 1 };
        }
      }
    }
    for (const { text, votes: counts } of reads) {
      passes += 1;
      options.onText?.(text);
      if (!counts) continue;
      // One vote per pass; once the VIN lines' variants are read, a VIN settles as soon as it may.
      const vin = await votes.count(text, batchIndex >= 2);
      if (vin) return { vin, method: 'ocr', passes };
    }
    // Every variant of the VIN lines read: a reading that enough of them agree on, which none
    // disagrees with, settles it.
    if (batchIndex === 1) {
      const vin = votes.settled();
      if (vin) return { vin, method: 'ocr', passes };
    }
  }
  // Out of passes or time: the best single reading, when it settles (vin-votes.ts). A wrong VIN
  // is worse than none.
  const vin = votes.settled();
  return vin ? { vin, method: 'ocr', passes } : null;
}
