// Uploaded pictures are checked by what they contain, not by their name or declared type:
// sharp must decode them as one of a few raster formats. What we keep is our own re-encoding
// (auto-rotated, metadata stripped, WebP at a few widths), never the uploaded bytes.
import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../lib/app-error.ts';
import { decodeHeic } from '../../lib/heic/decode-heic.ts';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const IMAGE_WIDTHS = [320, 800, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** sharp's names for the formats we take (HEIC and AVIF both report as heif). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif', 'avif', 'gif']);
/** Refuse decompression bombs: 50 megapixels covers any phone camera. */
export const MAX_PIXELS = 50_000_000;
/** How sharp opens an upload: stop at the first decode error, refuse bombs before decoding. */
export const UPLOAD_DECODE_OPTIONS = { failOn: 'error', limitInputPixels: MAX_PIXELS } as const;
/**
 * For a photo that is only read, never stored (Car Lens, the odometer and receipt readers): a JPEG
 * cut short in transfer still shows its figures (a real TRODO dashboard photo ends early), so its
 * missing rows are left grey instead of refusing the photo. The pixel limit stays.
 */
export const READ_ONLY_DECODE_OPTIONS = { failOn: 'none', limitInputPixels: MAX_PIXELS } as const;

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

/**
 * The upload as bytes sharp decodes: an HEIC photo (HEVC, which sharp's build cannot decode; an
 * iPhone's default) as a JPEG of its pixels, upright; any other picture as it came.
 */
async function decodable(
  input: Uint8Array,
  metadata: Metadata,
): Promise<{ photo: Uint8Array; width: number; height: number } | null> {
  if (metadata.format !== 'heif' || metadata.compression !== 'hevc') return null;
  try {
    const { data, width, height } = await decodeHeic(input, MAX_PIXELS);
    const photo = await sharp(data, { raw: { width, height, channels: 4 } })
      .removeAlpha()
      .jpeg({ quality: 92 })
      .toBuffer();
    return { photo, width, height };
  } catch {
    throw notAnImage();
  }
}

/**
 * Checks an upload by its content (size, a raster format sharp decodes, non-zero dimensions
 * within MAX_PIXELS) without decoding its pixels — but for an HEIC photo, which is decoded here
 * (decodable()); throws a 4xx AppError that says what is wrong. `photo` is what to read the
 * pixels from: the upload itself, or the JPEG of an HEIC photo.
 */
export async function inspectImage(
  input: Uint8Array,
  maxBytes: number = MAX_IMAGE_BYTES,
): Promise<{ format: string; width: number; height: number; photo: Uint8Array }> {
  if (input.byteLength > maxBytes) {
    throw new AppError(
      'payload_too_large',
      `The picture is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`,
    );
  }
  if (input.byteLength === 0) throw new AppError('bad_request', 'The file is empty.');
  let metadata: Metadata;
  try {
    metadata = await sharp(input, UPLOAD_DECODE_OPTIONS).metadata();
  } catch {
    throw notAnImage();
  }
  const format = metadata.format;
  // autoOrient gives the dimensions as the picture will be shown (EXIF rotation applied).
  const width = metadata.autoOrient?.width ?? metadata.width ?? 0;
  const height = metadata.autoOrient?.height ?? metadata.height ?? 0;
  if (!format || !ACCEPTED_FORMATS.has(format) || width === 0 || height === 0) throw notAnImage();
  if (width * height > MAX_PIXELS) {
    throw new AppError(
      'bad_request',
      `The picture is ${width.toLocaleString('en-US')} × ${height.toLocaleString('en-US')} pixels; at most 50 megapixels are accepted.`,
    );
  }
  const heic = await decodable(input, metadata);
  return heic ? { format, ...heic } : { format, width, height, photo: input };
}

export async function processImage(input: Uint8Array): Promise<ProcessedImage> {
  const { width, height, photo } = await inspectImage(input);
  const options = UPLOAD_DECODE_OPTIONS;
  try {
    const variants = await Promise.all(
      IMAGE_WIDTHS.map(async (target) => ({
        width: target,
        body: await sharp(photo, options)
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

/** An avatar: the upload checked like any picture (≤ maxBytes), cut to squares of 256 and 64 px. */
export async function processAvatar(
  input: Uint8Array,
  maxBytes: number,
): Promise<{ large: Buffer; small: Buffer }> {
  const { photo } = await inspectImage(input, maxBytes);
  const square = (size: number) =>
    sharp(photo, UPLOAD_DECODE_OPTIONS)
      .rotate()
      .resize({ width: size, height: size, fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  try {
    const [large, small] = await Promise.all([square(256), square(64)]);
    return { large, small };
  } catch {
    throw notAnImage();
  }
}
