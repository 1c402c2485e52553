// The PP-OCR models read printed text offline (decision 028): a label rendered here, level and
// turned, is found and read exactly.
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { RgbImage } from './box-crop.ts';
import { lengthways } from './text-boxes.ts';
import { findTextLines, readTextLine, releaseTextModels } from './text-model.ts';

afterAll(() => releaseTextModels());

async function label(turn: number): Promise<RgbImage> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="400">
    <rect width="900" height="400" fill="#f4f1ea"/>
    <g transform="rotate(${turn} 450 200)">
      <text x="120" y="150" font-family="Liberation Sans" font-size="34" fill="#222">VEHICLE IDENT. NO.</text>
      <text x="120" y="230" font-family="Liberation Mono" font-size="44" fill="#111">WVWZZZ1KZ9W123456</text>
    </g>
  </svg>`;
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

async function readAll(image: RgbImage) {
  const boxes = (await findTextLines(image, 960)).map(lengthways);
  const texts: string[] = [];
  for (const box of boxes) texts.push((await readTextLine(image, box)).text);
  return texts;
}

describe('PP-OCR text lines', () => {
  it('finds and reads the lines of a level label, top to bottom', async () => {
    const texts = await readAll(await label(0));
    expect(texts.map((text) => text.replace(/\s+/g, ''))).toEqual([
      'VEHICLEIDENT.NO.',
      'WVWZZZ1KZ9W123456',
    ]);
  });

  it('reads a line turned 12° as if it were level', async () => {
    const texts = await readAll(await label(12));
    expect(texts.map((text) => text.replace(/\s+/g, ''))).toContain('WVWZZZ1KZ9W123456');
  });
});
