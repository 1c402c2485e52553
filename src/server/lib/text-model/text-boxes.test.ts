import { describe, expect, it } from 'vitest';
import { lengthways, rowRuns, textBoxes, type TextBox } from './text-boxes.ts';

const OPTIONS = { threshold: 0.3, minScore: 0.5, unclipRatio: 1.5 };

/** A width × height map with the pixels inside `inside(x, y)` at `p`, the rest at 0. */
function map(width: number, height: number, inside: (x: number, y: number) => boolean, p = 0.9) {
  const prob = new Float32Array(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) if (inside(x, y)) prob[y * width + x] = p;
  }
  return prob;
}

describe('text boxes from the detector map', () => {
  it('finds a level line, grown by the unclip distance and scaled to the image', () => {
    const prob = map(100, 40, (x, y) => x >= 10 && x < 70 && y >= 15 && y < 25);
    const [box, ...rest] = textBoxes(prob, 100, 40, { x: 2, y: 2 }, OPTIONS);
    expect(rest).toHaveLength(0);
    // 60 × 10 grown by 60·10·1.5 / (2·70) ≈ 6.4 px each side, then × 2.
    expect(box!.w).toBeCloseTo((60 + 2 * 6.43) * 2, 0);
    expect(box!.h).toBeCloseTo((10 + 2 * 6.43) * 2, 0);
    expect(box!.cx).toBeCloseTo(80, 0);
    expect(box!.cy).toBeCloseTo(40, 0);
    expect(Math.abs(box!.angle)).toBeLessThan(0.01);
  });

  it('follows a turned line and keeps lines apart, top to bottom', () => {
    const turn = (15 * Math.PI) / 180;
    const prob = map(200, 200, (x, y) => {
      const u = (x - 100) * Math.cos(turn) + (y - 140) * Math.sin(turn);
      const v = -(x - 100) * Math.sin(turn) + (y - 140) * Math.cos(turn);
      return (Math.abs(u) < 60 && Math.abs(v) < 6) || (x >= 20 && x < 60 && y >= 20 && y < 30);
    });
    const boxes = textBoxes(prob, 200, 200, { x: 1, y: 1 }, OPTIONS);
    expect(boxes).toHaveLength(2);
    expect(boxes[0]!.cy).toBeLessThan(boxes[1]!.cy);
    expect(boxes[1]!.angle).toBeCloseTo(turn, 1);
  });

  it('drops specks and regions the detector is unsure of', () => {
    const speck = map(50, 50, (x, y) => x < 3 && y < 3);
    expect(textBoxes(speck, 50, 50, { x: 1, y: 1 }, OPTIONS)).toEqual([]);
    const unsure = map(50, 50, (x, y) => x < 30 && y < 10, 0.4);
    expect(textBoxes(unsure, 50, 50, { x: 1, y: 1 }, OPTIONS)).toEqual([]);
  });

  it('turns a box taller than wide to read it lengthways', () => {
    const box = { cx: 5, cy: 5, w: 10, h: 40, angle: 0, score: 1 };
    expect(lengthways(box)).toMatchObject({ w: 40, h: 10, angle: Math.PI / 2 });
    expect(lengthways({ ...box, w: 50 })).toMatchObject({ w: 50, h: 40, angle: 0 });
  });

  it('joins the pieces of a line split on one row, level or turned, and nothing else', () => {
    const box = (cx: number, cy: number, w: number, angle = 0): TextBox => ({
      cx, cy, w, h: 20, angle, score: 0.9,
    }); // prettier-ignore
    // "WVWZZZ1JZ" and "XW772355" 30 px apart (1.5 × tall); a label above; a word far to the right.
    const runs = rowRuns(
      [box(100, 20, 160), box(100, 100, 140), box(285, 100, 140), box(800, 100, 60)],
      2.5,
    );
    expect(runs).toHaveLength(1);
    expect(runs[0]!.pieces).toEqual([1, 2]);
    expect(runs[0]!.box).toMatchObject({ cy: 100, h: 20, angle: 0 });
    expect(runs[0]!.box.cx).toBeCloseTo(192.5);
    expect(runs[0]!.box.w).toBeCloseTo(325);
    // The same row turned 10°, its second piece found the other way round (angle + π).
    const turn = (10 * Math.PI) / 180;
    const along = (d: number) => [100 + d * Math.cos(turn), 100 + d * Math.sin(turn)] as const;
    const turned = rowRuns(
      [box(...along(0), 140, turn), box(...along(185), 140, turn + Math.PI)],
      2.5,
    );
    expect(turned).toHaveLength(1);
    expect(turned[0]!.box.angle).toBeCloseTo(turn);
    expect(turned[0]!.box.w).toBeCloseTo(325);
    // Pieces of different heights, or a row below, are other lines.
    expect(rowRuns([box(100, 100, 140), { ...box(285, 100, 140), h: 40 }], 2.5)).toEqual([]);
    expect(rowRuns([box(100, 100, 140), box(285, 112, 140)], 2.5)).toEqual([]);
  });
});
