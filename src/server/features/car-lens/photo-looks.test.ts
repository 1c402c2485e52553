// A look at the detector size of an earlier look of the same image, or a line read again in the
// same cut, is not computed again (photo-looks.ts): an enlarged 256 px photo's second look.
import sharp from 'sharp';
import { afterAll, expect, it } from 'vitest';
import { lengthways } from '../../lib/text-model/text-boxes.ts';
import { releaseTextModels } from '../../lib/text-model/text-model.ts';
import { PhotoLooks } from './photo-looks.ts';

afterAll(() => releaseTextModels());

/** A 256 × 192 label enlarged 3×, as text-scan.ts enlarges a small photo: 768 × 576 RGB. */
async function enlargedSmallLabel() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="192">
    <rect width="256" height="192" fill="#eeeae0"/>
    <text x="14" y="60" font-family="Liberation Sans" font-size="11" fill="#222">VEHICLE IDENT. NO.</text>
    <text x="14" y="100" font-family="Liberation Mono" font-size="14" fill="#111">WVWZZZ1JZXW772355</text>
  </svg>`;
  const { data, info } = await sharp(Buffer.from(svg))
    .resize(768, 576, { kernel: 'lanczos3' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

it("runs the detector once per size and reads a box's cut once", async () => {
  const looks = new PhotoLooks(await enlargedSmallLabel());
  // The first look (at most 960 px, not enlarged) and the small photo's second (at most 1,024
  // px and the copy's own 768, enlarged): both read the copy at 768 × 576.
  const first = await looks.linesAt(960);
  const second = await looks.linesAt(768, true);
  expect(looks.detectorRuns).toBe(1);
  expect(second).toBe(first);
  // The VIN's line is the lower of the two.
  const vinLine = first.map(lengthways).sort((a, b) => b.cy - a.cy)[0];
  expect(vinLine).toBeDefined();
  const text = await looks.read(vinLine!);
  expect(text.replace(/ /g, '')).toContain('WVWZZZ1JZXW772355');
  expect(await looks.read(vinLine!)).toBe(text);
  expect(looks.readings).toBe(1);
  // Another size, another cut: computed.
  await looks.linesAt(1280, true);
  await looks.read(vinLine!, 1.3);
  expect(looks.detectorRuns).toBe(2);
  expect(looks.readings).toBe(2);
});
