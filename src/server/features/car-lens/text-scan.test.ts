// A VIN the detector finds in two pieces (printed with a wide gap, as on many plates) is still
// read as one line, in enough looks to settle it (text-scan.ts, issue 29).
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, expect, it } from 'vitest';
import { releaseTextModels } from '../../lib/text-model/text-model.ts';
import { scanPhotoText, unanimous, vinStartLengthened } from './text-scan.ts';

afterAll(() => releaseTextModels());

/** A label with the VIN printed in two groups `gap` px apart (Liberation Mono 44 px). */
function splitLabel(gap: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="400">
    <rect width="1000" height="400" fill="#e8e4da"/>
    <text x="80" y="120" font-family="Liberation Sans" font-size="30" fill="#222">FAHRZEUG-IDENT.-NR.</text>
    <text x="80" y="220" font-family="Liberation Mono" font-size="44" fill="#111">WVWZZZ1JZ</text>
    <text x="${318 + gap}" y="220" font-family="Liberation Mono" font-size="44" fill="#111">XW772355</text>
    <text x="80" y="300" font-family="Liberation Sans" font-size="30" fill="#222">1420 kg  1.8 T</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

it('reads a VIN split in two boxes on one row as one line, in several looks', async () => {
  for (const gap of [60, 90]) {
    const { passes } = await scanPhotoText(await splitLabel(gap), Date.now() + 60_000);
    const reading = passes.filter((pass) => pass.replace(/ /g, '').includes('WVWZZZ1JZXW772355'));
    expect(reading.length).toBeGreaterThanOrEqual(3);
  }
});

/** A 12 MP wide shot with `label` pasted `width` px wide: a label across a door frame. */
async function wideShot(label: Buffer, width: number): Promise<Buffer> {
  const small = await sharp(label).resize({ width }).toBuffer();
  const door = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="3000">
    <rect width="4000" height="3000" fill="#5d6166"/>
    <rect x="1200" y="300" width="1700" height="2500" rx="60" fill="#8d9196"/>
  </svg>`;
  return sharp(Buffer.from(door))
    .composite([{ input: small, left: 1600, top: 1300 }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

it("reads a small label in a 12 MP wide shot closer, from the photo's own pixels", async () => {
  // 560 px of 4,000: in the 1,800 px working copy its VIN is ~9 px tall, too small for the detector
  // at 960 px and for the recogniser; the photo itself has 2.2 times the pixels around it.
  const photo = await wideShot(await splitLabel(60), 560);
  const { passes } = await scanPhotoText(photo, Date.now() + 60_000);
  const reading = passes.filter((pass) => pass.replace(/ /g, '').includes('WVWZZZ1JZXW772355'));
  expect(reading.length).toBeGreaterThanOrEqual(3);
});

it('skips the costliest look only when every cut read each VIN line alike', () => {
  const first = ['WVWZZZ1JZXW772355', 'VF1BM0E0635141586'];
  const alike = ['WVWZZZ1JZ XW772355\nvf1bm0e0635141586', 'WVWZZZ1JZXW772355\nVF1BM0E0635141586'];
  expect(unanimous(first, alike)).toBe(true);
  expect(unanimous(first, [...alike, 'WVWZZZ1JZXW772355\nVF1BM0E0635141536'])).toBe(false);
  // A cut that read a line as nothing is no agreement.
  expect(unanimous(first, ['WVWZZZ1JZXW772355'])).toBe(false);
});

it('reads the VIN lines again softened when the sharp cuts disagree (a blurred stamped plate)', async () => {
  // A development photo (testing/photos): its sharp cuts read the U of …40BU… as a 0 in most
  // looks, so no VIN settled; the softened look (decision 028) reads it as printed.
  const photo = fs.readFileSync(
    path.join(import.meta.dirname, 'testing/photos/dev/101-stamped-plate.jpg'),
  );
  const { passes } = await scanPhotoText(photo, Date.now() + 60_000);
  const readings = passes.map((pass) => pass.replace(/\s+/g, ''));
  expect(readings.at(-1)).toBe('1G1RD6E40BU625562');
  expect(
    readings.filter((reading) => reading === '1G1RD6E40BU625562').length,
  ).toBeGreaterThanOrEqual(2);
});

it('stops before its next look once its answer is not wanted', async () => {
  const photo = await splitLabel(60);
  let looks = 0;
  // Dropped after the first check: the first look runs, nothing after it.
  const { passes } = await scanPhotoText(photo, Date.now() + 60_000, true, () => looks++ > 0);
  expect(passes).toEqual([]);
  expect(looks).toBe(2);
});

it('lengthens a line that begins like a VIN and ends early to the width of 17 glyphs', () => {
  const box = { cx: 200, cy: 100, w: 220, h: 40, angle: 0, score: 0.9 };
  // A real Toyota label's VIN line, its end lost in glare: 11 glyphs of 17 found.
  const level = vinStartLengthened(box, 'JTMKD31V305')!;
  expect(level.w).toBeCloseTo(220 * (17 / 11) * 1.1);
  // Its start stays where it was: the box grows along the line, to the right.
  expect(level.cx - level.w / 2).toBeCloseTo(box.cx - box.w / 2);
  expect(level.cy).toBe(100);
  // Along a turned line, the box grows along the turn.
  const turned = vinStartLengthened({ ...box, angle: Math.PI / 6 }, 'WVWZZZ1JZXW')!;
  expect(turned.cy).toBeGreaterThan(box.cy);
  expect((turned.cy - box.cy) / (turned.cx - box.cx)).toBeCloseTo(Math.tan(Math.PI / 6));
  // Not a maker code Odo knows, not letters and digits alone, too short or already whole: as is.
  expect(vinStartLengthened(box, 'QQQKD31V305')).toBeNull();
  expect(vinStartLengthened(box, 'JTMKD-31V305')).toBeNull();
  expect(vinStartLengthened(box, 'JTMKD31')).toBeNull();
  expect(vinStartLengthened(box, 'JTMKD31V305035632')).toBeNull();
});
