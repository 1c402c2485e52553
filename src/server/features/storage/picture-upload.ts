// One way to take a picture upload (vehicle photo, receipt, community picture, avatar): a body
// limit that cuts an oversized upload off as it streams in, and the bytes of one multipart field.
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../app-env.ts';
import { AppError } from '../../lib/app-error.ts';

const tooLarge = (maxBytes: number) =>
  new AppError(
    'payload_too_large',
    `The picture is larger than ${Math.round(maxBytes / (1024 * 1024))} MB.`,
  );

/**
 * The route's own body limit: the picture plus the multipart envelope. Anything but a multipart
 * body is refused first (a JSON body was already read by the NUL check, so its stream is spent).
 */
export function pictureUploadLimit(maxBytes: number, field: string) {
  const limit = bodyLimit({
    maxSize: maxBytes + 64 * 1024,
    onError: () => {
      throw tooLarge(maxBytes);
    },
  });
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!isMultipart(c)) throw notMultipart(field);
    return limit(c, next);
  });
}

const isMultipart = (c: Context<AppEnv>) =>
  (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');

const notMultipart = (field: string) =>
  new AppError('bad_request', `Send the picture as multipart/form-data, field "${field}".`);

/** The uploaded picture's bytes from the first of `fields` present in the multipart form. */
export async function uploadedPicture(
  c: Context<AppEnv>,
  options: { fields: readonly [string, ...string[]]; maxBytes: number },
): Promise<Uint8Array> {
  const field = options.fields[0];
  if (!isMultipart(c)) throw notMultipart(field);
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw new AppError('bad_request', 'The upload could not be read.');
  }
  const file = options.fields.map((name) => form[name]).find((value) => value !== undefined);
  if (!(file instanceof File)) {
    throw new AppError('bad_request', `Attach the picture in the form field "${field}".`);
  }
  if (file.size > options.maxBytes) throw tooLarge(options.maxBytes);
  return new Uint8Array(await file.arrayBuffer());
}
