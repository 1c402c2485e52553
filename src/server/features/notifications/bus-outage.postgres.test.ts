// The LISTEN connection is lost (a restart, failover, pg_terminate_backend): the process keeps
// running, the bus reconnects by itself and live streams get new notifications again.
// PostgreSQL-only: vitest.config.ts includes *.postgres.test.ts only when TEST_DATABASE_URL is set.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../test/harness.ts';
import { sseReader } from '../../test/sse.ts';
import { notifyUser } from './notify.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: pg.Client;

/** The pids of connections that finished a LISTEN (idle after it). */
const listeners = async () => {
  const { rows } = await admin.query<{ pid: number }>(
    `select pid from pg_stat_activity
      where datname = current_database() and query ilike 'LISTEN%' and state = 'idle'
        and pid <> pg_backend_pid()`,
  );
  return rows.map((row) => row.pid);
};

beforeAll(async () => {
  t = await createTestApp();
  const { rows } = (await t.db.execute('select current_database() as name')) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${rows[0]!.name}`;
  admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
});

afterAll(async () => {
  await admin.end();
  await t.close();
});

describe('the notification bus on PostgreSQL', () => {
  it('rides out a lost LISTEN connection and delivers again once reconnected', async () => {
    const client = t.client();
    const { id } = await client.signUp();
    const stream = sseReader((await client.get('/api/notifications/stream')).body!);
    await stream.next('unread');
    const before = await listeners();
    expect(before).toHaveLength(1);

    await admin.query('select pg_terminate_backend($1)', [before[0]]);
    // Another connection LISTENs (the backoff starts at 250 ms).
    await vi.waitFor(
      async () => {
        const now = await listeners();
        expect(now).toHaveLength(1);
        expect(now[0]).not.toBe(before[0]);
      },
      { timeout: 60_000 },
    );

    await notifyUser(t.db, {
      userId: id,
      type: 'service_due',
      title: 'After the outage',
      message: 'Delivered again.',
      linkPath: null,
    });
    const event = await stream.next('notification');
    expect(JSON.parse(event.data)).toMatchObject({ title: 'After the outage' });
    await stream.cancel();
  });
});
