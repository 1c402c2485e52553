// Uploaded pictures are checked by what they contain, not by their name or declared type:
// sharp must decode them as one of a few raster formats. What we keep is our own re-encoding
// (auto-rotated, metadata stripped, WebP at a few widths), never the uploaded bytes.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error.ts';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const IMAGE_WIDTHS = [320, 800, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** sharp's names for the formats we take (HEIC and AVIF both report as heif). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif', 'avif', 'gif']);
/** Refuse decompression bombs: 50 megapixels covers any phone camera. */
const MAX_PIXELS = 50_000_000;

export interface ProcessedImage {
  /** Content hash of the upload: the unguessable, immutable part of the stored names. */
  hash: string;
  width: number;
  height: number;
  variants: { width: ImageWidth; body: Buffer }[];
}

const notAnImage = () =>
  new AppError(
    'bad_request',
    'That file is not a picture we can read. Send a JPEG, PNG, WebP, HEIC, AVIF or GIF image.',
  );

export async function processImage(input: Uint8Array): Promise<ProcessedImage> {
  if (input.byteLength > MAX_IMAGE_BYTES) {
    throw new AppError('payload_too_large', 'The picture is larger than 10 MB.');
  }
  if (input.byteLength === 0) throw new AppError('bad_request', 'The file is empty.');
  const options = { failOn: 'error', limitInputPixels: MAX_PIXELS } as const;
  let format: string | undefined;
  let width: number;
  let height: number;
  try {
    const metadata = await sharp(input, options).metadata();
    format = metadata.format;
    // autoOrient gives the dimensions as the picture will be shown (EXIF rotation applied).
    width = metadata.autoOrient?.width ?? metadata.width ?? 0;
    height = metadata.autoOrient?.height ?? metadata.height ?? 0;
  } catch {
    throw notAnImage();
  }
  if (!format || !ACCEPTED_FORMATS.has(format) || width === 0 || height === 0) throw notAnImage();
  try {
    const variants = await Promise.all(
      IMAGE_WIDTHS.map(async (target) => ({
        width: target,
        body: await sharp(input, options)
          .rotate()
          .resize({ width: target, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer(),
      })),
    );
    const hash = createHash('sha256').update(input).digest('hex').slice(0, 32);
    return { hash, width, height, variants };
  } catch {
    throw notAnImage();
  }
}
