// E-mail verification (decision 009): mailed on sign-up, sign-in not blocked, a strict front door,
// and a reset answer that never waits for the mailer.
import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devOutbox, feedback } from '../../db/schema.ts';
import { createTestApp, json, TEST_ORIGIN } from '../../test/harness.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function confirmationLink(email: string) {
  const [mail] = await t.db
    .select()
    .from(devOutbox)
    .where(and(eq(devOutbox.to, email), eq(devOutbox.subject, 'Confirm your Odo e-mail')))
    .orderBy(desc(devOutbox.createdAt))
    .limit(1);
  return new URL(mail!.link!);
}

describe('e-mail verification', () => {
  it('mails a link on sign-up; the link verifies and lands on the dashboard; sign-in works before', async () => {
    const client = t.client();
    const { email, password } = await client.signUp();
    expect(await json(await client.get('/api/me'))).toMatchObject({ email_verified: false });
    expect((await t.client().post('/api/auth/sign-in/email', { email, password })).status).toBe(
      200,
    );
    const link = await confirmationLink(email);
    expect(link.origin).toBe(TEST_ORIGIN);
    expect(link.pathname).toBe('/api/auth/verify-email');
    const response = await client.get(`${link.pathname}${link.search}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/dashboard?verified=1');
    expect(await json(await client.get('/api/me'))).toMatchObject({ email_verified: true });
    // Already verified: a resend says so.
    const again = await client.post('/api/auth/send-verification-email');
    expect(again.status).toBe(400);
    expect((await json<{ error: { message: string } }>(again)).error.message).toBe(
      'Your e-mail is already confirmed.',
    );
  });

  it('sends a bad link back with an error, and refuses malformed queries with 400', async () => {
    const bad = await t.client().get('/api/auth/verify-email?token=not.a.token');
    expect(bad.status).toBe(302);
    expect(bad.headers.get('location')).toMatch(/^\/dashboard\?verified=1&error=INVALID_TOKEN$/);
    for (const query of ['', '?token=', '?token=a%20b', '?token=abc&extra=1']) {
      expect((await t.client().get(`/api/auth/verify-email${query}`)).status, query).toBe(400);
    }
    // The landing page cannot be chosen by the link.
    const { email } = await t.client().signUp();
    const link = await confirmationLink(email);
    const token = link.searchParams.get('token')!;
    const elsewhere = await t
      .client()
      .get(`/api/auth/verify-email?token=${token}&callbackURL=%2Fbilling`);
    expect(elsewhere.headers.get('location')).toBe('/dashboard?verified=1');
  });

  it('resend needs a session and takes no input', async () => {
    expect((await t.client().post('/api/auth/send-verification-email')).status).toBe(401);
    const client = t.client();
    const { email } = await client.signUp();
    expect(
      (await client.post('/api/auth/send-verification-email', { email: 'x@example.com' })).status,
    ).toBe(400);
    expect((await client.post('/api/auth/send-verification-email', {})).status).toBe(200);
    const [row] = await t.db.select({ n: count() }).from(devOutbox).where(eq(devOutbox.to, email));
    expect(row!.n).toBe(2);
  });
});

describe('feedback double tap', () => {
  it('5 parallel identical posts store one row and all succeed', async () => {
    const client = t.client();
    const { id } = await client.signUp();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => client.post('/api/feedback', { message: 'Tap tap' })),
    );
    expect(responses.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const ids = new Set(
      await Promise.all(responses.map(async (r) => (await json<{ id: string }>(r)).id)),
    );
    expect(ids.size).toBe(1);
    const [row] = await t.db.select({ n: count() }).from(feedback).where(eq(feedback.userId, id));
    expect(row!.n).toBe(1);
    // A different text is a new submission.
    expect((await client.post('/api/feedback', { message: 'Something else' })).status).toBe(201);
    const [after] = await t.db.select({ n: count() }).from(feedback).where(eq(feedback.userId, id));
    expect(after!.n).toBe(2);
  });
});

describe('password-reset answer', () => {
  it('does not wait for the mailer: a mailer that never answers still gets an immediate, identical reply', async () => {
    const outbox = createMailer({ from: 'x', db: t.db, logger: t.deps.logger });
    let resetSends = 0;
    const stuck: Mailer = {
      kind: 'outbox',
      close: () => undefined,
      send: (message) => {
        if (message.subject !== 'Reset your Odo password') return outbox.send(message);
        resetSends += 1;
        return new Promise<void>(() => undefined);
      },
    };
    const other = await createTestApp({ mailer: stuck });
    try {
      await other.client().signUp({ email: 'stuck@example.com' });
      const known = await other
        .client()
        .post('/api/auth/request-password-reset', { email: 'stuck@example.com' });
      const unknown = await other
        .client()
        .post('/api/auth/request-password-reset', { email: 'nobody@example.com' });
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(await known.text()).toBe(await unknown.text());
      // The known address's mail was really attempted, after the answer. (Polled for up to a
      // minute, not vitest's 1 s default: on a busy machine the background work may take longer.)
      const patiently = { timeout: 60_000, interval: 20 };
      await expect.poll(() => resetSends, patiently).toBe(1);
      // Everything else the two requests started (the unknown address's equal-time work) is done
      // before the database closes; only the stuck mail is left.
      await expect.poll(() => other.deps.background.pending(), patiently).toBe(1);
    } finally {
      await other.close();
    }
  });
});
