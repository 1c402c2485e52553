// Finds the lines of text in a photo before OCR (issue 29): tesseract reads a whole photo of a
// plate badly when the print is small (a 256 px photo), faint (an embossed plate) or tilted, but
// reads one line well once it is cut out, levelled and scaled to a good size. Edges (local
// gradients) on a small copy → the skew angle that makes rows of edges sharpest (±20°) →
// horizontal bands of edges → their horizontal extent. Pure sharp + arithmetic, no model.
import sharp, { type Sharp } from 'sharp';

/** The copy the lines are looked for on (long side, px). */
const SEARCH_SIZE = 640;
/** Skew angles tried, degrees. */
const MAX_SKEW = 20;

export interface TextLine {
  /** Box in the levelled image's pixels. */
  left: number;
  top: number;
  width: number;
  height: number;
  /** Edge pixels in the box: how much print it holds. */
  weight: number;
}

/** Decoded pixels (sharp's raw output): passed between steps without encoding or decoding. */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

/** A sharp pipeline over raw pixels. */
export function fromRaw(image: RawImage): Sharp {
  const { width, height, channels } = image;
  return sharp(image.data, { raw: { width, height, channels } });
}

export async function toRaw(pipeline: Sharp): Promise<RawImage> {
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

export interface LevelledLines {
  /** The photo rotated so its text runs level (greyscale pixels). */
  image: RawImage;
  width: number;
  height: number;
  /** Degrees the photo was rotated by (sharp's sense: clockwise). */
  angle: number;
  /** Likely text lines, longest first. */
  lines: TextLine[];
}

interface EdgeMap {
  xs: Int32Array;
  ys: Int32Array;
  count: number;
  width: number;
  height: number;
}

/** The small blurred copy edges are looked for on (one channel of grey). */
interface Prepared {
  data: Buffer;
  width: number;
  height: number;
  channels: number;
}

async function prepare(image: RawImage): Promise<Prepared> {
  const { data, info } = await fromRaw(image)
    .resize({ width: SEARCH_SIZE, height: SEARCH_SIZE, fit: 'inside' })
    .greyscale()
    // Local contrast first: print faded by glare or a shadow keeps its edges.
    .clahe({ width: 48, height: 48, maxSlope: 3 })
    .blur(0.8)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** Pixels whose local gradient stands out (the strokes of print), on the small blurred copy. */
function edges(prepared: Prepared): EdgeMap {
  const { data, width, height, channels } = prepared;
  const at = (x: number, y: number) => data[(y * width + x) * channels]!;
  const grad = new Uint8Array(width * height);
  const histogram = new Uint32Array(256);
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      // Horizontal change only: the upright strokes of print, not the long borders of a label.
      const g = Math.abs(at(x + 1, y) - at(x - 1, y));
      grad[y * width + x] = g;
      histogram[g]! += 1;
    }
  }
  // Strokes of print: gradients at least 30% of the strongest ones (the top 0.5%), so JPEG
  // ringing and the grain of a flat surface stay out, faint embossing stays in.
  let strongest = 255;
  for (let seen = 0; strongest > 0; strongest -= 1) {
    seen += histogram[strongest]!;
    if (seen > width * height * 0.005) break;
  }
  const threshold = Math.max(6, Math.round(strongest * 0.3));
  const xs = new Int32Array(width * height);
  const ys = new Int32Array(width * height);
  let count = 0;
  for (let i = 0; i < grad.length; i += 1) {
    if (grad[i]! >= threshold) {
      xs[count] = i % width;
      ys[count] = Math.floor(i / width);
      count += 1;
    }
  }
  return { xs, ys, count, width, height };
}

/** How sharply the edges fall into rows when the photo is turned by `degrees`. */
function rowSharpness(map: EdgeMap, degrees: number): number {
  const theta = (degrees * Math.PI) / 180;
  const sin = Math.sin(theta);
  const cos = Math.cos(theta);
  const span = map.width + map.height;
  const bins = new Uint32Array(span * 2);
  for (let i = 0; i < map.count; i += 1) {
    const y = Math.round((map.xs[i]! * sin + map.ys[i]! * cos) / 2) + span;
    bins[y]! += 1;
  }
  let score = 0;
  for (const bin of bins) score += bin * bin;
  return score;
}

/** The small copy turned by `degrees` (onto a mid-grey canvas) and fitted to the search size. */
async function turnedCopy(prepared: Prepared, degrees: number): Promise<Prepared> {
  const { data, width, height, channels } = prepared;
  const { data: turned, info } = await sharp(data, {
    raw: { width, height, channels: channels as 1 | 2 | 3 | 4 },
  })
    .rotate(degrees, { background: '#808080' })
    .resize({ width: SEARCH_SIZE, height: SEARCH_SIZE, fit: 'inside' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: turned, width: info.width, height: info.height, channels: info.channels };
}

/** Bands of rows that hold many edges, then each band's horizontal runs of edges. */
function findLines(map: EdgeMap): TextLine[] {
  const rows = new Uint32Array(map.height);
  for (let i = 0; i < map.count; i += 1) rows[map.ys[i]!]! += 1;
  const peak = Math.max(...rows);
  if (peak < 8) return [];
  const bands: [number, number][] = [];
  let start = -1;
  for (let y = 0; y <= map.height; y += 1) {
    const on = y < map.height && rows[y]! >= Math.max(4, peak * 0.18);
    if (on && start < 0) start = y;
    if (!on && start >= 0) {
      if (y - start >= 4) bands.push([start, y]);
      start = -1;
    }
  }
  const lines: TextLine[] = [];
  for (const [top, bottom] of bands) {
    const height = bottom - top;
    const cols = new Uint32Array(map.width);
    for (let i = 0; i < map.count; i += 1) {
      if (map.ys[i]! >= top && map.ys[i]! < bottom) cols[map.xs[i]!]! += 1;
    }
    // Runs of columns with print, bridging the gaps between characters and words.
    const gap = Math.max(3, Math.round(height * 0.9));
    const enough = Math.max(2, Math.round(height * 0.15));
    let runStart = -1;
    let lastOn = -gap - 1;
    let weight = 0;
    const close = () => {
      const width = lastOn + 1 - runStart;
      if (width >= height * 3) lines.push({ left: runStart, top, width, height, weight });
    };
    for (let x = 0; x < map.width; x += 1) {
      if (cols[x]! < enough) continue;
      if (runStart >= 0 && x - lastOn > gap) {
        close();
        runStart = -1;
      }
      if (runStart < 0) {
        runStart = x;
        weight = 0;
      }
      lastOn = x;
      weight += cols[x]!;
    }
    if (runStart >= 0) close();
  }
  return lines.sort((a, b) => b.width - a.width);
}

/** The photo levelled (skew within ±20°) and the text lines on it, in its own pixels. */
export async function levelledLines(greyscale: RawImage): Promise<LevelledLines> {
  const prepared = await prepare(greyscale);
  const map = edges(prepared);
  let best = 0;
  let bestScore = rowSharpness(map, 0);
  for (let degrees = -MAX_SKEW; degrees <= MAX_SKEW; degrees += 1) {
    const score = rowSharpness(map, degrees);
    if (score > bestScore * 1.02) {
      best = degrees;
      bestScore = score;
    }
  }
  // Rows level at y' = x·sin θ + y·cos θ when the print is turned by -θ: turning the photo by θ
  // (sharp's sense, clockwise) levels it.
  const image =
    best === 0
      ? greyscale
      : await toRaw(fromRaw(greyscale).rotate(best, { background: '#808080' }));
  // The levelled photo's edges: on the small copy turned likewise and brought to the search size
  // (its local contrast is not worked out again on the turned photo).
  const levelled = best === 0 ? map : edges(await turnedCopy(prepared, best));
  const scale = Math.max(image.width, image.height) / Math.max(levelled.width, levelled.height);
  const lines = findLines(levelled).map((line) => ({
    left: Math.round(line.left * scale),
    top: Math.round(line.top * scale),
    width: Math.round(line.width * scale),
    height: Math.round(line.height * scale),
    weight: line.weight,
  }));
  return { image, width: image.width, height: image.height, angle: best, lines };
}

/**
 * One line cut out with a margin and scaled so its print is about `textHeight` px tall
 * (tesseract's sweet spot), trimmed to the columns that hold print (a plate's edge or a dark
 * bar beside the text would otherwise set the contrast and read as "I"), given a margin of its
 * own background, contrast stretched. A PNG.
 */
export async function lineCrop(
  levelled: LevelledLines,
  line: TextLine,
  textHeight = 44,
): Promise<Buffer> {
  const marginY = Math.round(line.height * 0.45);
  const marginX = Math.round(line.height * 0.6);
  const left = Math.max(0, line.left - marginX);
  const top = Math.max(0, line.top - marginY);
  const width = Math.max(1, Math.min(levelled.width - left, line.width + 2 * marginX));
  const height = Math.max(1, Math.min(levelled.height - top, line.height + 2 * marginY));
  const factor = Math.min(6, textHeight / Math.max(1, line.height));
  const { data, info } = await fromRaw(levelled.image)
    .extract({ left, top, width, height })
    .resize({
      width: Math.max(8, Math.round(width * factor)),
      height: Math.max(8, Math.round(height * factor)),
      kernel: 'lanczos3',
    })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const [from, to] = printColumns(data, info.width, info.height, info.channels);
  const pad = Math.round(textHeight * 0.5);
  const trimmed = await sharp(data, { raw: info })
    .extract({ left: from, top: 0, width: to - from, height: info.height })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // The margin in the line's own background (its median grey), so it adds no edge.
  const background = median(trimmed.data);
  return sharp(trimmed.data, { raw: trimmed.info })
    .extend({
      left: pad,
      right: pad,
      top: 4,
      bottom: 4,
      background: { r: background, g: background, b: background },
    })
    .normalise()
    .png({ compressionLevel: 1 })
    .toBuffer();
}

function median(values: Buffer): number {
  const histogram = new Uint32Array(256);
  for (const value of values) histogram[value]! += 1;
  let seen = 0;
  for (let value = 0; value < 256; value += 1) {
    seen += histogram[value]!;
    if (seen * 2 >= values.length) return value;
  }
  return 255;
}

/** The first and last (exclusive) columns whose pixels vary down the column: print, not an edge. */
function printColumns(data: Buffer, width: number, height: number, channels: number) {
  const spread = new Float64Array(width);
  for (let x = 0; x < width; x += 1) {
    let sum = 0;
    let squares = 0;
    for (let y = 0; y < height; y += 1) {
      const value = data[(y * width + x) * channels]!;
      sum += value;
      squares += value * value;
    }
    const mean = sum / height;
    spread[x] = Math.sqrt(Math.max(0, squares / height - mean * mean));
  }
  const sorted = [...spread].sort((a, b) => a - b);
  const strong = sorted[Math.floor(width * 0.9)]!;
  const limit = Math.max(6, strong * 0.3);
  let from = 0;
  while (from < width - 1 && spread[from]! < limit) from += 1;
  let to = width;
  while (to > from + 1 && spread[to - 1]! < limit) to -= 1;
  // A narrow block at either end set apart by a wide gap is an edge or a bar, not a character.
  const edgeBlock = (start: number, step: 1 | -1) => {
    let x = start;
    while (x >= from && x < to && spread[x]! >= limit) x += step;
    const blockWidth = Math.abs(x - start);
    let gap = 0;
    while (x >= from && x < to && spread[x]! < limit) {
      x += step;
      gap += 1;
    }
    return blockWidth < height * 0.45 && gap > height * 0.3 && x >= from && x < to ? x : null;
  };
  from = edgeBlock(from, 1) ?? from;
  to = (edgeBlock(to - 1, -1) ?? to - 1) + 1;
  const slack = Math.round(height * 0.08);
  return [Math.max(0, from - slack), Math.min(width, to + slack)] as const;
}
