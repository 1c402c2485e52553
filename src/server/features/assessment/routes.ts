// /api/assessment: thin routes over the assessment service. Every route needs a signed-in user
// and reads only that user's rows; the searches routes come before /:id so they are not taken
// for an id.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env.ts';
import { validate } from '../../lib/validate.ts';
import {
  assessmentListQuerySchema,
  carAssessmentInputSchema,
  garageAssessmentInputSchema,
  type assessmentInputSchema,
} from '../../../shared/assessment.ts';
import { requireUser } from '../auth/session.ts';
import { ids } from '../../lib/path-ids.ts';
import {
  clearSearches,
  createAssessment,
  deleteAssessment,
  getAssessment,
  listAssessments,
  listSearches,
} from './service.ts';

/**
 * The shared union, checked branch by branch: a body with `vehicleId` is a garage car, anything
 * else a described car, so `{}` is told which fields are missing rather than "Invalid input".
 * Its types are the union's (what the typed client sends, what the service gets).
 */
const assessmentInput = z.unknown().transform((value, ctx) => {
  const garage = typeof value === 'object' && value !== null && 'vehicleId' in value;
  const parsed = (garage ? garageAssessmentInputSchema : carAssessmentInputSchema).safeParse(value);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, input: undefined });
  return z.NEVER;
}) as unknown as typeof assessmentInputSchema;

export const assessmentRoutes = new Hono<AppEnv>()
  .get('/searches', requireUser, async (c) =>
    c.json({ searches: await listSearches(c.var.deps.db, c.var.user.id) }),
  )
  .delete('/searches', requireUser, async (c) => {
    await clearSearches(c.var.deps.db, c.var.user.id);
    return c.body(null, 204);
  })
  .post('/', requireUser, validate('json', assessmentInput), async (c) => {
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
