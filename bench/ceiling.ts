// The ceilings for GET /api/me and GET /api/garage/vehicles: a bare Hono app with no auth, no
// middleware and no logging that does the same work as those routes: /me reads the users row by id
// through drizzle; /garage/vehicles calls the garage's own listVehicles (the same relational query
// and mappers). bench/run.ts starts it as a child process so it gets its own event loop, like the
// real server.
//
// env: PORT, BENCH_USER_ID, and DATABASE_URL (PostgreSQL) or DATA_DIR (an Odo PGlite data dir,
// opened after the server that owns it has stopped). DATABASE_POOL_MAX matches the server's default.
import path from 'node:path';
import { serve } from '@hono/node-server';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { Hono } from 'hono';
import pg from 'pg';
import * as schema from '../src/server/db/schema.ts';
import { lockDataDir } from '../src/server/db/data-dir-lock.ts';
import { listVehicles } from '../src/server/features/garage/garage-reads.ts';
import { CANONICAL_UNITS } from '../src/shared/units.ts';

const port = Number(process.env.PORT ?? 3999);
const userId = process.env.BENCH_USER_ID;
if (!userId) throw new Error('BENCH_USER_ID is required');

let close: () => Promise<void>;
type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
let db: Db;

if (process.env.DATABASE_URL) {
  const pool = new pg.Pool({
    connectionString: process.env.DATABASE_URL,
    max: Number(process.env.DATABASE_POOL_MAX ?? 10),
  });
  db = drizzlePg(pool, { schema }) as unknown as Db;
  close = () => pool.end();
} else {
  const dataDir = process.env.DATA_DIR;
  if (!dataDir) throw new Error('DATA_DIR or DATABASE_URL is required');
  // Same lock as the server: PGlite is one process per data directory.
  const release = lockDataDir(dataDir);
  const client = await PGlite.create({ dataDir: path.join(dataDir, 'pglite') });
  db = drizzlePglite(client, { schema }) as unknown as Db;
  close = async () => {
    try {
      await client.close();
    } finally {
      release();
    }
  };
}

const app = new Hono()
  .get('/health', (c) => c.json({ status: 'ok' }))
  .get('/me', async (c) => {
    const [row] = await db.select().from(schema.users).where(eq(schema.users.id, userId)).limit(1);
    if (!row) return c.json({ error: 'not found' }, 404);
    return c.json(row);
  })
  // What the route answers without ?units= (canonical units).
  .get('/garage/vehicles', async (c) => c.json(await listVehicles(db, userId, CANONICAL_UNITS)));

const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  });
  await close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
