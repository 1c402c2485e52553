// Two real server processes (node src/server/main.ts) on one fresh PostgreSQL database: a
// notification made through instance A reaches a live stream held open on instance B (LISTEN/
// NOTIFY), and B still shuts down cleanly with that stream open. PostgreSQL-only: vitest.config.ts
// includes *.postgres.test.ts files only in the PostgreSQL run (TEST_DATABASE_URL set).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { sseReader } from '../../test/sse.ts';
import type { NotificationReply } from '../../../shared/notifications.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
const adminUrl = process.env.TEST_DATABASE_URL!;
const databaseName = `odo_t_${process.ppid}_x${randomBytes(5).toString('hex')}`;
const secret = randomBytes(32).toString('base64url');

interface Instance {
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts `node src/server/main.ts` and resolves once it says it is serving. */
async function startInstance(databaseUrl: string): Promise<Instance> {
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
function clientOf(instance: Instance, cookie = { value: '' }) {
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
  return { request, post, cookie };
}

/**
 * Makes a notification for Ana through instance A: Ana posts in the community, then Ben (a new
 * member, also on A) likes the post. Returns what Ana's notification must say.
 */
async function makeNotificationThroughA(ana: ReturnType<typeof clientOf>, instanceA: Instance) {
  const title = 'Brake pads at 60,000 km?';
  const posted = await ana.post('/api/community/posts', {
    title,
    body: 'Are the pads usually done by now?',
    topic: 'question',
  });
  expect(posted.status).toBe(201);
  const { id } = (await posted.json()) as { id: string };
  const ben = clientOf(instanceA);
  const signUp = await ben.post('/api/auth/sign-up/email', {
    name: 'Ben Bidder',
    email: `ben-${randomBytes(4).toString('hex')}@example.com`,
    password: 'Gearbox-Lantern-42',
  });
  expect(signUp.status).toBe(200);
  const liked = await ben.post(`/api/community/posts/${id}/like`, {});
  expect(liked.status).toBe(200);
  return {
    type: 'like',
    message: `Ben Bidder liked “${title}”`,
    linkPath: `/community/post/${id}`,
  };
}

let instances: Instance[] = [];

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${databaseName} template ${inject('postgresTemplate')}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  instances = await Promise.all([startInstance(url.toString()), startInstance(url.toString())]);
});

afterAll(async () => {
  for (const instance of instances) if (instance.child.exitCode === null) instance.child.kill();
  await Promise.all(instances.map((instance) => instance.exited));
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${databaseName} with (force)`);
  await admin.end();
});

describe('notifications across two server processes on one PostgreSQL', () => {
  it("a like handled by instance A reaches the author's stream open on instance B", async () => {
    const [instanceA, instanceB] = instances as [Instance, Instance];
    const a = clientOf(instanceA);
    const signUp = await a.post('/api/auth/sign-up/email', {
      name: 'Ana Driver',
      email: `ana-${randomBytes(4).toString('hex')}@example.com`,
      password: 'Gearbox-Lantern-42',
    });
    expect(signUp.status).toBe(200);
    // The same session, presented to instance B (one database, one auth secret).
    const b = clientOf(instanceB, { value: a.cookie.value });

    const stream = await b.request('/api/notifications/stream');
    expect(stream.status).toBe(200);
    const events = sseReader(stream.body!);
    expect(JSON.parse((await events.next('unread')).data)).toEqual({ unreadCount: 0 });

    const expected = await makeNotificationThroughA(a, instanceA);
    const event = await events.next('notification');
    expect(JSON.parse(event.data) as NotificationReply).toMatchObject({ ...expected, read: false });

    // B lists it too, and stops cleanly (exit 0) with the stream still open.
    const listed = await b.request('/api/notifications');
    expect(((await listed.json()) as { unreadCount: number }).unreadCount).toBe(1);
    instanceB.child.kill('SIGTERM');
    expect(await events.ended()).toBe(true);
    expect(await instanceB.exited).toBe(0);
  });
});
