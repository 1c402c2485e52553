// New passwords (sign-up and reset) refuse only-space passwords and spaces at either end; the rule
// lives in src/shared/auth-schemas.ts, so the forms say the same before anything is sent.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUsers, devOutbox } from '../../db/schema.ts';
import { createTestApp, json, TEST_ORIGIN } from '../../test/harness.ts';
import {
  BLANK_PASSWORD_MESSAGE,
  PASSWORD_EDGE_SPACE_MESSAGE,
} from '../../../shared/auth-schemas.ts';

type ErrorReply = { error: { code: string; message: string } };

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SPACED = [
  { password: ' '.repeat(8), message: BLANK_PASSWORD_MESSAGE },
  { password: ' '.repeat(12), message: BLANK_PASSWORD_MESSAGE },
  { password: '\t'.repeat(8), message: BLANK_PASSWORD_MESSAGE },
  { password: ' Gearbox-Lantern-42', message: PASSWORD_EDGE_SPACE_MESSAGE },
  { password: 'Gearbox-Lantern-42 ', message: PASSWORD_EDGE_SPACE_MESSAGE },
];

describe('new passwords made of, or edged with, spaces', () => {
  it('are refused at sign-up with 400 and a clear message, creating nothing', async () => {
    const [before] = await t.db.select({ n: count() }).from(authUsers);
    for (const { password, message } of SPACED) {
      const response = await t.client().post('/api/auth/sign-up/email', {
        name: 'Space',
        email: 'space@example.com',
        password,
      });
      expect(response.status, JSON.stringify(password)).toBe(400);
      const reply = await json<ErrorReply>(response);
      expect(reply.error.code).toBe('validation_failed');
      expect(reply.error.message).toContain(message);
    }
    const [after] = await t.db.select({ n: count() }).from(authUsers);
    expect(after!.n).toBe(before!.n);
  });

  it('accepts spaces inside a passphrase', async () => {
    const response = await t.client().post('/api/auth/sign-up/email', {
      name: 'Phrase',
      email: 'phrase@example.com',
      password: 'gearbox lantern clutch',
    });
    expect(response.status).toBe(200);
  });

  it('are refused by the password reset with 400, and the link still works afterwards', async () => {
    const { email } = await t.client().signUp({ email: 'reset.space@example.com' });
    const client = t.client();
    await client.post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    // The reset mail is written after the answer (same timing for known and unknown e-mails).
    await t.deps.background.idle();
    const mails = await t.db.select().from(devOutbox).where(eq(devOutbox.to, email));
    const mail = mails.find((row) => row.link?.includes('/reset-password/'));
    const link = new URL(mail!.link!);
    const redirect = await client.get(`${link.pathname}${link.search}`);
    const token = new URL(redirect.headers.get('location')!, TEST_ORIGIN).searchParams.get(
      'token',
    )!;
    expect(token).toBeTruthy();

    for (const { password, message } of SPACED) {
      const response = await client.post('/api/auth/reset-password', {
        token,
        newPassword: password,
      });
      expect(response.status, JSON.stringify(password)).toBe(400);
      expect((await json<ErrorReply>(response)).error.message).toContain(message);
    }
    const reset = await client.post('/api/auth/reset-password', {
      token,
      newPassword: 'Brand-New-Clutch-77',
    });
    expect(reset.status).toBe(200);
  });
});
