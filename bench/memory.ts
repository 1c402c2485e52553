// The server's memory (issue 30): `node src/server/main.ts` started as a self-hoster starts it, its
// resident memory (VmRSS, and VmHWM for the peak) read from /proc at each step: idle after start,
// after 100 garage requests, after a Car Lens scan, and idle again once the OCR process has ended.
// Also PGlite by itself in a process of its own, so Odo's own share can be told apart.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SERVER_MALLOC_ENV, SERVER_NODE_FLAGS } from '../src/server/node-flags.ts';
import { makeVin, twelveMegapixelPlate } from '../src/server/features/car-lens/testing/fixtures.ts';

/** Issue 30's targets, in MB. */
export const MEMORY_TARGETS = {
  idleMb: 250,
  startPeakMb: 400,
  /** When PGlite by itself needs more: the process less PGlite's share. */
  odoShareMb: 150,
};

/** The OCR idle time the bench sets, and how long it then waits idle (see memorySection). */
const OCR_IDLE_SECONDS = Number(process.env.BENCH_OCR_IDLE_SECONDS ?? 30);
const IDLE_WAIT_SECONDS = Number(process.env.BENCH_IDLE_WAIT_SECONDS ?? 90);
/** How long the server sits after start before "idle" is read (the start's garbage collected). */
const SETTLE_SECONDS = 30;
const GARAGE_REQUESTS = 100;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MB = 1024;

export interface MemoryRun {
  kind: 'PGlite' | 'PostgreSQL';
  /** VmHWM once the server answers: the start's peak. */
  startPeakMb: number;
  /** The largest RSS seen of a first-start child (PGlite's initdb), sampled every 50 ms. */
  initChildPeakMb: number | null;
  idleMb: number;
  afterGarageMb: number;
  afterScanMb: number;
  /** The OCR process's own RSS right after the scan. */
  ocrProcessMb: number | null;
  scanMs: number;
  afterIdleMb: number;
  /** Whether the OCR process had ended when the last figure was read. */
  ocrEnded: boolean;
  peakMb: number;
}

export interface PgliteAlone {
  /** A Node process with PGlite imported, before it opens anything. */
  baseMb: number;
  /** After opening Odo's migrated data directory and answering a few queries. */
  openMb: number;
  peakMb: number;
}

export interface MemoryResult {
  runs: MemoryRun[];
  pgliteAlone: PgliteAlone | null;
  loadBefore: number;
}

function status(pid: number): { rss: number; hwm: number } | null {
  try {
    const text = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(text)?.[1] ?? 0);
    return { rss: field('VmRSS') / MB, hwm: field('VmHWM') / MB };
  } catch {
    return null;
  }
}

function childrenOf(pid: number): number[] {
  try {
    return fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((task) =>
        fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/),
      )
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function stop(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise((resolve) => proc.once('exit', resolve));
  proc.kill('SIGTERM');
  const timer = setTimeout(() => proc.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

async function signUp(base: string): Promise<string> {
  const email = `memory-${Date.now()}@bench.test`;
  const headers = { 'content-type': 'application/json', origin: base };
  const password = 'Bench-Odometer-7731!';
  const up = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password, name: 'Memory Bench' }),
  });
  if (up.status !== 200) throw new Error(`sign-up returned ${up.status}: ${await up.text()}`);
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  });
  if (signIn.status !== 200) throw new Error(`sign-in returned ${signIn.status}`);
  return signIn.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .join('; ');
}

/** 100 garage requests: a car, 20 fill-ups and 10 services added, then the garage read back. */
async function garageRequests(base: string, cookie: string): Promise<void> {
  const headers = { cookie, origin: base, 'content-type': 'application/json' };
  const call = async (method: string, url: string, body?: unknown) => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.status >= 300) {
      throw new Error(`${method} ${url} returned ${response.status}: ${await response.text()}`);
    }
    return response.json() as Promise<{ id: string }>;
  };
  const car = await call('POST', '/api/garage/vehicles', {
    year: 2017,
    make: 'Skoda',
    model: 'Octavia',
    mileage: 40_000,
  });
  let sent = 1;
  for (let i = 0; i < 20; i += 1, sent += 1) {
    await call('POST', `/api/garage/vehicles/${car.id}/fuel`, {
      date: `2025-${String((i % 12) + 1).padStart(2, '0')}-${String(10 + (i % 15)).padStart(2, '0')}`,
      odometer: 40_000 + i * 600,
      volume: 39 + (i % 3),
      cost: 60,
      fullTank: true,
    });
  }
  for (let i = 0; i < 10; i += 1, sent += 1) {
    await call('POST', `/api/garage/vehicles/${car.id}/maintenance`, {
      type: 'oil_change',
      date: `2025-${String(i + 1).padStart(2, '0')}-02`,
      mileage: 40_100 + i * 1_000,
      cost: 120,
    });
  }
  const reads = ['/api/garage/vehicles', `/api/garage/vehicles/${car.id}`, '/api/garage/costs'];
  for (let i = 0; sent < GARAGE_REQUESTS; i += 1, sent += 1) {
    const url = reads[i % reads.length]!;
    const response = await fetch(`${base}${url}`, { headers: { cookie } });
    if (response.status !== 200) throw new Error(`GET ${url} returned ${response.status}`);
    await response.arrayBuffer();
  }
}

async function scanOnce(base: string, cookie: string): Promise<number> {
  const vin = makeVin('1HGCM82633A004352', 424_242);
  const photo = await twelveMegapixelPlate(vin);
  const form = new FormData();
  form.append('photo', new File([new Uint8Array(photo)], 'plate.jpg', { type: 'image/jpeg' }));
  const started = performance.now();
  const response = await fetch(`${base}/api/car-lens`, {
    method: 'POST',
    headers: { cookie, origin: base },
    body: form,
  });
  const body = (await response.json()) as { vin?: string };
  if (response.status !== 201 || body.vin !== vin) {
    throw new Error(`POST /api/car-lens returned ${response.status}: ${JSON.stringify(body)}`);
  }
  return performance.now() - started;
}

async function run(
  kind: MemoryRun['kind'],
  env: Record<string, string>,
  vpicCacheDir: string,
): Promise<MemoryRun> {
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const proc = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SMTP_URL: 'smtp://127.0.0.1:9',
      VPIC_CACHE_DIR: vpicCacheDir,
      OCR_IDLE_SECONDS: String(OCR_IDLE_SECONDS),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const errors: string[] = [];
  proc.stderr?.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
  const pid = proc.pid!;
  let peak = 0;
  const sample = () => {
    const now = status(pid);
    if (now) peak = Math.max(peak, now.hwm);
    return now;
  };
  try {
    let initChildPeakMb: number | null = null;
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (proc.exitCode !== null) throw new Error(`server exited: ${errors.join('')}`);
      if (Date.now() > deadline) throw new Error('server did not start within 120 s');
      for (const child of childrenOf(pid)) {
        const seen = status(child);
        if (seen) initChildPeakMb = Math.max(initChildPeakMb ?? 0, seen.rss);
      }
      const ok = await fetch(`${base}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      await sleep(50);
    }
    const startPeakMb = sample()!.hwm;
    await sleep(SETTLE_SECONDS * 1000);
    const idleMb = sample()!.rss;
    const cookie = await signUp(base);
    await garageRequests(base, cookie);
    await sleep(2000);
    const afterGarageMb = sample()!.rss;
    const scanMs = await scanOnce(base, cookie);
    await sleep(2000);
    const afterScanMb = sample()!.rss;
    const ocr = childrenOf(pid).map((child) => status(child)?.rss ?? 0);
    const ocrProcessMb = ocr.length ? ocr.reduce((sum, rss) => sum + rss, 0) : null;
    await sleep(IDLE_WAIT_SECONDS * 1000);
    const afterIdleMb = sample()!.rss;
    const ocrEnded = childrenOf(pid).length === 0;
    return {
      kind,
      startPeakMb,
      initChildPeakMb,
      idleMb,
      afterGarageMb,
      afterScanMb,
      ocrProcessMb,
      scanMs,
      afterIdleMb,
      ocrEnded,
      peakMb: peak,
    };
  } finally {
    await stop(proc);
  }
}

/** PGlite by itself: a process that imports it, then opens a migrated data directory. */
function measurePgliteAlone(dataDir: string): PgliteAlone {
  const child = spawnSync(
    process.execPath,
    [...SERVER_NODE_FLAGS, fileURLToPath(import.meta.url), '--pglite-alone', dataDir],
    {
      cwd: root,
      encoding: 'utf8',
      timeout: 120_000,
      env: { ...SERVER_MALLOC_ENV, ...process.env },
    },
  );
  if (child.status !== 0) throw new Error(`PGlite alone exited ${child.status}: ${child.stderr}`);
  return JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '') as PgliteAlone;
}

async function pgliteAloneHere(dataDir: string): Promise<PgliteAlone> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pgliteOptions } = await import('../src/server/db/pglite-options.ts');
  await sleep(500);
  const baseMb = status(process.pid)!.rss;
  const client = await PGlite.create({ ...pgliteOptions, dataDir: path.join(dataDir, 'pglite') });
  for (let i = 0; i < 50; i += 1) {
    await client.query(
      'select v.id, count(f.id) from vehicles v left join fuel_records f on f.vehicle_id = v.id group by v.id',
    );
  }
  await sleep(2000);
  const now = status(process.pid)!;
  await client.close();
  return { baseMb, openMb: now.rss, peakMb: now.hwm };
}

export async function measureMemory(
  databases: string[],
  options: { adminUrl: string; vpicCacheDir: string },
): Promise<MemoryResult> {
  const loadBefore = os.loadavg()[0] ?? 0;
  const runs: MemoryRun[] = [];
  let pgliteAlone: PgliteAlone | null = null;
  if (databases.includes('PGlite')) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'odo-memory-'));
    try {
      console.log('\nMemory on PGlite (fresh data directory)');
      runs.push(await run('PGlite', { DATA_DIR: dataDir }, options.vpicCacheDir));
      pgliteAlone = measurePgliteAlone(dataDir);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (databases.includes('PostgreSQL')) {
    const name = `odo_memory_${process.pid}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: options.adminUrl });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    };
    await admin(`drop database if exists ${name} with (force)`);
    await admin(`create database ${name}`);
    const url = new URL(options.adminUrl);
    url.pathname = `/${name}`;
    try {
      console.log('\nMemory on PostgreSQL (fresh database)');
      runs.push(await run('PostgreSQL', { DATABASE_URL: url.href }, options.vpicCacheDir));
    } finally {
      await admin(`drop database if exists ${name} with (force)`);
    }
  }
  for (const r of runs) {
    console.log(
      `  ${r.kind.padEnd(10)} peak at start ${r.startPeakMb.toFixed(0)} MB, idle ${r.idleMb.toFixed(0)} MB, ` +
        `after garage ${r.afterGarageMb.toFixed(0)} MB, after a scan ${r.afterScanMb.toFixed(0)} MB, ` +
        `idle again ${r.afterIdleMb.toFixed(0)} MB`,
    );
  }
  return { runs, pgliteAlone, loadBefore };
}

const mb = (value: number | null) => (value === null ? '–' : `${value.toFixed(0)} MB`);
const verdict = (ok: boolean) => (ok ? '**PASS**' : '**FAIL**');

export function memorySection(result: MemoryResult, measuredOn: string): string[] {
  const lines = [
    '## Memory (resident set of the server process)',
    '',
    `_Measured ${measuredOn}; 1-minute load average before ${result.loadBefore.toFixed(2)}._`,
    '',
    '- `node src/server/main.ts` (NODE_ENV=production, LOG_LEVEL=warn), which gives itself the ' +
      "server's V8 flags and malloc setting (src/server/node-flags.ts, decision 023); RSS is " +
      "VmRSS and the peak VmHWM of the server's process, read from /proc. PGlite in a fresh data " +
      'directory (its files are made by a child process that exits before the server opens them), ' +
      'PostgreSQL in a fresh database.',
    `- Idle: ${SETTLE_SECONDS} s after the server first answers. After 100 garage requests: a ` +
      'member signs up, adds a car, 20 fill-ups and 10 services, then reads the garage, the car ' +
      'and the costs in turn (100 requests in all). After a Car Lens scan: one 12-megapixel ' +
      'plate photo read through POST /api/car-lens; the OCR runs in a process of its own, ' +
      'shown apart.',
    `- **"After 10 minutes idle" is shortened**: the bench sets OCR_IDLE_SECONDS=${OCR_IDLE_SECONDS} ` +
      `(default 180) and reads the RSS ${IDLE_WAIT_SECONDS} s after the scan, once the OCR process ` +
      'has ended, which is what ten idle minutes at the default setting come to ' +
      '(BENCH_OCR_IDLE_SECONDS=180 BENCH_IDLE_WAIT_SECONDS=600 waits the real ten minutes).',
    `- Targets (issue 30): idle ≤ ${MEMORY_TARGETS.idleMb} MB and peak at start ≤ ` +
      `${MEMORY_TARGETS.startPeakMb} MB on PGlite; idle ≤ ${MEMORY_TARGETS.idleMb} MB on PostgreSQL.`,
    '- Before issue 30 (commit a8c4e10, VmHWM and VmRSS read by hand from /proc, decision 023): PGlite ' +
      'peaked at 1,364 MB while starting and settled at 546–748 MB; PostgreSQL idled at 384 MB ' +
      '(peak 418 MB).',
    '',
    '| database | peak at start | idle | after 100 garage requests | after a Car Lens scan (OCR process) | after 10 min idle (shortened) | peak over the run |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const r of result.runs) {
    lines.push(
      `| ${r.kind} | ${mb(r.startPeakMb)} | ${mb(r.idleMb)} | ${mb(r.afterGarageMb)} | ` +
        `${mb(r.afterScanMb)} (${mb(r.ocrProcessMb)}; scan ${r.scanMs.toFixed(0)} ms) | ` +
        `${mb(r.afterIdleMb)}${r.ocrEnded ? '' : ' (OCR still running)'} | ${mb(r.peakMb)} |`,
    );
  }
  lines.push('');
  for (const r of result.runs) {
    if (r.kind === 'PGlite') {
      lines.push(
        `- PGlite idle **${mb(r.idleMb)}** (target ≤ ${MEMORY_TARGETS.idleMb} MB): ${verdict(r.idleMb <= MEMORY_TARGETS.idleMb)}`,
        `- PGlite peak at start **${mb(r.startPeakMb)}** (target ≤ ${MEMORY_TARGETS.startPeakMb} MB): ${verdict(r.startPeakMb <= MEMORY_TARGETS.startPeakMb)}` +
          (r.initChildPeakMb === null
            ? ''
            : `; the first-start child that made the data directory peaked at ${mb(r.initChildPeakMb)} and had exited before the server opened it`),
        `- OCR process ended after the idle time: ${r.ocrEnded ? 'yes' : '**no**'}`,
      );
    } else {
      lines.push(
        `- PostgreSQL idle **${mb(r.idleMb)}** (target ≤ ${MEMORY_TARGETS.idleMb} MB): ${verdict(r.idleMb <= MEMORY_TARGETS.idleMb)}`,
        `- OCR process ended after the idle time: ${r.ocrEnded ? 'yes' : '**no**'}`,
      );
    }
  }
  const alone = result.pgliteAlone;
  const pgliteRun = result.runs.find((r) => r.kind === 'PGlite');
  if (alone && pgliteRun) {
    const share = alone.openMb - alone.baseMb;
    lines.push(
      `- PGlite by itself (a Node process with the same flags that opens the migrated data directory ` +
        `and runs 50 queries): ${mb(alone.baseMb)} before opening, ${mb(alone.openMb)} after ` +
        `(peak ${mb(alone.peakMb)}): PGlite's share **${mb(share)}**, so Odo's own share of the idle ` +
        `PGlite server is about **${mb(pgliteRun.idleMb - share)}** (reported; the ${MEMORY_TARGETS.odoShareMb} MB ` +
        'target applies only if PGlite alone needed more than the idle target).',
    );
  }
  return lines;
}

if (process.argv[2] === '--pglite-alone') {
  process.stdout.write(`${JSON.stringify(await pgliteAloneHere(process.argv[3]!))}\n`);
}
