// The database going away is an outage to ride out: requests fail fast with 503
// database_unavailable, the process survives, and service comes back by itself.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json } from '../test/harness.ts';
import { isDatabaseUnavailable, openPostgres } from './database.ts';

type ErrorReply = { error: { code: string; message: string } };

describe('isDatabaseUnavailable', () => {
  it('recognises connection failures, also when wrapped, and nothing else', () => {
    const coded = (code: string) => Object.assign(new Error('x'), { code });
    for (const error of [
      coded('ECONNREFUSED'),
      coded('57P01'),
      coded('57P03'),
      coded('08006'),
      coded('08001'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('PGlite is closed'),
      new Error('Failed query: select 1', { cause: coded('57P01') }),
      new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')], ''),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    }
    for (const error of [
      coded('23505'),
      coded('22P05'),
      new Error('boom'),
      new TypeError('x is undefined'),
      null,
      'ECONNREFUSED',
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });
});

describe('a database that is gone (closed under the app)', () => {
  it('answers every request with 503 database_unavailable, health included', async () => {
    const t = await createTestApp();
    const client = t.client();
    await client.signUp();
    await t.database.close();

    const health = await client.get('/api/health');
    expect(health.status).toBe(503);
    expect((await json<ErrorReply>(health)).error.code).toBe('database_unavailable');

    for (const response of [
      await client.get('/api/me'),
      await client.post('/api/feedback', { message: 'still there?' }),
      await t.client().post('/api/auth/sign-in/email', {
        email: 'a@example.com',
        password: 'Gearbox-Lantern-42',
      }),
    ]) {
      const body = await json<ErrorReply>(response);
      expect(response.status, `${response.url} ${JSON.stringify(body)}`).toBe(503);
      expect(body.error.code).toBe('database_unavailable');
      expect(body.error.message).toMatch(/database is not reachable/i);
      expect(response.headers.get('retry-after')).toBe('5');
    }
  });
});

describe('a PostgreSQL server that accepts connections but never answers', () => {
  // A real local peer standing in for a hung or firewalled database.
  const sockets = new Set<net.Socket>();
  const blackhole = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => blackhole.listen(0, '127.0.0.1', resolve));
    port = (blackhole.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => blackhole.close(() => resolve()));
  });

  it('fails fast with 503 database_unavailable instead of hanging', async () => {
    const database = await openPostgres(`postgres://odo@127.0.0.1:${port}/odo`, {
      migrate: false,
      connectTimeoutMs: 300,
    });
    const t = await createTestApp({ database });
    try {
      const started = performance.now();
      const responses = await Promise.all([
        t.client().get('/api/health'),
        t.client().post('/api/auth/sign-in/email', {
          email: 'a@example.com',
          password: 'Gearbox-Lantern-42',
        }),
      ]);
      expect(performance.now() - started).toBeLessThan(3000);
      for (const response of responses) {
        expect(response.status).toBe(503);
        expect((await json<ErrorReply>(response)).error.code).toBe('database_unavailable');
      }
    } finally {
      await database.close();
    }
  });

  it('fails fast when nothing listens on the port at all', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const database = await openPostgres(`postgres://odo@127.0.0.1:${closedPort}/odo`, {
      migrate: false,
      connectTimeoutMs: 300,
    });
    const t = await createTestApp({ database });
    try {
      const response = await t.client().get('/api/health');
      expect(response.status).toBe(503);
      expect((await json<ErrorReply>(response)).error.code).toBe('database_unavailable');
    } finally {
      await database.close();
    }
  });
});
