// /api/favorites: thin routes over the favorites service; every route needs a signed-in user.
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { noBody, validate } from '../../lib/validate.ts';
import { favoriteInputSchema } from '../../../shared/favorites.ts';
import { requireUser } from '../auth/session.ts';
import { ids } from '../../lib/path-ids.ts';
import { addFavorite, listFavorites, removeFavorite, restoreFavorite } from './service.ts';

export const favoritesRoutes = new Hono<AppEnv>()
  .use('*', requireUser)
  .get('/', async (c) => c.json(await listFavorites(c.var.deps.db, c.var.user.id)))
  .post('/', validate('json', favoriteInputSchema), async (c) => {
    const { favorite, created } = await addFavorite(
      c.var.deps.db,
      c.var.user.id,
      c.req.valid('json'),
    );
    return created ? c.json(favorite, 201) : c.json(favorite, 200);
  })
  .delete('/:id', ids('id'), async (c) => {
    await removeFavorite(c.var.deps.db, c.var.user.id, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .post('/:id/restore', ids('id'), noBody, async (c) =>
    c.json(await restoreFavorite(c.var.deps.db, c.var.user.id, c.req.valid('param').id)),
  );
