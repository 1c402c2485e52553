// POST /api/support through the real app: signed in and out, strict validation, stored first,
// mailed in the background (dev outbox), a mail failure keeps the row, rate limits.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUsers, devOutbox } from '../../db/schema.ts';
import { createTestApp, json } from '../../test/harness.ts';
import type { Mailer } from '../mail/mailer.ts';
import { SUPPORT_EMAIL } from '../../../shared/product.ts';
import { supportMessages } from './schema.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ env: { SUPPORT_RATE_LIMIT_MAX: '50' } });
});
afterAll(() => t.close());

const valid = {
  name: '  Ada Visitor  ',
  email: ' ada.visitor@example.com ',
  topic: 'garage',
  message: '  My service reminder did not show up after I logged an oil change.  ',
};

async function storedCount() {
  const [row] = await t.db.select({ n: count() }).from(supportMessages);
  return row!.n;
}

async function mailsTo(db: typeof t.db, to: string) {
  return db.select().from(devOutbox).where(eq(devOutbox.to, to));
}

describe('POST /api/support', () => {
  it('stores a signed-out visitor’s message, answers at once, then mails it to support', async () => {
    const response = await t.client().post('/api/support', valid);
    expect(response.status).toBe(201);
    const receipt = await json<{ id: string; created_at: string; acknowledged: boolean }>(response);
    expect(receipt.acknowledged).toBe(false);
    const [row] = await t.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.id, receipt.id));
    expect(row).toMatchObject({
      userId: null,
      name: 'Ada Visitor',
      email: 'ada.visitor@example.com',
      topic: 'garage',
      message: 'My service reminder did not show up after I logged an oil change.',
    });
    await t.deps.background.idle();
    const [mailed] = await t.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.id, receipt.id));
    expect(mailed!.mailedAt).toBeInstanceOf(Date);
    const mail = (await mailsTo(t.db, SUPPORT_EMAIL)).find((m) => m.text.includes(receipt.id));
    expect(mail).toBeDefined();
    expect(mail!.subject).toContain('Garage and maintenance');
    expect(mail!.text).toContain('ada.visitor@example.com');
    expect(mail!.text).toContain('My service reminder did not show up');
    expect(mail!.text).toContain('not signed in');
    // No acknowledgement to an address typed into a public form.
    expect(await mailsTo(t.db, 'ada.visitor@example.com')).toHaveLength(0);
  });

  it('links a signed-in member’s message to them; a copy goes only to their own verified address', async () => {
    const client = t.client();
    const { id, email } = await client.signUp({ name: 'Grace Member' });
    const unverified = await client.post('/api/support', { ...valid, name: 'Grace', email });
    expect(unverified.status).toBe(201);
    expect((await json<{ acknowledged: boolean }>(unverified)).acknowledged).toBe(false);

    await t.db.update(authUsers).set({ emailVerified: true }).where(eq(authUsers.id, id));
    const own = await client.post('/api/support', { ...valid, name: 'Grace', email });
    expect((await json<{ acknowledged: boolean }>(own)).acknowledged).toBe(true);
    const other = await client.post('/api/support', {
      ...valid,
      name: 'Grace',
      email: 'someone.else@example.com',
    });
    expect(other.status).toBe(201);
    expect((await json<{ acknowledged: boolean }>(other)).acknowledged).toBe(false);
    await t.deps.background.idle();

    const rows = await t.db.select().from(supportMessages).where(eq(supportMessages.userId, id));
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.mailedAt !== null)).toBe(true);
    const acks = (await mailsTo(t.db, email)).filter((m) => m.subject === 'We got your message');
    expect(acks).toHaveLength(1);
    expect(acks[0]!.text).toContain('within one working day');
    expect(await mailsTo(t.db, 'someone.else@example.com')).toHaveLength(0);
    const teamMail = await t.db
      .select()
      .from(devOutbox)
      .where(and(eq(devOutbox.to, SUPPORT_EMAIL)));
    expect(teamMail.some((m) => m.text.includes(`signed-in member ${id}`))).toBe(true);
  });

  it('refuses invalid, unknown and malformed input with 400 and stores nothing', async () => {
    const client = t.client();
    const before = await storedCount();
    const bodies: unknown[] = [
      {},
      { ...valid, name: '   ' },
      { ...valid, name: 'x'.repeat(81) },
      { ...valid, email: 'not-an-address' },
      { ...valid, email: '' },
      { ...valid, topic: 'refund-me' },
      { ...valid, topic: undefined },
      { ...valid, message: '  too short '.slice(0, 11) },
      { ...valid, message: '         ' },
      { ...valid, message: 'x'.repeat(5001) },
      { ...valid, message: 42 },
      { ...valid, extra: true },
      '{"name": ',
      'null',
    ];
    for (const body of bodies) {
      const response = await client.post('/api/support', body);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      const reply = await json<{ error: { code: string; message: string } }>(response);
      expect(['validation_failed', 'bad_request']).toContain(reply.error.code);
      expect(reply.error.message).toBeTruthy();
    }
    expect(await storedCount()).toBe(before);
  });

  it('accepts exactly the limits: a 1-character name, 10- and 5000-character messages', async () => {
    const client = t.client();
    for (const message of ['x'.repeat(10), 'y'.repeat(5000)]) {
      const response = await client.post('/api/support', { ...valid, name: 'A', message });
      expect(response.status).toBe(201);
    }
  });

  it('refuses a request from another site (403) and stores nothing', async () => {
    const before = await storedCount();
    const client = t.client();
    client.origin = 'https://evil.example';
    const response = await client.post('/api/support', valid);
    expect(response.status).toBe(403);
    client.origin = null;
    const crossSite = await client.post('/api/support', valid, {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    expect(await storedCount()).toBe(before);
  });
});

describe('mail failure', () => {
  it('keeps the message (mailed_at stays empty) and still answers 201', async () => {
    let attempts = 0;
    const failing: Mailer = {
      kind: 'smtp',
      close: () => undefined,
      send: async () => {
        attempts += 1;
        throw new Error('SMTP is down');
      },
    };
    const other = await createTestApp({ mailer: failing });
    try {
      const response = await other.client().post('/api/support', valid);
      expect(response.status).toBe(201);
      const { id } = await json<{ id: string }>(response);
      await other.deps.background.idle();
      expect(attempts).toBe(1);
      const [row] = await other.db.select().from(supportMessages).where(eq(supportMessages.id, id));
      expect(row).toMatchObject({ email: 'ada.visitor@example.com', mailedAt: null });
    } finally {
      await other.close();
    }
  });
});

describe('rate limits', () => {
  it('limits per client address and per signed-in member with a 429 that says what to do', async () => {
    const other = await createTestApp({ env: { SUPPORT_RATE_LIMIT_MAX: '2' } });
    try {
      const visitor = other.client();
      expect((await visitor.post('/api/support', valid)).status).toBe(201);
      expect((await visitor.post('/api/support', valid)).status).toBe(201);
      const refused = await visitor.post('/api/support', valid);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      const body = await json<{ error: { code: string; message: string } }>(refused);
      expect(body.error.code).toBe('rate_limited');
      expect(body.error.message).toMatch(/several messages .* Wait \d+ minutes/);
      // Another address is not affected.
      expect((await other.client().post('/api/support', valid)).status).toBe(201);

      // A member is limited across addresses: the same session from a second network.
      const member = other.client();
      await member.signUp();
      expect((await member.post('/api/support', valid)).status).toBe(201);
      expect((await member.post('/api/support', valid)).status).toBe(201);
      const elsewhere = other.client();
      for (const [name, value] of member.cookies) elsewhere.cookies.set(name, value);
      const byUser = await elsewhere.post('/api/support', valid);
      expect(byUser.status).toBe(429);
      const [stored] = await other.db.select({ n: count() }).from(supportMessages);
      expect(stored!.n).toBe(5);
      await other.deps.background.idle();
    } finally {
      await other.close();
    }
  });
});
