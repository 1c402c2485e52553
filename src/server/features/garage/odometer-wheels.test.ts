// Where a drum's whole wheels end, told by the light of its tenths wheel, on drawn drums.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { TextLine } from '../../lib/photo-text/text-lines.ts';
import { litTenthsWheel, tenthsWheelPast, wholeWheels } from './odometer-wheels.ts';

type Face = { face: string; ink: string };
const BLACK: Face = { face: '#111', ink: '#eee' };

/** Wheels of 40×60 px from x=100, y=100, black with white digits unless `faces` says otherwise. */
async function drum(digits: string, faces: Record<number, Face> = {}) {
  const wheels = [...digits]
    .map((digit, index) => {
      const { face, ink } = faces[index] ?? BLACK;
      const x = 100 + index * 42;
      return `<rect x="${x}" y="100" width="40" height="60" fill="${face}"/><text x="${x + 20}" y="148" text-anchor="middle" font-family="DejaVu Sans" font-size="44" fill="${ink}">${digit}</text>`;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="520" height="260"><rect width="520" height="260" fill="#333"/>${wheels}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The line PP-OCR would give for `count` wheels of the drawing. */
const lineOf = (count: number): TextLine => ({
  text: '0'.repeat(count),
  confidence: 1,
  cx: 100 + (count * 42) / 2,
  cy: 130,
  w: count * 42,
  h: 60,
  angle: 0,
});

describe('wholeWheels', () => {
  it('ends the whole wheels at a white or red tenths wheel', async () => {
    const white = await drum('009479', { 5: { face: '#eee', ink: '#111' } });
    expect(await wholeWheels(white, lineOf(6), 6)).toBe(5);
    const red = await drum('0013902', { 6: { face: '#d22', ink: '#fff' } });
    expect(await wholeWheels(red, lineOf(7), 7)).toBe(6);
  });

  it('places the tenths before a mark of the dial read with the wheels', async () => {
    const marked = await drum('0168760', { 5: { face: '#eee', ink: '#111' } });
    expect(await wholeWheels(marked, lineOf(7), 7)).toBe(5);
  });

  it('sees no tenths where every wheel is alike, nor outside the photo', async () => {
    expect(await wholeWheels(await drum('004328'), lineOf(6), 6)).toBeNull();
    const white = await drum('009479', { 5: { face: '#eee', ink: '#111' } });
    expect(await wholeWheels(white, { ...lineOf(6), cx: 2000, cy: 2000 }, 6)).toBeNull();
  });

  it('sees a tenths wheel just past the whole wheels a line read', async () => {
    const white = await drum('028317', { 5: { face: '#eee', ink: '#111' } });
    expect(await tenthsWheelPast(white, lineOf(5), 5)).toBe(true);
    expect(await tenthsWheelPast(await drum('028317'), lineOf(5), 5)).toBe(false);
  });

  it('sees a lit tenths wheel after five whole ones, and no glare as one', async () => {
    const white = await drum('183396', { 5: { face: '#eee', ink: '#111' } });
    expect(await litTenthsWheel(white, lineOf(6))).toBe(true);
    expect(await litTenthsWheel(await drum('183396'), lineOf(6))).toBe(false);
    // A glare lightening the figure's end over three cells, as on a drawn LCD: no tenths wheel.
    const glare = await drum('120450', {
      3: { face: '#555', ink: '#eee' },
      4: { face: '#999', ink: '#eee' },
      5: { face: '#ccc', ink: '#eee' },
    });
    expect(await litTenthsWheel(glare, lineOf(6))).toBe(false);
  });
});
