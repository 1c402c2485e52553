// Where Car Lens looks for a VIN in a photo (issue 29): the text lines that read like one after a
// first survey (pickVinLines), whether a line's print is large enough to read into a VIN at all,
// and the bright block of a mostly dark photo (a windscreen tag over the dashboard).
import { fromRaw, type RawImage, type TextLine } from './text-lines.ts';
import { vinCandidates } from './vin-candidates.ts';
import { vinLikeRuns } from './vin-partial.ts';

export interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Print this small (a text line's height in the working copy, px) is read only for the partial
 * reading, never into a VIN: at 5–9 px a glyph has too few pixels to tell Z from 2 or B from 8,
 * and tesseract misreads it the same way in every variant (a 256 px photo read Z as 2 in all).
 */
const MIN_PRINT_PX = 10;
/** A working copy whose long side is under this many px is a small photo (256 px wide). */
const SMALL_PHOTO_PX = 600;

/** Text lines read once each (as a single line) to find the ones that hold a VIN. */
export const SURVEY_LINES = 8;
/** Lines that read like a VIN and are read again in every variant. */
const VIN_LINES = 2;

/** Whether a working copy this size is a small photo (its print is judged by its size). */
export function isSmallPhoto(image: { width: number; height: number }): boolean {
  return Math.max(image.width, image.height) < SMALL_PHOTO_PX;
}

/**
 * Whether a line's reading may count towards a VIN. (Only a small photo's print is judged by its
 * size: a large photo's working copy is downscaled, and its small print was not shown to be
 * misread.)
 */
export function readableLine(line: TextLine, smallPhoto: boolean): boolean {
  return !smallPhoto || line.height >= MIN_PRINT_PX;
}

/**
 * The surveyed lines that held a VIN reading, else those that read like one (a run of 15–19
 * letters and digits), at most VIN_LINES; when none does (faint print read as noise), the widest.
 */
export function pickVinLines(lines: TextLine[], texts: string[]): TextLine[] {
  const read = (index: number) => texts[index] ?? '';
  const holding = lines.filter((_line, index) => vinCandidates(read(index)).length > 0);
  const likely = lines.filter((_line, index) => vinLikeRuns(read(index)).length > 0);
  const pick = holding.length > 0 ? holding : likely.length > 0 ? likely : lines;
  return pick.slice(0, VIN_LINES);
}

/**
 * The bright block (a plate or a sticker) in a photo that is mostly dark, e.g. a windscreen tag
 * seen over the dashboard: tesseract reads nothing when the text sits in a dark surround. Found on
 * a 300-pixel copy by the longest band of rows, then columns, that are mostly bright; null when
 * the photo is not mostly dark or no such block stands out.
 */
export async function brightRegion(working: RawImage): Promise<Region | null> {
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
