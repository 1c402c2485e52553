// Web push delivered by the real web-push library to a local push endpoint that records the
// request; the test decrypts the aes128gcm body as a browser would (RFC 8291) and checks VAPID.
// web-push speaks https only: the endpoint uses a committed self-signed certificate for
// 127.0.0.1, trusted by this test process's https agent.
import {
  createECDH,
  createHmac,
  createDecipheriv,
  createPublicKey,
  randomBytes,
  verify,
} from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestClient } from '../../test/harness.ts';
import { pushSubscriptions } from './schema.ts';
import { notifyUser } from './notify.ts';
import { PUSH_TTL_SECONDS, type PushPayload } from './push.ts';

interface Recorded {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const recorded: Recorded[] = [];
const waiters: (() => void)[] = [];
let server: https.Server;
const certificate = (name: string) =>
  fs.readFileSync(new URL(`./testing/push-endpoint.${name}`, import.meta.url));
const originalCa = https.globalAgent.options.ca;
let base: string;

/** Resolves once `n` push requests have arrived. */
function received(n: number): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (recorded.length >= n) resolve();
      else waiters.push(check);
    };
    check();
  });
}

let t: Awaited<ReturnType<typeof createTestApp>>;
let second: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  https.globalAgent.options.ca = certificate('crt');
  server = https.createServer(
    { key: certificate('key'), cert: certificate('crt') },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '';
        response.statusCode = path.includes('/gone') ? 410 : path.includes('/fail') ? 500 : 201;
        response.end();
        recorded.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
        for (const waiter of waiters.splice(0)) waiter();
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({
    env: { VAPID_SUBJECT: 'mailto:push@odo.test', PUSH_SERVICE_HOSTS: '127.0.0.1' },
  });
  // A second instance on the same database: both hear every announcement, one pushes.
  second = await createTestApp({
    database: t.database,
    env: { VAPID_SUBJECT: 'mailto:push@odo.test', PUSH_SERVICE_HOSTS: '127.0.0.1' },
  });
});

afterAll(async () => {
  await second.deps.notifications.stop();
  await t.close();
  await new Promise((resolve) => server.close(resolve));
  https.globalAgent.options.ca = originalCa;
});

/** A browser's push keys (what PushManager.subscribe makes). */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, p256dh: ecdh.getPublicKey(), auth: randomBytes(16) };
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8188/8291 decryption of a single-record aes128gcm message. */
function decrypt(body: Buffer, keys: ReturnType<typeof browserKeys>): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(senderKey);
  const prkKey = hmac(keys.auth, shared);
  const ikm = hmac(
    prkKey,
    Buffer.concat([Buffer.from('WebPush: info\0'), keys.p256dh, senderKey, Buffer.from([1])]),
  );
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(-16));
  const plain = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
  let end = plain.length - 1;
  while (end > 0 && plain[end] === 0) end -= 1;
  expect(plain[end]).toBe(2); // the last record's delimiter
  return plain.subarray(0, end).toString('utf8');
}

function b64url(buffer: Buffer) {
  return buffer.toString('base64url');
}

async function subscribe(client: TestClient, path: string, keys = browserKeys()) {
  const response = await client.post('/api/notifications/push/subscriptions', {
    endpoint: `${base}${path}`,
    expirationTime: null,
    keys: { p256dh: b64url(keys.p256dh), auth: b64url(keys.auth) },
  });
  expect(response.status).toBe(201);
  return keys;
}

async function idle() {
  await Promise.all([t.deps.notifications.idle(), second.deps.notifications.idle()]);
}

describe('web push', () => {
  it('sends each notification once, encrypted (aes128gcm) and signed (VAPID), with a TTL', async () => {
    const client = t.client();
    await client.signUp();
    const keys = await subscribe(client, '/push/device-1');
    const { publicKey } = await json<{ publicKey: string }>(
      await client.get('/api/notifications/push/key'),
    );

    expect((await client.post('/api/feedback', { message: 'Push me' })).status).toBe(201);
    await received(1);
    await idle();
    expect(recorded).toHaveLength(1);
    const request = recorded[0]!;
    expect(request.path).toBe('/push/device-1');
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(request.headers['ttl']).toBe(String(PUSH_TTL_SECONDS));

    const payload = JSON.parse(decrypt(request.body, keys)) as PushPayload;
    expect(payload).toEqual({
      id: expect.any(String),
      type: 'feedback',
      title: 'New Feedback Submitted',
      body: 'Push me',
      link: '/feedback',
    });

    // Authorization: vapid t=<ES256 JWT for this push service's origin>, k=<our public key>
    const match = /^vapid t=([^,]+), k=(.+)$/.exec(request.headers.authorization ?? '');
    expect(match).not.toBeNull();
    const [, jwt, k] = match!;
    expect(k).toBe(publicKey);
    const [header, claims, signature] = jwt!.split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({
      typ: 'JWT',
      alg: 'ES256',
    });
    const body = JSON.parse(Buffer.from(claims!, 'base64url').toString()) as {
      aud: string;
      sub: string;
      exp: number;
    };
    expect(body.aud).toBe(base);
    expect(body.sub).toBe('mailto:push@odo.test');
    expect(body.exp).toBeGreaterThan(Date.now() / 1000);
    const raw = Buffer.from(publicKey, 'base64url');
    const key = createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33)) },
      format: 'jwk',
    });
    expect(
      verify(
        'sha256',
        Buffer.from(`${header}.${claims}`),
        { key, dsaEncoding: 'ieee-p1363' },
        Buffer.from(signature!, 'base64url'),
      ),
    ).toBe(true);

    // Claimed once: asking again sends nothing.
    expect(await t.deps.push.deliver(payload.id)).toBeNull();
  });

  it('honours the push preference, drops a gone subscription and counts failures', async () => {
    recorded.length = 0;
    const client = t.client();
    const { id } = await client.signUp();
    await subscribe(client, '/push/ok');
    await subscribe(client, '/push/gone');
    await subscribe(client, '/push/fail');
    const response = await client.request('/api/notifications/preferences', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ feedback: { push: false } }),
    });
    expect(response.status).toBe(200);

    // Feedback (push off) then a referral-like notification of a kind with push on.
    await client.post('/api/feedback', { message: 'no push for this' });
    await notifyUser(t.db, {
      userId: id,
      type: 'service_due',
      title: 'Oil change is due soon',
      message: 'Golf: oil change due by 2027-01-01.',
      linkPath: '/garage',
    });
    await received(3);
    await idle();
    expect(recorded.map((r) => r.path).sort()).toEqual(['/push/fail', '/push/gone', '/push/ok']);

    const left = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, id));
    const byPath = new Map(left.map((row) => [new URL(row.endpoint).pathname, row]));
    expect([...byPath.keys()].sort()).toEqual(['/push/fail', '/push/ok']);
    expect(byPath.get('/push/fail')!.failures).toBe(1);
    expect(byPath.get('/push/ok')!.failures).toBe(0);
    expect(byPath.get('/push/ok')!.lastSuccessAt).not.toBeNull();
  });
});
