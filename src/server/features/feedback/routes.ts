// /api/feedback: a member sends feedback (SPEC.md §7) and lists their own (the /feedback page).
import { Hono } from 'hono';
import { feedbackSchema } from '../../../shared/feedback.ts';
import type { AppEnv } from '../../app-env.ts';
import { validate } from '../../lib/validate.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import { requireUser } from '../auth/session.ts';
import { listFeedback, submitFeedback } from './service.ts';

export const feedbackRoutes = new Hono<AppEnv>()
  .get('/', requireUser, async (c) => c.json(await listFeedback(c.var.deps.db, c.var.user.id)))
  .post('/', requireUser, validate('json', feedbackSchema), async (c) => {
    const { config, db } = c.var.deps;
    const saved = await submitFeedback(
      db,
      { userId: c.var.user.id, message: c.req.valid('json').message },
      // Only a new submission counts: the repeats of a double tap find the first row instead.
      (tx) =>
        enforceRateLimit(
          c,
          `feedback:${c.var.user.id}`,
          {
            max: config.FEEDBACK_RATE_LIMIT_MAX,
            windowSeconds: config.FEEDBACK_RATE_LIMIT_WINDOW_SECONDS,
          },
          'You have sent a lot of feedback in a short time.',
          tx,
        ),
    );
    return c.json(saved, 201);
  });
