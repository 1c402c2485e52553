// Fixed-window counters in the database, so every instance behind a load balancer shares them,
// and the 429 (with Retry-After) every limit of decision 009 answers with.
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../db/database.ts';
import { AppError } from './app-error.ts';
import type { AppEnv } from '../app-env.ts';

export async function hitRateLimit(
  db: Db,
  key: string,
  options: { max: number; windowSeconds: number },
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const result = (await db.execute(sql`
    insert into rate_limits (key, count, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${options.windowSeconds}))
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now()
        then now() + make_interval(secs => ${options.windowSeconds}) else rate_limits.reset_at end
    returning count, reset_at`)) as unknown as {
    rows: { count: number; reset_at: string | Date }[];
  };
  const row = result.rows[0];
  if (!row) return { allowed: true, retryAfterSeconds: 0 };
  const resetAt = new Date(row.reset_at).getTime();
  return {
    allowed: Number(row.count) <= options.max,
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)),
  };
}

/** Takes back one hit (an attempt that turned out not to count, e.g. a successful sign-in). */
export async function releaseRateLimit(db: Db, key: string): Promise<void> {
  await db.execute(
    sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key} and reset_at > now()`,
  );
}

export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

/** 429 with Retry-After and a message people can act on. */
function tooMany(c: Context<AppEnv>, what: Refusal, retryAfterSeconds: number): never {
  c.header('Retry-After', String(retryAfterSeconds));
  const wait =
    retryAfterSeconds >= 120
      ? `${Math.ceil(retryAfterSeconds / 60)} minutes`
      : `${retryAfterSeconds} seconds`;
  const message = typeof what === 'function' ? what(wait) : `${what} Wait ${wait} and try again.`;
  throw new AppError('rate_limited', message, { retryAfterSeconds });
}

/** What a 429 says: a sentence (then "Wait N minutes and try again."), or built from the wait. */
type Refusal = string | ((wait: string) => string);

/**
 * Counts one hit on `key`; past `max` within the window the request ends with 429. `db` may be a
 * transaction, so the hit belongs to it.
 */
export async function enforceRateLimit(
  c: Context<AppEnv>,
  key: string,
  limit: { max: number; windowSeconds: number },
  what: Refusal,
  db: Db = c.var.deps.db,
) {
  const result = await hitRateLimit(db, key, limit);
  if (!result.allowed) tooMany(c, what, result.retryAfterSeconds);
}
