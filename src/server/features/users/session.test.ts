import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json } from '../../test/harness.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type SessionReply = { user: { id: string; name: string; email: string } | null };

describe('GET /api/session', () => {
  it('answers 200 { user: null } to an anonymous visitor, uncached, while /api/me stays 401', async () => {
    const client = t.client();
    const response = await client.get('/api/session');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await json<SessionReply>(response)).toEqual({ user: null });
    expect((await client.get('/api/me')).status).toBe(401);
    expect((await client.get('/api/usage')).status).toBe(401);
  });

  it('answers null for a forged or tampered session cookie', async () => {
    const client = t.client();
    client.cookies.set('odo.session_token', 'forged.c2lnbmF0dXJl');
    expect(await json<SessionReply>(await client.get('/api/session'))).toEqual({ user: null });
  });

  it('gives the signed-in user the same profile as /api/me, and null after signing out', async () => {
    const client = t.client();
    const { id, email } = await client.signUp({ name: 'Sid Session' });
    const reply = await json<SessionReply>(await client.get('/api/session'));
    expect(reply.user).toEqual(await json(await client.get('/api/me')));
    expect(reply.user).toMatchObject({ id, email, name: 'Sid Session' });

    expect((await client.post('/api/auth/sign-out')).status).toBe(200);
    expect(await json<SessionReply>(await client.get('/api/session'))).toEqual({ user: null });
  });
});
