// Where a drum's whole wheels end: on real clusters the tenths wheel is of another colour (white
// or red among black ones) and stands out in light; a whole wheel does not. Past the tenths, the
// line may hold a mark of the dial read with it ("0168760": 01687, tenths 6, the dial's 70).
import sharp from 'sharp';
import { median } from '../../lib/median.ts';
import type { TextLine } from '../../lib/photo-text/text-lines.ts';

/**
 * Grey levels (0–255) between a cell's median light and that of the cells before it that mark it
 * as a wheel of another colour. Measured on 40 real drums of TRODO outside the frozen split: 12–102
 * where the tenths wheel is (white among black: most often 25–100); 0–3 on drawn drums of six
 * alike wheels.
 */
const TENTHS_STEP = 12;
/**
 * Grey levels by which a sixth wheel, read with five from no leading 0, is lighter than the
 * lightest of them when it is a lit tenths wheel (a white wheel among black ones, as on TRODO's
 * motorcycles: 10–69 on the real drums outside the frozen split). Real LCDs of six digits with
 * neither unit nor label by them showed at most 2: their cells share one background.
 */
const LIT_TENTHS_STEP = 10;
/** A drum shows five or six whole wheels before its tenths. */
const WHOLE_WHEELS = [5, 6];

/** The median light of each of `count` equal cells across `line`'s box (taken level). */
async function cellLight(photo: Buffer, line: TextLine, count: number): Promise<number[] | null> {
  const { width = 0, height = 0 } = await sharp(photo).metadata();
  const left = Math.max(0, Math.round(line.cx - line.w / 2));
  const top = Math.max(0, Math.round(line.cy - line.h / 2));
  const boxWidth = Math.min(width - left, Math.round(line.w));
  const boxHeight = Math.min(height - top, Math.round(line.h));
  if (boxWidth < count * 2 || boxHeight < 4) return null;
  const { data } = await sharp(photo)
    .extract({ left, top, width: boxWidth, height: boxHeight })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Array.from({ length: count }, (_, cell) => {
    const from = Math.floor((cell * boxWidth) / count);
    const to = Math.floor(((cell + 1) * boxWidth) / count);
    const light: number[] = [];
    for (let y = 0; y < boxHeight; y++)
      for (let x = from; x < to; x++) light.push(data[y * boxWidth + x]!);
    return median(light);
  });
}

/**
 * How many whole wheels come before the tenths on a drum read as one line of `count` characters
 * from `photo` (the image the line was read from): 5 or 6 where the next cell's light differs
 * from theirs, else null (every cell alike: no tenths wheel seen).
 */
export async function wholeWheels(
  photo: Buffer,
  line: TextLine,
  count: number,
): Promise<number | null> {
  const cells = await cellLight(photo, line, count);
  if (!cells) return null;
  for (const whole of WHOLE_WHEELS) {
    if (whole >= count) break;
    const before = median(cells.slice(0, whole));
    if (Math.abs(cells[whole]! - before) >= TENTHS_STEP) return whole;
  }
  return null;
}

/**
 * Whether a tenths wheel lies just past a drum's whole wheels read as `line` (`count`
 * characters): the cell one wheel wide after the line differs in light from the line's cells.
 */
export async function tenthsWheelPast(
  photo: Buffer,
  line: TextLine,
  count: number,
): Promise<boolean> {
  const wheel = line.w / count;
  const longer = { ...line, cx: line.cx + wheel / 2, w: line.w + wheel };
  const cells = await cellLight(photo, longer, count + 1);
  if (!cells) return false;
  const past = cells.pop()!;
  return Math.abs(past - median(cells)) >= TENTHS_STEP;
}

/**
 * Whether the sixth of six digits read as `line` is a lit tenths wheel: lighter than every one
 * of the five before it, which are alike (they differ among themselves by at most twice that
 * step). A glare lightens a figure's end gradually, over several cells, as on a drawn LCD; the
 * caller asks only where no unit or label vouches for six whole digits.
 */
export async function litTenthsWheel(photo: Buffer, line: TextLine): Promise<boolean> {
  const cells = await cellLight(photo, line, 6);
  if (!cells) return false;
  const tenths = cells.pop()!;
  const step = tenths - Math.max(...cells);
  const spread = Math.max(...cells) - Math.min(...cells);
  return step >= LIT_TENTHS_STEP && spread <= 2 * step;
}
