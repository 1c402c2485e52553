import { Hono } from 'hono';
import { feedbackSchema } from '../../../shared/feedback.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { validate } from '../../lib/validate.ts';
import { requireUser } from '../auth/session.ts';
import { submitFeedback } from './service.ts';

export const feedbackRoutes = new Hono<AppEnv>().post(
  '/',
  requireUser,
  validate('json', feedbackSchema),
  async (c) => {
    const saved = await submitFeedback(c.var.deps.db, {
      userId: c.var.user.id,
      message: c.req.valid('json').message,
    });
    return c.json(saved, 201);
  },
);
