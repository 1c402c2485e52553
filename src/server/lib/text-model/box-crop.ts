// A text box cut out of the photo, levelled and scaled to the recogniser's input height (bilinear
// sampling along the box's own axes: a turned line comes out straight), as the recogniser's
// normalised channel-first tensor data. Pure function, no I/O.
import type { TextBox } from './text-boxes.ts';

/** Raw 8-bit RGB pixels, row by row. */
export interface RgbImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/** The recogniser reads lines 48 px tall (PP-OCRv4). */
export const LINE_HEIGHT = 48;
/** Wider crops are squeezed: a line longer than this reads as well squeezed as cut. */
const MAX_LINE_WIDTH = 1280;

/**
 * The box's pixels as a 3 × LINE_HEIGHT × width tensor (values in -1..1); `grow` scales the box's
 * height (a tighter or looser cut of the same line).
 */
export function boxTensor(
  image: RgbImage,
  box: TextBox,
  grow = 1,
): { data: Float32Array; width: number } {
  const boxW = box.w;
  const boxH = box.h * grow;
  const width = Math.min(
    MAX_LINE_WIDTH,
    Math.max(16, Math.round((boxW / Math.max(1, boxH)) * LINE_HEIGHT)),
  );
  const height = LINE_HEIGHT;
  const plane = width * height;
  const data = new Float32Array(3 * plane);
  const cos = Math.cos(box.angle);
  const sin = Math.sin(box.angle);
  const { data: px, width: iw, height: ih } = image;
  for (let y = 0; y < height; y += 1) {
    const v = ((y + 0.5) / height - 0.5) * boxH;
    for (let x = 0; x < width; x += 1) {
      const u = ((x + 0.5) / width - 0.5) * boxW;
      const sx = box.cx + u * cos - v * sin - 0.5;
      const sy = box.cy + u * sin + v * cos - 0.5;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const fx = sx - x0;
      const fy = sy - y0;
      const xa = clamp(x0, iw);
      const xb = clamp(x0 + 1, iw);
      const ya = clamp(y0, ih);
      const yb = clamp(y0 + 1, ih);
      const out = y * width + x;
      for (let c = 0; c < 3; c += 1) {
        const top = (1 - fx) * px[(ya * iw + xa) * 3 + c]! + fx * px[(ya * iw + xb) * 3 + c]!;
        const bottom = (1 - fx) * px[(yb * iw + xa) * 3 + c]! + fx * px[(yb * iw + xb) * 3 + c]!;
        data[c * plane + out] = ((1 - fy) * top + fy * bottom) / 127.5 - 1;
      }
    }
  }
  return { data, width };
}

function clamp(value: number, size: number): number {
  return value < 0 ? 0 : value >= size ? size - 1 : value;
}
