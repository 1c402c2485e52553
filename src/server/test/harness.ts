// Test harness: a real app on a fresh database per test file, and a cookie-keeping client
// that talks to it through app.request() like a browser on the app's own origin.
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { Logger as QueryLogger } from 'drizzle-orm/logger';
import pg from 'pg';
import { pino, type Logger } from 'pino';
import { inject } from 'vitest';
import { createApp } from '../app.ts';
import { openPglite, openPostgres, type Database, type Db } from '../db/database.ts';
import { everythingTable } from '../db/schema.ts';
import { parseConfig, type Config } from '../env.ts';
import type { Mailer } from '../features/mail/mailer.ts';
import { testPasswordHashing } from './password-hashing.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

/**
 * The migrated template (a ~43 MB tar) as the Blob PGlite's `loadDataDir` takes, handing PGlite
 * its bytes at once: Node's own Blob.arrayBuffer() gathers them in small chunks, which was 0.24 of
 * the 0.64 CPU-s a test file's database took to open (measured; issue 30). PGlite reads only the
 * Blob's `type` and arrayBuffer().
 */
class TemplateBlob extends Blob {
  readonly #bytes: Buffer;

  constructor(bytes: Buffer) {
    super([]);
    this.#bytes = bytes;
  }

  /** The bytes read from the file for this database alone, handed over without a copy. */
  override arrayBuffer(): Promise<ArrayBuffer> {
    const bytes = this.#bytes;
    const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
    return Promise.resolve(whole ? (bytes.buffer as ArrayBuffer) : new Uint8Array(bytes).buffer);
  }
}

/** `queryLogger` sees every SQL statement the app sends (to count a request's statements). */
export async function openTestDatabase(
  options: { queryLogger?: QueryLogger } = {},
): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `odo_t_${process.ppid}_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
    await admin.end();
    const parsed = new URL(url);
    parsed.pathname = `/${name}`;
    const database = await openPostgres(parsed.toString(), {
      poolMax: 20,
      migrate: false,
      queryLogger: options.queryLogger,
    });
    return {
      ...database,
      close: async () => {
        await database.close();
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        // pg's pool.end() resolves before its clients have finished closing; a forced drop while
        // they close kills them with an uncaught error. Wait (briefly) for them to go first.
        for (let attempt = 0; attempt < 50; attempt += 1) {
          const { rows } = await dropper.query<{ n: string }>(
            'select count(*) as n from pg_stat_activity where datname = $1',
            [name],
          );
          if (Number(rows[0]?.n ?? 0) === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    };
  }
  const template = fs.readFileSync(inject('pgliteTemplatePath'));
  return openPglite({
    loadDataDir: new TemplateBlob(template),
    migrate: false,
    queryLogger: options.queryLogger,
  });
}

/** Makes `userId` a subscriber for the next 30 days (a demo subscription): a test's premium member. */
export async function grantPremium(db: Db, userId: string) {
  await db.insert(everythingTable).values({
    userId,
    subscriptionStatus: 'active',
    source: 'demo',
    endDate: new Date(Date.now() + 30 * 86_400_000),
  });
}

export interface TestAppOptions {
  env?: Record<string, string>;
  mailer?: Mailer;
  serveWeb?: boolean;
  /** Serve from this database instead of a fresh test database. */
  database?: Database;
  /** Where the app logs (silent when not given). */
  logger?: Logger;
  /** Hash passwords as production does (better-auth's scrypt) instead of the harness's cheap hash. */
  productionPasswordHashing?: boolean;
}

export async function createTestApp(options: TestAppOptions = {}) {
  const database = options.database ?? (await openTestDatabase());
  const config: Config = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_URL: TEST_ORIGIN,
    BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    // Each TestClient stands for one device: it sends its own address in X-Forwarded-For.
    TRUST_PROXY: '1',
    // Tests write straight to the database and read it back at once; on PostgreSQL the change
    // announcement may still be on its way. Sessions are kept only where a test asks for it.
    SESSION_CACHE_SECONDS: '0',
    ...options.env,
  });
  const logger = options.logger ?? pino({ level: 'silent' });
  const { app, deps } = await createApp({
    config,
    database,
    logger,
    mailer: options.mailer,
    serveWeb: options.serveWeb,
    passwordHashing: options.productionPasswordHashing ? undefined : testPasswordHashing,
  });
  return {
    app,
    deps,
    db: database.db,
    database,
    client: () => new TestClient(app),
    close: async () => {
      await deps.notifications.stop();
      await deps.changes.stop();
      await database.close();
    },
  };
}

type RequestApp = {
  request: (input: string, init?: RequestInit, env?: object) => Response | Promise<Response>;
};

/** A browser-like client: keeps cookies and sends the app's Origin on every request. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  private readonly app: RequestApp;
  origin: string | null = TEST_ORIGIN;
  /** This client's network address, as a reverse proxy would report it. */
  readonly address = `10.${randomBytes(3).join('.')}`;
  /** Where requests go: the app's own origin, unless a test plays a page on another host name. */
  baseUrl = TEST_ORIGIN;
  /**
   * The TCP peer the server sees (what @hono/node-server's getConnInfo reads from
   * `env.incoming.socket`): a browser on the same machine, unless a test says otherwise.
   */
  socketAddress: string | null = '127.0.0.1';

  constructor(app: RequestApp) {
    this.app = app;
  }

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.origin && !headers.has('origin')) headers.set('origin', this.origin);
    if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', this.address);
    if (this.cookies.size > 0 && !headers.has('cookie')) {
      headers.set(
        'cookie',
        [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      );
    }
    const env = this.socketAddress
      ? { incoming: { socket: { remoteAddress: this.socketAddress } } }
      : undefined;
    const response = await this.app.request(`${this.baseUrl}${path}`, { ...init, headers }, env);
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      if (value === '' || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  get(path: string, init: RequestInit = {}) {
    return this.request(path, { ...init, method: 'GET' });
  }

  post(path: string, body?: unknown, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    if (body !== undefined && !headers.has('content-type')) {
      headers.set('content-type', 'application/json');
    }
    return this.request(path, {
      ...init,
      method: 'POST',
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
  }

  /**
   * Sign-up opens no session (it answers the same for a taken address); the web app signs in right
   * after, and so does this. From an address of its own, so a test's sign-in budget stays whole.
   */
  async signInAfterSignUp(email: string, password: string) {
    const response = await this.post(
      '/api/auth/sign-in/email',
      { email, password },
      { headers: { 'x-forwarded-for': `10.${randomBytes(3).join('.')}` } },
    );
    if (response.status !== 200) {
      throw new Error(`sign-in after sign-up failed: ${response.status} ${await response.text()}`);
    }
  }

  async signUp(input: { name?: string; email?: string; password?: string } = {}) {
    const email = input.email ?? `driver-${randomBytes(4).toString('hex')}@example.com`;
    const password = input.password ?? 'Gearbox-Lantern-42';
    const response = await this.post('/api/auth/sign-up/email', {
      name: input.name ?? 'Test Driver',
      email,
      password,
    });
    if (response.status !== 200) {
      throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
    }
    await this.signInAfterSignUp(email, password);
    const me = (await (await this.get('/api/me')).json()) as { id: string };
    return { email, password, id: me.id };
  }
}

export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** For vi.waitFor on work the app finishes after replying (mail, a closed stream): vitest's 1 s
 * default is a speed check on a busy machine; this only bounds a wait that never ends. */
export const PATIENTLY = { timeout: 60_000, interval: 20 };
