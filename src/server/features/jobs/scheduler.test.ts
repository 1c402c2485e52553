import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Db } from '../../db/database.ts';
import { jobRuns, userNotifications } from '../../db/schema.ts';
import { parseConfig } from '../../env.ts';
import { createTestApp, json, openTestDatabase } from '../../test/harness.ts';
import type { VehicleDto } from '../../../shared/garage.ts';
import { createScheduler, dailyJobs, type DailyJob, type JobLog } from './scheduler.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function recordingLog() {
  const lines: { level: 'info' | 'warn'; message: string; details: object }[] = [];
  const log: JobLog = {
    info: (details, message) => lines.push({ level: 'info', message, details }),
    warn: (details, message) => lines.push({ level: 'warn', message, details }),
  };
  return { log, lines };
}

function countingJob(name: string, hourUtc = 6) {
  const job = {
    name,
    hourUtc,
    runs: [] as string[],
    async run(_db: Db, now: Date) {
      job.runs.push(now.toISOString());
      return { created: 0 };
    },
  };
  return job;
}

/** Two instances on one database, each with its own holder id and the same (held) clock. */
function twoInstances(db: Db, jobs: DailyJob[], clock: { now: Date }) {
  return ['instance-a', 'instance-b'].map((holder) =>
    createScheduler({
      db,
      log: recordingLog().log,
      jobs,
      tickMs: 300_000,
      holder,
      clock: () => clock.now,
    }),
  );
}

describe('the jobs settings', () => {
  it('are on by default, tick every 5 minutes and notify from 06:00 UTC', () => {
    expect(parseConfig({})).toMatchObject({
      JOBS_ENABLED: true,
      JOBS_TICK_SECONDS: 300,
      SERVICE_DUE_HOUR_UTC: 6,
    });
    expect(parseConfig({ JOBS_ENABLED: '0' }).JOBS_ENABLED).toBe(false);
    expect(parseConfig({ JOBS_ENABLED: 'false' }).JOBS_ENABLED).toBe(false);
    expect(parseConfig({ JOBS_ENABLED: '' }).JOBS_ENABLED).toBe(true);
    expect(dailyJobs(parseConfig({ SERVICE_DUE_HOUR_UTC: '9' }))).toEqual([
      expect.objectContaining({ name: 'service-due', hourUtc: 9 }),
      expect.objectContaining({ name: 'purge', hourUtc: 3 }),
    ]);
    expect(() => parseConfig({ SERVICE_DUE_HOUR_UTC: '24' })).toThrow(/SERVICE_DUE_HOUR_UTC/);
    expect(() => parseConfig({ JOBS_TICK_SECONDS: '0' })).toThrow(/JOBS_TICK_SECONDS/);
  });
});

describe('the scheduler', () => {
  it('runs a daily job once per UTC day across two instances, from its hour on', async () => {
    const job = countingJob('count-once');
    const clock = { now: new Date('2026-11-23T05:59:00Z') };
    const [a, b] = twoInstances(t.db, [job], clock);

    expect(await a!.tick()).toEqual({ 'count-once': { status: 'not_due' } });
    expect(job.runs).toEqual([]);

    clock.now = new Date('2026-11-23T06:00:00Z');
    const reports = await Promise.all([a!.tick(), b!.tick(), a!.tick(), b!.tick()]);
    expect(job.runs).toEqual(['2026-11-23T06:00:00.000Z']);
    expect(reports.filter((r) => r['count-once']?.status === 'done')).toHaveLength(
      // a's second call joins a's first tick: the same report twice.
      2,
    );

    // Later ticks the same day, on either instance, do nothing.
    for (const minutes of [5, 10, 600, 1079]) {
      clock.now = new Date(Date.parse('2026-11-23T06:00:00Z') + minutes * 60_000);
      await Promise.all([a!.tick(), b!.tick()]);
    }
    expect(job.runs).toHaveLength(1);

    clock.now = new Date('2026-11-24T06:05:00Z');
    await Promise.all([b!.tick(), a!.tick()]);
    expect(job.runs).toEqual(['2026-11-23T06:00:00.000Z', '2026-11-24T06:05:00.000Z']);
  });

  it('never overlaps a tick with itself', async () => {
    const scheduler = createScheduler({
      db: t.db,
      log: recordingLog().log,
      jobs: [countingJob('overlap')],
      tickMs: 300_000,
      clock: () => new Date('2026-11-23T07:00:00Z'),
    });
    const first = scheduler.tick();
    expect(scheduler.tick()).toBe(first);
    await first;
    expect(scheduler.tick()).not.toBe(first);
  });

  it('catches up at start and finishes the tick in progress when stopped', async () => {
    const job = countingJob('catch-up');
    const scheduler = createScheduler({
      db: t.db,
      log: recordingLog().log,
      jobs: [job],
      tickMs: 300_000,
      clock: () => new Date('2026-11-23T15:00:00Z'),
    });
    scheduler.start();
    await scheduler.stop();
    expect(job.runs).toEqual(['2026-11-23T15:00:00.000Z']);
  });

  it('sends one service_due notification per due item when two instances run the day', async () => {
    const ann = t.client();
    const { id: userId } = await ann.signUp();
    const car = await json<VehicleDto>(
      await ann.post('/api/garage/vehicles', {
        year: 2015,
        make: 'Ford',
        model: 'Focus',
        mileage: 90_000,
      }),
    );
    await ann.post(`/api/garage/vehicles/${car.id}/maintenance`, {
      type: 'brake_fluid',
      date: '2020-01-01',
      mileage: 40_000,
      cost: 70,
    });
    const jobs = dailyJobs(parseConfig({ SERVICE_DUE_HOUR_UTC: '6' }));
    const clock = { now: new Date() };
    clock.now.setUTCHours(8);
    const period = clock.now.toISOString().slice(0, 10);
    const [a, b] = twoInstances(t.db, jobs, clock);

    const reports = await Promise.all([a!.tick(), b!.tick()]);
    await Promise.all([a!.tick(), b!.tick()]);

    expect(reports.map((r) => r['service-due']?.status).sort()).toEqual(['done', 'skipped']);
    const notes = await t.db
      .select()
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, userId), eq(userNotifications.type, 'service_due')));
    expect(notes.length).toBeGreaterThanOrEqual(1);
    expect(notes.every((n) => n.linkPath === `/vehicle/${car.id}`)).toBe(true);
    // One notification per due item: no title twice.
    expect(new Set(notes.map((n) => n.title)).size).toBe(notes.length);
    expect(notes.filter((n) => n.title === 'Brake fluid is overdue')).toHaveLength(1);
    const [run] = await t.db
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.name, 'service-due'), eq(jobRuns.period, period)));
    expect(run?.result).toBe(JSON.stringify({ created: notes.length }));
  });

  it('logs a database outage during a tick, keeps going and retries on the next tick', async () => {
    let down = true;
    // The database as a tick sees it: every call fails while it is down (ECONNREFUSED and the like).
    const flaky = new Proxy(t.db, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver) as unknown;
        if (!down || typeof value !== 'function') return value;
        return () => {
          throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
        };
      },
    });
    const job = countingJob('outage');
    const { log, lines } = recordingLog();
    const scheduler = createScheduler({
      db: flaky,
      log,
      jobs: [job],
      tickMs: 300_000,
      clock: () => new Date('2026-11-23T09:00:00Z'),
    });

    expect(await scheduler.tick()).toEqual({ outage: { status: 'error' } });
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'warn',
        details: expect.objectContaining({ job: 'outage' }),
      }),
    ]);
    expect(job.runs).toEqual([]);

    down = false;
    expect(await scheduler.tick()).toEqual({ outage: { status: 'done', result: '{"created":0}' } });
    expect(job.runs).toHaveLength(1);
  });

  it.each([
    [
      'closed',
      async () => {
        const database = await openTestDatabase();
        await database.close();
        return database;
      },
    ],
    [
      'unreachable',
      // Nothing listens on port 1: every connection attempt is refused.
      () =>
        openPostgres('postgres://odo@127.0.0.1:1/odo', { migrate: false, connectTimeoutMs: 500 }),
    ],
  ] as const)('does not throw out of a tick when the database is %s', async (kind, open) => {
    const closed = await open();
    const job = countingJob('closed');
    const { log, lines } = recordingLog();
    const scheduler = createScheduler({
      db: closed.db,
      log,
      jobs: [job, countingJob('closed-too')],
      tickMs: 300_000,
      clock: () => new Date('2026-11-23T09:00:00Z'),
    });
    expect(await scheduler.tick()).toEqual({
      closed: { status: 'error' },
      'closed-too': { status: 'error' },
    });
    expect(lines.map((line) => line.level)).toEqual(['warn', 'warn']);
    expect(job.runs).toEqual([]);
    if (kind === 'unreachable') await closed.close();
  });

  it('logs a failing job at warn, and another instance retries it on its next tick', async () => {
    let calls = 0;
    const job: DailyJob = {
      name: 'fails-once',
      hourUtc: 0,
      async run() {
        calls += 1;
        if (calls === 1) throw new Error('boom');
        return 'ok now';
      },
    };
    const clock = { now: new Date('2026-11-23T00:10:00Z') };
    const first = recordingLog();
    const a = createScheduler({
      db: t.db,
      log: first.log,
      jobs: [job],
      tickMs: 300_000,
      holder: 'a',
      clock: () => clock.now,
    });
    const b = createScheduler({
      db: t.db,
      log: recordingLog().log,
      jobs: [job],
      tickMs: 300_000,
      holder: 'b',
      clock: () => clock.now,
    });
    expect(await a.tick()).toEqual({ 'fails-once': { status: 'failed', error: 'boom' } });
    expect(first.lines).toEqual([expect.objectContaining({ level: 'warn' })]);
    clock.now = new Date('2026-11-23T00:15:00Z');
    expect(await b.tick()).toEqual({ 'fails-once': { status: 'done', result: 'ok now' } });
    expect(await a.tick()).toEqual({ 'fails-once': { status: 'skipped', reason: 'finished' } });
    expect(calls).toBe(2);
  });
});
