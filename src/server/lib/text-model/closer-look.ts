// The closer look (issue 29): a phone photo taken from a step back (a VIN label, a dashboard)
// holds its text in a few pixels of the working copy a reader reads, but in many more of the photo
// itself. The part around the text lines found is cut from the photo at its own resolution, to be
// read again (Car Lens's text-scan.ts, the garage's odometer reader).
import sharp from 'sharp';
import { LINE_HEIGHT } from './box-crop.ts';

/** Where a text line lies: its centre, long side `w`, short side `h` and turn (radians). */
export interface PlacedLine {
  cx: number;
  cy: number;
  w: number;
  h: number;
  angle: number;
}

/** A closer look is taken only where the photo has at least this many times the working copy's pixels. */
const ZOOM_GAIN = 1.5;

/** Where the text lines of `boxes` lie: their bounding rectangle, two line heights around it. */
export function textRegion(boxes: PlacedLine[], width: number, height: number) {
  let left = width;
  let top = height;
  let right = 0;
  let bottom = 0;
  for (const box of boxes) {
    const halfW =
      (Math.abs(box.w * Math.cos(box.angle)) + Math.abs(box.h * Math.sin(box.angle))) / 2;
    const halfH =
      (Math.abs(box.w * Math.sin(box.angle)) + Math.abs(box.h * Math.cos(box.angle))) / 2;
    left = Math.min(left, box.cx - halfW - 2 * box.h);
    right = Math.max(right, box.cx + halfW + 2 * box.h);
    top = Math.min(top, box.cy - halfH - 2 * box.h);
    bottom = Math.max(bottom, box.cy + halfH + 2 * box.h);
  }
  left = Math.max(0, left);
  top = Math.max(0, top);
  return {
    left,
    top,
    width: Math.min(width, right) - left,
    height: Math.min(height, bottom) - top,
  };
}

/**
 * Whether the VIN lines are lower in the working copy than the recogniser's own line height: the
 * photo's own pixels would then add detail the working copy lost.
 */
export function smallPrint(lines: PlacedLine[]): boolean {
  return medianHeight(lines) < LINE_HEIGHT;
}

/** The lines' median height (short side), in the pixels of the copy they were found in. */
export function medianHeight(lines: PlacedLine[]): number {
  const heights = lines.map((line) => line.h).sort((a, b) => a - b);
  return heights[Math.floor(heights.length / 2)]!;
}

/**
 * The part of the photo at its own resolution where `boxes` lie, as an upright JPEG. The boxes are
 * text lines found in the copy a reader read: the photo upright, fitted to `seenLongSide` px on its
 * long side. Given when that part is at most half the copy's long side (a wide shot of a small
 * label) and the photo has at least ZOOM_GAIN times the copy's pixels there; null otherwise.
 */
export async function closerLook(photo: Uint8Array, seenLongSide: number, boxes: PlacedLine[]) {
  if (boxes.length === 0) return null;
  // The photo was already checked as an upload (its pixel count too); a JPEG cut short in
  // transfer is read as far as it goes, like the copy the boxes were found in.
  const meta = await sharp(photo, { failOn: 'none' }).metadata();
  const turned = (meta.orientation ?? 1) >= 5;
  const fullWidth = turned ? meta.height : meta.width;
  const fullHeight = turned ? meta.width : meta.height;
  const scale = Math.max(fullWidth, fullHeight) / seenLongSide;
  if (scale < ZOOM_GAIN) return null;
  const region = textRegion(boxes, fullWidth / scale, fullHeight / scale);
  if (Math.max(region.width, region.height) > seenLongSide / 2) return null;
  const extract = {
    left: Math.floor(region.left * scale),
    top: Math.floor(region.top * scale),
    width: Math.min(fullWidth - Math.floor(region.left * scale), Math.ceil(region.width * scale)),
    height: Math.min(fullHeight - Math.floor(region.top * scale), Math.ceil(region.height * scale)),
  };
  return sharp(photo, { failOn: 'none' })
    .rotate()
    .extract(extract)
    .jpeg({ quality: 95 })
    .toBuffer();
}
