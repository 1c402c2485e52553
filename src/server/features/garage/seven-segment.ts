// Reads LCD odometers that tesseract cannot: 7-segment digits found as blobs of ink of one height
// in a row, each decoded by which of its seven bars are lit. Pure pixels in, digit rows out.

export interface Grey {
  data: Uint8Array;
  width: number;
  height: number;
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
  area: number;
}

const DIGITS: Record<string, string> = {
  abcdef: '0',
  bc: '1',
  abdeg: '2',
  abcdg: '3',
  bcfg: '4',
  acdfg: '5',
  acdefg: '6',
  fgbc: '4',
  abc: '7',
  abcf: '7',
  abcdefg: '8',
  abcdfg: '9',
  abcfg: '9',
};

/** Connected blobs of ink (value < 128) with their boxes (4-connectivity). */
function blobs(image: Grey): Box[] {
  const { data, width, height } = image;
  const seen = new Uint8Array(width * height);
  const boxes: Box[] = [];
  const stack: number[] = [];
  for (let start = 0; start < data.length; start++) {
    if (seen[start] || data[start]! >= 128) continue;
    let [x0, y0, x1, y1, area] = [width, height, 0, 0, 0];
    stack.push(start);
    seen[start] = 1;
    while (stack.length) {
      const p = stack.pop()!;
      const x = p % width;
      const y = (p - x) / width;
      area += 1;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
      for (const q of [p - 1, p + 1, p - width, p + width]) {
        if (q < 0 || q >= data.length || seen[q] || data[q]! >= 128) continue;
        if ((q === p - 1 && x === 0) || (q === p + 1 && x === width - 1)) continue;
        seen[q] = 1;
        stack.push(q);
      }
    }
    boxes.push({ x: x0, y: y0, w: x1 - x0 + 1, h: y1 - y0 + 1, area });
  }
  return boxes;
}

function ink(image: Grey, cx: number, cy: number, rw: number, rh: number): number {
  let dark = 0;
  let all = 0;
  for (let y = Math.round(cy - rh); y <= Math.round(cy + rh); y++) {
    for (let x = Math.round(cx - rw); x <= Math.round(cx + rw); x++) {
      if (x < 0 || y < 0 || x >= image.width || y >= image.height) continue;
      all += 1;
      if (image.data[y * image.width + x]! < 128) dark += 1;
    }
  }
  return all ? dark / all : 0;
}

/** The digit a blob shows, by its lit bars; null when the bars make no digit. */
function decode(image: Grey, box: Box): string | null {
  const { x, y, w, h } = box;
  if (w / h < 0.3) return '1';
  const zones: [string, number, number][] = [
    ['a', 0.5, 0.05],
    ['b', 0.9, 0.27],
    ['c', 0.9, 0.73],
    ['d', 0.5, 0.95],
    ['e', 0.1, 0.73],
    ['f', 0.1, 0.27],
    ['g', 0.5, 0.5],
  ];
  let lit = '';
  for (const [name, fx, fy] of zones) {
    if (ink(image, x + fx * w, y + fy * h, w * 0.1, h * 0.04) > 0.35) lit += name;
  }
  return DIGITS[lit] ?? null;
}

/** Joins a digit's upper and lower bars left apart (a '1' is two bars with a gap between). */
function mergeStacked(boxes: Box[]): Box[] {
  const out = [...boxes];
  for (let i = 0; i < out.length; i++) {
    for (let j = i + 1; j < out.length; j++) {
      const [a, b] = [out[i]!, out[j]!];
      const overlap = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
      const [upper, lower] = a.y <= b.y ? [a, b] : [b, a];
      const gap = lower.y - (upper.y + upper.h);
      const similar = Math.abs(a.h - b.h) <= Math.max(a.h, b.h) * 0.3;
      if (overlap < Math.min(a.w, b.w) * 0.6 || gap < 0 || gap > Math.max(a.h, b.h) * 0.3) continue;
      if (!similar) continue;
      const x = Math.min(a.x, b.x);
      out[i] = {
        x,
        y: upper.y,
        w: Math.max(a.x + a.w, b.x + b.w) - x,
        h: lower.y + lower.h - upper.y,
        area: a.area + b.area,
      };
      out.splice(j, 1);
      j = i;
    }
  }
  return out;
}

export interface DigitRow {
  digits: string;
  /** Digit height in pixels: the odometer is usually the largest row. */
  height: number;
  /** A decimal point inside the row (a trip meter's tenths). */
  decimal: boolean;
  /** Every blob of the row made a digit. */
  clean: boolean;
}

/**
 * Rows of 7-segment digits. `joined` is the binarised image with its ink grown so each digit's
 * bars make one blob; `sharp` the plain binarised image the bars are sampled in.
 */
export function sevenSegmentRows(joined: Grey, sharp: Grey, grown = 0): DigitRow[] {
  const all = mergeStacked(blobs(joined).filter((b) => b.h >= 6));
  const tall = all
    .filter((b) => b.h >= 18 && b.h <= joined.height * 0.6 && b.w / b.h <= 0.9)
    // Not a solid block (a lit panel, a glare spot); a "1" is a solid bar, but a thin one.
    .filter((b) => b.w / b.h < 0.3 || b.area / (b.w * b.h) < 0.85)
    .sort((a, b) => a.x - b.x);
  const used = new Set<Box>();
  const rows: DigitRow[] = [];
  for (const first of tall) {
    if (used.has(first)) continue;
    const row = [first];
    let last = first;
    for (const next of tall) {
      if (used.has(next) || row.includes(next) || next.x <= last.x) continue;
      const sameHeight = Math.abs(next.h - first.h) <= first.h * 0.2;
      const sameLine = Math.abs(next.y + next.h - (first.y + first.h)) <= first.h * 0.25;
      const near = next.x - (last.x + last.w) <= first.h * 0.9;
      if (sameHeight && sameLine && near) {
        row.push(next);
        last = next;
      }
    }
    if (row.length < 3) continue;
    for (const box of row) used.add(box);
    // The joined blobs were grown by `grown` px on each side: sample the bars inside that.
    const decoded = row.map((box) =>
      decode(sharp, {
        ...box,
        x: box.x + grown,
        y: box.y + grown,
        w: box.w - 2 * grown,
        h: box.h - 2 * grown,
      }),
    );
    const left = row[0]!.x;
    const right = last.x + last.w;
    const bottom = first.y + first.h;
    const decimal = all.some(
      (b) =>
        b.x > left &&
        b.x < right &&
        b.h < first.h * 0.2 &&
        b.w < first.h * 0.2 &&
        Math.abs(b.y + b.h - bottom) < first.h * 0.15,
    );
    rows.push({
      digits: decoded.map((d) => d ?? '?').join(''),
      height: Math.max(...row.map((box) => box.h)),
      decimal,
      clean: decoded.every((d) => d !== null),
    });
  }
  return rows;
}

/** The odometer among the rows: the tallest clean row of 3–7 digits without a decimal point. */
export function odometerRow(rows: DigitRow[]): DigitRow | null {
  const candidates = rows
    .filter((row) => row.clean && !row.decimal && row.digits.length >= 3 && row.digits.length <= 7)
    .sort((a, b) => b.height - a.height);
  return candidates[0] ?? null;
}
