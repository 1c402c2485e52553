import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devOutbox } from '../../db/schema.ts';
import { createTestApp, json, TestClient } from '../../test/harness.ts';
import type { AccountSession, UserSettings } from '../../../shared/settings.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function patch(client: TestClient, body: unknown) {
  return client.request('/api/settings', {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('GET/PATCH /api/settings', () => {
  it('answers defaults, saves a change, and shares units and currency with the garage', async () => {
    const ann = new TestClient(t.app);
    await ann.signUp();
    expect(await json(await ann.get('/api/settings'))).toEqual({
      distanceUnit: 'km',
      volumeUnit: 'l',
      currency: 'USD',
      theme: 'system',
    });
    const saved = await patch(ann, { theme: 'dark', distanceUnit: 'mi', currency: 'eur' });
    expect(saved.status).toBe(200);
    const expected: UserSettings = {
      distanceUnit: 'mi',
      volumeUnit: 'l',
      currency: 'EUR',
      theme: 'dark',
    };
    expect(await json(saved)).toEqual(expected);
    expect(await json(await ann.get('/api/settings'))).toEqual(expected);
    // One source of truth: the garage reads the same row (and never sees the theme).
    expect(await json(await ann.get('/api/garage/settings'))).toEqual({
      distanceUnit: 'mi',
      volumeUnit: 'l',
      currency: 'EUR',
    });

    // Each user has their own.
    const bob = new TestClient(t.app);
    await bob.signUp();
    expect(await json(await bob.get('/api/settings'))).toMatchObject({ theme: 'system' });
  });

  it('refuses bad input with 400 and changes nothing; signed out is 401', async () => {
    const ann = new TestClient(t.app);
    await ann.signUp();
    for (const body of [
      {},
      { theme: 'blue' },
      { distanceUnit: 'furlong' },
      { currency: 'EURO' },
      { theme: 'dark', userId: 'someone-else' },
    ]) {
      const response = await patch(ann, body);
      expect(response.status).toBe(400);
      expect(await json(response)).toMatchObject({ error: { code: 'validation_failed' } });
    }
    expect(await json(await ann.get('/api/settings'))).toMatchObject({ theme: 'system' });
    expect((await new TestClient(t.app).get('/api/settings')).status).toBe(401);
  });
});

async function sessionsOf(client: TestClient) {
  return (await json<{ sessions: AccountSession[] }>(await client.get('/api/account/sessions')))
    .sessions;
}

describe('sessions and password', () => {
  it('lists the devices without tokens and signs out the other ones', async () => {
    const phone = new TestClient(t.app);
    const { email, password } = await phone.signUp();
    const laptop = new TestClient(t.app);
    expect((await laptop.post('/api/auth/sign-in/email', { email, password })).status).toBe(200);

    const listed = await sessionsOf(phone);
    expect(listed).toHaveLength(2);
    expect(listed.filter((s) => s.current)).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toMatch(/token/i);
    const stranger = new TestClient(t.app);
    await stranger.signUp();
    expect(await sessionsOf(stranger)).toHaveLength(1);

    const revoked = await phone.post('/api/account/sessions/revoke-others');
    expect(await json(revoked)).toEqual({ revoked: 1 });
    expect((await laptop.get('/api/me')).status).toBe(401);
    expect((await phone.get('/api/me')).status).toBe(200);
    expect(await sessionsOf(stranger)).toHaveLength(1);
  });

  it('changes the password only with the current one, and ends the other sessions', async () => {
    const phone = new TestClient(t.app);
    const { email, password } = await phone.signUp();
    const laptop = new TestClient(t.app);
    await laptop.post('/api/auth/sign-in/email', { email, password });

    const wrong = await phone.post('/api/auth/change-password', {
      currentPassword: 'Not-The-Password-9',
      newPassword: 'Copper-Harbour-77',
    });
    expect(wrong.status).toBe(400);
    expect(await json(wrong)).toMatchObject({ error: { code: 'invalid_password' } });
    const common = await phone.post('/api/auth/change-password', {
      currentPassword: password,
      newPassword: 'password123',
    });
    expect(common.status).toBe(400);
    const extra = await phone.post('/api/auth/change-password', {
      currentPassword: password,
      newPassword: 'Copper-Harbour-77',
      revokeOtherSessions: false,
    });
    expect(extra.status).toBe(400);
    expect((await laptop.get('/api/me')).status).toBe(200);

    const changed = await phone.post('/api/auth/change-password', {
      currentPassword: password,
      newPassword: 'Copper-Harbour-77',
    });
    expect(changed.status).toBe(200);
    expect(JSON.stringify(await json(changed))).not.toMatch(/"token"/);
    expect((await phone.get('/api/me')).status).toBe(200);
    expect((await laptop.get('/api/me')).status).toBe(401);
    expect(await sessionsOf(phone)).toHaveLength(1);

    const again = new TestClient(t.app);
    expect((await again.post('/api/auth/sign-in/email', { email, password })).status).toBe(401);
    expect(
      (await again.post('/api/auth/sign-in/email', { email, password: 'Copper-Harbour-77' }))
        .status,
    ).toBe(200);
  });
});

describe('change of e-mail', () => {
  it('needs the password, mails a link to the new address, and changes it only once opened', async () => {
    const client = new TestClient(t.app);
    const { email, password } = await client.signUp();
    const newEmail = `moved-${Date.now()}@example.com`;

    const wrong = await client.post('/api/auth/change-email', {
      newEmail,
      password: 'Nope-nope-123',
    });
    expect(wrong.status).toBe(400);
    expect(await json(wrong)).toMatchObject({ error: { code: 'invalid_password' } });
    expect(
      (await client.post('/api/auth/change-email', { newEmail: 'not-an-email', password })).status,
    ).toBe(400);
    expect(
      (await new TestClient(t.app).post('/api/auth/change-email', { newEmail, password })).status,
    ).toBe(401);

    const asked = await client.post('/api/auth/change-email', { newEmail, password });
    expect(asked.status).toBe(200);
    expect(await json(await client.get('/api/me'))).toMatchObject({ email });

    const [mail] = await t.db
      .select()
      .from(devOutbox)
      .where(eq(devOutbox.to, newEmail))
      .orderBy(desc(devOutbox.createdAt))
      .limit(1);
    const link = new URL(mail!.link!);
    expect((await client.get(`${link.pathname}${link.search}`)).status).toBe(302);
    expect(await json(await client.get('/api/me'))).toMatchObject({ email: newEmail });
  });
});
