// The photo readers through the real app: an odometer and a fuel receipt from the frozen split,
// a photo with nothing to read (422 with tips), every kind of bad upload, sign-in and the limit.
import fs from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestClient } from '../../test/harness.ts';
import { closePhotoTextReaders } from '../../lib/photo-text/text-reader.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';
import { PHOTO_READS_PER_HOUR } from '../../../shared/photo-readings.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await closePhotoTextReaders();
  await t.close();
});

const data = path.join(import.meta.dirname, 'read-photo-data', 'test');
const manifestOf = (kind: string) =>
  JSON.parse(fs.readFileSync(path.join(data, kind, 'manifest.json'), 'utf8')) as {
    file: string;
    style: string;
    truth: Record<string, unknown>;
  }[];

function send(
  client: TestClient,
  kind: string,
  body: Uint8Array,
  name = 'photo.jpg',
  type = 'image/jpeg',
) {
  const form = new FormData();
  form.append('photo', new File([new Uint8Array(body)], name, { type }));
  return client.request(`/api/garage/read/${kind}`, { method: 'POST', body: form });
}

/** A PNG whose header claims `width` × `height` (a decompression bomb, or 0 × 0). */
function pngHeader(width: number, height: number) {
  const chunk = (type: string, body: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(body.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), body]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('POST /api/garage/read', () => {
  it('reads an odometer (drums) into a value, a unit and a confidence', async () => {
    const client = t.client();
    await client.signUp();
    const entry = manifestOf('odometer').find((e) => e.style === 'drum' && e.truth.unit === 'km')!;
    const response = await send(
      client,
      'odometer',
      fs.readFileSync(path.join(data, 'odometer', entry.file)),
    );
    expect(response.status).toBe(200);
    const body = await json<{ reading: { value: number; unit: string }; confidence: number }>(
      response,
    );
    expect(body.reading.value).toBe(entry.truth.value);
    expect(body.confidence).toBeGreaterThan(0);
    expect(body.confidence).toBeLessThanOrEqual(1);
  });

  it('reads a real dashboard photo, even one cut short in transfer or taken sideways', async () => {
    const client = t.client();
    await client.signUp();
    // A Fiat's LCD among the dial's scale, a clock and a radio station (read-photo-data/README.md).
    const real = path.join(import.meta.dirname, 'read-photo-data', 'real-test', 'odometer');
    const photo = fs.readFileSync(path.join(real, '00003930-PHOTO-2020-12-24-18-09-16.jpg'));
    // As sent, cut short in transfer, and taken sideways with no EXIF turn to say so.
    const sideways = await sharp(photo).rotate(90).jpeg().toBuffer();
    for (const body of [photo, photo.subarray(0, Math.round(photo.length * 0.8)), sideways]) {
      const response = await send(client, 'odometer', body);
      expect(response.status).toBe(200);
      const read = await json<{ reading: { value: number; unit: string } }>(response);
      expect(read.reading).toEqual({ value: 164474, unit: 'km' });
    }
  });

  it("reads a real drum without its tenths wheel, and a dial's mark read with it", async () => {
    const client = t.client();
    await client.signUp();
    // A motorbike's drum, 00947 and a white tenths wheel reading 9; another, 01687, its tenths
    // and the dial's "70" printed just right of the window (read-photo-data/README.md); a third
    // whose 02831 is read less surely, its tenths wheel left out of the line, seen past it; a
    // fourth with no leading 0, 17380 and its white tenths wheel read as one figure, "173806".
    const drums = [
      ['real-dev', '00003008-PHOTO-2020-12-22-11-18-29.jpg', 947],
      ['real-dev-drums', '00000711-PHOTO-2020-12-02-17-32-36.jpg', 17380],
      ['real-dev', '00000901-PHOTO-2020-12-06-19-06-38.jpg', 2831],
      ['real-dev-drums', '00000649-PHOTO-2020-12-17-20-04-42.jpg', 1687],
    ] as const;
    for (const [split, file, value] of drums) {
      const photo = fs.readFileSync(
        path.join(import.meta.dirname, 'read-photo-data', split, 'odometer', file),
      );
      const response = await send(client, 'odometer', photo);
      expect(response.status).toBe(200);
      const read = await json<{ reading: { value: number } }>(response);
      expect(read.reading.value).toBe(value);
    }
  });

  it('reads a fuel receipt into a fill-up with a confidence per field', async () => {
    const client = t.client();
    await client.signUp();
    const entry = manifestOf('receipt')[0]!;
    const response = await send(
      client,
      'receipt',
      fs.readFileSync(path.join(data, 'receipt', entry.file)),
    );
    expect(response.status).toBe(200);
    const body = await json<Record<string, unknown> & { fields: Record<string, number> }>(response);
    expect(body.total).toBe(entry.truth.total);
    expect(body.volume).toBe(entry.truth.volume);
    expect(Object.keys(body.fields).sort()).toEqual(
      ['currency', 'date', 'pricePerUnit', 'total', 'volume', 'volumeUnit'].sort(),
    );
  });

  /** A real receipt of the development split (`kind`: receipt or chit) read by a new member. */
  async function readRealReceipt(kind: 'receipt' | 'chit', file: string) {
    const client = t.client();
    await client.signUp();
    const photo = fs.readFileSync(path.join(data, '..', 'real-receipts-dev', kind, file));
    const response = await send(client, 'receipt', photo);
    expect(response.status).toBe(200);
    return json<Record<string, unknown> & { fields: Record<string, number> }>(response);
  }

  it('reads a real fuel receipt from Malaysia: the time glued to the date, a stray € misread', async () => {
    // SROIE (CC BY 4.0, read-photo-data/README.md): "35.10 litre Pump#02", "2.450 RM litre",
    // "Total RM 86.00", "18/03/1815:170605102"; tesseract reads a "€" into the receipt's header.
    expect(await readRealReceipt('receipt', 'sroie_zzzDavid_train_019.jpg')).toMatchObject({
      date: '2018-03-18',
      volume: 35.1,
      volumeUnit: 'L',
      pricePerUnit: 2.45,
      total: 86,
      currency: 'MYR',
    });
  });

  it('reads a prepay chit as its amount and invents no volume', async () => {
    // "PPF P1 1.000 6 6.00", then "TOTAL AMOUNT" over "CASH RM 6.00" (SROIE, a phone photo).
    const body = await readRealReceipt('chit', 'sroie_zzzDavid_train_181.jpg');
    expect(body).toMatchObject({ volume: null, pricePerUnit: null, total: 6, currency: 'MYR' });
    expect(body.fields.volume).toBe(0);
  });

  it("reads a pump display's three rows, its unlit segments and lost decimal points aside", async () => {
    // A rendered LED display of the development split (read-photo-data/README.md): the first
    // look reads its ghost segments as 8s ("8845.46"); only its lit segments give the figures.
    const client = t.client();
    await client.signUp();
    const dir = path.join(data, '..', 'pump-dev', 'receipt');
    const entry = (
      JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as {
        file: string;
        truth: Record<string, unknown>;
      }[]
    ).find((photo) => photo.file === 'receipt-005.jpg')!;
    const response = await send(client, 'receipt', fs.readFileSync(path.join(dir, entry.file)));
    expect(response.status).toBe(200);
    const body = await json<Record<string, unknown> & { fields: Record<string, number> }>(response);
    expect(body).toMatchObject(entry.truth);
    // Decimal points put back are shown to check.
    expect(body.fields.total).toBeLessThan(0.7);
  });

  it('answers 422 not_recognised with tips when there is nothing to read', async () => {
    const client = t.client();
    await client.signUp();
    const blank = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#8a8' },
    })
      .jpeg()
      .toBuffer();
    for (const kind of ['odometer', 'receipt']) {
      const response = await send(client, kind, blank);
      expect(response.status).toBe(422);
      const body = await json<{ error: { code: string; tips: string[] } }>(response);
      expect(body.error.code).toBe('not_recognised');
      expect(body.error.tips.length).toBeGreaterThan(0);
    }
  });

  it.each([
    ['text.jpg', Buffer.from('not a picture at all'), 'image/jpeg', 400, /not a picture/],
    ['empty.jpg', Buffer.alloc(0), 'image/jpeg', 400, /empty/],
    ['zero.png', pngHeader(0, 0), 'image/png', 400, /not a picture/],
    ['bomb.png', pngHeader(40_000, 40_000), 'image/png', 400, /megapixels|not a picture/],
    ['huge.jpg', Buffer.alloc(10 * 1024 * 1024 + 10, 1), 'image/jpeg', 413, /10 MB/],
  ])('refuses %s', async (name, body, type, status, message) => {
    const client = t.client();
    await client.signUp();
    const response = await send(client, 'odometer', body, name, type);
    expect(response.status).toBe(status);
    expect((await json<{ error: { message: string } }>(response)).error.message).toMatch(message);
  });

  it('needs a signed-in user and a multipart body', async () => {
    const tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect((await send(t.client(), 'receipt', tiny)).status).toBe(401);
    const client = t.client();
    await client.signUp();
    const response = await client.request('/api/garage/read/receipt', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(400);
  });

  it('stops a user past the hourly limit with 429', async () => {
    const client = t.client();
    const { id } = await client.signUp();
    for (let i = 0; i < PHOTO_READS_PER_HOUR; i++) {
      await hitRateLimit(t.db, `garage-read-photo:${id}`, {
        max: PHOTO_READS_PER_HOUR,
        windowSeconds: 3600,
      });
    }
    const tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const response = await send(client, 'odometer', tiny);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBeTruthy();
  });
});
