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
import { levelledLines, type TextLine } from './text-lines.ts';
import { vinCandidates } from './vin-candidates.ts';
import {
  brightRegion,
  isSmallPhoto,
  pickVinLines,
  readableLine,
  SURVEY_LINES,
} from './vin-regions.ts';
import { mayHoldVin } from './vin-partial.ts';
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
  const variantsOf = (lines: TextLine[]) =>
    VIN_LINE_VARIANTS.flatMap((names) =>
      lines.flatMap((line) => names.map((name) => lineLookOf(levelled, line, name, true))),
    );
  // A line surveyed alone is the VIN line whatever it reads (pickVinLines): when it may vote, its
  // variants are read in the survey's batch (no OCR worker waits for the survey meanwhile).
  const onlyLine = surveyed.length === 1 && readableLine(surveyed[0]!, smallPhoto) ? surveyed : [];
  const batches: MakeLook[][] = [
    [
      ...surveyed.map((line) =>
        lineLookOf(levelled, line, 'plain', readableLine(line, smallPhoto)),
      ),
      ...variantsOf(onlyLine),
    ],
    // A small photo's whole is too small for tesseract (its print 5–10 px, 256 px wide): its
    // lines' variants are all that can read its VIN. (Its whole-photo passes never did on the
    // development split, where only barcodes gave a small photo its VIN, and without them a
    // small photo's VIN settles exactly as the variants settle it: never a VIN more.)
    ...(smallPhoto
      ? []
      : [
          [wholeLook(copies, crop, PLAIN_PASS)],
          ...TEXT_PASSES.map((batch) => batch.map((pass) => wholeLook(copies, crop, pass))),
        ]),
  ];

  let passes = 0;
  /** Whether any text read so far may hold a VIN (vin-partial.ts). */
  let vinLike = false;
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
      const vinLines =
        onlyLine.length > 0
          ? []
          : pickVinLines(
              surveyed,
              reads.slice(0, surveyed.length).map((read) => read.text),
            ).filter((line) => readableLine(line, smallPhoto));
      // One batch (the workers never wait for each other between variants): nothing settles
      // before every variant has been read anyway. (Empty when they were read with the survey.)
      batches.splice(1, 0, variantsOf(vinLines));
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
      vinLike ||= mayHoldVin(text);
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
    // Its text lines, their variants and the whole photo read, and nothing that may hold a VIN
    // (a line of 15+ letters and digits): the further passes (turned, filtered) never found one
    // in such a photo on the development split (3 of 74 photos: 14 passes each spent for nothing).
    if (batchIndex >= 2 && !vinLike) break;
  }
  // Out of passes or time: the best single reading, when it settles (vin-votes.ts). A wrong VIN
  // is worse than none.
  const vin = votes.settled();
  return vin ? { vin, method: 'ocr', passes } : null;
}
