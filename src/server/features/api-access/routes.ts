// /api/api-tokens: an owner's personal access tokens (docs/api-access.md). Managing them takes a
// browser session: a bearer token is refused on these paths before they run (bearer.ts).
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { validate } from '../../lib/validate.ts';
import { apiTokenInputSchema } from '../../../shared/api-access.ts';
import { requireUser } from '../auth/session.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import { createToken, listTokens, revokeToken } from './service.ts';
import { UUID } from '../../../shared/uuid.ts';

export const apiTokenRoutes = new Hono<AppEnv>()
  .get('/', requireUser, async (c) =>
    c.json({ tokens: await listTokens(c.var.deps.db, c.var.user.id) }),
  )
  .post('/', requireUser, validate('json', apiTokenInputSchema), async (c) => {
    const { db, config } = c.var.deps;
    await enforceRateLimit(
      c,
      `api-token-create:${c.var.user.id}`,
      {
        max: config.API_TOKEN_CREATE_RATE_LIMIT_MAX,
        windowSeconds: config.API_TOKEN_CREATE_RATE_LIMIT_WINDOW_SECONDS,
      },
      'You have created many API tokens in a short time.',
    );
    return c.json(await createToken(db, c.var.user.id, c.req.valid('json')), 201);
  })
  .delete('/:id', requireUser, async (c) => {
    const id = c.req.param('id');
    if (!UUID.test(id)) throw new AppError('not_found', 'There is no such token.');
    await revokeToken(c.var.deps.db, c.var.user.id, id);
    return c.body(null, 204);
  });
