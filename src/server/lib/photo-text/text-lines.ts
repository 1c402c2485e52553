// The text lines PP-OCR read in a photo, put back into rows: boxes whose extents across the
// text's direction overlap are one row, left to right, so a receipt's "TOTAL .... 45.20" or an
// odometer's "7248 km" reads as one line for the text parsers. Pure functions, no I/O.

/** One line read by PP-OCR: its box (centre, long side `w`, short side `h`, turn) and text. */
export interface TextLine {
  text: string;
  /** Mean probability of the characters read (0–1). */
  confidence: number;
  cx: number;
  cy: number;
  w: number;
  h: number;
  /** Radians; 0 = level, left to right. */
  angle: number;
  /** A number's line read cut wider, when that read one more 1 at an end (model-lines.ts). */
  wider?: { text: string; confidence: number };
}

/**
 * Whether `longer` is the number `digits` with one 1 more at its start or end: the narrow glyph a
 * reader of 7-segment digits most often loses (model-lines.ts, the odometer reader).
 */
export function withOneMore(digits: string, longer: string): boolean {
  return longer === `1${digits}` || longer === `${digits}1`;
}

/** Two boxes are one row when their extents across the text overlap by this share of the smaller. */
const ROW_OVERLAP = 0.5;
/** Lines this much longer than tall say which way the text runs (a single glyph does not). */
const LONG_LINE = 2;

/** The angle most long lines run at (their median), 0 when none is long. */
function textAngle(lines: TextLine[]): number {
  const angles = lines
    .filter((line) => line.w >= LONG_LINE * line.h)
    .map((line) => Math.atan(Math.tan(line.angle)))
    .sort((a, b) => a - b);
  return angles.length ? angles[Math.floor(angles.length / 2)]! : 0;
}

interface Placed {
  line: TextLine;
  /** Position along the text's direction and across it (the photo turned level). */
  along: number;
  across: number;
}

const overlap = (a: Placed, b: Placed) => {
  const top = Math.max(a.across - a.line.h / 2, b.across - b.line.h / 2);
  const bottom = Math.min(a.across + a.line.h / 2, b.across + b.line.h / 2);
  return (bottom - top) / Math.min(a.line.h, b.line.h);
};

/** The lines grouped into rows, top to bottom, each row's lines left to right. */
export function textRows(lines: TextLine[]): TextLine[][] {
  const angle = textAngle(lines);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const placed = lines
    .filter((line) => line.text.trim() !== '')
    .map((line) => ({
      line,
      along: line.cx * cos + line.cy * sin,
      across: line.cy * cos - line.cx * sin,
    }))
    .sort((a, b) => a.across - b.across);
  const rows: Placed[][] = [];
  for (const item of placed) {
    let best: Placed[] | null = null;
    let bestOverlap = ROW_OVERLAP;
    for (const row of rows) {
      const share = Math.max(...row.map((other) => overlap(item, other)));
      if (share >= bestOverlap) {
        best = row;
        bestOverlap = share;
      }
    }
    if (best) best.push(item);
    else rows.push([item]);
  }
  const middle = (row: Placed[]) => row.reduce((sum, item) => sum + item.across, 0) / row.length;
  return rows
    .sort((a, b) => middle(a) - middle(b))
    .map((row) => row.sort((a, b) => a.along - b.along).map((item) => item.line));
}

/** The photo's text as the parsers take it: one row a line, a row's lines joined by a space. */
export function rowsText(lines: TextLine[]): string {
  return textRows(lines)
    .map((row) => row.map((line) => line.text.trim()).join(' '))
    .join('\n');
}
