import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/database.ts';
import { createTestApp, json, TEST_ORIGIN, type TestClient } from '../../test/harness.ts';
import { readZip } from '../../test/read-zip.ts';
import { paymentProvider } from '../billing/provider.ts';
import { storageFor } from '../storage/storage.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'odo-account-'));
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Tables that hold nothing about any member (secrets, job leases, webhook ids, a counter). */
const SYSTEM_TABLES = ['app_secrets', 'community_version', 'job_runs', 'processed_webhook_events'];

async function rows<T = Record<string, unknown>>(db: Db, query: ReturnType<typeof sql>) {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function tables(): Promise<string[]> {
  return (
    await rows<{ table_name: string }>(
      t.db,
      sql`select table_name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
    )
  ).map((row) => row.table_name);
}

/** Tables where a text, uuid or json column holds one of the needles, with the count of rows. */
async function traces(needles: string[]): Promise<Record<string, number>> {
  const columns = await rows<{ table_name: string; column_name: string }>(
    t.db,
    sql`select table_name, column_name from information_schema.columns
      where table_schema = current_schema()
        and data_type in ('text', 'character varying', 'uuid', 'json', 'jsonb', 'ARRAY')`,
  );
  const found: Record<string, number> = {};
  for (const table of new Set(columns.map((column) => column.table_name))) {
    const text = sql.join(
      columns
        .filter((column) => column.table_name === table)
        .map((column) => sql`coalesce(${sql.identifier(column.column_name)}::text, '')`),
      sql` || ' ' || `,
    );
    const conditions = sql.join(
      needles.map((needle) => sql`position(${needle.toLowerCase()} in lower(${text})) > 0`),
      sql` or `,
    );
    const [row] = await rows<{ n: number | string }>(
      t.db,
      sql`select count(*) as n from ${sql.identifier(table)} where ${conditions}`,
    );
    const n = Number(row!.n);
    if (n > 0) found[table] = n;
  }
  return found;
}

function storedFiles(): string[] {
  const root = path.join(dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

async function picture(width = 300, height = 200) {
  return sharp({ create: { width, height, channels: 3, background: '#cc6633' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-exif-marker' } } })
    .toBuffer();
}

function upload(client: TestClient, url: string, field: string, body: Uint8Array, name: string) {
  const form = new FormData();
  form.append(field, new Blob([body as Uint8Array<ArrayBuffer>]), name);
  return client.request(url, { method: 'POST', body: form });
}

describe('PATCH /api/me', () => {
  it('renames (trimmed), refuses empty, too long and unknown fields, and needs a session', async () => {
    const client = t.client();
    await client.signUp({ name: 'Before' });
    const renamed = await client.request('/api/me', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: '  Ann Driver  ' }),
    });
    expect(renamed.status).toBe(200);
    expect(await json(renamed)).toMatchObject({ name: 'Ann Driver' });
    expect(await json(await client.get('/api/me'))).toMatchObject({ name: 'Ann Driver' });
    for (const body of [
      { name: '   ' },
      { name: 'x'.repeat(61) },
      { name: 'A', avatar_url: 'x' },
      {},
    ]) {
      const refused = await client.request('/api/me', {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(refused.status).toBe(400);
    }
    const sixty = await client.request('/api/me', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'y'.repeat(60) }),
    });
    expect(sixty.status).toBe(200);
    const anonymous = await t.client().request('/api/me', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Z' }),
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('POST /api/me/avatar', () => {
  it('stores 256 and 64 px square WebP without metadata, serves it publicly, replaces the old one', async () => {
    const client = t.client();
    const { id } = await client.signUp();
    const first = await upload(client, '/api/me/avatar', 'avatar', await picture(), 'me.jpg');
    expect(first.status).toBe(201);
    const { avatar_url: firstUrl } = await json<{ avatar_url: string }>(first);
    expect(firstUrl).toMatch(new RegExp(`^/api/files/avatars/${id}/\\d+\\.webp$`));

    const served = await t.client().get(firstUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await served.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 256, 256]);
    expect(metadata.exif).toBeUndefined();
    expect(bytes.includes('secret-exif-marker')).toBe(false);
    const small = await t.client().get(firstUrl.replace('.webp', '-64.webp'));
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(64);

    const second = await upload(
      client,
      '/api/me/avatar',
      'avatar',
      await picture(90, 400),
      'b.png',
    );
    const { avatar_url: secondUrl } = await json<{ avatar_url: string }>(second);
    expect(secondUrl).not.toBe(firstUrl);
    expect((await t.client().get(firstUrl)).status).toBe(404);
    expect(storedFiles().filter((file) => file.includes(id))).toHaveLength(2);
  });

  it('refuses a PDF named .jpg (400 with a clear message), over 5 MB (413) and no file', async () => {
    const client = t.client();
    await client.signUp();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');
    const refused = await upload(client, '/api/me/avatar', 'avatar', pdf, 'photo.jpg');
    expect(refused.status).toBe(400);
    expect((await json<{ error: { message: string } }>(refused)).error.message).toMatch(
      /not a picture/,
    );
    const huge = await upload(
      client,
      '/api/me/avatar',
      'avatar',
      Buffer.alloc(5 * 1024 * 1024 + 1),
      'x.jpg',
    );
    expect(huge.status).toBe(413);
    const wrongField = await upload(client, '/api/me/avatar', 'photo', await picture(), 'x.jpg');
    expect(wrongField.status).toBe(400);
    expect(
      (await json<{ avatar_url: string | null }>(await client.get('/api/me'))).avatar_url,
    ).toBe(null);
  });
});

async function insert(query: ReturnType<typeof sql>): Promise<string> {
  const [row] = await rows<{ id: string }>(t.db, query);
  return row?.id ?? '';
}

/** A demo subscription bought through the real checkout. */
async function subscribe(client: TestClient) {
  const started = await client.post('/api/billing/checkout', {
    price_id: 'demo_price_yearly',
    mode: 'subscription',
    success_url: `${TEST_ORIGIN}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${TEST_ORIGIN}/checkout/cancel`,
  });
  expect(started.status).toBe(200);
  const { sessionId } = await json<{ sessionId: string }>(started);
  const fields = { card_number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Ann' };
  const paid = await client.post(
    `/api/billing/demo/checkout/${sessionId}/pay`,
    new URLSearchParams(fields).toString(),
    { headers: { 'content-type': 'application/x-www-form-urlencoded' } },
  );
  expect(paid.status).toBe(303);
}

/** Data in every table that can hold something of the member's; returns ids to look for. */
async function seedEverything(client: TestClient, u: string, email: string, b: string) {
  const storage = storageFor(t.deps.config);
  await subscribe(client);
  expect((await upload(client, '/api/me/avatar', 'avatar', await picture(), 'a.jpg')).status).toBe(
    201,
  );
  const vehicle = await insert(
    sql`insert into vehicles (user_id, year, make, model) values (${u}, 2015, 'Mazda', '3') returning id`,
  );
  expect(
    (
      await upload(
        client,
        `/api/garage/vehicles/${vehicle}/photo`,
        'photo',
        await picture(),
        'c.jpg',
      )
    ).status,
  ).toBe(201);
  const record = await insert(
    sql`insert into maintenance_records (user_id, vehicle_id, type, date) values (${u}, ${vehicle}, 'oil', '2026-01-02') returning id`,
  );
  expect(
    (
      await upload(
        client,
        `/api/garage/vehicles/${vehicle}/maintenance/${record}/receipt`,
        'photo',
        await picture(),
        'r.jpg',
      )
    ).status,
  ).toBe(201);
  await t.db.execute(
    sql`insert into fuel_records (user_id, vehicle_id, date) values (${u}, ${vehicle}, '2026-01-03')`,
  );
  await t.db.execute(
    sql`insert into expenses (user_id, vehicle_id, category, amount_cents, date) values (${u}, ${vehicle}, 'parking', 500, '2026-01-04')`,
  );
  await t.db.execute(
    sql`insert into service_reminders (user_id, vehicle_id, title) values (${u}, ${vehicle}, 'Tyres')`,
  );
  await t.db.execute(
    sql`insert into service_due_notices (user_id, vehicle_id, item_key, due_key) values (${u}, ${vehicle}, 'oil', 'k')`,
  );
  await t.db.execute(
    sql`insert into share_links (user_id, vehicle_id, token_hash, expires_at) values (${u}, ${vehicle}, 'h', now() + interval '1 day')`,
  );
  await t.db.execute(
    sql`insert into garage_versions (user_id, version) values (${u}, 3) on conflict do nothing`,
  );
  await t.db.execute(
    sql`insert into assessments (user_id, year, make, model, mileage, score, condition, engine, result) values (${u}, 2015, 'Mazda', '3', 1000, 7, 'good', 'built-in', '{}')`,
  );
  await t.db.execute(
    sql`insert into assessment_searches (user_id, label, year, make, model, mileage) values (${u}, 'l', 2015, 'Mazda', '3', 1)`,
  );
  await t.db.execute(
    sql`insert into carlens_results (user_id, method, engine, result) values (${u}, 'vin', 'built-in', '{}')`,
  );
  await t.db.execute(
    sql`insert into favorite_vehicles (user_id, vehicle_id, vehicle_data) values (${u}, ${vehicle}, '{}')`,
  );
  const thread = await insert(
    sql`insert into ask_threads (user_id, title) values (${u}, 'Q') returning id`,
  );
  await t.db.execute(
    sql`insert into ask_messages (thread_id, user_id, role, content) values (${thread}, ${u}, 'user', 'hi')`,
  );
  const session = await insert(
    sql`insert into analytics_sessions (user_id) values (${u}) returning id`,
  );
  await t.db.execute(
    sql`insert into analytics_events (session_id, user_id, event_type, event_name) values (${session}, ${u}, 'page_view', '/garage')`,
  );
  await t.db.execute(
    sql`insert into user_settings (user_id, currency) values (${u}, 'EUR') on conflict do nothing`,
  );
  await t.db.execute(sql`insert into feedback (user_id, message) values (${u}, 'nice')`);
  await t.db.execute(
    sql`insert into notification_preferences (user_id, kind, in_app, push) values (${u}, 'like', true, false) on conflict do nothing`,
  );
  await t.db.execute(
    sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth) values (${u}, 'https://push.example/x', 'p', 'a')`,
  );
  await t.db.execute(
    sql`insert into user_notifications (user_id, type, title, message) values (${u}, 'system', 'Hi', 'Welcome')`,
  );

  // Community: the member's post (with a picture, a bystander's comment), the member's comment on
  // a bystander's post with a bystander's reply, a like, reports and blocks both ways.
  const post = await insert(
    sql`insert into community_posts (user_id, title, body, topic) values (${u}, 'Mine', 'body', 'general') returning id`,
  );
  const theirs = await insert(
    sql`insert into community_posts (user_id, title, body, topic, comment_count, like_count) values (${b}, 'Theirs', 'body', 'general', 2, 1) returning id`,
  );
  const imageId = randomUUID();
  const key = `community/${imageId}/${'a'.repeat(32)}`;
  await storage.put(`${key}-800.webp`, new Uint8Array([1, 2, 3]), 'image/webp');
  await t.db.execute(
    sql`insert into community_images (id, user_id, post_id, storage_key, width, height) values (${imageId}, ${u}, ${post}, ${key}, 1, 1)`,
  );
  await t.db.execute(
    sql`insert into community_comments (post_id, user_id, body) values (${post}, ${b}, 'on yours')`,
  );
  const comment = await insert(
    sql`insert into community_comments (post_id, user_id, body) values (${theirs}, ${u}, 'mine') returning id`,
  );
  const reply = await insert(
    sql`insert into community_comments (post_id, user_id, parent_id, body) values (${theirs}, ${b}, ${comment}, 'a reply') returning id`,
  );
  await t.db.execute(sql`insert into community_likes (post_id, user_id) values (${theirs}, ${u})`);
  await t.db.execute(
    sql`insert into community_like_notices (post_id, user_id) values (${theirs}, ${u})`,
  );
  await t.db.execute(sql`insert into community_drafts (user_id, title) values (${u}, 'draft')`);
  await t.db.execute(
    sql`insert into community_reports (user_id, target_type, target_id, reason) values (${u}, 'post', ${theirs}, 'spam')`,
  );
  await t.db.execute(
    sql`insert into community_reports (user_id, target_type, target_id, reason) values (${b}, 'comment', ${comment}, 'spam')`,
  );
  await t.db.execute(
    sql`insert into community_blocks (user_id, blocked_user_id) values (${u}, ${b}), (${b}, ${u})`,
  );
  await t.db.execute(sql`insert into community_bans (user_id) values (${u})`);
  await t.db
    .execute(sql`insert into user_notifications (user_id, type, title, message, link_path) values
    (${b}, 'comment', 'New comment', 'Doomed Driver commented on “Theirs”: mine', ${`/community/post/${theirs}`}),
    (${b}, 'comment', 'New comment', 'Someone Else commented on “Theirs”: hi', ${`/community/post/${theirs}`})`);

  // Referrals both ways, and rows keyed by e-mail.
  await t.db.execute(
    sql`insert into referral_codes (user_id, code) values (${u}, ${`code${u.slice(0, 8)}`}) on conflict do nothing`,
  );
  const [{ code } = { code: '' }] = await rows<{ code: string }>(
    t.db,
    sql`select code from referral_codes where user_id = ${u}`,
  );
  await t.db.execute(
    sql`insert into referral_codes (user_id, code) values (${b}, ${`code${b.slice(0, 8)}`}) on conflict do nothing`,
  );
  await t.db.execute(
    sql`insert into referral_visits (code, visitor_key, day) values (${code}, 'v', '2026-01-01')`,
  );
  await t.db
    .execute(sql`insert into referrals (referrer_user_id, referred_user_id, referred_email_key, code) values
    (${u}, 'someone-else', 'someone@example.com', ${code}),
    (${b}, ${u}, ${email}, (select code from referral_codes where user_id = ${b}))`);
  await t.db.execute(
    sql`insert into rate_limits (key, count, reset_at) values (${`sign-in-account:${email}`}, 1, now() + interval '1 hour') on conflict do nothing`,
  );
  await t.db.execute(
    sql`insert into auth_verifications (id, identifier, value, expires_at) values (${randomUUID()}, ${`reset-password:${email}`}, ${u}, now() + interval '1 hour')`,
  );
  await t.db.execute(
    sql`insert into dev_outbox ("to", subject, text) values (${email}, 'Hi', 'text')`,
  );
  await t.db.execute(
    sql`insert into api_tokens (user_id, name, scope, token_hash, prefix) values (${u}, 'Home Assistant', 'read', ${`hash-${u}`}, 'odo_pat_ab')`,
  );
  // One message sent signed in, one sent signed out from the same address.
  await t.db.execute(
    sql`insert into support_messages (user_id, name, email, topic, message) values (${u}, 'Ann', ${email}, 'account', 'Help')`,
  );
  await t.db.execute(
    sql`insert into support_messages (name, email, topic, message) values ('Ann', ${email}, 'other', 'Hello')`,
  );
  // And through the form, signed in and out: the mail to the support address (dev outbox) names them.
  for (const sender of [client, t.client()]) {
    const sent = await sender.post('/api/support', {
      name: 'Ann',
      email,
      topic: 'account',
      message: 'Please help me with my account.',
    });
    expect(sent.status).toBe(201);
  }
  await t.deps.background.idle();
  return { vehicle, post, comment, reply, theirs, code, imageId };
}

describe('DELETE /api/account', () => {
  it('erases every row and file of the member, cancels the subscription, keeps others’ replies', async () => {
    const bystander = t.client();
    const { id: b } = await bystander.signUp({ name: 'Bystander' });
    const client = t.client();
    const { id: u, email, password } = await client.signUp({ name: 'Doomed Driver' });
    const seeded = await seedEverything(client, u, email, b);
    const needles = [u, email, seeded.code, seeded.post, seeded.comment, seeded.vehicle];

    const before = await traces([u, email, seeded.code]);
    const missing = (await tables()).filter(
      (table) => !SYSTEM_TABLES.includes(table) && !(table in before),
    );
    expect(missing, 'tables without data of the member in this test').toEqual([]);
    expect(
      storedFiles().filter((file) => file.includes(u) || file.includes(seeded.vehicle)).length,
    ).toBeGreaterThanOrEqual(4);

    const send = (body: unknown) =>
      client.request('/api/account', {
        method: 'DELETE',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await send({ password: 'not-my-password', confirmation: 'DELETE' })).status).toBe(403);
    expect((await send({ password })).status).toBe(400);
    expect((await send({ password, confirmation: 'delete' })).status).toBe(400);
    expect((await t.client().request('/api/account', { method: 'DELETE' })).status).toBe(401);

    const provider = paymentProvider(t.deps)!;
    const cancel = vi.spyOn(provider, 'setCancelAtPeriodEnd');
    const deleted = await send({ password, confirmation: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect(cancel).toHaveBeenCalledWith(expect.stringMatching(/^demo_sub_|^sub_/), true);
    cancel.mockRestore();
    expect(deleted.headers.getSetCookie().join(';')).toMatch(/max-age=0|expires=Thu, 01 Jan 1970/i);
    expect((await client.get('/api/me')).status).toBe(401);

    expect(await traces(needles)).toEqual({});
    expect(
      storedFiles().filter(
        (file) => needles.some((needle) => file.includes(needle)) || file.includes(seeded.imageId),
      ),
    ).toEqual([]);

    // The bystander's reply stays, now a top-level comment; their post's counts follow.
    const [reply] = await rows<{ parent_id: string | null }>(
      t.db,
      sql`select parent_id from community_comments where id = ${seeded.reply}`,
    );
    expect(reply).toEqual({ parent_id: null });
    const [counts] = await rows<{ like_count: number; comment_count: number }>(
      t.db,
      sql`select like_count, comment_count from community_posts where id = ${seeded.theirs}`,
    );
    expect(counts).toEqual({ like_count: 0, comment_count: 1 });
    const [others] = await rows<{ n: number | string }>(
      t.db,
      sql`select count(*) as n from user_notifications where user_id = ${b}`,
    );
    expect(Number(others!.n)).toBe(1);

    const signIn = await t.client().post('/api/auth/sign-in/email', { email, password });
    expect(signIn.status).toBeGreaterThanOrEqual(400);
    const again = await t.client().signUp({ email, password });
    expect(again.id).not.toBe(u);
  });
});

describe('GET /api/account/export', () => {
  it('is a ZIP with JSON and CSV of the member’s rows and their files, without secrets', async () => {
    const client = t.client();
    const { id, email } = await client.signUp({ name: 'Exporting, "Quoted"' });
    await upload(client, '/api/me/avatar', 'avatar', await picture(), 'a.jpg');
    await t.db.execute(
      sql`insert into vehicles (user_id, year, make, model) values (${id}, 2011, 'Volvo', 'V70')`,
    );
    const other = t.client();
    await other.signUp();
    await t.db.execute(
      sql`insert into feedback (user_id, message) values ((select id from users where id <> ${id} limit 1), 'not mine')`,
    );

    const response = await client.get('/api/account/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="odo-data-/);
    const files = await readZip(new Uint8Array(await response.arrayBuffer()));
    const users = JSON.parse(files.get('data/users.json')!.toString()) as { name: string }[];
    expect(users).toMatchObject([{ name: 'Exporting, "Quoted"' }]);
    expect(files.get('data/auth_users.json')!.toString()).toContain(email);
    expect(files.get('data/vehicles.csv')!.toString()).toMatch(/Volvo,V70/);
    expect(files.get('data/users.csv')!.toString()).toContain('"Exporting, ""Quoted"""');
    const avatar = [...files.keys()].find((name) => name.startsWith(`files/avatars/${id}/`));
    expect(avatar).toBeDefined();
    expect((await sharp(files.get(avatar!)!).metadata()).format).toBe('webp');
    const everything = [...files.values()].map((file) => file.toString('latin1')).join('\n');
    expect(everything).not.toContain('not mine');
    expect(everything).not.toMatch(/"password"|"token"/);

    for (let index = 0; index < 4; index += 1) {
      expect((await client.get('/api/account/export')).status).toBe(200);
    }
    expect((await client.get('/api/account/export')).status).toBe(429);
  });

  it('streams the archive: the first bytes arrive before most files are even read', async () => {
    const client = t.client();
    const { id } = await client.signUp({ name: 'Many Photos' });
    const [vehicle] = await rows<{ id: string }>(
      t.db,
      sql`insert into vehicles (user_id, year, make, model) values (${id}, 2015, 'Skoda', 'Octavia') returning id`,
    );
    // 40 photos of 256 KB that do not compress: a 10 MB archive, far past any stream buffer.
    const storage = storageFor(t.deps.config);
    const photos = new Map<string, Buffer>();
    for (let index = 0; index < 40; index += 1) {
      const key = `photos/${vehicle!.id}/${String(index).padStart(2, '0')}-800.webp`;
      photos.set(key, randomBytes(256 * 1024));
      await storage.put(key, photos.get(key)!, 'image/webp');
    }
    const read = vi.spyOn(storage, 'get');
    try {
      const response = await client.get('/api/account/export');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/zip');
      const reader = response.body!.getReader();
      const first = await reader.read();
      expect(first.done).toBe(false);
      // A ZIP's first bytes: the local header of README.txt.
      expect(Buffer.from(first.value!).readUInt32LE(0)).toBe(0x04034b50);
      const readWhenFirstArrived = read.mock.calls.length;
      expect(readWhenFirstArrived).toBeLessThan(5);
      // Nothing read from the stream meanwhile: the writer waits instead of reading on.
      for (let round = 0; round < 20; round += 1) {
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(read.mock.calls.length).toBeLessThan(8);

      const chunks = [Buffer.from(first.value!)];
      for (let next = await reader.read(); !next.done; next = await reader.read()) {
        chunks.push(Buffer.from(next.value));
      }
      expect(read.mock.calls.length).toBe(photos.size);
      const files = await readZip(Buffer.concat(chunks));
      for (const [key, body] of photos) expect(files.get(`files/${key}`)!.equals(body)).toBe(true);
      expect(JSON.parse(files.get('data/vehicles.json')!.toString())).toMatchObject([
        { make: 'Skoda', model: 'Octavia' },
      ]);
    } finally {
      read.mockRestore();
    }
  });

  it('stops the archive when the client goes away, and nothing is written after', async () => {
    const client = t.client();
    const { id } = await client.signUp({ name: 'Gone Away' });
    const [vehicle] = await rows<{ id: string }>(
      t.db,
      sql`insert into vehicles (user_id, year, make, model) values (${id}, 2012, 'Opel', 'Astra') returning id`,
    );
    const storage = storageFor(t.deps.config);
    for (let index = 0; index < 40; index += 1) {
      const key = `photos/${vehicle!.id}/${String(index).padStart(2, '0')}-800.webp`;
      await storage.put(key, randomBytes(256 * 1024), 'image/webp');
    }
    const read = vi.spyOn(storage, 'get');
    try {
      const response = await client.get('/api/account/export');
      const reader = response.body!.getReader();
      expect((await reader.read()).done).toBe(false);
      await reader.cancel();
      // What was on its way when the client left must not be pushed into the closed stream (that
      // threw outside any request); the writer stops pulling files.
      for (let round = 0; round < 50; round += 1) {
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(read.mock.calls.length).toBeLessThan(10);

      // Gone before reading anything (as the fuzz test's client does).
      await (await client.get('/api/account/export')).body!.cancel();
      for (let round = 0; round < 50; round += 1) {
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(read.mock.calls.length).toBeLessThan(20);
    } finally {
      read.mockRestore();
    }
  });

  it('answers an error before the first byte as an ordinary error reply', async () => {
    expect((await t.client().get('/api/account/export')).status).toBe(401);
    const client = t.client();
    await client.signUp();
    const storage = storageFor(t.deps.config);
    const list = vi.spyOn(storage, 'list').mockRejectedValueOnce(new Error('bucket unreachable'));
    try {
      const response = await client.get('/api/account/export');
      expect(response.status).toBe(500);
      expect(await json<{ error: { code: string } }>(response)).toMatchObject({
        error: { code: 'internal' },
      });
    } finally {
      list.mockRestore();
    }
  });
});
