// Text boxes from the text detector's probability map (PP-OCR's "DB" post-processing, written
// small): the pixels likely to be text grouped into connected regions, each region's long axis
// found from its second moments, and the region grown by DB's unclip distance (the detector
// shrinks text). Pure functions, no I/O.

/** A text box: centre, long side `w`, short side `h` (pixels of the image read), and its turn. */
export interface TextBox {
  cx: number;
  cy: number;
  w: number;
  h: number;
  /** Radians; the long side runs along this angle (0 = level, left to right). */
  angle: number;
  /** Mean text probability of the region. */
  score: number;
}

export interface BoxOptions {
  /** A pixel is text above this probability (PP-OCR: 0.3). */
  threshold: number;
  /** A region is kept when its mean probability reaches this (PP-OCR: 0.6). */
  minScore: number;
  /** How much the region is grown: area × ratio / perimeter on each side (PP-OCR: 1.5). */
  unclipRatio: number;
}

/** Regions of fewer pixels are specks, not text. */
const MIN_PIXELS = 10;

/**
 * The boxes in a `width` × `height` probability map, scaled by `scaleX`/`scaleY` to the image read;
 * top to bottom.
 */
export function textBoxes(
  prob: Float32Array,
  width: number,
  height: number,
  scale: { x: number; y: number },
  options: BoxOptions,
): TextBox[] {
  const seen = new Uint8Array(width * height);
  const stack = new Int32Array(width * height);
  const members = new Int32Array(width * height);
  const boxes: TextBox[] = [];
  for (let start = 0; start < width * height; start += 1) {
    if (seen[start] || prob[start]! <= options.threshold) continue;
    // Flood fill (4-connected) from `start`: `members[0..count)` are the region's pixels.
    let top = 0;
    let count = 0;
    let sum = 0;
    stack[top++] = start;
    seen[start] = 1;
    while (top > 0) {
      const p = stack[--top]!;
      members[count++] = p;
      sum += prob[p]!;
      const x = p % width;
      const y = (p - x) / width;
      if (x > 0) top = visit(p - 1, top);
      if (x < width - 1) top = visit(p + 1, top);
      if (y > 0) top = visit(p - width, top);
      if (y < height - 1) top = visit(p + width, top);
    }
    if (count < MIN_PIXELS || sum / count < options.minScore) continue;
    boxes.push(regionBox(members, count, width, sum / count, scale, options.unclipRatio));
  }
  return boxes.sort((a, b) => a.cy - b.cy);

  function visit(q: number, top: number): number {
    if (seen[q] || prob[q]! <= options.threshold) return top;
    seen[q] = 1;
    stack[top] = q;
    return top + 1;
  }
}

/** The region's oriented box: long axis from its second moments, grown by the unclip distance. */
function regionBox(
  members: Int32Array,
  count: number,
  width: number,
  score: number,
  scale: { x: number; y: number },
  unclipRatio: number,
): TextBox {
  let meanX = 0;
  let meanY = 0;
  for (let i = 0; i < count; i += 1) {
    const p = members[i]!;
    meanX += p % width;
    meanY += Math.floor(p / width);
  }
  meanX /= count;
  meanY /= count;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (let i = 0; i < count; i += 1) {
    const p = members[i]!;
    const dx = (p % width) - meanX;
    const dy = Math.floor(p / width) - meanY;
    sxx += dx * dx;
    syy += dy * dy;
    sxy += dx * dy;
  }
  const angle = 0.5 * Math.atan2(2 * sxy, sxx - syy);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  let u0 = Infinity;
  let u1 = -Infinity;
  let v0 = Infinity;
  let v1 = -Infinity;
  for (let i = 0; i < count; i += 1) {
    const p = members[i]!;
    const dx = (p % width) - meanX;
    const dy = Math.floor(p / width) - meanY;
    const u = dx * cos + dy * sin;
    const v = -dx * sin + dy * cos;
    u0 = Math.min(u0, u);
    u1 = Math.max(u1, u);
    v0 = Math.min(v0, v);
    v1 = Math.max(v1, v);
  }
  let w = u1 - u0 + 1;
  let h = v1 - v0 + 1;
  const grow = (w * h * unclipRatio) / (2 * (w + h));
  w += 2 * grow;
  h += 2 * grow;
  const cu = (u0 + u1) / 2;
  const cv = (v0 + v1) / 2;
  return {
    cx: (meanX + cu * cos - cv * sin + 0.5) * scale.x,
    cy: (meanY + cu * sin + cv * cos + 0.5) * scale.y,
    w: w * scale.x,
    h: h * scale.y,
    angle,
    score,
  };
}

/** The box turned so its long side is `w` (a region taller than wide is text read top-down). */
export function lengthways(box: TextBox): TextBox {
  return box.w >= box.h ? box : { ...box, w: box.h, h: box.w, angle: box.angle + Math.PI / 2 };
}

/** Boxes on one row: turned alike (radians), their centre lines this close (× height)… */
const ROW_TURN = 0.1;
const ROW_OFFSET = 0.35;
/** …and heights within this ratio. */
const ROW_HEIGHTS = 1.5;

/** The angle between two lines' directions (0–π/2), whichever way each runs. */
function turnBetween(a: number, b: number): number {
  const d = Math.abs(a - b) % Math.PI;
  return Math.min(d, Math.PI - d);
}

/** Whether `b` continues `a`'s row within `maxGap` × their height from its end. */
function sameRow(a: TextBox, b: TextBox, maxGap: number): boolean {
  if (turnBetween(a.angle, b.angle) > ROW_TURN) return false;
  if (Math.max(a.h, b.h) > ROW_HEIGHTS * Math.min(a.h, b.h)) return false;
  const h = (a.h + b.h) / 2;
  const dx = b.cx - a.cx;
  const dy = b.cy - a.cy;
  const along = dx * Math.cos(a.angle) + dy * Math.sin(a.angle);
  const across = -dx * Math.sin(a.angle) + dy * Math.cos(a.angle);
  return Math.abs(across) <= ROW_OFFSET * h && Math.abs(along) - (a.w + b.w) / 2 <= maxGap * h;
}

/** The box around `boxes` (lengthways, turned alike), along their mean turn. */
function boxAround(boxes: TextBox[]): TextBox {
  const first = boxes[0]!;
  // Angles a half-turn apart are the same line direction: take each the way the first runs.
  const angle =
    boxes.reduce((sum, box) => {
      let d = (box.angle - first.angle) % Math.PI;
      if (d > Math.PI / 2) d -= Math.PI;
      if (d < -Math.PI / 2) d += Math.PI;
      return sum + d;
    }, 0) /
      boxes.length +
    first.angle;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  let u0 = Infinity;
  let u1 = -Infinity;
  let v0 = Infinity;
  let v1 = -Infinity;
  for (const box of boxes) {
    const bc = Math.cos(box.angle);
    const bs = Math.sin(box.angle);
    for (const [su, sv] of [
      [-1, -1],
      [-1, 1],
      [1, -1],
      [1, 1],
    ] as const) {
      const x = box.cx + (su * box.w * bc - sv * box.h * bs) / 2;
      const y = box.cy + (su * box.w * bs + sv * box.h * bc) / 2;
      const u = x * cos + y * sin;
      const v = -x * sin + y * cos;
      u0 = Math.min(u0, u);
      u1 = Math.max(u1, u);
      v0 = Math.min(v0, v);
      v1 = Math.max(v1, v);
    }
  }
  const cu = (u0 + u1) / 2;
  const cv = (v0 + v1) / 2;
  return {
    cx: cu * cos - cv * sin,
    cy: cu * sin + cv * cos,
    w: u1 - u0,
    h: v1 - v0,
    angle,
    score: Math.min(...boxes.map((box) => box.score)),
  };
}

/**
 * Lines the detector split in pieces (a VIN printed "WVWZZZ1JZ  XW772355" reads as two boxes):
 * each run of two or more lengthways boxes on one row, each within `maxGap` × their height of the
 * next, as one box around them, with the indexes of its pieces. Pieces not on a run are left out.
 */
export function rowRuns(boxes: TextBox[], maxGap: number): { box: TextBox; pieces: number[] }[] {
  const parent = boxes.map((_, index) => index);
  const root = (index: number): number => {
    while (parent[index] !== index) index = parent[index] = parent[parent[index]!]!;
    return index;
  };
  for (let a = 0; a < boxes.length; a += 1) {
    for (let b = a + 1; b < boxes.length; b += 1) {
      if (sameRow(boxes[a]!, boxes[b]!, maxGap)) parent[root(b)] = root(a);
    }
  }
  const runs = new Map<number, number[]>();
  boxes.forEach((_, index) => runs.set(root(index), [...(runs.get(root(index)) ?? []), index]));
  return [...runs.values()]
    .filter((pieces) => pieces.length > 1)
    .map((pieces) => ({ box: boxAround(pieces.map((index) => boxes[index]!)), pieces }));
}
