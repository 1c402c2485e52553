// Car Lens under the issue-10 targets: POST /api/car-lens with a 12-megapixel photo of a VIN
// plate answers in ≤ 2 s (2 cores), and 4 scans at once do not block other requests (p99 of
// GET /api/me during the scans ≤ 100 ms: OCR and barcodes run in worker threads).
import os from 'node:os';
import autocannon from 'autocannon';
import { makeVin, twelveMegapixelPlate } from '../src/server/features/car-lens/testing/fixtures.ts';

export const CARLENS_SCAN_TARGET_MS = 2000;
export const CARLENS_ME_P99_TARGET_MS = 100;
const CONCURRENT_SCANS = 4;
const SEQUENTIAL_SCANS = 6;
const ME_CONNECTIONS = 4;

export interface CarLensBench {
  photoBytes: number;
  firstMs: number;
  sequential: { p50: number; max: number; all: number[] };
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
}

async function scanOnce(base: string, cookie: string, photo: Buffer, vin: string): Promise<number> {
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
  if (response.status !== 201 || body.vin !== vin) {
    throw new Error(
      `POST /api/car-lens returned ${response.status}: ${JSON.stringify(body).slice(0, 300)}`,
    );
  }
  return ms;
}

/** Runs against a started server as a premium user (`cookie`), whose scans are not counted. */
export async function measureCarLens(base: string, cookie: string): Promise<CarLensBench> {
  const vin = makeVin('1HGCM82633A004352', 424_242);
  const photo = await twelveMegapixelPlate(vin);
  const loadBefore = os.loadavg()[0] ?? 0;
  // The first scan starts the OCR workers (once per process).
  const firstMs = await scanOnce(base, cookie, photo, vin);
  const all: number[] = [];
  for (let i = 0; i < SEQUENTIAL_SCANS; i += 1) all.push(await scanOnce(base, cookie, photo, vin));
  const sorted = [...all].sort((a, b) => a - b);

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
    sequential: { p50: sorted[Math.floor(sorted.length / 2)]!, max: sorted.at(-1)!, all },
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
  };
}

export function carLensSection(kind: string, r: CarLensBench): string[] {
  const pass = (ok: boolean) => (ok ? 'pass' : '**FAIL**');
  const f = (ms: number) => ms.toFixed(0);
  return [
    '## Car Lens (built-in reader)',
    '',
    `_Measured ${new Date().toISOString()} on ${kind}, ${os.cpus().length} cores; load avg before ${r.loadBefore.toFixed(2)}._`,
    '',
    `- POST /api/car-lens with a 12-megapixel (4000 × 3000) JPEG of a VIN plate (${(r.photoBytes / 1024 / 1024).toFixed(1)} MB), ` +
      'as a premium user, through HTTP: sharp normalises it, zxing looks for barcodes and two ' +
      'tesseract passes read the text in worker threads until two agree, then vPIC decodes it.',
    `- First scan (starts the OCR worker pool): ${f(r.firstMs)} ms.`,
    `- ${r.sequential.all.length} scans one after another: p50 **${f(r.sequential.p50)} ms**, max ${f(r.sequential.max)} ms ` +
      `(target ≤ ${CARLENS_SCAN_TARGET_MS} ms): ${pass(r.sequential.max <= CARLENS_SCAN_TARGET_MS)}`,
    `- ${CONCURRENT_SCANS} scans at a time for 10 s (${r.concurrent.scans} scans, mean ${f(r.concurrent.meanMs)} ms, max ${f(r.concurrent.maxMs)} ms) ` +
      `while GET /api/me runs at ${ME_CONNECTIONS} connections: ${r.concurrent.meRequests} requests` +
      `${r.concurrent.meNon2xx ? ` (${r.concurrent.meNon2xx} non-2xx)` : ''}, p50 ${r.concurrent.meP50} ms, ` +
      `p99 **${r.concurrent.meP99} ms** (target ≤ ${CARLENS_ME_P99_TARGET_MS} ms): ${pass(r.concurrent.meP99 <= CARLENS_ME_P99_TARGET_MS && r.concurrent.meNon2xx === 0)}`,
  ];
}
