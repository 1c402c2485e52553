// Once-per-period work across every instance sharing the database (decision 010): the job_runs
// row (name, period) is the claim; an unfinished claim whose lease ran out may be taken over.
import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { jobRuns } from '../../db/schema.ts';

export interface RunOnceOptions {
  /** The job, e.g. 'service-due'. */
  name: string;
  /** Which run of it, e.g. the UTC date '2026-11-23' for a daily job. */
  period: string;
  /** Who claims it (one id per process). */
  holder: string;
  /** How long the claim stays ours; past it, another holder may take the run over. */
  leaseMs: number;
  /** The claim's clock (injected in tests). */
  now: Date;
}

export type RunOutcome =
  | { status: 'done'; result: string }
  | { status: 'failed'; error: string }
  /** Someone else finished it, or holds a lease on it that has not run out. */
  | { status: 'skipped'; reason: 'finished' | 'held' };

/**
 * Runs `work` if this holder wins the period's claim: a fresh claim is an `INSERT … ON CONFLICT DO
 * NOTHING`; an unfinished claim whose lease ran out is taken over by a conditional UPDATE. A
 * finished run is never repeated. A failure records its error and releases the lease, so the
 * next tick (of any instance) retries. Database errors while claiming are thrown to the caller.
 */
export async function runOncePerPeriod(
  db: Db,
  options: RunOnceOptions,
  work: () => Promise<unknown>,
): Promise<RunOutcome> {
  const { name, period, holder, now } = options;
  const leaseUntil = new Date(now.getTime() + options.leaseMs);
  const claimed =
    (
      await db
        .insert(jobRuns)
        .values({ name, period, holder, leaseUntil, startedAt: now })
        .onConflictDoNothing()
        .returning({ name: jobRuns.name })
    ).length > 0 ||
    (
      await db
        .update(jobRuns)
        .set({ holder, leaseUntil, startedAt: now, result: null })
        .where(
          and(
            eq(jobRuns.name, name),
            eq(jobRuns.period, period),
            isNull(jobRuns.finishedAt),
            lte(jobRuns.leaseUntil, now),
          ),
        )
        .returning({ name: jobRuns.name })
    ).length > 0;
  if (!claimed) {
    const [row] = await db
      .select({ finishedAt: jobRuns.finishedAt })
      .from(jobRuns)
      .where(and(eq(jobRuns.name, name), eq(jobRuns.period, period)));
    return { status: 'skipped', reason: row?.finishedAt ? 'finished' : 'held' };
  }

  const started = performance.now();
  const ours = and(
    eq(jobRuns.name, name),
    eq(jobRuns.period, period),
    eq(jobRuns.holder, holder),
    isNull(jobRuns.finishedAt),
  );
  // The injected clock moved on by as long as the work really took.
  const finishedAt = () => new Date(now.getTime() + Math.round(performance.now() - started));
  let result: string;
  try {
    result = describe(await work());
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db
      .update(jobRuns)
      .set({ result: `error: ${message}`.slice(0, 2000), leaseUntil: finishedAt() })
      .where(ours);
    return { status: 'failed', error: message };
  }
  await db.update(jobRuns).set({ finishedAt: finishedAt(), result }).where(ours);
  return { status: 'done', result };
}

function describe(value: unknown): string {
  if (value === undefined) return 'ok';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
