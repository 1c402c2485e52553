import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/database.ts';
import { readZip } from '../../lib/zip.ts';
import { createTestApp, json, TEST_ORIGIN, type TestClient } from '../../test/harness.ts';
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
    for (const body of [{ name: '   ' }, { name: 'x'.repeat(61) }, { name: 'A', avatar_url: 'x' }, {}]) {
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

    const second = await upload(client, '/api/me/avatar', 'avatar', await picture(90, 400), 'b.png');
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
    const huge = await upload(client, '/api/me/avatar', 'avatar', Buffer.alloc(5 * 1024 * 1024 + 1), 'x.jpg');
    expect(huge.status).toBe(413);
    const wrongField = await upload(client, '/api/me/avatar', 'photo', await picture(), 'x.jpg');
    expect(wrongField.status).toBe(400);
    expect((await json<{ avatar_url: string | null }>(await client.get('/api/me'))).avatar_url).toBe(
      null,
    );
  });
});
