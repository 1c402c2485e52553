import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devOutbox } from '../../db/schema.ts';
import { createTestApp } from '../../test/harness.ts';
import { createMailer, passwordResetMail } from './mailer.ts';

interface Received {
  from: string;
  to: string[];
  data: string;
}

let smtp: SMTPServer;
let port: number;
const received: Received[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('mailer', () => {
  it('sends a password reset over SMTP when SMTP_URL is set, and stores nothing in the outbox', async () => {
    const t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    try {
      expect(t.deps.mailer.kind).toBe('smtp');
      await t.client().signUp({ email: 'smtp.user@example.com', name: 'Smtp User' });
      const response = await t
        .client()
        .post('/api/auth/request-password-reset', { email: 'smtp.user@example.com' });
      expect(response.status).toBe(200);
      await t.deps.background.idle();
      const mail = received.find(
        (m) => m.to.includes('smtp.user@example.com') && /Reset your Odo password/.test(m.data),
      );
      expect(mail).toBeDefined();
      expect(mail!.data).toMatch(/Subject: Reset your Odo password/);
      expect(mail!.data).toMatch(/\/api\/auth\/reset-password\//);
      const outbox = await t.db
        .select()
        .from(devOutbox)
        .where(eq(devOutbox.to, 'smtp.user@example.com'));
      expect(outbox).toHaveLength(0);
      t.deps.mailer.close();
    } finally {
      await t.close();
    }
  });

  it('keeps mail in the dev outbox, and its link out of the log, when no SMTP is configured', async () => {
    const t = await createTestApp();
    try {
      const lines: string[] = [];
      const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
      const mailer = createMailer({ from: 'Odo <no-reply@odo.app>', db: t.db, logger });
      expect(mailer.kind).toBe('outbox');
      await mailer.send(passwordResetMail('outbox@example.com', 'Ann', 'http://localhost/x/abc'));
      const [row] = await t.db
        .select()
        .from(devOutbox)
        .where(eq(devOutbox.to, 'outbox@example.com'));
      expect(row).toMatchObject({
        subject: 'Reset your Odo password',
        link: 'http://localhost/x/abc',
      });
      expect(lines.join('')).toContain('/api/dev/outbox');
      expect(lines.join('')).not.toContain('/x/abc');

      const listed = await t.client().get('/api/dev/outbox');
      expect(listed.status).toBe(200);
      const body = (await listed.json()) as { messages: { to: string; link: string }[] };
      expect(body.messages[0]).toMatchObject({
        to: 'outbox@example.com',
        link: 'http://localhost/x/abc',
      });
    } finally {
      await t.close();
    }
  });

  it('never logs a link or token in production', async () => {
    const t = await createTestApp();
    try {
      const lines: string[] = [];
      const logger = pino({ level: 'trace' }, { write: (line: string) => void lines.push(line) });
      const mailer = createMailer({
        from: 'Odo <no-reply@odo.app>',
        db: t.db,
        logger,
        production: true,
      });
      await mailer.send(passwordResetMail('prod@example.com', 'Ann', 'http://localhost/x/tok3n'));
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.join('')).not.toContain('tok3n');
    } finally {
      await t.close();
    }
  });

  it('escapes the name in the HTML version', () => {
    const mail = passwordResetMail('a@example.com', '<script>x</script>', 'http://l/"x"');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).toContain('href="http://l/&quot;x&quot;"');
  });
});

describe('dev outbox', () => {
  async function listStatus(
    t: Awaited<ReturnType<typeof createTestApp>>,
    setup: (client: ReturnType<typeof t.client>) => void = () => undefined,
  ) {
    const client = t.client();
    setup(client);
    const response = await client.get('/api/dev/outbox');
    return { status: response.status, body: await response.text() };
  }

  it('answers a loopback peer on a loopback Host only', async () => {
    const t = await createTestApp();
    try {
      await createMailer({ from: 'x', db: t.db, logger: pino({ level: 'silent' }) }).send(
        passwordResetMail('victim@example.com', 'V', 'http://localhost/reset/s3cret'),
      );
      for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
        const reply = await listStatus(t, (c) => (c.socketAddress = address));
        expect(reply.status, address).toBe(200);
        expect(reply.body).toContain('s3cret');
      }
      for (const base of ['http://127.0.0.1:3000', 'http://[::1]:3000']) {
        expect((await listStatus(t, (c) => (c.baseUrl = base))).status, base).toBe(200);
      }

      const refused = [
        // Another machine on the network.
        (c: ReturnType<typeof t.client>) => (c.socketAddress = '192.168.1.20'),
        (c: ReturnType<typeof t.client>) => (c.socketAddress = '::ffff:10.0.0.7'),
        (c: ReturnType<typeof t.client>) => (c.socketAddress = '2001:db8::1'),
        // No socket at all.
        (c: ReturnType<typeof t.client>) => (c.socketAddress = null),
        // A DNS-rebinding page: loopback peer, foreign Host.
        (c: ReturnType<typeof t.client>) => (c.baseUrl = 'http://evil.example:3000'),
        (c: ReturnType<typeof t.client>) => (c.baseUrl = 'http://localhost.evil.example:3000'),
      ];
      for (const [index, setup] of refused.entries()) {
        const reply = await listStatus(t, setup);
        expect(reply.status, String(index)).toBe(404);
        expect(reply.body).not.toContain('s3cret');
      }
      // X-Forwarded-For never counts, even with TRUST_PROXY (the harness sets it).
      const spoofed = t.client();
      spoofed.socketAddress = '203.0.113.9';
      const forwarded = await spoofed.get('/api/dev/outbox', {
        headers: { 'x-forwarded-for': '127.0.0.1', host: 'localhost:3000' },
      });
      expect(forwarded.status).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('is closed with SMTP configured and in production', async () => {
    const closedEnvs: Record<string, string>[] = [
      { SMTP_URL: `smtp://127.0.0.1:${port}` },
      { NODE_ENV: 'production', PAYMENTS_DEMO: '1' },
    ];
    for (const env of closedEnvs) {
      const t = await createTestApp({ env });
      try {
        const reply = await listStatus(t);
        expect(reply.status, JSON.stringify(env)).toBe(404);
        expect(JSON.parse(reply.body)).toMatchObject({ error: { code: 'not_found' } });
      } finally {
        t.deps.mailer.close();
        await t.close();
      }
    }
  });
});
