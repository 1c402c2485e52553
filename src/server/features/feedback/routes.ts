import { Hono } from 'hono';
import { feedbackSchema } from '../../../shared/feedback.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { validate } from '../../lib/validate.ts';
import { requireUser } from '../auth/session.ts';
import { ensureUser } from '../users/service.ts';
import { submitFeedback } from './service.ts';

export const feedbackRoutes = new Hono<AppEnv>().post(
  '/',
  requireUser,
  validate('json', feedbackSchema),
  async (c) => {
    const { db } = c.var.deps;
    const user = c.var.user;
    await ensureUser(db, user);
    const saved = await submitFeedback(db, {
      userId: user.id,
      message: c.req.valid('json').message,
    });
    return c.json(saved, 201);
  },
);
