import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { jobRuns } from '../../db/schema.ts';
import { openTestDatabase } from '../../test/harness.ts';
import { runOncePerPeriod } from './run-once.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const MINUTE = 60_000;
const at = (iso: string) => new Date(iso);

async function runRow(name: string, period: string) {
  const [row] = await database.db
    .select()
    .from(jobRuns)
    .where(and(eq(jobRuns.name, name), eq(jobRuns.period, period)));
  return row;
}

describe('runOncePerPeriod', () => {
  it('runs the work once when two holders claim the same period at the same moment', async () => {
    let runs = 0;
    const now = at('2026-11-23T06:05:00Z');
    const outcomes = await Promise.all(
      ['a', 'b', 'c'].map((holder) =>
        runOncePerPeriod(
          database.db,
          { name: 'race', period: '2026-11-23', holder, leaseMs: 15 * MINUTE, now },
          async () => {
            runs += 1;
            return { created: 2 };
          },
        ),
      ),
    );
    expect(runs).toBe(1);
    expect(outcomes.filter((o) => o.status === 'done')).toEqual([
      { status: 'done', result: '{"created":2}' },
    ]);
    expect(outcomes.filter((o) => o.status === 'skipped')).toHaveLength(2);
    const row = await runRow('race', '2026-11-23');
    expect(row?.finishedAt).not.toBeNull();
    expect(row?.result).toBe('{"created":2}');
  });

  it('never repeats a finished run, however late it is asked again', async () => {
    let runs = 0;
    const work = async () => {
      runs += 1;
    };
    const options = { name: 'finished', period: '2026-11-23', leaseMs: MINUTE };
    expect(
      await runOncePerPeriod(
        database.db,
        { ...options, holder: 'a', now: at('2026-11-23T06:00:00Z') },
        work,
      ),
    ).toEqual({ status: 'done', result: 'ok' });
    expect(
      await runOncePerPeriod(
        database.db,
        { ...options, holder: 'b', now: at('2026-11-25T06:00:00Z') },
        work,
      ),
    ).toEqual({ status: 'skipped', reason: 'finished' });
    expect(runs).toBe(1);
  });

  it('leaves a live claim alone and takes over one whose holder died (lease ran out)', async () => {
    // A holder claimed the run and died before finishing it.
    await database.db.insert(jobRuns).values({
      name: 'orphan',
      period: '2026-11-23',
      holder: 'dead',
      startedAt: at('2026-11-23T06:00:00Z'),
      leaseUntil: at('2026-11-23T06:15:00Z'),
    });
    let runs = 0;
    const work = async () => {
      runs += 1;
      return 'taken over';
    };
    const options = { name: 'orphan', period: '2026-11-23', holder: 'b', leaseMs: 15 * MINUTE };
    expect(
      await runOncePerPeriod(database.db, { ...options, now: at('2026-11-23T06:10:00Z') }, work),
    ).toEqual({ status: 'skipped', reason: 'held' });
    expect(runs).toBe(0);
    expect(
      await runOncePerPeriod(database.db, { ...options, now: at('2026-11-23T06:15:00Z') }, work),
    ).toEqual({ status: 'done', result: 'taken over' });
    expect(runs).toBe(1);
    const row = await runRow('orphan', '2026-11-23');
    expect(row).toMatchObject({ holder: 'b', result: 'taken over' });
    expect(row?.startedAt.toISOString()).toBe('2026-11-23T06:15:00.000Z');
    expect(row?.finishedAt?.getTime()).toBeGreaterThanOrEqual(at('2026-11-23T06:15:00Z').getTime());
  });

  it('records a failure, releases the lease and runs again on the next attempt', async () => {
    let calls = 0;
    const work = async () => {
      calls += 1;
      if (calls === 1) throw new Error('mail server on fire');
      return 'second time lucky';
    };
    const options = { name: 'flaky', period: '2026-11-23', leaseMs: 15 * MINUTE };
    expect(
      await runOncePerPeriod(
        database.db,
        { ...options, holder: 'a', now: at('2026-11-23T06:00:00Z') },
        work,
      ),
    ).toEqual({ status: 'failed', error: 'mail server on fire' });
    const failed = await runRow('flaky', '2026-11-23');
    expect(failed).toMatchObject({ finishedAt: null, result: 'error: mail server on fire' });
    // Released: another holder retries at the next tick, long before the 15-minute lease would end.
    expect(failed!.leaseUntil.getTime()).toBeLessThan(at('2026-11-23T06:05:00Z').getTime());
    expect(
      await runOncePerPeriod(
        database.db,
        { ...options, holder: 'b', now: at('2026-11-23T06:05:00Z') },
        work,
      ),
    ).toEqual({ status: 'done', result: 'second time lucky' });
    expect(calls).toBe(2);
    expect(await runRow('flaky', '2026-11-23')).toMatchObject({
      holder: 'b',
      result: 'second time lucky',
    });
  });

  it('keeps periods and job names apart', async () => {
    const ran: string[] = [];
    for (const [name, period] of [
      ['daily', '2026-11-23'],
      ['daily', '2026-11-24'],
      ['other', '2026-11-23'],
    ] as const) {
      await runOncePerPeriod(
        database.db,
        { name, period, holder: 'a', leaseMs: MINUTE, now: at(`${period}T07:00:00Z`) },
        async () => {
          ran.push(`${name} ${period}`);
        },
      );
    }
    expect(ran).toEqual(['daily 2026-11-23', 'daily 2026-11-24', 'other 2026-11-23']);
  });
});
