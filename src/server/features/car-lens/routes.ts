// /api/car-lens: scan a photo (multipart field "photo", up to 15 MB: this path skips the app-wide
// 2 MB body limit and has its own), decode a typed VIN, reopen a saved result.
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../../app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { validate } from '../../lib/validate.ts';
import { CARLENS_MAX_BYTES, carLensVinInputSchema } from '../../../shared/car-lens.ts';
import { requireUser } from '../auth/session.ts';
import { ids } from '../../lib/path-ids.ts';
import { getResult, scanPhoto, scanVin } from './service.ts';

/** The scan path, exempt from the app-wide 2 MB limit (app.ts). */
export const CARLENS_UPLOAD_PATH = /^\/api\/car-lens\/?$/;

const tooLarge = () => new AppError('payload_too_large', 'The picture is larger than 15 MB.');

const photoLimit = bodyLimit({
  maxSize: CARLENS_MAX_BYTES + 64 * 1024,
  onError: () => {
    throw tooLarge();
  },
});

/** Before the body limit: a JSON body has already been read (the NUL check) and cannot be again. */
const multipartOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!(c.req.header('content-type') ?? '').startsWith('multipart/form-data')) {
    throw new AppError('bad_request', 'Send the photo as multipart/form-data, field "photo".');
  }
  await next();
};

async function uploadedPhoto(c: Context<AppEnv>): Promise<Uint8Array> {
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw new AppError('bad_request', 'The upload could not be read.');
  }
  const file = form.photo;
  if (!(file instanceof File)) {
    throw new AppError('bad_request', 'Attach the photo in the form field "photo".');
  }
  if (file.size > CARLENS_MAX_BYTES) throw tooLarge();
  return new Uint8Array(await file.arrayBuffer());
}

export const carLensRoutes = new Hono<AppEnv>()
  .post('/', requireUser, multipartOnly, photoLimit, async (c) => {
    const { db, config, logger } = c.var.deps;
    const photo = await uploadedPhoto(c);
    const context = { userId: c.var.user.id, config, logger, signal: c.req.raw.signal };
    return c.json(await scanPhoto(db, context, photo), 201);
  })
  .post('/vin', requireUser, validate('json', carLensVinInputSchema), async (c) => {
    const { db, config, logger } = c.var.deps;
    const context = { userId: c.var.user.id, config, logger, signal: c.req.raw.signal };
    return c.json(await scanVin(db, context, c.req.valid('json').vin), 201);
  })
  .get('/:id', requireUser, ids('id'), async (c) =>
    c.json(await getResult(c.var.deps.db, c.var.user.id, c.req.valid('param').id)),
  );
