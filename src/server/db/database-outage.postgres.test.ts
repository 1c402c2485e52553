// Needs a real PostgreSQL server whose backends can be terminated, so vitest.config.ts includes
// *.postgres.test.ts files only in the PostgreSQL run (TEST_DATABASE_URL set).
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestApp, json } from '../test/harness.ts';

type ErrorReply = { error: { code: string; message: string } };

describe('PostgreSQL ending every connection', () => {
  it('keeps the process serving while backends are terminated, and recovers by itself', async () => {
    const t = await createTestApp();
    let admin: pg.Client | undefined;
    try {
      const client = t.client();
      await client.signUp();
      const name = (
        (await t.database.db.execute('select current_database() as name')) as unknown as {
          rows: { name: string }[];
        }
      ).rows[0]!.name;
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      // A separate admin connection to the same database (it spares itself).
      admin = new pg.Client({ connectionString: url.toString() });
      await admin.connect();
      const terminate = async () => {
        const { rows } = await admin!.query<{ n: string }>(
          `select count(pg_terminate_backend(pid)) as n from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid()`,
        );
        return Number(rows[0]!.n);
      };

      // Warm the pool so idle connections sit there, then kill them all (what a restart does):
      // an idle client's 'error' without a pool listener would crash this test process.
      await Promise.all(Array.from({ length: 8 }, () => client.get('/api/me')));
      expect(await terminate()).toBeGreaterThan(0);

      // And again while requests are running.
      const statuses: number[] = [];
      const running = Promise.all(
        Array.from({ length: 30 }, async () => {
          const response = await client.get('/api/me');
          statuses.push(response.status);
          if (response.status !== 200) {
            expect((await json<ErrorReply>(response)).error.code).toBe('database_unavailable');
          }
        }),
      );
      await terminate();
      await running;
      expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);

      // The next requests succeed on fresh connections.
      const after = await Promise.all(Array.from({ length: 10 }, () => client.get('/api/me')));
      expect(after.map((response) => response.status)).toEqual(Array(10).fill(200));
      expect((await client.get('/api/health')).status).toBe(200);
    } finally {
      await admin?.end().catch(() => undefined);
      await t.close();
    }
  });
});
