import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json } from './test/harness.ts';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'odo-dist-'));
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><title>Odo</title><div id="root"></div>',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), 'console.log(1)');
  t = await createTestApp({ env: { WEB_DIST_DIR: dist }, serveWeb: true });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('app', () => {
  it('reports health with a database check', async () => {
    const response = await t.client().get('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'ok', version: '1.0.3' });
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const response = await t.client().get('/api/does-not-exist');
    expect(response.status).toBe(404);
    expect(await json(response)).toEqual({
      error: { code: 'not_found', message: 'No API route GET /api/does-not-exist.' },
    });
    expect((await t.client().post('/api/nothing/here', {})).status).toBe(404);
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const response = await t.client().get('/assets/index-AbC123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves index.html, never cached, for client routes', async () => {
    for (const route of ['/', '/dashboard', '/community/post/42', '/no/such/page']) {
      const response = await t.client().get(route);
      expect(response.status, route).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('answers a missing file with 404, never the app and never cached', async () => {
    for (const route of ['/assets/index-Gone99.js', '/assets/', '/robots.txt', '/favicon.ico']) {
      const response = await t.client().get(route);
      expect(response.status, route).toBe(404);
      expect(response.headers.get('cache-control'), route).toBe('no-store');
    }
  });

  it('refuses a body larger than 2 MB', async () => {
    const response = await t
      .client()
      .post('/api/feedback', { message: 'x'.repeat(3 * 1024 * 1024) });
    expect(response.status).toBe(413);
    expect((await json<{ error: { code: string } }>(response)).error.code).toBe(
      'payload_too_large',
    );
  });

  it('keeps the 2 MB limit for a body that is not an upload on an upload path', async () => {
    const client = t.client();
    await client.signUp();
    const big = { photo: 'x'.repeat(3 * 1024 * 1024) };
    for (const path of [
      '/api/car-lens',
      '/api/garage/read/odometer',
      `/api/garage/vehicles/${crypto.randomUUID()}/photo`,
      '/api/me/avatar',
    ]) {
      const response = await client.post(path, big);
      expect(response.status, path).toBe(413);
      expect((await json<{ error: { code: string } }>(response)).error.code, path).toBe(
        'payload_too_large',
      );
    }
  });

  it('answers 503 from health when the database is gone', async () => {
    const other = await createTestApp();
    await other.database.close();
    const response = await other.client().get('/api/health');
    expect(response.status).toBe(503);
    expect((await json<{ error: { code: string } }>(response)).error.code).toBe(
      'database_unavailable',
    );
  });
});

describe('input and headers on every route', () => {
  type ErrorReply = { error: { code: string } };

  it('answers a NUL character in a JSON body, a path parameter or a query with 400', async () => {
    const client = t.client();
    await client.signUp();
    const replies = [
      await client.post('/api/feedback', '{"message":"hi\\u0000there"}'),
      await client.post('/api/feedback', { message: 'nested', extra: { deep: ['a\u0000'] } }),
      await client.get('/api/billing/checkout-session/cs_%00abc'),
      await client.get('/api/auth/reset-password/tok%00en?callbackURL=/reset-password'),
      await client.get('/api/me?x=%00'),
      await t.client().post('/api/auth/request-password-reset', {
        email: 'a\u0000@example.com',
      }),
    ];
    for (const response of replies) {
      expect(response.status, response.url).toBe(400);
      expect((await json<ErrorReply>(response)).error.code).toBe('bad_request');
    }
  });

  it('sends no-store on API answers, strict framing and form rules, and no HSTS over http', async () => {
    const client = t.client();
    await client.signUp();
    for (const path of ['/api/me', '/api/billing/plans', '/api/does-not-exist']) {
      const response = await client.get(path);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
    const response = await client.get('/api/health');
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('strict-transport-security')).toBeNull();

    const secure = await createTestApp({ env: { APP_URL: 'https://odo.example.com' } });
    try {
      const over = await secure.app.request('https://odo.example.com/api/health');
      expect(over.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    } finally {
      await secure.close();
    }
  });

  it('sends the security headers on every response: each API route, pages, assets and errors', async () => {
    const client = t.client();
    await client.signUp();
    const paths = new Set<string>(['/', '/login', '/garage', '/assets/index-AbC123.js']);
    for (const route of t.app.routes) {
      if (
        route.method === 'GET' &&
        route.path.startsWith('/api/') &&
        !route.path.endsWith('/stream')
      ) {
        paths.add(route.path.replace(/:\w+/g, 'x'));
      }
    }
    const responses = [
      ...(await Promise.all([...paths].map((p) => client.get(p)))),
      ...(await Promise.all([...paths].map((p) => t.client().get(p)))),
      await client.post('/api/feedback', 'not json'),
      await client.post('/api/feedback', JSON.stringify({ message: 'x'.repeat(3 * 1024 * 1024) })),
    ];
    expect(responses.length).toBeGreaterThan(60);
    for (const response of responses) {
      const where = `${response.status} ${response.url}`;
      const csp = response.headers.get('content-security-policy') ?? '';
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc, where).toBe("'self'");
      expect(csp, where).toContain("frame-ancestors 'none'");
      expect(csp, where).toContain("object-src 'none'");
      expect(response.headers.get('x-content-type-options'), where).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), where).toBeTruthy();
      await response.body?.cancel();
    }
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, and Secure in production over https', async () => {
    const { email, password } = await t.client().signUp({ name: 'Cookie Check' });
    const plain = await t.client().post('/api/auth/sign-in/email', { email, password });
    const cookie = plain.headers.getSetCookie().find((c) => c.includes('session_token'))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const secure = await createTestApp({
      env: { APP_URL: 'https://odo.example.com', NODE_ENV: 'production' },
    });
    try {
      const client = secure.client();
      client.origin = 'https://odo.example.com';
      client.baseUrl = 'https://odo.example.com';
      const { email: secureEmail } = await client.signUp({ name: 'Secure Cookie' });
      const response = await client.post('/api/auth/sign-in/email', {
        email: secureEmail,
        password,
      });
      expect(response.status).toBe(200);
      const sessionCookie = response.headers
        .getSetCookie()
        .find((c) => c.includes('session_token'))!;
      expect(sessionCookie).toMatch(/; Secure/i);
      expect(sessionCookie).toMatch(/HttpOnly/i);
    } finally {
      await secure.close();
    }
  });
});
