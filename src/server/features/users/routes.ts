import { Hono } from 'hono';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { validate } from '../../lib/validate.ts';
import { profilePatchSchema } from '../../../shared/account.ts';
import { AVATAR_MAX_BYTES } from '../../../shared/account-limits.ts';
import { requireUser, resolveSession } from '../auth/session.ts';
import { storeAvatar } from '../storage/files.ts';
import { processAvatar } from '../storage/images.ts';
import { storageFor } from '../storage/storage.ts';
import { setAvatarUrl, toProfile, updateProfile, type Profile } from './service.ts';

/** The avatar upload has its own 5 MB limit (app.ts leaves this path out of the 2 MB one). */
export const AVATAR_UPLOAD_PATH = /^\/api\/me\/avatar$/;

const tooLarge = () => new AppError('payload_too_large', 'The picture is larger than 5 MB.');

const avatarLimit = bodyLimit({
  maxSize: AVATAR_MAX_BYTES + 64 * 1024,
  onError: () => {
    throw tooLarge();
  },
});

/** The uploaded bytes from multipart field `avatar`. */
async function uploadedAvatar(c: Context<AppEnv>): Promise<Uint8Array> {
  if (!(c.req.header('content-type') ?? '').startsWith('multipart/form-data')) {
    throw new AppError('bad_request', 'Send the picture as multipart/form-data, field "avatar".');
  }
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw new AppError('bad_request', 'The upload could not be read.');
  }
  const file = form.avatar;
  if (!(file instanceof File)) {
    throw new AppError('bad_request', 'Attach the picture in the form field "avatar".');
  }
  if (file.size > AVATAR_MAX_BYTES) throw tooLarge();
  return new Uint8Array(await file.arrayBuffer());
}

export const meRoutes = new Hono<AppEnv>()
  .get('/', requireUser, (c) => {
    const user = c.var.user;
    return c.json(toProfile(user.profile, user.email, user.emailVerified));
  })
  .patch('/', requireUser, validate('json', profilePatchSchema), async (c) => {
    const user = c.var.user;
    const row = await updateProfile(c.var.deps.db, user.id, c.req.valid('json'));
    return c.json(toProfile(row, user.email, user.emailVerified));
  })
  .post('/avatar', requireUser, avatarLimit, async (c) => {
    const { db, config } = c.var.deps;
    const user = c.var.user;
    const sizes = await processAvatar(await uploadedAvatar(c), AVATAR_MAX_BYTES);
    // storeAvatar removes the user's earlier avatar files once the new ones are in place.
    const avatarUrl = await storeAvatar(storageFor(config), user.id, sizes);
    const row = await setAvatarUrl(db, user.id, avatarUrl);
    return c.json(toProfile(row, user.email, user.emailVerified), 201);
  });

/**
 * GET /api/session: how the web app finds out who is there. Signed out is an answer here, not an
 * error (200 `{ user: null }`), so an anonymous visit logs no failed request; every other
 * protected route still answers 401.
 */
export const sessionRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { deps } = c.var;
  const resolved = await resolveSession(
    deps,
    c.req.raw.headers,
    getCookie(c, deps.sessionCookieName),
  );
  c.header('cache-control', 'no-store');
  for (const cookie of resolved?.setCookies ?? []) c.header('set-cookie', cookie, { append: true });
  const user: Profile | null = resolved
    ? toProfile(resolved.user.profile, resolved.user.email, resolved.user.emailVerified)
    : null;
  return c.json({ user });
});
