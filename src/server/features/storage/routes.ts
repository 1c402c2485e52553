// Serving of stored files (avatars, car photos, community pictures, a member's own receipts).
// The uploads that store them belong to their features (garage/upload-routes.ts for a car's).
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireUser } from '../auth/session.ts';
import { storageFor } from './storage.ts';
import { UUID } from '../../../shared/uuid.ts';

const FILE_NAME = /^[0-9a-f]{32}-(?:320|800|1600)\.webp$/;
const notFound = () => new AppError('not_found', 'Not found.');

function serve(c: Context<AppEnv>, file: { body: Uint8Array; contentType: string }, scope: string) {
  return c.body(file.body as Uint8Array<ArrayBuffer>, 200, {
    'content-type': file.contentType,
    'x-content-type-options': 'nosniff',
    // Names are content-addressed: a name never changes what it holds.
    'cache-control': `${scope}, max-age=31536000, immutable`,
  });
}

const AVATAR_NAME = /^\d{10,16}(?:-64)?\.webp$/;

export const fileRoutes = new Hono<AppEnv>()
  .get('/avatars/:userId/:name', async (c) => {
    const { userId, name } = c.req.param();
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(userId) || !AVATAR_NAME.test(name)) throw notFound();
    const file = await storageFor(c.var.deps.config).get(`avatars/${userId}/${name}`);
    if (!file) throw notFound();
    return serve(c, file, 'public');
  })
  .get('/photos/:vehicleId/:name', async (c) => {
    const { vehicleId, name } = c.req.param();
    if (!UUID.test(vehicleId) || !FILE_NAME.test(name)) throw notFound();
    const file = await storageFor(c.var.deps.config).get(`photos/${vehicleId}/${name}`);
    if (!file) throw notFound();
    return serve(c, file, 'public');
  })
  .get('/community/:imageId/:name', async (c) => {
    const { imageId, name } = c.req.param();
    if (!UUID.test(imageId) || !FILE_NAME.test(name)) throw notFound();
    const file = await storageFor(c.var.deps.config).get(`community/${imageId}/${name}`);
    if (!file) throw notFound();
    return serve(c, file, 'public');
  })
  .get('/receipts/:userId/:vehicleId/:name', requireUser, async (c) => {
    const { userId, vehicleId, name } = c.req.param();
    // Another user's receipt is answered exactly like a missing one.
    if (userId !== c.var.user.id || !UUID.test(vehicleId) || !FILE_NAME.test(name)) {
      throw notFound();
    }
    const file = await storageFor(c.var.deps.config).get(`receipts/${userId}/${vehicleId}/${name}`);
    if (!file) throw notFound();
    return serve(c, file, 'private');
  });
