import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maintenanceRecords, vehicles } from '../../db/schema.ts';
import { createTestApp, json, type TestClient } from '../../test/harness.ts';
import { createS3Storage } from './storage.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'odo-files-'));
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A real JPEG with EXIF (orientation 6: shown rotated 90°) and a camera make. */
async function photoJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 200, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'SecretCam' } } })
    .toBuffer();
}

function upload(client: TestClient, url: string, bytes: Uint8Array, name = 'car.jpg') {
  const form = new FormData();
  form.append('photo', new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'image/jpeg' }));
  return client.request(url, { method: 'POST', body: form });
}

async function owner() {
  const client = t.client();
  const { id } = await client.signUp();
  const created = await client.post('/api/garage/vehicles', {
    year: 2019,
    make: 'Honda',
    model: 'Civic',
    mileage: 42_000,
  });
  expect(created.status).toBe(201);
  const vehicle = await json<{ id: string }>(created);
  return { client, userId: id, vehicleId: vehicle.id };
}

const filesOf = (vehicleId: string) =>
  fs
    .readdirSync(path.join(dataDir, 'files'), { recursive: true })
    .map(String)
    .filter((name) => name.includes(vehicleId) && name.endsWith('.webp'));

describe('vehicle photo', () => {
  it('stores WebP variants, auto-rotated and without EXIF, and serves them', async () => {
    const { client, vehicleId } = await owner();
    const response = await upload(
      client,
      `/api/garage/vehicles/${vehicleId}/photo`,
      await photoJpeg(),
    );
    expect(response.status).toBe(201);
    const { imageUrl } = await json<{ imageUrl: string }>(response);
    expect(imageUrl).toMatch(
      new RegExp(`^/api/files/photos/${vehicleId}/[0-9a-f]{32}-800\\.webp$`),
    );
    const [row] = await t.db.select().from(vehicles).where(eq(vehicles.id, vehicleId));
    expect(row!.imageUrl).toBe(imageUrl);
    expect(filesOf(vehicleId)).toHaveLength(3);

    // Public (unguessable URL): served signed out too. The variant is the name's end: the
    // vehicle's UUID may hold "-800" too (one run in ~700, where replacing the first broke it).
    const served = await t.client().get(imageUrl.replace(/-800\.webp$/, '-320.webp'));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    // 400×200 with orientation 6 is shown 200 wide and 400 high.
    expect({ width: metadata.width, height: metadata.height }).toEqual({ width: 200, height: 400 });

    // A new photo replaces the old files.
    const second = await upload(
      client,
      `/api/garage/vehicles/${vehicleId}/photo`,
      await sharp({ create: { width: 64, height: 64, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
    );
    expect(second.status).toBe(201);
    expect(filesOf(vehicleId)).toHaveLength(3);
    expect((await t.client().get(imageUrl)).status).toBe(404);

    // Deleting the vehicle removes its files.
    expect(
      (await client.request(`/api/garage/vehicles/${vehicleId}`, { method: 'DELETE' })).status,
    ).toBe(204);
    expect(filesOf(vehicleId)).toHaveLength(0);
  });

  it('refuses a PDF renamed .jpg, an SVG and an empty field, writing nothing', async () => {
    const { client, vehicleId } = await owner();
    const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    for (const bytes of [pdf, svg]) {
      const response = await upload(client, `/api/garage/vehicles/${vehicleId}/photo`, bytes);
      expect(response.status).toBe(400);
      expect((await json<{ error: { message: string } }>(response)).error.message).toMatch(
        /not a picture/,
      );
    }
    const empty = await client.request(`/api/garage/vehicles/${vehicleId}/photo`, {
      method: 'POST',
      body: new FormData(),
    });
    expect(empty.status).toBe(400);
    const [row] = await t.db.select().from(vehicles).where(eq(vehicles.id, vehicleId));
    expect(row!.imageUrl).toBeNull();
    expect(filesOf(vehicleId)).toHaveLength(0);
  });

  it('answers 413 above 10 MB, without reading the whole body', async () => {
    const { client, vehicleId } = await owner();
    const big = new Uint8Array(50 * 1024 * 1024);
    const response = await upload(client, `/api/garage/vehicles/${vehicleId}/photo`, big);
    expect(response.status).toBe(413);
    const [row] = await t.db.select().from(vehicles).where(eq(vehicles.id, vehicleId));
    expect(row!.imageUrl).toBeNull();
  });

  it("answers 404 for another user's vehicle and 401 signed out", async () => {
    const { vehicleId } = await owner();
    const stranger = t.client();
    await stranger.signUp();
    const photo = await photoJpeg();
    expect((await upload(stranger, `/api/garage/vehicles/${vehicleId}/photo`, photo)).status).toBe(
      404,
    );
    expect((await upload(stranger, '/api/garage/vehicles/not-a-uuid/photo', photo)).status).toBe(
      404,
    );
    expect(
      (await upload(t.client(), `/api/garage/vehicles/${vehicleId}/photo`, photo)).status,
    ).toBe(401);
    expect(filesOf(vehicleId)).toHaveLength(0);
  });
});

describe('maintenance receipt', () => {
  it('is stored privately: served to its owner only', async () => {
    const { client, userId, vehicleId } = await owner();
    const [record] = await t.db
      .insert(maintenanceRecords)
      .values({ userId, vehicleId, type: 'oil_change', date: '2026-01-10', mileage: 40_000 })
      .returning();
    const url = `/api/garage/vehicles/${vehicleId}/maintenance/${record!.id}/receipt`;
    const stranger = t.client();
    await stranger.signUp();
    expect((await upload(stranger, url, await photoJpeg())).status).toBe(404);
    const response = await upload(client, url, await photoJpeg());
    expect(response.status).toBe(201);
    const { receiptUrl } = await json<{ receiptUrl: string }>(response);
    expect(receiptUrl).toMatch(new RegExp(`^/api/files/receipts/${userId}/${vehicleId}/`));
    const mine = await client.get(receiptUrl);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect((await stranger.get(receiptUrl)).status).toBe(404);
    expect((await t.client().get(receiptUrl)).status).toBe(401);
    // Deleting the record removes its receipt files.
    expect(filesOf(vehicleId)).toHaveLength(3);
    const deleted = await client.request(
      `/api/garage/vehicles/${vehicleId}/maintenance/${record!.id}`,
      { method: 'DELETE' },
    );
    expect(deleted.status).toBe(204);
    expect(filesOf(vehicleId)).toHaveLength(0);
  });
});

describe('S3 storage', () => {
  it('puts, gets, lists and deletes through the S3 API', async () => {
    const objects = new Map<string, { body: Buffer; type: string }>();
    const seen: string[] = [];
    const server = http.createServer((request, response) => {
      const url = new URL(request.url!, 'http://s3.local');
      seen.push(`${request.method} ${url.pathname}`);
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const key = decodeURIComponent(url.pathname.replace(/^\/odo-bucket\//, ''));
        if (request.method === 'PUT') {
          objects.set(key, {
            body: Buffer.concat(chunks),
            type: request.headers['content-type'] ?? '',
          });
          response.writeHead(200, { etag: '"x"' }).end();
        } else if (request.method === 'GET' && url.searchParams.get('list-type') === '2') {
          const prefix = url.searchParams.get('prefix') ?? '';
          const keys = [...objects.keys()].filter((name) => name.startsWith(prefix));
          response
            .writeHead(200, { 'content-type': 'application/xml' })
            .end(
              `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>odo-bucket</Name><Prefix>${prefix}</Prefix><KeyCount>${keys.length}</KeyCount><IsTruncated>false</IsTruncated>${keys
                .map((name) => `<Contents><Key>${name}</Key><Size>1</Size></Contents>`)
                .join('')}</ListBucketResult>`,
            );
        } else if (request.method === 'GET') {
          const object = objects.get(key);
          if (!object) {
            response
              .writeHead(404, { 'content-type': 'application/xml' })
              .end(
                '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>missing</Message></Error>',
              );
          } else {
            response.writeHead(200, { 'content-type': object.type }).end(object.body);
          }
        } else if (request.method === 'DELETE') {
          objects.delete(key);
          response.writeHead(204).end();
        } else response.writeHead(405).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const storage = createS3Storage({
        bucket: 'odo-bucket',
        region: 'us-east-1',
        endpoint: `http://127.0.0.1:${port}`,
        accessKeyId: 'test',
        secretAccessKey: 'test-secret',
        forcePathStyle: true,
      });
      await storage.put('photos/v1/abc-320.webp', new Uint8Array([1, 2, 3]), 'image/webp');
      await storage.put('photos/v1/abc-800.webp', new Uint8Array([4]), 'image/webp');
      expect(await storage.get('photos/v1/abc-320.webp')).toEqual({
        body: new Uint8Array([1, 2, 3]),
        contentType: 'image/webp',
      });
      expect(await storage.get('photos/v1/missing.webp')).toBeNull();
      expect(await storage.list('photos/v1/')).toEqual([
        'photos/v1/abc-320.webp',
        'photos/v1/abc-800.webp',
      ]);
      await storage.delete('photos/v1/abc-320.webp');
      expect([...objects.keys()]).toEqual(['photos/v1/abc-800.webp']);
      expect(seen).toContain('PUT /odo-bucket/photos/v1/abc-320.webp');
      expect(seen).toContain('DELETE /odo-bucket/photos/v1/abc-320.webp');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
