// The built-in Car Lens reader: a photo → a VIN. sharp normalises it (EXIF rotation, size,
// greyscale, contrast); zxing reads barcodes in a worker thread; the text lines are found and
// levelled (text-lines.ts), each read by tesseract (worker threads) as a single line, and the
// lines that hold a VIN again in several variants and scales (line-looks.ts); then the whole
// photo in further passes, until enough readings agree and none disagrees, or the time limit
// runs out. A wrong VIN is worse than none: any rival reading of the line gives no VIN.
import sharp, { type Sharp } from 'sharp';
import { UPLOAD_DECODE_OPTIONS } from '../storage/images.ts';
import { greyWorkingCopy } from './grey.ts';
import type { Readers } from './readers.ts';
import { lineLook, type LineVariantName } from './line-looks.ts';
import { fromRaw, levelledLines, toRaw, type RawImage, type TextLine } from './text-lines.ts';
import { checkDigitRequired, vinCheckDigit } from '../../../shared/vin-rules.ts';
import { vinCandidates } from './vin-candidates.ts';
import { decideVin, vinLikeRuns } from './vin-partial.ts';

/** Long side of the working copy: enough for a Code 39 (or small print) in a 12 MP photo. */
const WORKING_SIZE = 1800;
/**
 * Long side of the copy tesseract reads first: a VIN that fills a good part of the frame has
 * 30–60 px characters here, and a pass takes a third of the time it takes at WORKING_SIZE.
 */
const TEXT_SIZE = 1200;

export interface ReadOptions {
  readers: Readers;
  /** Accepts a VIN that passes the VIN rules (decodes it) or says no (unknown maker, bad year). */
  accept: (vin: string, fixes: 0 | 1 | 2) => Promise<boolean>;
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

interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}
/** An image for OCR, and whether it is one cut-out text line (read as a single line). */
interface Look {
  image: Buffer;
  singleLine: boolean;
  /** Whether its reading may count towards a VIN (not a line of too small print). */
  votes: boolean;
}
type Pass = (base: () => Sharp, brightCrop: Region | null, full: () => Sharp) => Sharp;
const pad = { top: 24, bottom: 24, left: 24, right: 24, background: '#fff' };

const white = { background: '#fff' };

/**
 * The looks at the whole photo after the text lines, two at a time (one per OCR worker), most
 * likely to help first: the bright area cropped (a plate on a dark dash), the larger copy.
 */
const TEXT_PASSES: Pass[][] = [
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
 * Print this small (a text line's height in the working copy, px) is read only for the partial
 * reading, never into a VIN: at 5–9 px a glyph has too few pixels to tell Z from 2 or B from 8,
 * and tesseract misreads it the same way in every variant (a 256 px photo read Z as 2 in all).
 */
const MIN_PRINT_PX = 10;
/** A working copy whose long side is under this many px is a small photo (256 px wide). */
const SMALL_PHOTO_PX = 600;

/** Text lines read once each (as a single line) to find the ones that hold a VIN. */
const SURVEY_LINES = 8;
/** Lines that read like a VIN and are read again in every variant. */
const VIN_LINES = 2;
/**
 * The variants a VIN line is read in after the survey, a batch at a time, the most independent
 * first: other scales (tesseract's slips depend on the glyph size), local contrast (embossed,
 * glare), strokes merged (dot-peen, noise), both, light evened out, binarised. No reading
 * settles before they have all been read: tesseract misreads a glyph the same way in several
 * variants (Z as 7), and the variant that reads it otherwise is what stops a wrong VIN.
 */
const VIN_LINE_VARIANTS: LineVariantName[][] = [
  ['tall', 'clahe'],
  ['small', 'merged'],
  ['smooth', 'flat'],
  ['threshold', 'large'],
];

/**
 * The surveyed lines that held a VIN reading, else those that read like one (a run of 15–19
 * letters and digits), at most VIN_LINES; when none does (faint print read as noise), the widest.
 */
function pickVinLines(lines: TextLine[], texts: string[]): TextLine[] {
  const read = (index: number) => texts[index] ?? '';
  const holding = lines.filter((_line, index) => vinCandidates(read(index)).length > 0);
  const likely = lines.filter((_line, index) => vinLikeRuns(read(index)).length > 0);
  const pick = holding.length > 0 ? holding : likely.length > 0 ? likely : lines;
  return pick.slice(0, VIN_LINES);
}

/** How sure a reading is: two passes agreeing, or a barcode, settle it. */
const SETTLED = 2;
/** Two readings this close (edits: a character changed, dropped or added) are one line read
 * differently (a rival), not two VINs. */
const RIVAL_DISTANCE = 4;

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** Votes for other VINs within RIVAL_DISTANCE edits of `vin`. */
function rivalVotes(votes: Map<string, { count: number }>, vin: string): number {
  let total = 0;
  for (const [other, vote] of votes) {
    if (other !== vin && editDistance(other, vin) <= RIVAL_DISTANCE) total += vote.count;
  }
  return total;
}

/**
 * Whether the VIN's check digit vouches for it: only in a market that requires one (elsewhere
 * position 9 is any character, and matching the check-digit sum is a 1-in-11 coincidence).
 */
function vouched(vin: string): boolean {
  return checkDigitRequired(vin) && vinCheckDigit(vin) === vin[8];
}

/** Agreeing passes that settle a VIN: 2 when its check digit vouches for it, else 3. */
function votesNeeded(vin: string): number {
  return vouched(vin) ? SETTLED : SETTLED + 1;
}

/** Extra characters a VIN may be printed among on its own line ("VIN:", "E", a stray mark). */
const MAX_EXTRA = 4;

/**
 * The OCR'd text, line by line, keeping only the VINs printed as one: a VIN read out of a run
 * of many short numbers (tyre sizes, weights, document numbers) is a decoy, not a VIN. A line
 * keeps the 17 characters when at most 3 neighbouring tokens, with ≤ 4 extra characters, hold
 * them, or when one longer word ends with them; other lines are dropped (vinCandidates reads each
 * kept line).
 */
function textLines(text: string): string[] {
  const kept: string[] = [];
  for (const line of text.toUpperCase().split(/\r?\n/)) {
    const tokens = line.split(/[^A-Z0-9]+/).filter(Boolean);
    // A label run into the VIN with no space ("VINTRUZZZ…", a line read as one word): the VIN is
    // the word's end (vinCandidates only tries windows that end where a word ends).
    for (const token of tokens) if (token.length > 17 + MAX_EXTRA) kept.push(token);
    for (let start = 0; start < tokens.length; start += 1) {
      let joined = '';
      for (let end = start; end < tokens.length && end < start + 3; end += 1) {
        joined += tokens[end]!;
        if (joined.length >= 17 && joined.length <= 17 + MAX_EXTRA) {
          kept.push(tokens.slice(start, end + 1).join(' '));
        }
        if (joined.length > 17 + MAX_EXTRA) break;
      }
    }
  }
  return kept;
}

export async function readVin(photo: Uint8Array, options: ReadOptions): Promise<ReadVin | null> {
  // Decoded once; every later step works on these pixels (no PNG encoded and decoded again).
  const working = await greyWorkingCopy(
    sharp(photo, UPLOAD_DECODE_OPTIONS).rotate().resize({
      width: WORKING_SIZE,
      height: WORKING_SIZE,
      fit: 'inside',
      withoutEnlargement: true,
    }),
  );
  const full = () => fromRaw(working);
  const textCopy = await toRaw(
    fromRaw(working).resize({
      width: TEXT_SIZE,
      height: TEXT_SIZE,
      fit: 'inside',
      withoutEnlargement: true,
    }),
  );
  const base = () => fromRaw(textCopy);
  const barcodes = fromRaw(working)
    .png({ compressionLevel: 1 })
    .toBuffer()
    .then((png) => options.readers.barcodes(png))
    .catch(() => [] as string[]);
  const [crop, levelled] = await Promise.all([brightRegion(textCopy), levelledLines(working)]);
  const verdicts = new Map<string, Promise<boolean>>();
  const accepted = (vin: string, fixes: 0 | 1 | 2) => {
    const key = `${vin}:${fixes}`;
    let verdict = verdicts.get(key);
    if (!verdict) {
      verdict = options.accept(vin, fixes).catch(() => false);
      verdicts.set(key, verdict);
    }
    return verdict;
  };
  const whole = (pass: Pass) => async (): Promise<Look> => ({
    image: await pass(base, crop, full).png({ compressionLevel: 1 }).toBuffer(),
    singleLine: false,
    votes: true,
  });
  // (Only a small photo's print is judged by its size here: a large photo's working copy is
  // downscaled, and its small print was not shown to be misread.)
  const smallPhoto = Math.max(working.width, working.height) < SMALL_PHOTO_PX;
  const readable = (line: TextLine) => !smallPhoto || line.height >= MIN_PRINT_PX;
  const lineRead = (line: TextLine, name: LineVariantName) => async (): Promise<Look> => ({
    image: await lineLook(levelled, line, name),
    singleLine: true,
    votes: readable(line),
  });
  const surveyed = levelled.lines.slice(0, SURVEY_LINES);
  // The looks, a batch at a time (the OCR workers share a batch): each text line read once as a
  // single line; then the lines that read like a VIN in all the other variants, one batch (queued
  // once the survey says which lines those are); then the whole photo in further passes.
  const batches: (() => Promise<Look | null>)[][] = [
    surveyed.map((line) => lineRead(line, 'plain')),
    [whole((b) => b())],
    ...TEXT_PASSES.map((batch) => batch.map(whole)),
  ];

  // Votes per VIN that decodes: one per pass that read it, and the best way it was read.
  const votes = new Map<string, { count: number; rank: number; order: number }>();
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
    const reads = await Promise.all(
      batch.map(async (make) => {
        // A look that cannot be made (an odd crop) is skipped, not the whole reading.
        const look = await make().catch(() => null);
        return look
          ? { text: await options.readers.text(look.image, look.singleLine), votes: look.votes }
          : { text: '', votes: false };
      }),
    );
    const texts = reads.map((read) => read.text);
    if (batchIndex > 1) wholeBatchMs = Date.now() - started;
    if (batchIndex === 0) {
      const vinLines = pickVinLines(surveyed, texts.slice(0, surveyed.length));
      // A small photo whose VIN lines are all too small to read into a VIN: the survey gave its
      // partial reading; further variants and whole-photo passes (its whole is too small for
      // tesseract: 5–10 px print) would give nothing more.
      // (When one of its VIN lines is readable, the whole-photo passes stay: their readings are
      // what most often disagrees with a misread line.)
      if (smallPhoto && !vinLines.some(readable)) batches.length = 1;
      batches.splice(
        1,
        0,
        // One batch (the workers never wait for each other between variants): nothing settles
        // before every variant has been read anyway.
        VIN_LINE_VARIANTS.flatMap((names) =>
          vinLines.filter(readable).flatMap((line) => names.map((name) => lineRead(line, name))),
        ),
      );
      for (const code of await barcodes) {
        for (const candidate of vinCandidates(code)) {
          if (await accepted(candidate.vin, candidate.fixes))
            return { vin: candidate.vin, method: 'barcode', passes: 1 };
        }
      }
    }
    for (const { text, votes: counts } of reads) {
      passes += 1;
      options.onText?.(text);
      if (!counts) continue;
      // One vote per pass, however many lines of it held the VIN.
      const seen = new Set<string>();
      for (const candidate of textLines(text).flatMap((line) =>
        vinCandidates(line, { endsAtToken: true }),
      )) {
        if (seen.has(candidate.vin) || !(await accepted(candidate.vin, candidate.fixes))) continue;
        seen.add(candidate.vin);
        const vote = votes.get(candidate.vin) ?? { count: 0, rank: 9, order: votes.size };
        vote.count += 1;
        vote.rank = Math.min(vote.rank, candidate.fixes * 2 + (candidate.whole ? 0 : 1));
        votes.set(candidate.vin, vote);
        if (
          batchIndex >= 2 &&
          vote.count >= votesNeeded(candidate.vin) &&
          rivalVotes(votes, candidate.vin) === 0
        ) {
          return { vin: candidate.vin, method: 'ocr', passes };
        }
      }
    }
    // Every variant of the VIN lines read: a reading that enough of them agree on, which none
    // disagrees with, settles it.
    if (batchIndex === 1) {
      const best = decideVin(votes);
      const vote = best ? votes.get(best) : undefined;
      if (best && vote && vote.count >= votesNeeded(best) && rivalVotes(votes, best) === 0) {
        return { vin: best, method: 'ocr', passes };
      }
    }
  }
  // Out of passes or time: the best single reading (most votes, whole and unrepaired first); none
  // when two readings are level and nothing decides, or when readings of the same line disagree (a
  // rival a few edits off). A wrong VIN is worse than none.
  const best = decideVin(votes);
  const vote = best ? votes.get(best) : undefined;
  if (!best || !vote) return null;
  // Any reading of the same line that disagrees: OCR misreads a glyph the same way in most
  // variants (Z as 7), so more votes do not decide between them.
  if (rivalVotes(votes, best) > 0) return null;
  // Read fewer times than settles it: none. (A check digit that matches is a 1-in-11 chance, so
  // one reading among a dozen of the same line, however it vouches, is no VIN: a 256 px photo
  // once gave a wrong one so.)
  if (vote.count < votesNeeded(best)) return null;
  return { vin: best, method: 'ocr', passes };
}

/**
 * The bright block (a plate or a sticker) in a photo that is mostly dark, e.g. a windscreen tag
 * seen over the dashboard: tesseract reads nothing when the text sits in a dark surround. Found on
 * a 300-pixel copy by the longest band of rows, then columns, that are mostly bright; null when
 * the photo is not mostly dark or no such block stands out.
 */
async function brightRegion(working: RawImage): Promise<Region | null> {
  const { data, info } = await fromRaw(working)
    .resize({ width: 300, height: 300, fit: 'inside' })
    .threshold(128)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const bright = (x: number, y: number) => data[(y * width + x) * info.channels]! > 0;
  let total = 0;
  for (let i = 0; i < data.length; i += info.channels) if (data[i]! > 0) total += 1;
  if (total / (width * height) > 0.5) return null;
  const longestRun = (flags: boolean[]) => {
    let best: [number, number] | null = null;
    let start = -1;
    flags.concat(false).forEach((flag, index) => {
      if (flag && start < 0) start = index;
      if (!flag && start >= 0) {
        if (!best || index - start > best[1] - best[0]) best = [start, index];
        start = -1;
      }
    });
    return best as [number, number] | null;
  };
  const rows = longestRun(
    Array.from({ length: height }, (_, y) => {
      let count = 0;
      for (let x = 0; x < width; x += 1) if (bright(x, y)) count += 1;
      return count / width > 0.3;
    }),
  );
  if (!rows || rows[1] - rows[0] < 4) return null;
  const cols = longestRun(
    Array.from({ length: width }, (_, x) => {
      let count = 0;
      for (let y = rows[0]; y < rows[1]; y += 1) if (bright(x, y)) count += 1;
      return count / (rows[1] - rows[0]) > 0.5;
    }),
  );
  if (!cols || cols[1] - cols[0] < 10) return null;
  const meta = { width: working.width, height: working.height };
  const scale = meta.width / width;
  const left = Math.max(0, Math.floor(cols[0] * scale));
  const top = Math.max(0, Math.floor(rows[0] * scale));
  return {
    left,
    top,
    width: Math.min(meta.width - left, Math.ceil((cols[1] - cols[0]) * scale)),
    height: Math.min(meta.height - top, Math.ceil((rows[1] - rows[0]) * scale)),
  };
}
