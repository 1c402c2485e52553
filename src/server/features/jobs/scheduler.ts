// Odo's scheduler: every instance ticks every few minutes, and each daily job runs once per UTC
// day across all of them (the job_runs claim decides, decision 010). Started from main.ts.
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import type { Config } from '../../env.ts';
import { notifyDueServices } from '../garage/notify-due.ts';
import { storageFor } from '../storage/storage.ts';
import { purgeExpired } from './purge.ts';
import { runOncePerPeriod, type RunOutcome } from './run-once.ts';

export interface DailyJob {
  name: string;
  /** The UTC hour from which the day's run is due. */
  hourUtc: number;
  run(db: Db, now: Date): Promise<unknown>;
}

/** What a scheduler logs: runs at info, failures (the job's or the database's) at warn. */
export interface JobLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface SchedulerOptions {
  db: Db;
  log: JobLog;
  jobs: DailyJob[];
  tickMs: number;
  /** How long a claim holds before another instance may take the run over. */
  leaseMs?: number;
  /** This process's name in job_runs.holder. */
  holder?: string;
  clock?: () => Date;
}

export type TickReport = Record<string, RunOutcome | { status: 'not_due' } | { status: 'error' }>;

export const DEFAULT_LEASE_MS = 15 * 60_000;

export function dailyJobs(config: Config): DailyJob[] {
  return [
    { name: 'service-due', hourUtc: config.SERVICE_DUE_HOUR_UTC, run: notifyDueServices },
    // Quiet hours for most of Odo's users; nothing depends on the exact time.
    {
      name: 'purge',
      hourUtc: config.PURGE_HOUR_UTC,
      run: (db, now) =>
        purgeExpired(db, now, storageFor(config), {
          analyticsRetentionDays: config.ANALYTICS_RETENTION_DAYS,
        }),
    },
  ];
}

export function createScheduler(options: SchedulerOptions) {
  const { db, log, jobs, tickMs } = options;
  const clock = options.clock ?? (() => new Date());
  const holder = options.holder ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<TickReport> | undefined;
  let stopped = false;

  async function runTick(): Promise<TickReport> {
    const now = clock();
    const report: TickReport = {};
    for (const job of jobs) {
      if (now.getUTCHours() < job.hourUtc) {
        report[job.name] = { status: 'not_due' };
        continue;
      }
      const period = now.toISOString().slice(0, 10);
      try {
        const outcome = await runOncePerPeriod(
          db,
          { name: job.name, period, holder, leaseMs, now },
          () => job.run(db, now),
        );
        report[job.name] = outcome;
        if (outcome.status === 'done') {
          log.info({ job: job.name, period, result: outcome.result }, `job ${job.name} ran`);
        } else if (outcome.status === 'failed') {
          log.warn(
            { job: job.name, period, error: outcome.error },
            `job ${job.name} failed; it is retried on a later tick`,
          );
        }
      } catch (error) {
        // Most likely the database is unreachable: nothing was claimed, the next tick tries again.
        report[job.name] = { status: 'error' };
        log.warn(
          { err: error, job: job.name, period },
          `job ${job.name} could not run (database unavailable?); retrying next tick`,
        );
      }
    }
    return report;
  }

  /** One pass over the jobs. A tick never overlaps itself: a call during one joins it. */
  function tick(): Promise<TickReport> {
    running ??= runTick().finally(() => {
      running = undefined;
    });
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      void tick().finally(schedule);
    }, tickMs);
    timer.unref();
  }

  return {
    holder,
    tick,
    /** Ticks at once (the catch-up after a restart), then every tickMs. */
    start() {
      stopped = false;
      void tick().finally(schedule);
    },
    /** No more ticks; resolves once a tick in progress has finished. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;
