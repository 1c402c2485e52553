// A signed-in page's first API answers (decision 021), asked of the app itself as the browser
// would ask them (its cookie, language and agent), so each is the very answer GET <path> gives,
// through the same middleware, ownership checks and logging. spa.ts bounds how many at once.
import type { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import type { Logger } from '../logger.ts';
import type { PageAnswers } from './spa.ts';

/** The answers of `app` to a page's GETs, by path; anything but a 200 JSON answer is left out. */
export function answersFromOwnApi(app: Hono<AppEnv>, logger: Logger): PageAnswers {
  return async (c, paths) => {
    const headers = new Headers();
    for (const name of ['cookie', 'accept-language', 'user-agent']) {
      const value = c.req.header(name);
      if (value) headers.set(name, value);
    }
    const started = performance.now();
    const env = { ...c.env, answersFor: c.var.requestId };
    const answered = await Promise.all(
      paths.map(async (answerPath) => {
        const response = await app.request(answerPath, { headers }, env);
        if (
          response.status !== 200 ||
          !response.headers.get('content-type')?.startsWith('application/json')
        ) {
          await response.body?.cancel();
          return null;
        }
        return [answerPath, await response.json()] as const;
      }),
    );
    const kept = answered.filter((entry) => entry !== null);
    logger.info(
      {
        reqId: c.var.requestId,
        asked: paths.length,
        answered: kept.length,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'page answers',
    );
    return Object.fromEntries(kept);
  };
}
