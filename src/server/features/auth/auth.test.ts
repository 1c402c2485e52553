import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authSessions, authUsers, devOutbox, users } from '../../db/schema.ts';
import { createTestApp, json, PATIENTLY, TEST_ORIGIN, TestClient } from '../../test/harness.ts';
import {
  COMMON_PASSWORD_MESSAGE,
  SIGN_UP_REQUESTED_MESSAGE,
} from '../../../shared/auth-schemas.ts';

type ErrorReply = { error: { code: string; message: string } };

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({
    env: { SIGNIN_RATE_LIMIT_MAX: '3' },
    // The one suite that signs up and in with the hash production uses.
    productionPasswordHashing: true,
  });
});
afterAll(() => t.close());

async function authUserCount() {
  const [row] = await t.db.select({ n: count() }).from(authUsers);
  return row!.n;
}

async function resetMails(email: string) {
  return t.db
    .select()
    .from(devOutbox)
    .where(and(eq(devOutbox.to, email), eq(devOutbox.subject, 'Reset your Odo password')))
    .orderBy(asc(devOutbox.createdAt));
}

/** Asks for a reset link and waits for it: the mail is made after the (uniform) answer. */
async function requestResetLink(email: string, client: TestClient = t.client()) {
  const before = (await resetMails(email)).length;
  const response = await client.post('/api/auth/request-password-reset', {
    email,
    redirectTo: '/reset-password',
  });
  expect(response.status).toBe(200);
  const mails = await vi.waitFor(async () => {
    const rows = await resetMails(email);
    if (rows.length <= before) throw new Error(`no new reset mail for ${email}`);
    return rows;
  }, PATIENTLY);
  return new URL(mails.at(-1)!.link!);
}

describe('sign up', () => {
  it('creates the account and a users row with zero counters; signing in gives an HttpOnly Lax session cookie', async () => {
    const client = t.client();
    const response = await client.post('/api/auth/sign-up/email', {
      name: '  Ann Driver ',
      email: 'ann@example.com',
      password: 'Gearbox-Lantern-42',
    });
    expect(response.status).toBe(200);
    // "Check your e-mail", no session, no id: the same answer a taken address gets.
    expect(await json(response)).toEqual({ status: true, message: SIGN_UP_REQUESTED_MESSAGE });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect((await client.get('/api/me')).status).toBe(401);
    const [mail] = await t.db.select().from(devOutbox).where(eq(devOutbox.to, 'ann@example.com'));
    expect(mail?.subject).toBe('Confirm your Odo e-mail');

    const signIn = await client.post('/api/auth/sign-in/email', {
      email: 'ann@example.com',
      password: 'Gearbox-Lantern-42',
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie().find((c) => c.startsWith('odo.session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const me = await json<{
      name: string;
      email: string;
      avatar_url: string | null;
      usage: Record<string, unknown>;
    }>(await client.get('/api/me'));
    expect(me.name).toBe('Ann Driver');
    expect(me.email).toBe('ann@example.com');
    expect(me.avatar_url).toBeNull();
    expect(me.usage).toMatchObject({
      free_assessments_used: 0,
      free_carlens_results_used: 0,
      free_askodo_questions_used: 0,
    });
  });

  it('answers a taken e-mail exactly like a new one, makes no account and mails the owner instead', async () => {
    const owner = t.client();
    const { id, password } = await owner.signUp({ name: 'Tess Twice', email: 'twice@example.com' });
    const fresh = await t.client().post('/api/auth/sign-up/email', {
      name: 'Other',
      email: 'not-twice@example.com',
      password: 'Another-Long-Pass-9',
    });
    const before = await authUserCount();
    const attempt = t.client();
    const again = await attempt.post('/api/auth/sign-up/email', {
      name: 'Other',
      email: 'Twice@Example.com',
      password: 'Another-Long-Pass-9',
    });
    expect(again.status).toBe(fresh.status);
    expect(await again.text()).toBe(await fresh.text());
    expect(again.headers.getSetCookie()).toEqual([]);
    expect([...again.headers.keys()].sort()).toEqual([...fresh.headers.keys()].sort());
    expect(await authUserCount()).toBe(before);
    expect((await attempt.get('/api/me')).status).toBe(401);

    const mails = await t.db.select().from(devOutbox).where(eq(devOutbox.to, 'twice@example.com'));
    const notice = mails.find(
      (mail) => mail.subject === 'Someone tried to sign up with your e-mail',
    );
    expect(notice?.text).toMatch(/^Hi Tess Twice,/);
    expect(notice?.text).toContain(`${TEST_ORIGIN}/login`);
    expect(notice?.text).toContain(`${TEST_ORIGIN}/forgot-password`);
    expect(notice?.link).toBe(`${TEST_ORIGIN}/login`);
    // No confirmation link: the attempt confirms nothing.
    expect(mails.filter((mail) => mail.subject === 'Confirm your Odo e-mail')).toHaveLength(1);
    // The owner's account and password are untouched.
    const [row] = await t.db.select().from(authUsers).where(eq(authUsers.id, id));
    expect(row).toMatchObject({ name: 'Tess Twice', email: 'twice@example.com' });
    const signIn = await t
      .client()
      .post('/api/auth/sign-in/email', { email: 'twice@example.com', password });
    expect(signIn.status).toBe(200);
  });

  it('mails the owner of a taken e-mail at most 3 times an hour, and keeps answering alike', async () => {
    await t.client().signUp({ email: 'often@example.com' });
    for (let i = 0; i < 5; i += 1) {
      const again = await t.client().post('/api/auth/sign-up/email', {
        name: 'Prober',
        email: 'often@example.com',
        password: 'Another-Long-Pass-9',
      });
      expect(again.status).toBe(200);
      expect(await json(again)).toEqual({ status: true, message: SIGN_UP_REQUESTED_MESSAGE });
    }
    const notices = await t.db
      .select()
      .from(devOutbox)
      .where(
        and(
          eq(devOutbox.to, 'often@example.com'),
          eq(devOutbox.subject, 'Someone tried to sign up with your e-mail'),
        ),
      );
    expect(notices).toHaveLength(3);
  });

  it('refuses passwords that are too short, too long or too common, writing nothing', async () => {
    const before = await authUserCount();
    const cases = [
      { password: 'short7!', field: /at least 8/ },
      { password: 'x'.repeat(129), field: /at most 128/ },
      { password: 'password123', field: new RegExp(COMMON_PASSWORD_MESSAGE.slice(0, 20)) },
      { password: 'PASSWORD', field: new RegExp(COMMON_PASSWORD_MESSAGE.slice(0, 20)) },
    ];
    for (const { password, field } of cases) {
      const response = await t.client().post('/api/auth/sign-up/email', {
        name: 'Weak',
        email: 'weak@example.com',
        password,
      });
      expect(response.status).toBe(400);
      expect((await json<ErrorReply>(response)).error.message).toMatch(field);
    }
    expect(await authUserCount()).toBe(before);
  });

  it('answers malformed, incomplete, mistyped, oversized and unknown input with 400 and writes nothing', async () => {
    const before = await authUserCount();
    const client = t.client();
    const bodies: unknown[] = [
      '{"name": "Broken", "email": ',
      { email: 'missing@example.com', password: 'Gearbox-Lantern-42' },
      { name: 42, email: 'types@example.com', password: 'Gearbox-Lantern-42' },
      { name: 'N', email: 'not-an-email', password: 'Gearbox-Lantern-42' },
      { name: 'x'.repeat(1024 * 1024), email: 'big@example.com', password: 'Gearbox-Lantern-42' },
      { name: 'N', email: 'extra@example.com', password: 'Gearbox-Lantern-42', role: 'admin' },
      {
        name: 'N',
        email: 'cb@example.com',
        password: 'Gearbox-Lantern-42',
        callbackURL: 'https://evil.example',
      },
    ];
    for (const body of bodies) {
      const response = await client.post('/api/auth/sign-up/email', body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      const reply = await json<ErrorReply>(response);
      expect(reply.error.code).toMatch(/validation_failed|bad_request/);
      expect(reply.error.message.length).toBeGreaterThan(0);
    }
    expect(await authUserCount()).toBe(before);
  });
});

describe('sign up with a referral code', () => {
  it('never fails because of a code that matches nobody', async () => {
    for (const ref of ['NOSUCH23', 'zz-!! weird', '']) {
      const response = await t.client().post('/api/auth/sign-up/email', {
        name: 'Referred',
        email: `ref-${Math.random().toString(36).slice(2)}@example.com`,
        password: 'Gearbox-Lantern-42',
        ref,
      });
      expect(response.status, ref).toBe(200);
    }
  });
});

describe('users row', () => {
  it('is created on the first authenticated request when missing, with the name rule', async () => {
    const client = t.client();
    const { id } = await client.signUp({ name: 'Row Tester', email: 'row.tester@example.com' });
    await t.db.delete(users).where(eq(users.id, id));
    await t.db.update(authUsers).set({ name: ' ' }).where(eq(authUsers.id, id));
    const me = await json<{ name: string; usage: { free_assessments_used: number } }>(
      await client.get('/api/me'),
    );
    expect(me.name).toBe('row.tester');
    expect(me.usage.free_assessments_used).toBe(0);
  });
});

describe('sign in and sign out', () => {
  it('signs in with the right password, refuses a wrong one, and signs out', async () => {
    const { email, password } = await t.client().signUp({ email: 'inout@example.com' });
    const client = new TestClient(t.app);
    expect((await client.get('/api/me')).status).toBe(401);

    const wrong = await client.post('/api/auth/sign-in/email', {
      email,
      password: 'Wrong-Pass-123',
    });
    expect(wrong.status).toBe(401);
    expect(await json<ErrorReply>(wrong)).toEqual({
      error: { code: 'invalid_email_or_password', message: 'Invalid e-mail or password.' },
    });

    const right = await client.post('/api/auth/sign-in/email', { email, password });
    expect(right.status).toBe(200);
    expect((await client.get('/api/me')).status).toBe(200);

    const out = await client.post('/api/auth/sign-out', {});
    expect(out.status).toBe(200);
    const after = await client.get('/api/me');
    expect(after.status).toBe(401);
    expect((await json<ErrorReply>(after)).error.code).toBe('unauthorized');
  });

  it('answers the 4th attempt within 10 s from one client with 429 and a clear message', async () => {
    const client = t.client();
    // Sent at once: the limit counts each attempt as it arrives, before the password is checked,
    // so the four land within the window on any machine (one after the other, a loaded CI
    // machine's password checks once took longer than the 10 s window itself).
    const replies = await Promise.all(
      Array.from({ length: 4 }, () =>
        client.post('/api/auth/sign-in/email', {
          email: 'nobody@example.com',
          password: 'Wrong-Pass-123',
        }),
      ),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([401, 401, 401, 429]);
    const refused = replies.find((reply) => reply.status === 429)!;
    const reply = await json<ErrorReply>(refused);
    expect(reply.error.code).toBe('rate_limited');
    expect(reply.error.message).toMatch(/Too many sign-in attempts/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('treats a forged, tampered or expired session cookie as signed out', async () => {
    const forged = t.client();
    forged.cookies.set('odo.session_token', 'forged.value');
    expect((await forged.get('/api/me')).status).toBe(401);

    const client = t.client();
    const { id } = await client.signUp();
    const genuine = client.cookies.get('odo.session_token')!;
    client.cookies.set('odo.session_token', `x${genuine}`);
    expect((await client.get('/api/me')).status).toBe(401);
    client.cookies.set('odo.session_token', genuine);
    expect((await client.get('/api/me')).status).toBe(200);

    await t.db
      .update(authSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSessions.userId, id));
    expect((await client.get('/api/me')).status).toBe(401);
  });

  it('renews a session that is more than a day old and re-issues the cookie', async () => {
    const client = t.client();
    const { id } = await client.signUp();
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    await t.db
      .update(authSessions)
      .set({ updatedAt: twoDaysAgo, expiresAt: new Date(Date.now() + 3600 * 1000) })
      .where(eq(authSessions.userId, id));
    const response = await client.get('/api/me');
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((c) => c.startsWith('odo.session_token='))).toBe(
      true,
    );
    const [session] = await t.db.select().from(authSessions).where(eq(authSessions.userId, id));
    expect(session!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 20 * 24 * 3600 * 1000);
    expect((await client.get('/api/me')).status).toBe(200);
  });
});

describe('password reset', () => {
  it('answers the same for known and unknown e-mails and mails only the known one', async () => {
    await t.client().signUp({ email: 'known@example.com' });
    const known = await t
      .client()
      .post('/api/auth/request-password-reset', { email: 'known@example.com' });
    const unknown = await t.client().post('/api/auth/request-password-reset', {
      email: 'ghost@example.com',
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    const mails = await vi.waitFor(async () => {
      const rows = await resetMails('known@example.com');
      if (rows.length === 0) throw new Error('no reset mail yet');
      return rows;
    }, PATIENTLY);
    expect(new URL(mails[0]!.link!).pathname).toMatch(/^\/api\/auth\/reset-password\//);
    await t.deps.background.idle();
    const ghostMail = await t.db
      .select()
      .from(devOutbox)
      .where(eq(devOutbox.to, 'ghost@example.com'));
    expect(ghostMail).toHaveLength(0);
  });

  it('resets through the e-mailed link, signs the user in, and ends every other session', async () => {
    const other = t.client();
    const { email, password, id } = await other.signUp({ email: 'reset.me@example.com' });
    const second = t.client();
    expect((await second.post('/api/auth/sign-in/email', { email, password })).status).toBe(200);

    const client = t.client();
    const link = await requestResetLink(email, client);
    const redirect = await client.get(`${link.pathname}${link.search}`);
    expect(redirect.status).toBe(302);
    const target = new URL(redirect.headers.get('location')!, 'http://localhost:3000');
    expect(target.pathname).toBe('/reset-password');
    const token = target.searchParams.get('token')!;
    expect(token).toBeTruthy();

    const common = await client.post('/api/auth/reset-password', {
      token,
      newPassword: 'qwerty123',
    });
    expect(common.status).toBe(400);

    const reset = await client.post('/api/auth/reset-password', {
      token,
      newPassword: 'Brand-New-Clutch-77',
    });
    expect(reset.status).toBe(200);
    expect((await client.get('/api/me')).status).toBe(200);
    expect((await other.get('/api/me')).status).toBe(401);
    expect((await second.get('/api/me')).status).toBe(401);
    const sessions = await t.db.select().from(authSessions).where(eq(authSessions.userId, id));
    expect(sessions).toHaveLength(1);

    const reused = await t.client().post('/api/auth/reset-password', {
      token,
      newPassword: 'Another-Clutch-88',
    });
    expect(reused.status).toBe(400);

    const fresh = t.client();
    expect((await fresh.post('/api/auth/sign-in/email', { email, password })).status).toBe(401);
  });

  it('makes every other outstanding reset link useless once one is used', async () => {
    const { email } = await t.client().signUp({ email: 'many.links@example.com' });
    const tokens: string[] = [];
    for (let i = 0; i < 3; i++) {
      const link = await requestResetLink(email);
      const redirect = await t.client().get(`${link.pathname}${link.search}`);
      tokens.push(
        new URL(redirect.headers.get('location')!, TEST_ORIGIN).searchParams.get('token')!,
      );
    }
    expect(new Set(tokens).size).toBe(3);
    const used = await t.client().post('/api/auth/reset-password', {
      token: tokens[1],
      newPassword: 'Brand-New-Clutch-77',
    });
    expect(used.status).toBe(200);
    for (const token of [tokens[0], tokens[2]]) {
      const stale = await t.client().post('/api/auth/reset-password', {
        token,
        newPassword: 'Hijack-Attempt-Pass-1',
      });
      expect(stale.status).toBe(400);
    }
  });

  it('sends an unknown token back to the page with an error', async () => {
    const response = await t
      .client()
      .get('/api/auth/reset-password/not-a-token?callbackURL=%2Freset-password');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toMatch(/\/reset-password\?error=INVALID_TOKEN/);
  });
});

describe('origin checks', () => {
  it('refuses a mutating request from a foreign Origin', async () => {
    const client = t.client();
    await client.signUp();
    const response = await client.post(
      '/api/auth/sign-out',
      {},
      { headers: { origin: 'https://evil.example' } },
    );
    expect(response.status).toBe(403);
    expect((await json<ErrorReply>(response)).error.code).toBe('forbidden_origin');
    expect((await client.get('/api/me')).status).toBe(200);
  });

  it("never trusts the origin made from the request's own Host (DNS rebinding)", async () => {
    const client = t.client();
    await client.signUp();
    // A page on evil.example that resolves to this server: the browser sends its own Host and Origin.
    client.baseUrl = 'http://evil.example:3000';
    client.origin = 'http://evil.example:3000';
    const response = await client.post('/api/auth/sign-out', {});
    expect(response.status).toBe(403);
    expect((await json<ErrorReply>(response)).error.code).toBe('forbidden_origin');
    const signUp = await client.post('/api/auth/sign-up/email', {
      name: 'Rebind',
      email: 'rebind@example.com',
      password: 'Gearbox-Lantern-42',
    });
    expect(signUp.status).toBe(403);
    // Someone who opened Odo under another name of this machine is told where it lives.
    expect((await json<ErrorReply>(signUp)).error.message).toContain(`Open Odo at ${TEST_ORIGIN}`);
    client.baseUrl = TEST_ORIGIN;
    client.origin = TEST_ORIGIN;
    expect((await client.get('/api/me')).status).toBe(200);
  });

  it('trusts the origins listed in TRUSTED_ORIGINS', async () => {
    const other = await createTestApp({ env: { TRUSTED_ORIGINS: 'https://m.example.com' } });
    try {
      const client = other.client();
      client.origin = 'https://m.example.com';
      await client.signUp();
      expect((await client.post('/api/auth/sign-out', {})).status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('refuses a cookie-bearing mutation with no Origin, and a cross-site fetch', async () => {
    const client = t.client();
    await client.signUp();
    client.origin = null;
    expect((await client.post('/api/feedback', { message: 'hi' })).status).toBe(403);
    const anonymous = t.client();
    anonymous.origin = null;
    const crossSite = await anonymous.post(
      '/api/auth/sign-in/email',
      { email: 'a@example.com', password: 'whatever-123' },
      { headers: { 'sec-fetch-site': 'cross-site' } },
    );
    expect(crossSite.status).toBe(403);
  });

  it('does not expose auth endpoints Odo does not use', async () => {
    const response = await t.client().post('/api/auth/delete-user', {});
    expect(response.status).toBe(404);
    // The session token lives only in the HttpOnly cookie: no endpoint hands it to scripts.
    const client = t.client();
    await client.signUp();
    const session = await client.get('/api/auth/get-session');
    expect(session.status).toBe(404);
    expect(await session.text()).not.toContain(
      client.cookies.get('odo.session_token')!.split('.')[0],
    );
  });
});
