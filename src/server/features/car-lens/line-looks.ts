// The looks at a photo's text lines that Car Lens hands to OCR (issue 29): a line cut out and
// levelled by text-lines.ts, in one of a few variants (plain at three scales, light evened out,
// binarised, local contrast, strokes merged, inverted), each read by OCR as a single line.
import sharp, { type Sharp } from 'sharp';
import { lineCrop, type LevelledLines, type TextLine } from './text-lines.ts';

type LineVariant = (crop: Buffer, textHeight: number) => Promise<Sharp> | Sharp;

/** The flat-field images made so far, per crop (the flat and threshold variants share one). */
const flats = new WeakMap<Buffer, Promise<Buffer>>();

/**
 * Evens out the light across a line (glare on a tag, a shadow across a plate): the crop divided
 * by a heavy blur of itself (colour-dodge with the blur negated), then stretched.
 */
async function flatField(crop: Buffer, textHeight: number): Promise<Sharp> {
  let flat = flats.get(crop);
  if (!flat) {
    flat = (async () => {
      // Intermediate images as PNG without compression: lossless, and nothing spent squeezing.
      const light = await sharp(crop)
        .blur(textHeight * 0.6)
        .negate()
        .png({ compressionLevel: 0 })
        .toBuffer();
      return sharp(crop)
        .composite([{ input: light, blend: 'colour-dodge' }])
        .png({ compressionLevel: 0 })
        .toBuffer();
    })();
    flats.set(crop, flat);
  }
  return sharp(await flat)
    .greyscale()
    .normalise();
}

export const LINE_VARIANTS: Record<string, { variant: LineVariant; textHeight: number }> = {
  flat: { variant: flatField, textHeight: 44 },
  plain: { variant: (crop) => sharp(crop), textHeight: 44 },
  // The same line at other scales: tesseract's misreadings of a glyph (Z as 7) depend on its
  // size, so readings at three scales that agree are worth more than three filters at one.
  small: { variant: (crop) => sharp(crop), textHeight: 30 },
  tall: { variant: (crop) => sharp(crop), textHeight: 60 },
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
  // Dots merged into strokes (a dot-peen plate) and grain smoothed (noise, JPEG blocks).
  merged: {
    variant: (crop, height) =>
      sharp(crop)
        .blur(height * 0.05)
        .normalise(),
    textHeight: 44,
  },
  // Both: a faint dot-peen or stamped plate (local contrast, then the dots merged).
  smooth: {
    variant: async (crop, height) => {
      const { width, height: cropHeight } = await sharp(crop).metadata();
      const window = Math.max(3, Math.min(40, width - 1, cropHeight - 1));
      return sharp(crop)
        .clahe({ width: window, height: window, maxSlope: 4 })
        .blur(height * 0.055)
        .normalise();
    },
    textHeight: 44,
  },
  large: {
    variant: async (crop, height) => (await flatField(crop, height)).median(3),
    textHeight: 64,
  },
  negated: { variant: (crop) => sharp(crop).negate(), textHeight: 44 },
};

export type LineVariantName = keyof typeof LINE_VARIANTS;

/** The crops made so far, per line and text height: most variants share one. */
const crops = new WeakMap<TextLine, Map<number, Promise<Buffer>>>();

function cachedCrop(levelled: LevelledLines, line: TextLine, textHeight: number) {
  let byHeight = crops.get(line);
  if (!byHeight) {
    byHeight = new Map();
    crops.set(line, byHeight);
  }
  let crop = byHeight.get(textHeight);
  if (!crop) {
    crop = lineCrop(levelled, line, textHeight);
    byHeight.set(textHeight, crop);
  }
  return crop;
}

/** One text line cut out, levelled and scaled, in one variant: a PNG for a single-line read. */
export async function lineLook(
  levelled: LevelledLines,
  line: TextLine,
  name: LineVariantName,
): Promise<Buffer> {
  const { variant, textHeight } = LINE_VARIANTS[name]!;
  return (await variant(await cachedCrop(levelled, line, textHeight), textHeight))
    .greyscale()
    .png({ compressionLevel: 1 })
    .toBuffer();
}
