// Runs the Ask Odo evaluation through the real app: a premium user with the evaluation garage asks
// every question with POST /api/ask-odo/messages on EVAL_NOW, and each streamed answer is kept
// with its events and timing. Used by ask-eval.test.ts and the bench (bench/ask-eval.ts).
import { eq } from 'drizzle-orm';
import type { AskSource, AskStreamEvent } from '../../../../shared/ask-odo.ts';
import type { Db } from '../../../db/database.ts';
import { askMessages, everythingTable } from '../../../db/schema.ts';
import type { TestClient } from '../../../test/harness.ts';
import { clearRateLimit } from '../../../lib/rate-limit.ts';
import { ASK_RATE_LIMIT } from '../routes.ts';
import { answerText, readEvents } from '../testing/stream.ts';
import { shiftClock } from './clock.ts';
import { EVAL_NOW, MALLORY_EMAIL, seedEvalGarage, seedMallory } from './garage.ts';
import type { EvalItem } from './score.ts';

export interface EvalAnswer {
  id: string;
  status: number;
  contentType: string | null;
  events: AskStreamEvent[];
  text: string;
  sources: AskSource[];
  threadId: string | null;
  /** The answer as stored in its thread (read back at once: a user's oldest threads are pruned). */
  stored: string | null;
  ms: number;
}

export interface EvalApp {
  client: () => TestClient;
  db: Db;
}

async function premium(db: Db, userId: string) {
  await db.insert(everythingTable).values({
    userId,
    subscriptionStatus: 'active',
    source: 'demo',
    endDate: new Date(Date.now() + 30 * 86_400_000),
  });
}

/** Signs up the asker (premium, with the evaluation garage) and Mallory (her own car). */
export async function prepareEval(app: EvalApp) {
  const asker = app.client();
  const { id: userId } = await asker.signUp({ name: 'Eval Driver' });
  await premium(app.db, userId);
  const vehicleIds = await seedEvalGarage(asker, app.db);
  const mallory = app.client();
  await mallory.signUp({ name: 'Mallory', email: MALLORY_EMAIL });
  await seedMallory(mallory);
  return { asker, userId, vehicleIds };
}

/** Asks every question, one at a time, on EVAL_NOW; the answers come back in the items' order. */
export async function askAll(
  app: EvalApp,
  asker: { client: TestClient; userId: string },
  items: EvalItem[],
): Promise<EvalAnswer[]> {
  const answers: EvalAnswer[] = [];
  const restore = shiftClock(EVAL_NOW);
  try {
    for (const [index, item] of items.entries()) {
      // The per-user limit (10 a minute) is the route's, tested in ask-odo.test.ts; here a new
      // window starts every 10 questions. The key is the one routes.ts counts on.
      if (index % ASK_RATE_LIMIT.max === 0) await clearRateLimit(app.db, `ask-odo:${asker.userId}`);
      const started = performance.now();
      const response = await asker.client.post('/api/ask-odo/messages', {
        question: item.question,
      });
      const events = response.status === 200 ? await readEvents(response) : [];
      const ms = performance.now() - started;
      const start = events[0]?.type === 'start' ? events[0] : null;
      const sources = events.find((event) => event.type === 'sources');
      const [stored] = start
        ? await app.db
            .select({ content: askMessages.content })
            .from(askMessages)
            .where(eq(askMessages.id, start.messageId))
        : [];
      answers.push({
        id: item.id,
        status: response.status,
        contentType: response.headers.get('content-type'),
        events,
        text: answerText(events),
        sources: sources?.type === 'sources' ? sources.sources : [],
        threadId: start?.threadId ?? null,
        stored: stored?.content ?? null,
        ms,
      });
    }
  } finally {
    restore();
  }
  return answers;
}
