// Car Lens under the issue-10 and issue-29 targets: POST /api/car-lens with 12-megapixel photos
// (a VIN plate and the five kinds of the rendered photo set: pillar label, stamped plate,
// windscreen tag, registration document, barcode label) answers at p50 ≤ 1.5 s and max ≤ 4 s
// (2 cores), the same photos 256 px wide in ≤ 0.5 s, and 4 scans at once do not block other
// requests (p99 of GET /api/me during the scans ≤ 100 ms: OCR and barcodes run in worker threads).
import os from 'node:os';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { makeVin, twelveMegapixelPlate } from '../src/server/features/car-lens/testing/fixtures.ts';
import { rng } from '../src/server/features/car-lens/testing/render-photos.ts';
import { drawPhoto, PHOTO_KINDS } from '../src/server/features/car-lens/testing/render-scenes.ts';

export const CARLENS_SCAN_TARGET_MS = 1500;
export const CARLENS_SCAN_MAX_MS = 4000;
export const CARLENS_SMALL_TARGET_MS = 500;
export const CARLENS_ME_P99_TARGET_MS = 100;
const CONCURRENT_SCANS = 4;
const ME_CONNECTIONS = 4;

interface Timed {
  p50: number;
  max: number;
  all: number[];
  /** Scans that answered with the photo's VIN (the others answered not_recognised). */
  read: number;
}

export interface CarLensBench {
  photoBytes: number;
  firstMs: number;
  sequential: Timed;
  small: Timed;
  concurrent: {
    scans: number;
    meanMs: number;
    maxMs: number;
    meP50: number;
    meP99: number;
    meRequests: number;
    meNon2xx: number;
  };
  loadBefore: number;
  /** 1-minute load average once the timed scans (12 MP and 256 px) were done. */
  loadAfter: number;
}

async function scanOnce(
  base: string,
  cookie: string,
  photo: Buffer,
  vin: string,
  allowMiss = false,
): Promise<number> {
  return (await scan(base, cookie, photo, vin, allowMiss)).ms;
}

/** One scan; a wrong VIN or an error throws, a not_recognised answer is allowed when asked. */
async function scan(
  base: string,
  cookie: string,
  photo: Buffer,
  vin: string,
  allowMiss: boolean,
): Promise<{ ms: number; read: boolean }> {
  const form = new FormData();
  form.append('photo', new File([new Uint8Array(photo)], 'plate.jpg', { type: 'image/jpeg' }));
  const started = performance.now();
  const response = await fetch(`${base}/api/car-lens`, {
    method: 'POST',
    headers: { cookie, origin: base },
    body: form,
  });
  const body = (await response.json()) as { vin?: string };
  const ms = performance.now() - started;
  const read = response.status === 201 && body.vin === vin;
  if (!read && !(allowMiss && response.status === 422)) {
    throw new Error(
      `POST /api/car-lens returned ${response.status}: ${JSON.stringify(body).slice(0, 300)}`,
    );
  }
  return { ms, read };
}

/** The photos timed: the plate, then one rendered 12 MP photo of each kind (North-American VINs). */
async function benchPhotos(): Promise<{ vin: string; large: Buffer; small: Buffer }[]> {
  const random = rng(1010);
  const plateVin = makeVin('1HGCM82633A004352', 424_242);
  const photos = [{ vin: plateVin, large: await twelveMegapixelPlate(plateVin) }];
  for (const [index, kind] of PHOTO_KINDS.entries()) {
    const vin = makeVin(['1FTFW1ET9DFC10312', '5YJ3E1EA2KF317000'][index % 2]!, 500_000 + index);
    const scene = await drawPhoto(kind, vin, random, false, true);
    photos.push({ vin, large: await sharp(scene).jpeg({ quality: 85 }).toBuffer() });
  }
  return Promise.all(
    photos.map(async (photo) => ({
      ...photo,
      small: await sharp(photo.large).resize({ width: 256 }).jpeg({ quality: 85 }).toBuffer(),
    })),
  );
}

async function timeAll(
  base: string,
  cookie: string,
  photos: { vin: string; body: Buffer }[],
): Promise<Timed> {
  const all: number[] = [];
  let read = 0;
  for (const photo of photos) {
    const result = await scan(base, cookie, photo.body, photo.vin, true);
    all.push(result.ms);
    if (result.read) read += 1;
  }
  const sorted = [...all].sort((a, b) => a - b);
  return { p50: sorted[Math.floor(sorted.length / 2)]!, max: sorted.at(-1)!, all, read };
}

/** Runs against a started server as a premium user (`cookie`), whose scans are not counted. */
export async function measureCarLens(base: string, cookie: string): Promise<CarLensBench> {
  const vin = makeVin('1HGCM82633A004352', 424_242);
  const photo = await twelveMegapixelPlate(vin);
  const loadBefore = os.loadavg()[0] ?? 0;
  // The first scan starts the OCR workers (once per process).
  const firstMs = await scanOnce(base, cookie, photo, vin);
  const photos = await benchPhotos();
  // Every photo twice, one after another: 12 MP, then 256 px wide.
  const twice = <T>(list: T[]) => [...list, ...list];
  const sequential = await timeAll(
    base,
    cookie,
    twice(photos.map((p) => ({ vin: p.vin, body: p.large }))),
  );
  const small = await timeAll(
    base,
    cookie,
    twice(photos.map((p) => ({ vin: p.vin, body: p.small }))),
  );
  const loadAfter = os.loadavg()[0] ?? 0;

  // Four scans at a time for the whole run, while GET /api/me is loaded beside them.
  const durations: number[] = [];
  let running = true;
  const scanners = Array.from({ length: CONCURRENT_SCANS }, async () => {
    while (running) durations.push(await scanOnce(base, cookie, photo, vin));
  });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const me = await autocannon({
    url: `${base}/api/me`,
    headers: { cookie },
    connections: ME_CONNECTIONS,
    duration: 10,
  });
  running = false;
  await Promise.all(scanners);
  return {
    photoBytes: photo.byteLength,
    firstMs,
    sequential,
    small,
    concurrent: {
      scans: durations.length,
      meanMs: durations.reduce((sum, ms) => sum + ms, 0) / durations.length,
      maxMs: Math.max(...durations),
      meP50: me.latency.p50,
      meP99: me.latency.p99,
      meRequests: me.requests.total,
      meNon2xx: me.non2xx,
    },
    loadBefore,
    loadAfter,
  };
}

export function carLensSection(kind: string, r: CarLensBench): string[] {
  const pass = (ok: boolean) => (ok ? 'pass' : '**FAIL**');
  const f = (ms: number) => ms.toFixed(0);
  return [
    '## Car Lens (built-in reader)',
    '',
    `_Measured ${new Date().toISOString()} on ${kind}, ${os.cpus().length} cores; load avg before ${r.loadBefore.toFixed(2)}, ` +
      `after the timed scans ${r.loadAfter.toFixed(2)} (the figures are wall-clock: a shared machine slows them)._`,
    '',
    `- POST /api/car-lens with 12-megapixel (4000 × 3000) JPEGs (the plate ${(r.photoBytes / 1024 / 1024).toFixed(1)} MB, and the five rendered kinds), ` +
      'as a premium user, through HTTP: sharp normalises it, zxing looks for barcodes while PP-OCR (decision 028) finds ' +
      'the text lines and reads them, the VIN-like ones in five looks that vote, then vPIC decodes the VIN. A photo with no ' +
      'VIN-like line is tried turned while the time limit (CARLENS_TIMEOUT_MS) lasts.',
    `- First scan (starts the readers' process and loads the models): ${f(r.firstMs)} ms.`,
    `- 12 MP: ${r.sequential.all.length} scans one after another (6 photos twice; ${r.sequential.read} answered with the VIN, the rest not_recognised): ` +
      `p50 **${f(r.sequential.p50)} ms**, max ${f(r.sequential.max)} ms ` +
      `(targets p50 ≤ ${CARLENS_SCAN_TARGET_MS} ms, max ≤ ${CARLENS_SCAN_MAX_MS} ms): ` +
      `${pass(r.sequential.p50 <= CARLENS_SCAN_TARGET_MS && r.sequential.max <= CARLENS_SCAN_MAX_MS)}`,
    `- 256 px wide: ${r.small.all.length} scans (${r.small.read} answered with the VIN): p50 **${f(r.small.p50)} ms**, ` +
      `max ${f(r.small.max)} ms (target ≤ ${CARLENS_SMALL_TARGET_MS} ms): ${pass(r.small.max <= CARLENS_SMALL_TARGET_MS)}`,
    `- Each scan, in order (ms): 12 MP ${r.sequential.all.map(f).join(', ')}; 256 px ${r.small.all.map(f).join(', ')}.`,
    `- ${CONCURRENT_SCANS} scans at a time for 10 s (${r.concurrent.scans} scans, mean ${f(r.concurrent.meanMs)} ms, max ${f(r.concurrent.maxMs)} ms) ` +
      `while GET /api/me runs at ${ME_CONNECTIONS} connections: ${r.concurrent.meRequests} requests` +
      `${r.concurrent.meNon2xx ? ` (${r.concurrent.meNon2xx} non-2xx)` : ''}, p50 ${r.concurrent.meP50} ms, ` +
      `p99 **${r.concurrent.meP99} ms** (target ≤ ${CARLENS_ME_P99_TARGET_MS} ms): ${pass(r.concurrent.meP99 <= CARLENS_ME_P99_TARGET_MS && r.concurrent.meNon2xx === 0)}`,
  ];
}
