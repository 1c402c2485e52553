// PP-OCR's boxes put back into rows: a label and its figure on one line even when the photo is
// turned or the figure sits a little higher; the next line stays its own.
import { describe, expect, it } from 'vitest';
import { rowsText, textRows, type TextLine } from './text-lines.ts';

/** A box at (x, y) in a level photo turned by `turn` radians about the origin. */
function line(text: string, x: number, y: number, w: number, h: number, turn = 0): TextLine {
  const cos = Math.cos(turn);
  const sin = Math.sin(turn);
  return {
    text,
    confidence: 0.99,
    cx: x * cos - y * sin,
    cy: x * sin + y * cos,
    w,
    h,
    angle: turn,
  };
}

const receipt = (turn: number) => [
  line('53.36', 800, 392, 120, 40, turn),
  line('Liter', 240, 300, 120, 40, turn),
  line('29.43 L', 780, 290, 160, 40, turn),
  line('Total CHF', 290, 400, 210, 40, turn),
  line('VAT 19%', 270, 452, 170, 40, turn),
  line('8.54', 810, 448, 100, 40, turn),
];

describe('textRows', () => {
  it('joins a label and its figure, left to right, and keeps the next line apart', () => {
    expect(rowsText(receipt(0))).toBe('Liter 29.43 L\nTotal CHF 53.36\nVAT 19% 8.54');
  });

  it('reads the rows of a photo turned 8° as if it were level', () => {
    expect(rowsText(receipt(0.14))).toBe('Liter 29.43 L\nTotal CHF 53.36\nVAT 19% 8.54');
    expect(rowsText(receipt(-0.14))).toBe('Liter 29.43 L\nTotal CHF 53.36\nVAT 19% 8.54');
  });

  it("keeps an odometer's small unit beside its tall digits", () => {
    const rows = textRows([
      line('TRIP B', 300, 300, 160, 50),
      line('825.7', 590, 300, 250, 110),
      line('km', 815, 590, 100, 60),
      line('7248', 570, 555, 380, 185),
    ]);
    expect(rows.map((row) => row.map((item) => item.text))).toEqual([
      ['TRIP B', '825.7'],
      ['7248', 'km'],
    ]);
  });

  it('leaves out empty readings and answers nothing for no lines', () => {
    expect(rowsText([line('', 10, 10, 40, 20), line('ODO', 100, 10, 60, 20)])).toBe('ODO');
    expect(rowsText([])).toBe('');
  });
});
