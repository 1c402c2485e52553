import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../../app-env.ts';
import { validate } from '../../lib/validate.ts';
import { profilePatchSchema } from '../../../shared/account.ts';
import { AVATAR_MAX_BYTES } from '../../../shared/account-limits.ts';
import { requireUser, resolveSession } from '../auth/session.ts';
import { storeAvatar } from '../storage/files.ts';
import { processAvatar } from '../storage/images.ts';
import { storageFor } from '../storage/storage.ts';
import { pictureUploadLimit, uploadedPicture } from '../storage/picture-upload.ts';
import { setAvatarUrl, toProfile, updateProfile, type Profile } from './service.ts';

/** The avatar upload has its own 5 MB limit (app.ts leaves this path out of the 2 MB one). */
export const AVATAR_UPLOAD_PATH = /^\/api\/me\/avatar$/;

const avatarLimit = pictureUploadLimit(AVATAR_MAX_BYTES, 'avatar');

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
    const sizes = await processAvatar(
      await uploadedPicture(c, { fields: ['avatar'], maxBytes: AVATAR_MAX_BYTES }),
      AVATAR_MAX_BYTES,
    );
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
