// Opens Odo's database: embedded PGlite under DATA_DIR by default, pooled PostgreSQL when
// DATABASE_URL is set. Both get the same drizzle schema and the same migration files.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Logger as QueryLogger } from 'drizzle-orm/logger';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';
import { pgliteOptions } from './pglite-options.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { listenPostgres } from './listen.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * LISTENs on a channel; the handler gets each payload. On PostgreSQL a dedicated connection
   * that reconnects on its own (an outage loses announcements, never the process). Resolves once
   * listening (or, on PostgreSQL, once the first attempt failed and a retry is scheduled); the
   * returned function stops it. close() stops every listener too.
   */
  listen(
    channel: string,
    handler: (payload: string) => void,
    onState?: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
}

export const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../drizzle',
);

/** Runs the committed migrations; on PostgreSQL under an advisory lock so instances start together safely. */
export async function migrateDatabase(
  database: Database,
  client?: PGlite | pg.Pool,
): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
    return;
  }
  const pool = client as pg.Pool;
  const connection = await pool.connect();
  try {
    await connection.query('select pg_advisory_lock(724061)');
    await migratePg(drizzlePg(connection, { schema }), { migrationsFolder });
  } finally {
    await connection.query('select pg_advisory_unlock(724061)').catch(() => undefined);
    connection.release();
  }
}

/** Where pool and connection errors are reported (the server's logger). */
export interface DatabaseErrorLog {
  warn(details: object, message: string): void;
}

export async function openPostgres(
  url: string,
  options: {
    poolMax?: number;
    migrate?: boolean;
    /** How long a request waits for a connection before failing (503), in ms. */
    connectTimeoutMs?: number;
    log?: DatabaseErrorLog;
    /** Sees every SQL statement (tests count a request's statements with it). */
    queryLogger?: QueryLogger;
  } = {},
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolMax ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
  });
  // A restart, failover or pg_terminate_backend ends connections under us. Without these
  // listeners the 'error' event is unhandled and kills the process; with them the broken client
  // is dropped (pg-pool discards a client that errored) and the next request opens a new one.
  pool.on('error', (error) => {
    options.log?.warn({ err: error }, 'database: an idle connection failed and was dropped');
  });
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      options.log?.warn({ err: error }, 'database: a connection in use failed');
    });
  });
  const listeners = new Set<() => Promise<void>>();
  const database: Database = {
    db: drizzlePg(pool, { schema, logger: options.queryLogger }) as unknown as Db,
    kind: 'postgres',
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
    listen: async (channel, handler, onState) => {
      const stop = await listenPostgres(url, channel, handler, {
        log: options.log,
        connectTimeoutMs: options.connectTimeoutMs,
        onState,
      });
      const remove = async () => {
        listeners.delete(remove);
        await stop();
      };
      listeners.add(remove);
      return remove;
    },
  };
  try {
    if (options.migrate !== false) await migrateDatabase(database, pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return database;
}

/**
 * Creates PGlite's files in a new data directory in a short-lived child process: initdb runs a
 * second PostgreSQL beside the first and peaks near 500 MB, which the server would keep for good.
 */
async function initPgliteDir(dir: string): Promise<void> {
  if (fs.existsSync(path.join(dir, 'PG_VERSION'))) return;
  const script = fileURLToPath(new URL('./pglite-init.ts', import.meta.url));
  const child = spawn(process.execPath, [...process.execArgv, script, dir], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const errors: string[] = [];
  child.stderr.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) {
    throw new Error(`Could not create the database in ${dir}: ${errors.join('').trim()}`);
  }
}

export async function openPglite(
  options: {
    dataDir?: string;
    loadDataDir?: Blob;
    migrate?: boolean;
    queryLogger?: QueryLogger;
  } = {},
): Promise<Database & { client: PGlite }> {
  const release = options.dataDir ? lockDataDir(options.dataDir) : () => undefined;
  let client: PGlite;
  try {
    const dataDir = options.dataDir ? path.join(options.dataDir, 'pglite') : undefined;
    if (dataDir && !options.loadDataDir) await initPgliteDir(dataDir);
    client = await PGlite.create({ ...pgliteOptions, dataDir, loadDataDir: options.loadDataDir });
  } catch (error) {
    release();
    throw error;
  }
  const database = {
    db: drizzlePglite(client, { schema, logger: options.queryLogger }) as unknown as Db,
    kind: 'pglite' as const,
    client,
    listen: async (
      channel: string,
      handler: (payload: string) => void,
      onState?: (listening: boolean) => void,
    ) => {
      // In-process: PGlite hands over a commit's notifications before the commit resolves.
      const unlisten = await client.listen(channel, handler);
      onState?.(true);
      return async () => {
        onState?.(false);
        if (!client.closed) await unlisten();
      };
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
  try {
    if (options.migrate !== false) await migrateDatabase(database, client);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

export async function openDatabase(
  config: {
    DATABASE_URL?: string | undefined;
    DATA_DIR: string;
    DATABASE_POOL_MAX: number;
    DATABASE_CONNECT_TIMEOUT_MS: number;
  },
  log?: DatabaseErrorLog,
): Promise<Database> {
  if (config.DATABASE_URL) {
    return openPostgres(config.DATABASE_URL, {
      poolMax: config.DATABASE_POOL_MAX,
      connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
      log,
    });
  }
  return openPglite({ dataDir: config.DATA_DIR });
}

/**
 * Holds a lock named `key` until the transaction `tx` ends: work under the same key (one member's
 * saves, one subscription's states) runs one at a time, across every instance.
 */
export async function lockUntilCommit(tx: Pick<Db, 'execute'>, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  // admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection closed|Cannot use a pool after calling end|PGlite is closed/i;

/**
 * Whether an error (or anything it wraps: drizzle's query error, an AggregateError of connection
 * attempts) means the database cannot be reached, as opposed to a bug or bad data.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) {
    return true;
  }
  if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
  if (
    error instanceof AggregateError &&
    error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))
  ) {
    return true;
  }
  return isDatabaseUnavailable(cause, depth + 1);
}
