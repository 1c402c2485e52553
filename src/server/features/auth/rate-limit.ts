// Fixed-window counters in the database, so every instance behind a load balancer shares them.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';

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
