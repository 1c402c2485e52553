// The reading process's PP-OCR lines (decision 028): a rendered receipt, turned a little, comes
// back as rows the receipt parser can take, labels beside their figures.
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { rowsText } from './text-lines.ts';
import { closePhotoTextReaders, readTextLines } from './text-reader.ts';

afterAll(() => closePhotoTextReaders());

async function receipt(turn: number): Promise<Buffer> {
  const row = (y: number, label: string, figure: string) =>
    `<text x="80" y="${y}">${label}</text><text x="620" y="${y - 8}" text-anchor="end">${figure}</text>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="760" height="520">
    <rect width="760" height="520" fill="#f4f1ea"/>
    <g transform="rotate(${turn} 380 260)" font-family="Liberation Mono" font-size="30" fill="#222">
      <text x="80" y="100">SHELL</text>
      ${row(200, 'Liter', '29.43 L')}
      ${row(250, 'Price/L', '1.813')}
      ${row(330, 'TOTAL', '53.36')}
    </g>
  </svg>`;
  return sharp(Buffer.from(svg)).removeAlpha().png().toBuffer();
}

describe('readTextLines', () => {
  it('reads a turned receipt into rows: each label beside its figure', async () => {
    const lines = await readTextLines(await receipt(-4), { detectAt: 960 });
    expect(lines.every((line) => line.confidence > 0 && line.confidence <= 1)).toBe(true);
    expect(rowsText(lines).split('\n')).toEqual([
      'SHELL',
      'Liter 29.43 L',
      'Price/L 1.813',
      'TOTAL 53.36',
    ]);
  });
});
