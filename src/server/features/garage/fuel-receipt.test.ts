// A fill-up's kept receipt photo (issue 29): owner-only upload, serving and removal, the replaced
// or removed picture and the deleted record's or car's files removed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuelRecords } from '../../db/schema.ts';
import { createTestApp, json, type TestClient } from '../../test/harness.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'odo-fuel-receipt-'));
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A different picture each call (stored names are content-addressed). */
let shade = 0;
const receiptJpeg = () =>
  sharp({
    create: {
      width: 300,
      height: 500,
      channels: 3,
      background: { r: (shade * 67) % 256, g: (shade++ * 131) % 256, b: 200 },
    },
  })
    .jpeg()
    .toBuffer();

function upload(client: TestClient, url: string, bytes: Uint8Array, type = 'image/jpeg') {
  const form = new FormData();
  form.append('photo', new File([bytes as Uint8Array<ArrayBuffer>], 'receipt.jpg', { type }));
  return client.request(url, { method: 'POST', body: form });
}

async function fillUp() {
  const client = t.client();
  const { id: userId } = await client.signUp();
  const vehicle = await json<{ id: string }>(
    await client.post('/api/garage/vehicles', {
      year: 2019,
      make: 'Skoda',
      model: 'Octavia',
      mileage: 42_000,
    }),
  );
  const created = await client.post(`/api/garage/vehicles/${vehicle.id}/fuel`, {
    date: '2026-01-10',
    cost: 60,
    volume: 40,
    odometer: 42_300,
    fullTank: true,
  });
  expect(created.status).toBe(201);
  const record = await json<{ id: string; receiptUrl: string | null }>(created);
  expect(record.receiptUrl).toBeNull();
  const url = `/api/garage/vehicles/${vehicle.id}/fuel/${record.id}/receipt`;
  return { client, userId, vehicleId: vehicle.id, recordId: record.id, url };
}

/** Two fill-ups of one car given the same receipt photo (one set of files). */
async function twoSharingAPicture() {
  const first = await fillUp();
  const { client, vehicleId, url } = first;
  const second = await json<{ id: string }>(
    await client.post(`/api/garage/vehicles/${vehicleId}/fuel`, {
      date: '2026-01-20',
      cost: 55,
      volume: 38,
      odometer: 42_900,
      fullTank: true,
    }),
  );
  const photo = await receiptJpeg();
  const kept = await json<{ receiptUrl: string }>(await upload(client, url, photo));
  const secondUrl = `/api/garage/vehicles/${vehicleId}/fuel/${second.id}/receipt`;
  const same = await json<{ receiptUrl: string }>(await upload(client, secondUrl, photo));
  expect(same.receiptUrl).toBe(kept.receiptUrl);
  return { ...first, second, secondUrl, same };
}

const filesOf = (vehicleId: string) =>
  fs
    .readdirSync(path.join(dataDir, 'files'), { recursive: true })
    .map(String)
    .filter((name) => name.includes(vehicleId) && name.endsWith('.webp'));

async function storedUrl(recordId: string) {
  const [row] = await t.db.select().from(fuelRecords).where(eq(fuelRecords.id, recordId));
  return row!.receiptUrl;
}

describe('fill-up receipt', () => {
  it("is kept privately, shown on the car's fill-ups and served to its owner only", async () => {
    const { client, userId, vehicleId, recordId, url } = await fillUp();
    const response = await upload(client, url, await receiptJpeg());
    expect(response.status).toBe(201);
    const { receiptUrl } = await json<{ receiptUrl: string }>(response);
    expect(receiptUrl).toMatch(
      new RegExp(`^/api/files/receipts/${userId}/${vehicleId}/[0-9a-f]{32}-800\\.webp$`),
    );
    expect(await storedUrl(recordId)).toBe(receiptUrl);
    expect(filesOf(vehicleId)).toHaveLength(3);

    const car = await json<{ fuelRecords: { id: string; receiptUrl: string | null }[] }>(
      await client.get(`/api/garage/vehicles/${vehicleId}`),
    );
    expect(car.fuelRecords.find((r) => r.id === recordId)?.receiptUrl).toBe(receiptUrl);

    const served = await client.get(receiptUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const stranger = t.client();
    await stranger.signUp();
    expect((await stranger.get(receiptUrl)).status).toBe(404);
    expect((await t.client().get(receiptUrl)).status).toBe(401);
  });

  it("answers 404 for another user's fill-up and 401 signed out, storing nothing", async () => {
    const { vehicleId, recordId, url } = await fillUp();
    const stranger = t.client();
    await stranger.signUp();
    const photo = await receiptJpeg();
    expect((await upload(stranger, url, photo)).status).toBe(404);
    const wrongId = `/api/garage/vehicles/${vehicleId}/fuel/not-a-uuid/receipt`;
    expect((await upload(stranger, wrongId, photo)).status).toBe(404);
    expect((await upload(t.client(), url, photo)).status).toBe(401);
    expect(await storedUrl(recordId)).toBeNull();
    expect(filesOf(vehicleId)).toHaveLength(0);
  });

  it('refuses what is not a picture and a body over the limit, writing nothing', async () => {
    const { client, vehicleId, recordId, url } = await fillUp();
    const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
    const refused = await upload(client, url, pdf, 'application/pdf');
    expect(refused.status).toBe(400);
    expect((await json<{ error: { message: string } }>(refused)).error.message).toMatch(
      /not a picture/,
    );
    const big = await upload(client, url, new Uint8Array(50 * 1024 * 1024));
    expect(big.status).toBe(413);
    expect(await storedUrl(recordId)).toBeNull();
    expect(filesOf(vehicleId)).toHaveLength(0);
  });

  it("removes the replaced picture, the deleted record's and the deleted car's files", async () => {
    const { client, vehicleId, recordId, url } = await fillUp();
    const first = await json<{ receiptUrl: string }>(
      await upload(client, url, await receiptJpeg()),
    );
    const second = await json<{ receiptUrl: string }>(
      await upload(client, url, await receiptJpeg()),
    );
    expect(second.receiptUrl).not.toBe(first.receiptUrl);
    expect(filesOf(vehicleId)).toHaveLength(3);
    expect((await client.get(first.receiptUrl)).status).toBe(404);
    expect((await client.get(second.receiptUrl)).status).toBe(200);

    const deleted = await client.request(`/api/garage/vehicles/${vehicleId}/fuel/${recordId}`, {
      method: 'DELETE',
    });
    expect(deleted.status).toBe(204);
    expect(filesOf(vehicleId)).toHaveLength(0);

    const other = await fillUp();
    expect((await upload(other.client, other.url, await receiptJpeg())).status).toBe(201);
    expect(filesOf(other.vehicleId)).toHaveLength(3);
    const gone = await other.client.request(`/api/garage/vehicles/${other.vehicleId}`, {
      method: 'DELETE',
    });
    expect(gone.status).toBe(204);
    expect(filesOf(other.vehicleId)).toHaveLength(0);
  });

  it('is removed by DELETE: 204, the record forgets it and its files are gone', async () => {
    const { client, vehicleId, recordId, url } = await fillUp();
    const { receiptUrl } = await json<{ receiptUrl: string }>(
      await upload(client, url, await receiptJpeg()),
    );
    expect(filesOf(vehicleId)).toHaveLength(3);
    const removed = await client.request(url, { method: 'DELETE' });
    expect(removed.status).toBe(204);
    expect(await removed.text()).toBe('');
    expect(await storedUrl(recordId)).toBeNull();
    expect(filesOf(vehicleId)).toHaveLength(0);
    expect((await client.get(receiptUrl)).status).toBe(404);
    const car = await json<{ fuelRecords: { id: string; receiptUrl: string | null }[] }>(
      await client.get(`/api/garage/vehicles/${vehicleId}`),
    );
    expect(car.fuelRecords.find((r) => r.id === recordId)?.receiptUrl).toBeNull();
    // Again: nothing left to remove, nothing changes.
    expect((await client.request(url, { method: 'DELETE' })).status).toBe(204);
    // And a new one can be attached afterwards.
    expect((await upload(client, url, await receiptJpeg())).status).toBe(201);
    expect(filesOf(vehicleId)).toHaveLength(3);
  });

  it("answers 404 for another user's fill-up and 401 signed out, keeping the receipt", async () => {
    const { client, vehicleId, recordId, url } = await fillUp();
    const { receiptUrl } = await json<{ receiptUrl: string }>(
      await upload(client, url, await receiptJpeg()),
    );
    const stranger = t.client();
    await stranger.signUp();
    expect((await stranger.request(url, { method: 'DELETE' })).status).toBe(404);
    // Another car's path with this record's id, a path id that is not one: 404 too.
    const strangerCar = await json<{ id: string }>(
      await stranger.post('/api/garage/vehicles', {
        year: 2019,
        make: 'Kia',
        model: 'Ceed',
        mileage: 1,
      }),
    );
    const crossed = `/api/garage/vehicles/${strangerCar.id}/fuel/${recordId}/receipt`;
    expect((await stranger.request(crossed, { method: 'DELETE' })).status).toBe(404);
    const wrongId = `/api/garage/vehicles/${vehicleId}/fuel/not-a-uuid/receipt`;
    expect((await client.request(wrongId, { method: 'DELETE' })).status).toBe(404);
    expect((await t.client().request(url, { method: 'DELETE' })).status).toBe(401);
    expect(await storedUrl(recordId)).toBe(receiptUrl);
    expect(filesOf(vehicleId)).toHaveLength(3);
    expect((await client.get(receiptUrl)).status).toBe(200);
  });

  it('takes no upload on DELETE: a body over the API-wide 2 MB is refused, the receipt kept', async () => {
    const { client, recordId, url } = await fillUp();
    const { receiptUrl } = await json<{ receiptUrl: string }>(
      await upload(client, url, await receiptJpeg()),
    );
    const big = await client.request(url, {
      method: 'DELETE',
      headers: { 'content-type': 'application/octet-stream' },
      body: new Uint8Array(3 * 1024 * 1024),
    });
    expect(big.status).toBe(413);
    expect(await storedUrl(recordId)).toBe(receiptUrl);
  });

  it("keeps the files while another of the car's fill-ups shows the same picture", async () => {
    const { client, vehicleId, recordId, url, secondUrl, same } = await twoSharingAPicture();
    expect((await client.request(url, { method: 'DELETE' })).status).toBe(204);
    expect(await storedUrl(recordId)).toBeNull();
    expect(filesOf(vehicleId)).toHaveLength(3);
    expect((await client.get(same.receiptUrl)).status).toBe(200);
    expect((await client.request(secondUrl, { method: 'DELETE' })).status).toBe(204);
    expect(filesOf(vehicleId)).toHaveLength(0);
  });

  it('keeps the files when a fill-up is deleted while another still shows its picture', async () => {
    const { client, vehicleId, recordId, second, same } = await twoSharingAPicture();
    const deleted = await client.request(`/api/garage/vehicles/${vehicleId}/fuel/${recordId}`, {
      method: 'DELETE',
    });
    expect(deleted.status).toBe(204);
    expect(filesOf(vehicleId)).toHaveLength(3);
    expect((await client.get(same.receiptUrl)).status).toBe(200);
    // The last record showing it goes: so do its files.
    const last = await client.request(`/api/garage/vehicles/${vehicleId}/fuel/${second.id}`, {
      method: 'DELETE',
    });
    expect(last.status).toBe(204);
    expect(filesOf(vehicleId)).toHaveLength(0);
  });
});
