// The looks at a photo's text lines that Car Lens hands to OCR (issue 29): the longest lines,
// cut out and levelled by text-lines.ts, in a few variants (light evened out, plain, binarised,
// larger, local contrast), stacked into one image per variant so one OCR job reads them all.
import sharp, { type Sharp } from 'sharp';
import { lineCrop, type LevelledLines } from './text-lines.ts';

/** How many of the longest text lines are read (a registration document has many). */
const LINES_READ = 8;

type LineVariant = (crop: Buffer, textHeight: number) => Promise<Sharp> | Sharp;

/**
 * Evens out the light across a line (glare on a tag, a shadow across a plate): the crop divided
 * by a heavy blur of itself (colour-dodge with the blur negated), then stretched.
 */
async function flatField(crop: Buffer, textHeight: number): Promise<Sharp> {
  const light = await sharp(crop)
    .blur(textHeight * 0.6)
    .negate()
    .toBuffer();
  const flat = await sharp(crop)
    .composite([{ input: light, blend: 'colour-dodge' }])
    .toBuffer();
  return sharp(flat).greyscale().normalise();
}

export const LINE_VARIANTS: Record<string, { variant: LineVariant; textHeight: number }> = {
  flat: { variant: flatField, textHeight: 44 },
  plain: { variant: (crop) => sharp(crop), textHeight: 44 },
  threshold: {
    variant: async (crop, height) => (await flatField(crop, height)).threshold(128),
    textHeight: 44,
  },
  // Local contrast: a faint embossed plate.
  clahe: {
    variant: async (crop) => {
      const { width, height } = await sharp(crop).metadata();
      const window = Math.max(3, Math.min(48, width - 1, height - 1));
      return sharp(crop).clahe({ width: window, height: window, maxSlope: 4 }).normalise();
    },
    textHeight: 44,
  },
  large: {
    variant: async (crop, height) => (await flatField(crop, height)).median(3),
    textHeight: 64,
  },
  negated: { variant: (crop) => sharp(crop).negate(), textHeight: 44 },
};

/** The longest text lines, cut out, levelled and scaled, stacked into one image (one OCR job). */
export async function stackedLines(
  levelled: LevelledLines,
  { variant, textHeight }: { variant: LineVariant; textHeight: number },
): Promise<Buffer | null> {
  const lines = levelled.lines.slice(0, LINES_READ);
  if (lines.length === 0) return null;
  const crops = await Promise.all(
    lines.map(async (line) => {
      const { data, info } = await (
        await variant(await lineCrop(levelled, line, textHeight), textHeight)
      )
        .png({ compressionLevel: 1 })
        .toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.height };
    }),
  );
  const gap = 28;
  let top = gap;
  const composites = crops.map((crop) => {
    const placed = { input: crop.data, left: gap, top };
    top += crop.height + gap;
    return placed;
  });
  return sharp({
    create: {
      width: Math.max(...crops.map((crop) => crop.width)) + 2 * gap,
      height: top,
      channels: 3,
      background: '#fff',
    },
  })
    .composite(composites)
    .greyscale()
    .png({ compressionLevel: 1 })
    .toBuffer();
}
