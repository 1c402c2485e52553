// Real server processes (node src/server/main.ts) on one PostgreSQL database, for the tests that
// prove Odo runs as several instances: each gets a free loopback port and the same auth secret.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const secret = randomBytes(32).toString('base64url');

export interface Instance {
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts `node src/server/main.ts` and resolves once it says it is serving. */
export async function startInstance(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<Instance> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: String(port),
      APP_URL: url,
      DATABASE_URL: databaseUrl,
      BETTER_AUTH_SECRET: secret,
      JOBS_ENABLED: '0',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: path.join(root, 'no-web-build-here'),
      // Every client here is 127.0.0.1 and signs in after signing up; the limit is proven elsewhere.
      SIGNIN_RATE_LIMIT_MAX: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Odo is running')) resolve();
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    void exited.then((code) => reject(new Error(`instance exited (${code}):\n${output}`)));
  });
  return { url, child, exited };
}

/** A browser-ish client of one instance: keeps the session cookie, sends that instance's Origin. */
export function clientOf(instance: Instance, cookie = { value: '' }) {
  const request = async (pathname: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('origin', instance.url);
    if (cookie.value) headers.set('cookie', cookie.value);
    const response = await fetch(`${instance.url}${pathname}`, { ...init, headers });
    const set = response.headers.getSetCookie().map((c) => c.split(';')[0]!);
    if (set.length > 0) cookie.value = set.join('; ');
    return response;
  };
  const post = (pathname: string, body: unknown) =>
    request(pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  /** Sign-up opens no session: like the web app, sign in right after with the same password. */
  const signUp = async (body: { name: string; email: string; password: string }) => {
    const response = await post('/api/auth/sign-up/email', body);
    if (response.status !== 200) return response;
    await response.arrayBuffer();
    const signIn = await post('/api/auth/sign-in/email', {
      email: body.email,
      password: body.password,
    });
    if (signIn.status !== 200) {
      throw new Error(`sign-in after sign-up failed: ${signIn.status} ${await signIn.text()}`);
    }
    return response;
  };
  return { request, post, signUp, cookie };
}

/** A fresh database made from the migrated template; returns its URL and how to drop it. */
export async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `odo_t_${process.ppid}_x${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** Stops every instance still running and waits for each to exit. */
export async function stopAll(instances: Instance[]): Promise<void> {
  for (const instance of instances) if (instance.child.exitCode === null) instance.child.kill();
  await Promise.all(instances.map((instance) => instance.exited));
}
