// POST /api/garage/import: a CSV file into one of the user's vehicles, previewed (commit: false,
// nothing written) or committed (all rows in one transaction, or none). Commits are rate limited.
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { replies } from '../../lib/replies.ts';
import { validate } from '../../lib/validate.ts';
import { importRequestSchema } from '../../../shared/garage-import.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import { requireUser } from '../auth/session.ts';
import { commitImport, previewImport } from './import-service.ts';
import { importCommitReply, importPreviewReply } from './import-reply-schemas.ts';

export const importRoutes = new Hono<AppEnv>().post(
  '/',
  requireUser,
  validate('json', importRequestSchema),
  replies(importPreviewReply, 200, {
    description: 'The preview (`commit: false`): nothing written',
  }),
  replies(importCommitReply, 201, { description: 'Committed (`commit: true`)' }),
  async (c) => {
    const { db, config } = c.var.deps;
    const input = c.req.valid('json');
    const scope = { userId: c.var.user.id, defaultCurrency: config.CURRENCY };
    if (!input.commit) return c.json(await previewImport(db, scope, input), 200);
    await enforceRateLimit(
      c,
      `import:${c.var.user.id}`,
      { max: config.IMPORT_RATE_LIMIT_MAX, windowSeconds: config.IMPORT_RATE_LIMIT_WINDOW_SECONDS },
      'You have imported a lot of files in a short time.',
    );
    return c.json(await commitImport(db, scope, input), 201);
  },
);
