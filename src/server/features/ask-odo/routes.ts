// /api/ask-odo: ask a question (the answer streams back as NDJSON, docs/api-ask-odo.md) and the
// user's threads (list, read, rename, delete). Validation, the rate limit, the thread's owner and
// the free quota are all checked before the first byte of an answer is sent.
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { validate } from '../../lib/validate.ts';
import {
  askQuestionSchema,
  askRenameSchema,
  type AskStreamEvent,
} from '../../../shared/ask-odo.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import { requireUser } from '../auth/session.ts';
import { ids } from '../../lib/path-ids.ts';
import { articleIndex } from '../knowledge/articles.ts';
import { askQuestion } from './ask-service.ts';
import { deleteThread, getThread, listThreads, renameThread } from './threads-service.ts';

/** Questions per user per minute (premium users too: rows must not be farmed). */
export const ASK_RATE_LIMIT = { max: 10, windowSeconds: 60 };

// The article index is built once, when the app starts, not on the first question.
articleIndex();

function ndjson(
  events: AsyncGenerator<AskStreamEvent>,
  stop: AbortController,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { value, done } = await events.next();
        if (done) controller.close();
        else controller.enqueue(encoder.encode(`${JSON.stringify(value)}\n`));
      } catch {
        controller.enqueue(
          encoder.encode(
            `${JSON.stringify({ type: 'error', code: 'internal', message: 'Something went wrong while answering. Nothing was charged.' } satisfies AskStreamEvent)}\n`,
          ),
        );
        controller.close();
      }
    },
    async cancel() {
      // The reader went away: stop the model, then let the answer settle (refund, keep it as
      // interrupted) before the stream counts as cancelled.
      stop.abort(new Error('the client went away'));
      await events.return(undefined);
    },
  });
}

export const askOdoRoutes = new Hono<AppEnv>()
  .post('/messages', requireUser, validate('json', askQuestionSchema), async (c) => {
    const { db, config, logger } = c.var.deps;
    const userId = c.var.user.id;
    await enforceRateLimit(c, `ask-odo:${userId}`, ASK_RATE_LIMIT, 'Too many questions at once.');
    const stop = new AbortController();
    const { events } = await askQuestion(
      db,
      { userId, config, logger, signal: AbortSignal.any([c.req.raw.signal, stop.signal]) },
      c.req.valid('json'),
    );
    return c.body(ndjson(events, stop), 200, {
      'content-type': 'application/x-ndjson; charset=utf-8',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });
  })
  .get('/threads', requireUser, async (c) =>
    c.json({ threads: await listThreads(c.var.deps.db, c.var.user.id) }),
  )
  .get('/threads/:id', requireUser, ids('id'), async (c) =>
    c.json(await getThread(c.var.deps.db, c.var.user.id, c.req.valid('param').id)),
  )
  .patch('/threads/:id', requireUser, ids('id'), validate('json', askRenameSchema), async (c) =>
    c.json(
      await renameThread(
        c.var.deps.db,
        c.var.user.id,
        c.req.valid('param').id,
        c.req.valid('json').title,
      ),
    ),
  )
  .delete('/threads/:id', requireUser, ids('id'), async (c) => {
    await deleteThread(c.var.deps.db, c.var.user.id, c.req.valid('param').id);
    return c.body(null, 204);
  });
