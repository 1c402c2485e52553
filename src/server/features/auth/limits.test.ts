// The abuse limits of decision 009, at their defaults: each is kept in the database, answers 429
// with Retry-After and a message, and lets other clients and accounts through.
import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devOutbox, feedback } from '../../db/schema.ts';
import { createTestApp, json, type TestClient } from '../../test/harness.ts';

type ErrorReply = { error: { code: string; message: string; retryAfterSeconds: number } };

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'Gearbox-Lantern-42';

function fresh(prefix: string) {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

async function expectLimited(response: Response, message: RegExp) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  const body = await json<ErrorReply>(response);
  expect(body.error.code).toBe('rate_limited');
  expect(body.error.message).toMatch(message);
  expect(body.error.retryAfterSeconds).toBe(retryAfter);
}

function from(address: string) {
  return { headers: { 'x-forwarded-for': address } };
}

function signUp(client: TestClient, email: string, address?: string) {
  return client.post(
    '/api/auth/sign-up/email',
    { name: 'Driver', email, password: PASSWORD },
    address ? from(address) : {},
  );
}

function signIn(client: TestClient, email: string, password: string) {
  return client.post('/api/auth/sign-in/email', { email, password });
}

function requestReset(client: TestClient, email: string, address?: string) {
  return client.post('/api/auth/request-password-reset', { email }, address ? from(address) : {});
}

describe('sign-up', () => {
  it('allows 10 sign-ups per client address per hour; the 11th gets 429 and creates nothing', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await signUp(t.client(), fresh('burst'), '198.51.100.21')).status).toBe(200);
    }
    const email = fresh('eleventh');
    await expectLimited(
      await signUp(t.client(), email, '198.51.100.21'),
      /Too many sign-ups from your network\. Wait \d+ minutes and try again\./,
    );
    const [mail] = await t.db.select({ n: count() }).from(devOutbox).where(eq(devOutbox.to, email));
    expect(mail!.n).toBe(0);
    // Another address is not affected.
    expect((await signUp(t.client(), email, '198.51.100.22')).status).toBe(200);
  });
});

describe('behind the proxy (TRUST_PROXY=1)', () => {
  // The proxy appends the address it saw; whatever the client wrote before that is its own say.
  const spoofed = (i: number, real: string) => from(`203.0.113.${i}, 10.9.${i}.1, ${real}`);

  it('keys the sign-up limit on the address the proxy added, whatever the client wrote first', async () => {
    for (let i = 0; i < 10; i += 1) {
      const response = await t
        .client()
        .post(
          '/api/auth/sign-up/email',
          { name: 'Driver', email: fresh('spoof'), password: PASSWORD },
          spoofed(i, '198.51.100.23'),
        );
      expect(response.status).toBe(200);
    }
    await expectLimited(
      await t
        .client()
        .post(
          '/api/auth/sign-up/email',
          { name: 'Driver', email: fresh('spoof'), password: PASSWORD },
          spoofed(99, '198.51.100.23'),
        ),
      /Too many sign-ups from your network\./,
    );
  });

  it('keys the reset limit the same way', async () => {
    for (let i = 0; i < 10; i += 1) {
      const response = await t
        .client()
        .post(
          '/api/auth/request-password-reset',
          { email: fresh('r') },
          spoofed(i, '198.51.100.33'),
        );
      expect(response.status).toBe(200);
    }
    await expectLimited(
      await t
        .client()
        .post(
          '/api/auth/request-password-reset',
          { email: fresh('r') },
          spoofed(50, '198.51.100.33'),
        ),
      /Too many password-reset requests from your network\./,
    );
    await t.deps.background.idle();
  });
});

describe('sign-in per account', () => {
  it('after 10 failures in 15 minutes the account answers 429, even to the right password', async () => {
    const owner = t.client();
    const email = fresh('target');
    expect((await signUp(owner, email)).status).toBe(200);
    await owner.signInAfterSignUp(email, PASSWORD);
    // Successful sign-ins do not count as failures.
    for (let i = 0; i < 3; i += 1)
      expect((await signIn(t.client(), email, PASSWORD)).status).toBe(200);
    // Each guess from a new address, so only the per-account limit can stop them.
    for (let i = 0; i < 10; i += 1) {
      expect((await signIn(t.client(), email, `Wrong-Guess-${i}-xx`)).status).toBe(401);
    }
    await expectLimited(
      await signIn(t.client(), email.toUpperCase(), PASSWORD),
      /Too many failed sign-ins for this account\. Reset your password to get in now, or wait \d+ minutes\./,
    );
    // Other accounts sign in as usual; the session already open stays open.
    const other = fresh('other');
    expect((await signUp(t.client(), other)).status).toBe(200);
    expect((await signIn(t.client(), other, PASSWORD)).status).toBe(200);
    expect((await owner.get('/api/me')).status).toBe(200);

    // A password reset proves the mailbox and lifts the lock.
    await requestReset(t.client(), email);
    await t.deps.background.idle();
    const [mail] = await t.db
      .select()
      .from(devOutbox)
      .where(and(eq(devOutbox.to, email), eq(devOutbox.subject, 'Reset your Odo password')));
    const link = new URL(mail!.link!);
    const redirect = await t.client().get(`${link.pathname}${link.search}`);
    const token = new URL(redirect.headers.get('location')!, 'http://x').searchParams.get('token');
    const reset = await t
      .client()
      .post('/api/auth/reset-password', { token, newPassword: 'Brand-New-Clutch-77' });
    expect(reset.status).toBe(200);
    expect((await signIn(t.client(), email, 'Brand-New-Clutch-77')).status).toBe(200);
  });

  it('parallel wrong guesses cannot slip past the limit', async () => {
    const email = fresh('parallel');
    expect((await signUp(t.client(), email)).status).toBe(200);
    const statuses = await Promise.all(
      Array.from({ length: 15 }, (_, i) => signIn(t.client(), email, `Wrong-Guess-${i}-yy`)),
    ).then((responses) => responses.map((r) => r.status));
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });
});

describe('password-reset requests', () => {
  it('allow 10 per client address per hour', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await requestReset(t.client(), fresh('r'), '198.51.100.31')).status).toBe(200);
    }
    await expectLimited(
      await requestReset(t.client(), fresh('r'), '198.51.100.31'),
      /Too many password-reset requests from your network\./,
    );
    await t.deps.background.idle();
  });

  it('allow 3 per target e-mail per hour, however the address is written', async () => {
    const email = fresh('victim');
    expect((await signUp(t.client(), email)).status).toBe(200);
    const [local, domain] = email.split('@');
    for (const variant of [email, email.toUpperCase(), `${local}+x@${domain}`]) {
      expect((await requestReset(t.client(), variant)).status).toBe(200);
    }
    await expectLimited(
      await requestReset(t.client(), email),
      /Too many password-reset requests for this e-mail\./,
    );
    await t.deps.background.idle();
    const mails = await t.db
      .select()
      .from(devOutbox)
      .where(and(eq(devOutbox.to, email), eq(devOutbox.subject, 'Reset your Odo password')));
    expect(mails.length).toBeLessThanOrEqual(3);
  });
});

describe('verification resends', () => {
  it('allow 3 per user per hour', async () => {
    const client = t.client();
    await client.signUp();
    for (let i = 0; i < 3; i += 1) {
      expect((await client.post('/api/auth/send-verification-email')).status).toBe(200);
    }
    await expectLimited(
      await client.post('/api/auth/send-verification-email'),
      /Too many confirmation e-mails\./,
    );
  });

  it('allow 10 per client address per hour', async () => {
    const clients = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const client = t.client();
        await client.signUp();
        return client;
      }),
    );
    const statuses: number[] = [];
    for (const client of clients) {
      for (let i = 0; i < 3; i += 1) {
        const response = await client.post(
          '/api/auth/send-verification-email',
          undefined,
          from('198.51.100.41'),
        );
        statuses.push(response.status);
        if (response.status === 429) {
          await expectLimited(response, /Too many confirmation e-mails from your network\./);
        }
      }
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
  });
});

describe('feedback', () => {
  it('allows 10 messages per user per hour', async () => {
    const client = t.client();
    const { id } = await client.signUp();
    for (let i = 0; i < 10; i += 1) {
      expect((await client.post('/api/feedback', { message: `Idea number ${i}` })).status).toBe(
        201,
      );
    }
    await expectLimited(
      await client.post('/api/feedback', { message: 'One more idea' }),
      /You have sent a lot of feedback in a short time\./,
    );
    const [row] = await t.db.select({ n: count() }).from(feedback).where(eq(feedback.userId, id));
    expect(row!.n).toBe(10);
    // Another user is not affected.
    const other = t.client();
    await other.signUp();
    expect((await other.post('/api/feedback', { message: 'Hello' })).status).toBe(201);
  });

  it('counts a double tap once: its repeats answer with the first row and use up nothing', async () => {
    const client = t.client();
    const { id } = await client.signUp();
    const burst = await Promise.all(
      Array.from({ length: 5 }, () => client.post('/api/feedback', { message: 'Tapped twice' })),
    );
    expect(burst.map((response) => response.status)).toEqual([201, 201, 201, 201, 201]);
    const ids = await Promise.all(burst.map((response) => json<{ id: string }>(response)));
    expect(new Set(ids.map((saved) => saved.id)).size).toBe(1);
    // The burst was one of the 10: nine more new messages pass, the next one is refused.
    for (let i = 0; i < 9; i += 1) {
      expect((await client.post('/api/feedback', { message: `Thought ${i}` })).status).toBe(201);
    }
    await expectLimited(
      await client.post('/api/feedback', { message: 'One thought too many' }),
      /You have sent a lot of feedback in a short time\./,
    );
    const [row] = await t.db.select({ n: count() }).from(feedback).where(eq(feedback.userId, id));
    expect(row!.n).toBe(10);
  });
});
