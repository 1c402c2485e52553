// Odo as two real server processes on one PostgreSQL and one shared storage directory, as
// docs/deploy.md runs it behind a load balancer: a session made on A works on B, a file stored
// through A is served by B, 50 parallel spends of a quota across both stop exactly at the cap, and
// the daily jobs run once, not twice. (The live notification across instances:
// features/notifications/cross-instance.postgres.test.ts.)
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_CAPS } from '../shared/plans.ts';
import {
  clientOf,
  freshDatabase,
  startInstance,
  stopAll,
  type Instance,
} from './test/instances.ts';

const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'odo-scale-out-'));
let instances: Instance[] = [];
let database: Awaited<ReturnType<typeof freshDatabase>>;

async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  database = await freshDatabase();
  // Both run the scheduler every second, with both daily runs due from midnight UTC (so the test
  // holds at any time of day: the purge's default 03:00 made it fail between 00:00 and 03:00).
  const env = {
    DATA_DIR: storageDir,
    JOBS_ENABLED: '1',
    JOBS_TICK_SECONDS: '1',
    SERVICE_DUE_HOUR_UTC: '0',
    PURGE_HOUR_UTC: '0',
  };
  instances = await Promise.all([
    startInstance(database.url, env),
    startInstance(database.url, env),
  ]);
});

afterAll(async () => {
  await stopAll(instances);
  await database.drop();
  fs.rmSync(storageDir, { recursive: true, force: true });
});

describe('two instances on one PostgreSQL and one storage', () => {
  it('a session made on A works on B, and a file stored through A is served by B', async () => {
    const [a, b] = instances as [Instance, Instance];
    const onA = clientOf(a);
    const signUp = await onA.signUp({
      name: 'Ana Driver',
      email: `ana-${randomBytes(4).toString('hex')}@example.com`,
      password: 'Gearbox-Lantern-42',
    });
    expect(signUp.status).toBe(200);
    const onB = clientOf(b, { value: onA.cookie.value });
    const me = await onB.request('/api/me');
    expect(me.status).toBe(200);
    expect(((await me.json()) as { name: string }).name).toBe('Ana Driver');

    const form = new FormData();
    const picture = await sharp({
      create: { width: 80, height: 80, channels: 3, background: '#2255aa' },
    })
      .jpeg()
      .toBuffer();
    form.append('avatar', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'me.jpg');
    const uploaded = await onA.request('/api/me/avatar', { method: 'POST', body: form });
    expect(uploaded.status).toBe(201);
    const { avatar_url: avatarUrl } = (await uploaded.json()) as { avatar_url: string };
    const served = await fetch(`${b.url}${new URL(avatarUrl, b.url).pathname}`);
    expect(served.status, await served.clone().text()).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');

    // Signing out on B ends the session on A too.
    expect((await onB.post('/api/auth/sign-out', {})).status).toBe(200);
    expect((await clientOf(a, { value: onA.cookie.value }).request('/api/me')).status).toBe(401);
  });

  it('50 parallel spends of one free quota across both instances stop exactly at the cap', async () => {
    const [a, b] = instances as [Instance, Instance];
    const onA = clientOf(a);
    const signUp = await onA.signUp({
      name: 'Quota Tester',
      email: `quota-${randomBytes(4).toString('hex')}@example.com`,
      password: 'Gearbox-Lantern-42',
    });
    expect(signUp.status).toBe(200);
    const onB = clientOf(b, { value: onA.cookie.value });
    const body = { year: 2016, make: 'Toyota', model: 'Corolla', mileage: 90_000 };
    const statuses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => (i % 2 === 0 ? onA : onB).post('/api/assessment', body)),
    ).then((responses) =>
      Promise.all(
        responses.map(async (response) => {
          await response.arrayBuffer();
          return response.status;
        }),
      ),
    );
    const cap = FREE_CAPS.assessment;
    expect(statuses.filter((status) => status === 201 || status === 200)).toHaveLength(cap);
    expect(statuses.filter((status) => status === 402)).toHaveLength(50 - cap);
    const usage = (await (await onB.request('/api/usage')).json()) as Record<string, unknown>;
    expect(JSON.stringify(usage)).toContain(`"used":${cap}`);
  });

  it('runs each daily job once for the day, not once per instance', async () => {
    // Both schedulers tick every second from the start; each job's claim for today is one row.
    // (That a run's notices are made once each: features/garage/notify-due.test.ts.)
    const period = new Date().toISOString().slice(0, 10);
    const deadline = Date.now() + 30_000;
    let runs: { name: string; holder: string; finished_at: Date | null }[] = [];
    while (Date.now() < deadline) {
      runs = await query(
        'select name, holder, finished_at from job_runs where period = $1 order by name',
        [period],
      );
      if (runs.length === 2 && runs.every((run) => run.finished_at !== null)) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(runs.map((run) => run.name)).toEqual(['purge', 'service-due']);
    expect(runs.every((run) => run.finished_at !== null)).toBe(true);
    // Both instances kept ticking all along; the table still holds one row per job and day.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const again = await query<{ n: string }>(
      'select count(*) as n from job_runs where period = $1',
      [period],
    );
    expect(Number(again[0]!.n)).toBe(2);
  });
});
