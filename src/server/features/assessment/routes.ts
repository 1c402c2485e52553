// /api/assessment: thin routes over the assessment service. Every route needs a signed-in user
// and reads only that user's rows; the searches routes come before /:id so they are not taken
// for an id.
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { validate } from '../../lib/validate.ts';
import { assessmentInputSchema, assessmentListQuerySchema } from '../../../shared/assessment.ts';
import { requireUser } from '../auth/session.ts';
import { ids } from '../garage/routes.ts';
import {
  clearSearches,
  createAssessment,
  deleteAssessment,
  getAssessment,
  listAssessments,
  listSearches,
} from './service.ts';

export const assessmentRoutes = new Hono<AppEnv>()
  .get('/searches', requireUser, async (c) =>
    c.json({ searches: await listSearches(c.var.deps.db, c.var.user.id) }),
  )
  .delete('/searches', requireUser, async (c) => {
    await clearSearches(c.var.deps.db, c.var.user.id);
    return c.body(null, 204);
  })
  .post('/', requireUser, validate('json', assessmentInputSchema), async (c) => {
    const { db, config, logger } = c.var.deps;
    const result = await createAssessment(
      db,
      { userId: c.var.user.id, config, logger, signal: c.req.raw.signal },
      c.req.valid('json'),
    );
    return c.json(result, 201);
  })
  .get('/', requireUser, validate('query', assessmentListQuerySchema), async (c) =>
    c.json({
      items: await listAssessments(c.var.deps.db, c.var.user.id, c.req.valid('query')),
    }),
  )
  .get('/:id', requireUser, ids('id'), async (c) =>
    c.json(await getAssessment(c.var.deps.db, c.var.user.id, c.req.valid('param').id)),
  )
  .delete('/:id', requireUser, ids('id'), async (c) => {
    await deleteAssessment(c.var.deps.db, c.var.user.id, c.req.valid('param').id);
    return c.body(null, 204);
  });
