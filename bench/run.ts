// npm run bench: loads Odo's server on PGlite and on PostgreSQL with autocannon and writes
// bench/results.md (issues #2 and #8).
//
// Scenarios (all by default; name some to run only those, with or without a database):
//   me      GET /api/health and the authenticated GET /api/me, then the ceiling's /me
//           (bench/ceiling.ts: bare Hono doing the same users-row read, no auth).
//   garage  GET /api/garage/vehicles for a user with 3 vehicles × 200 records, then the ceiling
//           running the same listVehicles; first with no other users' garages in the database,
//           then again after 10,000 other users' garages are bulk-inserted (bench/garage-seed.ts).
//   vin     VIN decoding: the decode function in this process over 2,000 distinct VINs (warm-up
//           first; uncached and cached), and GET /api/garage/vin/{vin} at 10 connections.
//   knowledge  known-problem lookups in this process (issue 9: p99 ≤ 2 ms).
//   coverage   the known-problem coverage table of the best-selling models, per generation
//           (issue 28 item 7; bench/coverage.ts, the same computation as its test).
//   assessment  POST /api/assessment (built-in engine) as a premium user at 10 connections
//           (issue 9: p99 ≤ 50 ms), rotating over well-known cars (bench/assessment.ts).
//   ask     Ask Odo's built-in answer: POST /api/ask-odo/messages one at a time over every
//           evaluation question, timed to the first streamed words and to the end (issue 10:
//           ≤ 200 ms and ≤ 1 s; issue 28: p99 ≤ 50 ms on PostgreSQL; bench/ask.ts), then the RSS
//           that loading EPA and knowledge adds, in a child process (≤ 30 MB; knowledge-rss.ts).
//   askeval the Ask Odo evaluation in this process on PGlite: the dev and the frozen test split's
//           scores per kind (issue 28: test split ≥ 90%; bench/ask-eval.ts).
//   lensrate  Car Lens's exact-VIN rate on the rendered photo set and the odometer/receipt readers' accuracy, both splits, in this process
//           (issue 29: frozen split ≥ 90%, no wrong VIN; bench/lens-rate.ts).
//   carlens POST /api/car-lens with a 12-megapixel VIN-plate photo (≤ 2 s), and 4 scans at once
//           beside GET /api/me (p99 ≤ 100 ms) (issue 10, bench/car-lens.ts).
//   feed    GET /api/community/posts (20 posts with authors, pictures, counts, "liked by me")
//           with 100,000 posts in the database (bench/community-seed.ts): the first page, then
//           pages further down through their cursors (issue 11: ≥ 2,000 req/s on PGlite,
//           ≥ 4,000 on PostgreSQL, p99 ≤ 50 ms).
//   growth  the same endpoints (/api/me, the garage, upcoming services, notifications, the feed)
//           with 10 users in the database, then again with 100,000 (bench/growth-seed.ts),
//           on a database of its own (issue 13: p50 at 100,000 ≤ 1.2× p50 at 10).
//   memory  the server's resident memory (issue 30): peak at start, idle, after 100 garage
//           requests, after a Car Lens scan, and idle again once the OCR process has ended (a
//           shortened "10 minutes": bench/memory.ts), on each database; and PGlite by itself.
//   js      builds, then loads every route in Chromium as a first-time visitor (signed in for
//           the app's pages) and sums the gzipped JS it fetched (issue 30: ≤ 150 KB per route;
//           bench/first-route-js.ts).
//   lighthouse  builds, then Lighthouse 12 mobile on the public pages and, signed in, /dashboard,
//           /garage, /vehicle/:id, /assessment, /ask-odo and /community, 5 runs each, the CPU
//           slowed to score as a benchmarkIndex ~1,000 machine (issues 12, 13 and 30: performance
//           ≥ 95, accessibility ≥ 95, CLS ≤ 0.05; bench/lighthouse.ts). Needs /usr/bin/chromium
//           (or BENCH_CHROMIUM).
// The run exits non-zero when any target is missed or any scenario could not be measured.
//   pglite, postgres  the databases (both by default).
// e.g. `npm run bench -- garage`, `npm run bench -- garage vin postgres`, or the same words in
// BENCH_SCENARIOS="garage,postgres". A run of some scenarios rewrites only their sections of
// bench/results.md and keeps the others.
//
// Each database gets a fresh store (PGlite: a temp DATA_DIR; PostgreSQL: its own database,
// created and dropped here). Servers and ceilings run as child processes, one at a time.
//
// env: BENCH_DURATION (seconds per run, default 10), BENCH_CONNECTIONS (default 50),
// BENCH_PG_URL (an admin connection, default postgres://postgres@127.0.0.1:5432/test),
// BENCH_VPIC_CACHE_DIR (the unpacked vPIC database, default <tmp>/odo-vpic, shared with the tests).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { openPglite } from '../src/server/db/database.ts';
import {
  BENCH_GARAGE,
  benchGarageSql,
  OTHER_GARAGES,
  otherGaragesRowCount,
  otherGaragesSql,
} from './garage-seed.ts';
import { measureMemory, memorySection, type MemoryResult } from './memory.ts';
import { measureDecode, vinVariants, type DecodeTimings } from './vins.ts';
import { measureKnowledge, type LookupTimings } from './knowledge.ts';
import { coverageSection, measureCoverage } from './coverage.ts';
import { askEvalSection, measureAskEval, type AskEvalResult } from './ask-eval.ts';
import { lensRateSection, measureLensRate, type LensRateResult } from './lens-rate.ts';
import { percent } from '../src/server/features/ask-odo/eval/score.ts';
import {
  ASSESSMENT_CONNECTIONS,
  ASSESSMENT_P99_MS,
  assessmentBodies,
  premiumSql,
} from './assessment.ts';
import {
  ASK_FIRST_TOKEN_MS,
  ASK_P99_MS,
  ASK_QUESTIONS,
  ASK_USERS,
  ASK_WHOLE_MS,
  measureAsk,
  type AskTimings,
} from './ask.ts';
import { knowledgeRssLines, measureKnowledgeRss, type KnowledgeRss } from './knowledge-rss.ts';
import { engineLines, measureEngine, type EngineTimings } from './ask-engine.ts';
import { carLensSection, measureCarLens, type CarLensBench } from './car-lens.ts';
import { COMMUNITY_SEED, communitySeedSql } from './community-seed.ts';
import {
  FIRST_ROUTE_JS_TARGET_KB,
  measureFirstRouteJs,
  seedBenchUser,
  type BenchUser,
  type RouteJs,
} from './first-route-js.ts';
import { GROWTH, growthBenchUserSql, growthUsersSql } from './growth-seed.ts';
import {
  lighthouseSection,
  measureLighthouse,
  LIGHTHOUSE_TARGETS,
  type LighthouseResult,
} from './lighthouse.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = path.join(root, 'bench');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const warmupSeconds = Math.min(2, Math.max(1, Math.round(duration / 5)));
const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const vpicCacheDir = process.env.BENCH_VPIC_CACHE_DIR ?? path.join(os.tmpdir(), 'odo-vpic');
const targets = {
  ratio: 0.5,
  p99Ms: 50,
  /** Issue 13: p50 with 100,000 users ÷ p50 with 10 (or within 1 ms, autocannon's resolution). */
  growthScaling: 1.2,
  /** GET /api/garage/vehicles p50 with 10,000 other garages ÷ p50 with none. */
  garageScaling: 1.2,
  vinP99Ms: 20,
  knowledgeP99Ms: 2,
  /** Issue 11: the feed page. */
  feedRps: { PGlite: 2000, PostgreSQL: 4000 } as Record<string, number>,
};
const VIN_COUNT = 2000;
const VIN_HTTP_CONNECTIONS = 10;
const GROWTH_CONNECTIONS = 10;
/** What the growth runs time: a signed-in member's everyday reads. */
const GROWTH_ENDPOINTS = [
  '/api/me',
  '/api/garage/vehicles',
  '/api/garage/upcoming-services',
  '/api/notifications',
  '/api/community/posts',
] as const;

const SCENARIOS = [
  'me',
  'garage',
  'vin',
  'knowledge',
  'coverage',
  'assessment',
  'ask',
  'askeval',
  'lensrate',
  'carlens',
  'feed',
  'growth',
  'memory',
  'js',
  'lighthouse',
] as const;
type Scenario = (typeof SCENARIOS)[number];
const DATABASES = { pglite: 'PGlite', postgres: 'PostgreSQL' } as const;
type DbKind = (typeof DATABASES)[keyof typeof DATABASES];

/** The scenarios and databases named on the command line or in BENCH_SCENARIOS (none: all). */
function selection(): { scenarios: Set<Scenario>; databases: DbKind[]; partial: boolean } {
  const words = [...process.argv.slice(2), ...(process.env.BENCH_SCENARIOS ?? '').split(/[\s,]+/)]
    .map((word) => word.trim().toLowerCase())
    .filter(Boolean);
  const scenarios = new Set<Scenario>();
  const databases: DbKind[] = [];
  for (const word of words) {
    if ((SCENARIOS as readonly string[]).includes(word)) scenarios.add(word as Scenario);
    else if (word in DATABASES) databases.push(DATABASES[word as keyof typeof DATABASES]);
    else {
      console.error(
        `Unknown bench word "${word}": use scenarios ${SCENARIOS.join(', ')} and/or databases ` +
          `${Object.keys(DATABASES).join(', ')}.`,
      );
      process.exit(2);
    }
  }
  const partial = scenarios.size > 0 || databases.length > 0;
  if (scenarios.size === 0) for (const scenario of SCENARIOS) scenarios.add(scenario);
  return {
    scenarios,
    databases: databases.length ? [...new Set(databases)] : Object.values(DATABASES),
    partial,
  };
}

// ------------------------------------------------------------------ child processes

interface Child {
  name: string;
  proc: ChildProcess;
  output: string[];
  exited: Promise<void>;
}

const children = new Set<Child>();

function startChild(name: string, script: string, env: Record<string, string>): Child {
  const proc = spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 50) output.shift();
  };
  proc.stdout?.on('data', keep);
  proc.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => {
    if (proc.exitCode !== null || proc.signalCode !== null) resolve();
    else proc.once('exit', () => resolve());
  });
  const child = { name, proc, output, exited };
  children.add(child);
  void exited.then(() => children.delete(child));
  return child;
}

/** SIGTERM, then SIGKILL after `graceMs` if it is still running. */
async function stopChild(child: Child, graceMs = 5000): Promise<void> {
  if (child.proc.exitCode !== null || child.proc.signalCode !== null) return;
  child.proc.kill('SIGTERM');
  const timedOut = await Promise.race([
    child.exited.then(() => false),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(true), graceMs).unref()),
  ]);
  if (timedOut) {
    console.warn(`${child.name} did not stop after SIGTERM; sending SIGKILL`);
    child.proc.kill('SIGKILL');
    await child.exited;
  }
}

async function stopAll(): Promise<void> {
  await Promise.all([...children].map((child) => stopChild(child)));
}

// Last resort if the runner dies without reaching its finally blocks.
process.on('exit', () => {
  for (const child of children) child.proc.kill('SIGKILL');
});
/** Clean-ups (temp data dir, bench database) that must also run if the bench is interrupted. */
const cleanups = new Set<() => Promise<void>>();

async function withCleanup<T>(cleanup: () => Promise<void>, work: () => Promise<T>): Promise<T> {
  cleanups.add(cleanup);
  try {
    return await work();
  } finally {
    await stopAll();
    cleanups.delete(cleanup);
    await cleanup();
  }
}

let aborted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    aborted = true;
    console.error(`\n${signal}: stopping children and cleaning up`);
    void stopAll()
      .then(() => Promise.allSettled([...cleanups].map((cleanup) => cleanup())))
      .finally(() => process.exit(130));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(child: Child, url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.proc.exitCode !== null || child.proc.signalCode !== null) break;
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `${child.name} did not become ready at ${url} (exit ${child.proc.exitCode ?? child.proc.signalCode}):\n` +
      child.output.join('').slice(-4000),
  );
}

// ------------------------------------------------------------------ load

interface Measurement {
  label: string;
  path: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  connections: number;
  /** CPU time of the serving Node process per request (ms; null where /proc is missing). */
  cpuMsPerRequest: number | null;
  /** 1-minute load average just before the run: other work on the machine skews the figures. */
  loadBefore: number;
}

const clockTicks = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/** User + system CPU time (ms) a process has used so far, from /proc (Linux); null elsewhere. */
function cpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name (which may hold spaces); utime and stime are 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
  } catch {
    return null;
  }
}

async function load(
  label: string,
  url: string,
  options: {
    headers?: Record<string, string>;
    connections?: number;
    nextPath?: () => string;
    /** POST this body (a new one per request) instead of a GET. */
    nextBody?: () => string;
    /** Headers of each request besides `headers` (whose session it is, say). */
    nextHeaders?: () => Record<string, string>;
    /** The process serving `url`: its CPU time per request is reported (load-independent). */
    pid?: number | undefined;
  } = {},
): Promise<Measurement> {
  const { headers = {}, nextPath, nextBody, nextHeaders } = options;
  const runConnections = options.connections ?? connections;
  // A path per request (VINs): each request takes the next one, the warm-up included.
  const requests = nextBody
    ? [
        {
          method: 'POST' as const,
          setupRequest: (request: autocannon.Request) => ({
            ...request,
            body: nextBody(),
            ...(nextHeaders ? { headers: { ...request.headers, ...nextHeaders() } } : {}),
          }),
        },
      ]
    : nextPath
      ? [
          {
            method: 'GET' as const,
            setupRequest: (request: object) => ({ ...request, path: nextPath() }),
          },
        ]
      : undefined;
  // Warm-up (not recorded): JIT, connection pools, PGlite caches.
  await autocannon({
    url,
    headers,
    requests,
    connections: Math.min(10, runConnections),
    duration: warmupSeconds,
  });
  const loadBefore = os.loadavg()[0] ?? 0;
  const cpuBefore = cpuMs(options.pid);
  const result = await autocannon({
    url,
    headers,
    requests,
    connections: runConnections,
    duration,
  });
  const cpuAfter = cpuMs(options.pid);
  const measurement = {
    loadBefore,
    label,
    path: new URL(url).pathname,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    connections: runConnections,
    cpuMsPerRequest:
      cpuBefore !== null && cpuAfter !== null && result.requests.total > 0
        ? (cpuAfter - cpuBefore) / result.requests.total
        : null,
  };
  console.log(
    `  ${label.padEnd(44)} ${measurement.rps.toFixed(0).padStart(7)} req/s  ` +
      `p50 ${measurement.p50} ms  p99 ${measurement.p99} ms  ` +
      `cpu ${measurement.cpuMsPerRequest?.toFixed(2) ?? '?'} ms/req  (load ${loadBefore.toFixed(1)})` +
      (measurement.non2xx || measurement.errors
        ? `  (non-2xx ${measurement.non2xx}, errors ${measurement.errors}; statuses ${statuses(result)})`
        : ''),
  );
  return measurement;
}

/** "200×5541, 429×2": how the requests of a run were answered. */
function statuses(result: { statusCodeStats?: object }): string {
  return Object.entries(result.statusCodeStats ?? {})
    .map(([code, stats]: [string, { count?: number }]) => `${code}×${stats.count ?? 0}`)
    .join(', ');
}

// ------------------------------------------------------------------ one database

/** One database for the bench: how the server finds it, and how to run seed SQL on it. */
interface Target {
  kind: DbKind;
  env: Record<string, string>;
  /** Runs the statements in one transaction, then ANALYZE (only while no server holds it). */
  seed(statements: string[]): Promise<void>;
}

interface MeResult {
  health: Measurement;
  me: Measurement;
  ceiling: Measurement;
}

interface GarageRun {
  server: Measurement;
  ceiling: Measurement;
}

interface GarageResult {
  none: GarageRun;
  others: GarageRun;
  /** Size of one GET /api/garage/vehicles answer (JSON bytes). */
  bytes: number;
  seedOthersSeconds: number;
}

interface FeedResult {
  first: Measurement;
  deeper: Measurement;
  bytes: number;
  seedSeconds: number;
}

interface GrowthResult {
  small: Measurement[];
  large: Measurement[];
  seedSeconds: number;
}

interface DbResult {
  kind: DbKind;
  growth?: GrowthResult;
  feed?: FeedResult;
  me?: MeResult;
  garage?: GarageResult;
  vinHttp?: Measurement;
  assessment?: Measurement;
  ask?: AskTimings;
  carlens?: CarLensBench;
}

async function signUp(base: string): Promise<{ cookie: string; userId: string }> {
  const email = `bench-${process.pid}-${Date.now()}@example.com`;
  const response = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ name: 'Bench User', email, password: 'Bench-Odometer-7731!' }),
  });
  if (response.status !== 200) {
    throw new Error(`sign-up returned ${response.status}: ${await response.text()}`);
  }
  // Sign-up opens no session: sign in, and send back every cookie that set, as a browser would.
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: 'Bench-Odometer-7731!' }),
  });
  if (signIn.status !== 200) {
    throw new Error(`sign-in returned ${signIn.status}: ${await signIn.text()}`);
  }
  const pairs = signIn.headers.getSetCookie().map((header) => header.split(';')[0] ?? '');
  if (!pairs.some((pair) => pair.startsWith('odo.session_token='))) {
    throw new Error('sign-in set no odo.session_token cookie');
  }
  const cookie = pairs.join('; ');
  const me = await fetch(`${base}/api/me`, { headers: { cookie } });
  if (me.status !== 200) throw new Error(`GET /api/me returned ${me.status}: ${await me.text()}`);
  const profile = (await me.json()) as { id: string };
  return { cookie, userId: profile.id };
}

/** Runs `work` against Odo's server on the target (started here, stopped after). */
async function withServer<T>(
  target: Target,
  work: (base: string, pid: number | undefined) => Promise<T>,
): Promise<T> {
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const server = startChild(`server (${target.kind})`, 'src/server/main.ts', {
    ...target.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    SIGNIN_RATE_LIMIT_MAX: '1000000',
    // The bench signs up members of its own (Ask Odo's, the assessment's) from one address.
    SIGNUP_RATE_LIMIT_MAX: '1000000',
    // Production refuses to start without SMTP; the bench sends no mail (port 9: discard).
    SMTP_URL: 'smtp://127.0.0.1:9',
    VPIC_CACHE_DIR: vpicCacheDir,
  });
  try {
    await waitFor(server, `${base}/api/health`);
    return await work(base, server.proc.pid);
  } finally {
    await stopChild(server);
  }
}

/** Runs `work` against the ceiling (bench/ceiling.ts) on the target's data. */
async function withCeiling<T>(
  target: Target,
  userId: string,
  work: (base: string, pid: number | undefined) => Promise<T>,
): Promise<T> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const ceiling = startChild(`ceiling (${target.kind})`, 'bench/ceiling.ts', {
    ...target.env,
    PORT: String(port),
    BENCH_USER_ID: userId,
  });
  try {
    await waitFor(ceiling, `${base}/health`);
    return await work(base, ceiling.proc.pid);
  } finally {
    await stopChild(ceiling);
  }
}

/** GET the URL once and check it answers the benched garage; returns the body's size in bytes. */
async function checkGarage(url: string, headers: Record<string, string> = {}): Promise<number> {
  const response = await fetch(url, { headers });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${url} returned ${response.status}: ${body}`);
  const garage = JSON.parse(body) as { maintenanceRecords: unknown[]; fuelRecords: unknown[] }[];
  const records = garage.reduce(
    (sum, vehicle) => sum + vehicle.maintenanceRecords.length + vehicle.fuelRecords.length,
    0,
  );
  const expected =
    BENCH_GARAGE.vehicles * (BENCH_GARAGE.maintenancePerVehicle + BENCH_GARAGE.fuelPerVehicle);
  if (garage.length !== BENCH_GARAGE.vehicles || records !== expected) {
    throw new Error(`${url} answered ${garage.length} vehicles and ${records} records`);
  }
  return Buffer.byteLength(body);
}

async function garageRun(
  target: Target,
  session: { cookie: string; userId: string },
  others: string,
): Promise<GarageRun & { bytes: number }> {
  const { server, bytes } = await withServer(target, async (base, pid) => {
    const url = `${base}/api/garage/vehicles`;
    // As a browser asks: the server keeps the answer gzipped per garage version (decision 014).
    const headers = { cookie: session.cookie, 'accept-encoding': 'gzip, deflate, br' };
    const bytes = await checkGarage(url, headers);
    return {
      bytes,
      server: await load(`GET /api/garage/vehicles (${others})`, url, { headers, pid }),
    };
  });
  const ceiling = await withCeiling(target, session.userId, async (base, pid) => {
    const url = `${base}/garage/vehicles`;
    await checkGarage(url);
    return load(`ceiling: bare Hono + listVehicles (${others})`, url, { pid });
  });
  return { server, ceiling, bytes };
}

/** Each growth endpoint once (it must answer 200), then under load. */
async function growthLoads(
  base: string,
  cookie: string,
  pid: number | undefined,
): Promise<Measurement[]> {
  const measurements: Measurement[] = [];
  const headers = { cookie, 'accept-encoding': 'gzip, deflate, br' };
  for (const endpoint of GROWTH_ENDPOINTS) {
    const check = await fetch(`${base}${endpoint}`, { headers });
    if (check.status !== 200) {
      throw new Error(`GET ${endpoint} returned ${check.status}: ${await check.text()}`);
    }
    measurements.push(
      await load(`GET ${endpoint}`, `${base}${endpoint}`, {
        headers,
        connections: GROWTH_CONNECTIONS,
        pid,
      }),
    );
  }
  return measurements;
}

async function benchDatabase(target: Target, scenarios: Set<Scenario>): Promise<DbResult> {
  console.log(`\n${target.kind}`);
  const result: DbResult = { kind: target.kind };
  const { session, health, me, vinHttp } = await withServer(target, async (base, pid) => {
    const session = await signUp(base);
    const health = scenarios.has('me')
      ? await load('GET /api/health', `${base}/api/health`, { pid })
      : null;
    const me = scenarios.has('me')
      ? await load('GET /api/me (authenticated)', `${base}/api/me`, {
          headers: { cookie: session.cookie },
          pid,
        })
      : null;
    let vinHttp: Measurement | null = null;
    if (scenarios.has('vin')) {
      // Distinct VINs (serials from 10,000 on, unlike the in-process run's), so nearly every
      // request misses the decoder's cache; the first request also unpacks vPIC if needed.
      const vins = vinVariants(200_000, 10_000);
      let next = 0;
      const nextPath = () => `/api/garage/vin/${vins[next++ % vins.length]}`;
      const check = await fetch(`${base}${nextPath()}`, { headers: { cookie: session.cookie } });
      if (check.status !== 200) throw new Error(`GET /api/garage/vin returned ${check.status}`);
      vinHttp = await load(
        `GET /api/garage/vin/{vin} (${VIN_HTTP_CONNECTIONS} connections)`,
        `${base}/api/garage/vin/${vins[0]}`,
        { headers: { cookie: session.cookie }, connections: VIN_HTTP_CONNECTIONS, nextPath, pid },
      );
    }
    return { session, health, me, vinHttp };
  });
  if (vinHttp) result.vinHttp = vinHttp;

  if (health && me) {
    const ceiling = await withCeiling(target, session.userId, async (base, pid) => {
      const check = await fetch(`${base}/me`);
      if (check.status !== 200) throw new Error(`ceiling /me returned ${check.status}`);
      return load('ceiling: bare Hono + users read', `${base}/me`, { pid });
    });
    result.me = { health, me, ceiling };
  }

  if (scenarios.has('garage')) {
    await target.seed(benchGarageSql(session.userId));
    const none = await garageRun(target, session, 'no other garages');
    console.log(`  seeding ${OTHER_GARAGES.users.toLocaleString('en-US')} other users' garages…`);
    const started = performance.now();
    await target.seed(otherGaragesSql());
    const seedOthersSeconds = (performance.now() - started) / 1000;
    console.log(`  seeded in ${seedOthersSeconds.toFixed(1)} s`);
    const others = await garageRun(target, session, '10,000 other garages');
    result.garage = { none, others, bytes: none.bytes, seedOthersSeconds };
  }

  if (scenarios.has('assessment')) {
    // Premium (the free quota would refuse every request after the first), and as many members as
    // connections, taken in turn: one member's saves run one at a time (the history's cap), so a
    // single member would measure that queue rather than the server.
    const members = await withServer(target, async (base) => {
      const sessions: { cookie: string; userId: string }[] = [];
      for (let i = 0; i < ASSESSMENT_CONNECTIONS; i += 1) sessions.push(await signUp(base));
      return sessions;
    });
    await target.seed([session, ...members].map((member) => premiumSql(member.userId)));
    result.assessment = await withServer(target, async (base, pid) => {
      const url = `${base}/api/assessment`;
      const headers = { origin: base, 'content-type': 'application/json' };
      const nextBody = assessmentBodies();
      let turn = 0;
      const nextHeaders = () => ({ cookie: members[turn++ % members.length]!.cookie });
      for (let i = 0; i < members.length; i += 1) {
        const check = await fetch(url, {
          method: 'POST',
          headers: { ...headers, ...nextHeaders() },
          body: nextBody(),
        });
        if (check.status !== 201) {
          throw new Error(`POST /api/assessment returned ${check.status}: ${await check.text()}`);
        }
      }
      return load(`POST /api/assessment (built-in, ${ASSESSMENT_CONNECTIONS} connections)`, url, {
        headers,
        connections: ASSESSMENT_CONNECTIONS,
        nextBody,
        nextHeaders,
        pid,
      });
    });
  }
  if (scenarios.has('ask')) {
    // Premium users (the free quota allows one question), several because of the per-user rate limit.
    const askers = await withServer(target, async (base) => {
      const sessions: { cookie: string; userId: string }[] = [];
      for (let i = 0; i <= ASK_USERS; i += 1) sessions.push(await signUp(base));
      return sessions;
    });
    await target.seed(askers.map((asker) => premiumSql(asker.userId)));
    result.ask = await withServer(target, (base, pid) =>
      measureAsk(base, askers, () => cpuMs(pid)),
    );
    console.log(
      `  Ask Odo: first token p99 ${result.ask.firstToken.p99.toFixed(1)} ms, whole p99 ` +
        `${result.ask.whole.p99.toFixed(1)} ms over ${result.ask.count} questions`,
    );
  }
  if (scenarios.has('feed')) {
    console.log(`  seeding ${COMMUNITY_SEED.posts.toLocaleString('en-US')} community posts…`);
    const started = performance.now();
    await target.seed(communitySeedSql(session.userId));
    const seedSeconds = (performance.now() - started) / 1000;
    console.log(`  seeded in ${seedSeconds.toFixed(1)} s`);
    result.feed = await withServer(target, async (base, pid) => {
      const headers = { cookie: session.cookie };
      const url = `${base}/api/community/posts`;
      // Walk 50 pages down for their cursors: infinite scroll asks for these.
      const cursors: string[] = [];
      let bytes = 0;
      let cursor: string | null = null;
      for (let page = 0; page < 50; page += 1) {
        const response = await fetch(cursor ? `${url}?cursor=${cursor}` : url, { headers });
        const body = await response.text();
        if (response.status !== 200) throw new Error(`${url} returned ${response.status}: ${body}`);
        const feed = JSON.parse(body) as { posts: unknown[]; nextCursor: string | null };
        if (feed.posts.length !== 20 || !feed.nextCursor) {
          throw new Error(`${url} answered ${feed.posts.length} posts`);
        }
        if (page === 0) bytes = Buffer.byteLength(body);
        cursor = feed.nextCursor;
        cursors.push(cursor);
      }
      let next = 0;
      const nextPath = () => `/api/community/posts?cursor=${cursors[next++ % cursors.length]}`;
      const first = await load('GET /api/community/posts (first page)', url, { headers, pid });
      const deeper = await load('GET /api/community/posts?cursor= (pages 2-51)', url, {
        headers,
        nextPath,
        pid,
      });
      return { first, deeper, bytes, seedSeconds };
    });
  }
  if (scenarios.has('growth')) {
    await target.seed([
      ...growthBenchUserSql(session.userId),
      ...growthUsersSql(1, GROWTH.small - 1, 'small'),
    ]);
    const small = await withServer(target, (base, pid) => growthLoads(base, session.cookie, pid));
    const more = GROWTH.large - GROWTH.small;
    console.log(`  seeding ${more.toLocaleString('en-US')} more users…`);
    const started = performance.now();
    await target.seed(growthUsersSql(GROWTH.small, GROWTH.large - 1, 'large'));
    const seedSeconds = (performance.now() - started) / 1000;
    console.log(`  seeded in ${seedSeconds.toFixed(1)} s`);
    const large = await withServer(target, (base, pid) => growthLoads(base, session.cookie, pid));
    result.growth = { small, large, seedSeconds };
  }
  if (scenarios.has('carlens')) {
    // Premium, so every scan is served (the free cap is one result a month).
    if (!scenarios.has('assessment')) await target.seed([premiumSql(session.userId)]);
    result.carlens = await withServer(target, (base) => measureCarLens(base, session.cookie));
  }
  return result;
}

async function benchPglite(scenarios: Set<Scenario>): Promise<DbResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'odo-bench-'));
  const target: Target = {
    kind: 'PGlite',
    env: { DATA_DIR: dataDir },
    async seed(statements) {
      // PGlite is one process per data directory: the server has stopped, so open it here.
      const database = await openPglite({ dataDir, migrate: false });
      try {
        await database.client.transaction(async (tx) => {
          for (const statement of statements) await tx.exec(statement);
        });
        await database.client.exec('analyze');
      } finally {
        await database.close();
      }
    },
  };
  return withCleanup(
    async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    () => benchDatabase(target, scenarios),
  );
}

async function benchPostgres(scenarios: Set<Scenario>): Promise<DbResult> {
  const name = `odo_bench_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const target: Target = {
    kind: 'PostgreSQL',
    env: { DATABASE_URL: url.toString() },
    async seed(statements) {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        await client.query('begin');
        for (const statement of statements) await client.query(statement);
        await client.query('commit');
        await client.query('analyze');
      } finally {
        await client.end();
      }
    },
  };
  return withCleanup(
    () => admin(`drop database if exists ${name} with (force)`),
    () => benchDatabase(target, scenarios),
  );
}

// ------------------------------------------------------------------ the built app in a browser

/**
 * Builds the web app, serves it from a fresh DATA_DIR (PGlite) and runs `work` with a bench user
 * who has a car with a few fill-ups and services: first-route JS and Lighthouse both use it.
 */
async function withBuiltApp<T>(work: (base: string, user: BenchUser) => Promise<T>): Promise<T> {
  console.log('\nnpx vite build');
  const build = spawnSync('npx', ['vite', 'build'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 600_000,
  });
  if (build.status !== 0) {
    throw new Error(`npx vite build failed (exit ${build.status}): ${build.stderr.slice(-2000)}`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'odo-bench-web-'));
  return withCleanup(
    async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    async () => {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const server = startChild('server (built app)', 'src/server/main.ts', {
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: base,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        SMTP_URL: 'smtp://127.0.0.1:9',
      });
      try {
        await waitFor(server, `${base}/api/health`);
        return await work(base, await seedBenchUser(base));
      } finally {
        await stopChild(server);
      }
    },
  );
}

/** "on 2026-11-23T21:50Z, commit abc1234 (with uncommitted changes)". */
function measuredOn(): string {
  const dirty = git('status', '--porcelain', '--', 'src', 'vite.config.ts', 'scripts').length > 0;
  return (
    `on ${new Date().toISOString()}, commit ${git('rev-parse', '--short', 'HEAD')}` +
    (dirty ? ' with uncommitted changes' : '')
  );
}

// ------------------------------------------------------------------ report

const ms = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));
const passFail = (ok: boolean) => (ok ? '**PASS**' : '**FAIL**');
const clean = (m: Measurement) => m.non2xx === 0 && m.errors === 0;
const git = (...args: string[]) =>
  spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout?.trim() ?? '';

/** When and on what code a section was measured, and how busy the machine was. */
function measuredLine(measurements: Measurement[]): string {
  const dirty = git(
    'status',
    '--porcelain',
    '--',
    'src/server',
    'src/shared',
    'bench',
    ':!bench/results.md',
  )
    ? ' (+ uncommitted changes)'
    : '';
  const loads = measurements.map((m) => m.loadBefore);
  const loadText = loads.length
    ? `; 1-minute load average before the runs ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`
    : `; load average ${os
        .loadavg()
        .map((value) => value.toFixed(1))
        .join(' / ')} (1/5/15 min)`;
  return `_Measured ${new Date().toISOString()} on commit ${git('rev-parse', '--short', 'HEAD') || 'unknown'}${dirty}, ${duration} s per run${loadText}._`;
}

function loadWarning(measurements: Measurement[]): string[] {
  const busiest = Math.max(0, ...measurements.map((m) => m.loadBefore));
  if (busiest <= 4) return [];
  return [
    `> **Warning:** the load average reached ${busiest.toFixed(1)} before a run: other work ` +
      'shared the 2 cores, so these figures (and the ratios) are disturbed. Re-run on a quiet machine.',
    '',
  ];
}

function table(measurements: Measurement[]): string[] {
  const lines = [
    '| endpoint | conns | req/s | p50 ms | p99 ms | CPU ms/req | non-2xx / errors | load avg before |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const m of measurements) {
    lines.push(
      `| ${m.label} | ${m.connections} | ${m.rps.toFixed(0)} | ${ms(m.p50)} | ${ms(m.p99)} | ` +
        `${m.cpuMsPerRequest?.toFixed(2) ?? '–'} | ` +
        `${m.non2xx} / ${m.errors} | ${m.loadBefore.toFixed(2)} |`,
    );
  }
  return lines;
}

function headerSection(scenarios: Set<Scenario>, databases: DbKind[], minutes: number): string[] {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return [
    '# Odo benchmark',
    '',
    `- Machine: ${os.cpus().length} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, ` +
      `${os.type()} ${os.release()}, Node ${process.version}`,
    `- Last run: ${new Date().toISOString()}: \`${[...scenarios].join(' ')}\` on ` +
      `${databases.join(' and ')}, ${duration} s per run, ${minutes.toFixed(1)} min in all. ` +
      'Each section below says when it was measured.',
    `- Load: autocannon, ${connections} connections (unless the table says otherwise), ` +
      `${duration} s per endpoint after a ${warmupSeconds} s warm-up at up to 10 connections; ` +
      'autocannon runs on the same machine as the server.',
    '- "CPU ms/req": user + system CPU time of the serving Node process (from /proc) divided by ' +
      'the requests it answered: unlike req/s and latency it hardly moves when other work shares ' +
      "the cores, so compare it between runs on a busy machine. PostgreSQL's own CPU is not in " +
      "it; PGlite's is (it runs inside the server process).",
    '- "load avg before": the 1-minute load average as each run starts. It includes this ' +
      "bench's own previous runs (about 2-3 on an otherwise idle 2-core machine); much higher " +
      'means other work shared the cores and the figures are low.',
    '- Server: `node src/server/main.ts` (NODE_ENV=production, LOG_LEVEL=warn), one process per ' +
      'database: PGlite in a fresh temp DATA_DIR, PostgreSQL 15 in a fresh database (pool max 10).',
    '- Ceiling: `bench/ceiling.ts`, a bare Hono app with no auth and no middleware doing the same ' +
      'work as the route on the same data, in its own process: for /api/me the `users` row by id ' +
      "through drizzle; for /api/garage/vehicles the garage's own `listVehicles` (same query, same mappers).",
    '- Regenerate with `npm run bench` (BENCH_DURATION=2 for a quick smoke run); ' +
      '`npm run bench -- garage postgres` and the like rerun only some sections.',
  ];
}

function meSection(results: DbResult[]): string[] {
  const lines: string[] = ['## GET /api/me', ''];
  const all = results.flatMap((r) => (r.me ? [r.me.health, r.me.me, r.me.ceiling] : []));
  lines.push(
    measuredLine(all),
    '',
    "Odo keeps a session's lookup while nothing about its user changes (decision 016), so a " +
      'repeat GET /api/me asks the database nothing; the ceiling reads the users row every time.',
    '',
  );
  for (const result of results) {
    if (!result.me) continue;
    const { health, me, ceiling } = result.me;
    lines.push(`### ${result.kind}`, '', ...table([health, me, ceiling]), '');
    const ratio = me.rps / ceiling.rps;
    lines.push(
      `- /api/me ÷ ceiling: **${ratio.toFixed(2)}×** (target ≥ ${targets.ratio}×): ` +
        passFail(ratio >= targets.ratio && clean(me)),
      `- /api/me p99: **${ms(me.p99)} ms** (target ≤ ${targets.p99Ms} ms): ` +
        passFail(me.p99 <= targets.p99Ms && clean(me)),
    );
    if (!clean(me))
      lines.push('- /api/me had non-2xx responses or errors under load: counted as FAIL.');
    lines.push('');
  }
  lines.push(...loadWarning(all));
  return lines;
}

function garageVerdicts(garage: GarageResult) {
  const { none, others } = garage;
  const ok = clean(none.server) && clean(others.server);
  const ratios = [none, others].map((run) => run.server.rps / run.ceiling.rps);
  const p99 = Math.max(none.server.p99, others.server.p99);
  const scaling = others.server.p50 / none.server.p50;
  return {
    ratios,
    ratioOk: ok && ratios.every((ratio) => ratio >= targets.ratio),
    p99,
    p99Ok: ok && p99 <= targets.p99Ms,
    scaling,
    scalingOk: ok && scaling <= targets.garageScaling,
  };
}

function garageSection(results: DbResult[]): string[] {
  const g = BENCH_GARAGE;
  const o = OTHER_GARAGES;
  const lines: string[] = ['## GET /api/garage/vehicles', ''];
  const all = results.flatMap((r) =>
    r.garage ? [r.garage.none, r.garage.others].flatMap((run) => [run.server, run.ceiling]) : [],
  );
  lines.push(measuredLine(all), '');
  lines.push(
    `- The benched user: ${g.vehicles} vehicles × ${g.maintenancePerVehicle + g.fuelPerVehicle} ` +
      `records (${g.maintenancePerVehicle} maintenance + ${g.fuelPerVehicle} fuel, every 10th a ` +
      `partial fill), plus ${g.expensesPerVehicle} expenses and ${g.remindersPerVehicle} reminders ` +
      'per vehicle; the answer is the whole garage with every record nested.',
    `- "10,000 other garages": ${o.users.toLocaleString('en-US')} more users (users and auth_users ` +
      `rows only), each with ${o.vehiclesPerUser} vehicles of ${o.maintenancePerVehicle} ` +
      `maintenance + ${o.fuelPerVehicle} fuel records, ${o.expensesPerVehicle} expenses and ` +
      `${o.remindersPerVehicle} reminder (${otherGaragesRowCount().toLocaleString('en-US')} rows), ` +
      'bulk-inserted with set-based SQL (bench/garage-seed.ts) and ANALYZEd.',
    '- Targets (issue 8): ≥ 0.5× the ceiling and p99 ≤ 50 ms on PostgreSQL, at both sizes; p50 ' +
      'with the other garages ≤ 1.2× p50 without. PGlite is measured and reported (decision 008).',
    '',
  );
  for (const result of results) {
    const garage = result.garage;
    if (!garage) continue;
    const { none, others } = garage;
    lines.push(`### ${result.kind}`, '');
    lines.push(
      `One answer: ${(garage.bytes / 1024).toFixed(0)} KB of JSON (requested with ` +
        '`Accept-Encoding: gzip, deflate, br` as a browser does; Odo keeps it gzipped per garage ' +
        'version, decision 014, and the session lookup while nothing about the user changed, ' +
        'decision 016; the ceiling builds and sends it plain on every request). ' +
        `Seeding the other garages took ${garage.seedOthersSeconds.toFixed(1)} s.`,
      '',
    );
    lines.push(...table([none.server, none.ceiling, others.server, others.ceiling]), '');
    const v = garageVerdicts(garage);
    const held = result.kind === 'PostgreSQL';
    const verdict = (ok: boolean) => (held ? passFail(ok) : `${ok ? 'met' : 'not met'} (reported)`);
    lines.push(
      `- ÷ ceiling: **${v.ratios.map((ratio) => `${ratio.toFixed(2)}×`).join(' / ')}** ` +
        `(without / with the other garages; target ≥ ${targets.ratio}×): ${verdict(v.ratioOk)}`,
      `- p99: **${ms(none.server.p99)} / ${ms(others.server.p99)} ms** (target ≤ ${targets.p99Ms} ms): ` +
        verdict(v.p99Ok),
      `- p50 with ÷ without the other garages: **${v.scaling.toFixed(2)}×** ` +
        `(${ms(others.server.p50)} ÷ ${ms(none.server.p50)} ms; target ≤ ${targets.garageScaling}×): ` +
        verdict(v.scalingOk),
    );
    if (!clean(none.server) || !clean(others.server)) {
      lines.push('- The route had non-2xx responses or errors under load: counted as failing.');
    }
    const cpu = [none, others].map((run) => [
      run.server.cpuMsPerRequest,
      run.ceiling.cpuMsPerRequest,
    ]);
    if (cpu.every(([server, ceiling]) => server && ceiling)) {
      lines.push(
        '- CPU per answer (load-independent), server / ceiling: ' +
          cpu
            .map(([server, ceiling]) => `${server!.toFixed(2)} / ${ceiling!.toFixed(2)} ms`)
            .join(' without, ') +
          ' with the other garages; ceiling ÷ server ' +
          cpu.map(([server, ceiling]) => `${(ceiling! / server!).toFixed(2)}×`).join(' / ') +
          ' (what the ratio would be if the Node process were the only limit).',
      );
    }
    if (!v.p99Ok) {
      lines.push(
        `- Why p99 misses: with ${connections} connections always waiting, latency ≈ ` +
          `${connections} ÷ req/s (Little's law), so p99 ≤ ${targets.p99Ms} ms needs well over ` +
          `${Math.round((connections * 1000) / targets.p99Ms).toLocaleString('en-US')} req/s for ` +
          'the server, the database and autocannon together on 2 cores (decision 014).',
      );
    }
    lines.push('');
  }
  lines.push(...loadWarning(all));
  return lines;
}

function decodeRow(label: string, t: DecodeTimings): string {
  return `| ${label} | ${t.count} | ${t.p50.toFixed(2)} | ${t.p99.toFixed(2)} | ${t.max.toFixed(1)} | ${t.failures} |`;
}

function vinSection(
  decode: { uncached: DecodeTimings; cached: DecodeTimings; loadBefore: number } | null,
  results: DbResult[],
): string[] {
  const lines: string[] = ['## VIN decode', ''];
  const http = results.flatMap((r) => (r.vinHttp ? [r.vinHttp] : []));
  lines.push(measuredLine(http), '');
  lines.push(
    `- VINs: the real VINs of the vehicle-data tests (Honda, Tesla, Ford, BMW, Volvo, Toyota, ` +
      'Chevrolet), each with other serial numbers (positions 13-17, check digit recomputed), so ' +
      "every VIN is distinct and misses the decoder's cache of recent answers (bench/vins.ts).",
    '- Target (issue 8): p99 ≤ 20 ms warm, held on the in-process decode of uncached VINs ' +
      '(warm = the database open and 500 VINs decoded first).',
    '',
  );
  if (decode) {
    lines.push(
      `### In process (\`vinDecoder(…).decode\`, one at a time; load avg before ${decode.loadBefore.toFixed(2)})`,
      '',
      '| VINs | count | p50 ms | p99 ms | max ms | failures |',
      '| --- | ---: | ---: | ---: | ---: | ---: |',
      decodeRow('distinct (cache misses)', decode.uncached),
      decodeRow('the same again (cache hits)', decode.cached),
      '',
      `- Decode p99, warm, uncached: **${decode.uncached.p99.toFixed(2)} ms** ` +
        `(target ≤ ${targets.vinP99Ms} ms): ` +
        passFail(decode.uncached.p99 <= targets.vinP99Ms && decode.uncached.failures === 0),
      '',
    );
  }
  if (http.length) {
    lines.push(
      '### Through HTTP (GET /api/garage/vin/{vin}, signed in, a distinct VIN per request)',
      '',
      ...table(
        http.map((m) => ({ ...m, label: `${m.label.split(' (')[0]} on ${kindOf(results, m)}` })),
      ),
      '',
    );
  }
  lines.push(...loadWarning(http));
  return lines;
}

function kindOf(results: DbResult[], m: Measurement): string {
  return results.find((r) => r.vinHttp === m)?.kind ?? '';
}

function assessmentSection(results: DbResult[]): string[] {
  const runs = results.flatMap((r) => (r.assessment ? [{ ...r.assessment, kind: r.kind }] : []));
  const lines = ['## Assessment (built-in engine)', '', measuredLine(runs), ''];
  lines.push(
    `- POST /api/assessment by ${ASSESSMENT_CONNECTIONS} premium members taken in turn (nothing counted; one member's saves run one at a time), the body rotating over 8 cars ` +
      '(bench/assessment.ts): validation, knowledge lookups, brand facts, the score, schedule and ' +
      "words, then the assessment row and the recent search written in one statement (in a transaction holding the member's lock).",
    '- The target is held on PostgreSQL, as for /api/me (decision 008); PGlite is reported: it runs ' +
      'every query one at a time on the event loop (6 per request here: session, monthly reset, ' +
      'three subscription reads, the save), so requests queue behind each other.',
    '',
    ...table(runs.map((m) => ({ ...m, label: `${m.label.split(' (')[0]} on ${m.kind}` }))),
    '',
  );
  for (const m of runs) {
    // Held on PostgreSQL; on PGlite the p99 is reported (decision 008), but never a 5xx or error.
    const ok = m.p99 <= ASSESSMENT_P99_MS && clean(m);
    const verdict =
      m.kind === 'PostgreSQL' || !clean(m) ? passFail(ok) : `${ok ? 'met' : 'not met'} (reported)`;
    lines.push(
      `- ${m.kind}: p99 **${ms(m.p99)} ms** at ${m.connections} connections ` +
        `(target ≤ ${ASSESSMENT_P99_MS} ms, issue 9): ${verdict}`,
    );
  }
  lines.push('', ...loadWarning(runs));
  return lines;
}

function askSection(
  results: DbResult[],
  rss: KnowledgeRss | null,
  engine: EngineTimings | null,
): string[] {
  const lines = [
    '## Ask Odo (built-in engine)',
    '',
    `_Measured ${new Date().toISOString()}; load avg ${(os.loadavg()[0] ?? 0).toFixed(2)}._`,
    '',
    `- POST /api/ask-odo/messages, one question at a time, by ${ASK_USERS} premium users (after one ` +
      'more warms the server up, unmeasured) each with a Corolla (fill-ups, an oil change) and a ' +
      `Leaf (charges), over every question of the Ask Odo evaluation (${ASK_QUESTIONS.length}, ` +
      'dev and test split, the kinds interleaved; src/server/features/ask-odo/eval/data/): ' +
      'session, rate limit, quota check, thread and question written, the garage read, the ' +
      'question understood and answered from the full data (catalog, known problems, EPA ' +
      'ratings, trouble codes, articles), streamed and stored. Timed by the client from sending ' +
      'to the first `delta` event and to the end of the stream. Wall times include waiting for ' +
      "a core on a shared machine (the load average above); the server's CPU per question and " +
      'the engine alone, below, are what other work hardly moves.',
    '',
    '| database | questions | first token p50 | p99 | max | whole answer p50 | p99 | max |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const r of results) {
    if (!r.ask) continue;
    const { firstToken: f, whole: w } = r.ask;
    lines.push(
      `| ${r.kind} | ${r.ask.count} | ${f.p50.toFixed(1)} ms | ${f.p99.toFixed(1)} ms | ` +
        `${f.max.toFixed(1)} ms | ${w.p50.toFixed(1)} ms | ${w.p99.toFixed(1)} ms | ${w.max.toFixed(1)} ms |`,
    );
  }
  for (const r of results) {
    if (r.ask?.cpuMsPerQuestion != null) {
      lines.push(
        '',
        `- ${r.kind}: the server's CPU per question **${r.ask.cpuMsPerQuestion.toFixed(2)} ms** ` +
          '(from /proc over the measured questions; unlike wall time, hardly moved by other work)',
      );
    }
  }
  lines.push('', '| database | kind | questions | whole p50 | p99 | max |');
  lines.push('| --- | --- | ---: | ---: | ---: | ---: |');
  for (const r of results) {
    for (const k of r.ask?.byKind ?? []) {
      lines.push(
        `| ${r.kind} | ${k.kind} | ${k.count} | ${k.whole.p50.toFixed(1)} ms | ` +
          `${k.whole.p99.toFixed(1)} ms | ${k.whole.max.toFixed(1)} ms |`,
      );
    }
  }
  lines.push('');
  for (const r of results) {
    if (!r.ask) continue;
    const slowest = r.ask.slowest.map((s) => `${s.id} ${s.ms.toFixed(1)} ms`).join(', ');
    lines.push(`- ${r.kind}: slowest answers ${slowest || '–'}`);
  }
  for (const r of results) {
    if (!r.ask) continue;
    const ok =
      r.ask.failures === 0 &&
      r.ask.firstToken.p99 <= ASK_FIRST_TOKEN_MS &&
      r.ask.whole.p99 <= ASK_WHOLE_MS;
    lines.push(
      `- ${r.kind}: first token p99 **${r.ask.firstToken.p99.toFixed(1)} ms** (target ≤ ` +
        `${ASK_FIRST_TOKEN_MS} ms), whole answer p99 **${r.ask.whole.p99.toFixed(1)} ms** ` +
        `(target ≤ ${ASK_WHOLE_MS} ms), ${r.ask.failures} failed (issue 10): ${passFail(ok)}`,
    );
  }
  // Issue 28's target is held on PostgreSQL (as for /api/me, decision 008); PGlite is reported.
  for (const r of results) {
    if (!r.ask) continue;
    const ok = r.ask.failures === 0 && r.ask.whole.p99 <= ASK_P99_MS;
    const verdict = ok ? '**PASS**' : r.kind === 'PostgreSQL' ? '**FAIL**' : 'not met (reported)';
    lines.push(
      `- ${r.kind}: built-in answer p99 **${r.ask.whole.p99.toFixed(1)} ms** with the full ` +
        `data loaded (target ≤ ${ASK_P99_MS} ms on PostgreSQL, issue 28): ${verdict}`,
    );
  }
  if (engine) lines.push(...engineLines(engine));
  if (rss) lines.push('', ...knowledgeRssLines(rss));
  return lines;
}

function knowledgeSection(t: LookupTimings): string[] {
  return [
    '## Knowledge lookups',
    '',
    `_Measured ${new Date().toISOString()}; load avg before ${(os.loadavg()[0] ?? 0).toFixed(2)}._`,
    '',
    `- In process, \`knownProblems({ make, model, year, engine?, transmission? })\` over the ` +
      `${t.entries} known-problem entries: every entry's first and last model year asked, names in ` +
      `other cases, twice (${t.count.toLocaleString('en-US')} lookups). Loading and indexing the ` +
      `data once: ${t.loadMs.toFixed(0)} ms.`,
    `- p50 ${t.p50.toFixed(3)} ms, max ${t.max.toFixed(3)} ms`,
    `- p99: **${t.p99.toFixed(3)} ms** (target ≤ ${targets.knowledgeP99Ms} ms, issue 9): ` +
      passFail(t.p99 <= targets.knowledgeP99Ms),
  ];
}

function jsSection(routes: RouteJs[], on: string): string[] {
  const worst = [...routes].sort((x, y) => y.kbGzip - x.kbGzip)[0];
  const lines: string[] = [
    '## First-route JavaScript',
    '',
    `- Measured ${on}.`,
    '- How: `npm run bench -- js` builds (`npx vite build`), serves the build from a fresh ' +
      'DATA_DIR, signs a bench user up with a car, a few fill-ups and services, and opens each ' +
      'route in a new Chromium context (empty cache, service workers blocked, a phone viewport; ' +
      "signed in for the app's pages) until React has started (it owns #root) and no request " +
      'has been under way for a second. Every script the page fetched ' +
      "is gzipped (level 9) and summed: the entry, its imports, the route's own chunks and " +
      'whatever the first view loads lazily. CSS and fonts are not counted (bench/first-route-js.ts).',
    `- Target (issue 30; issue 13 asked for 170): ≤ ${FIRST_ROUTE_JS_TARGET_KB} KB gzip on every route.`,
    '',
    '| Route | Signed in | JS gzip KB | Files | Largest files (KB gzip) | Verdict |',
    '| --- | --- | ---: | ---: | --- | --- |',
  ];
  for (const route of routes) {
    const label = route.path.replace(/^\/vehicle\/[^/]+$/, '/vehicle/:id');
    const largest = route.files
      .slice(0, 3)
      .map((file) => `${path.basename(file.file)} ${(file.gzip / 1024).toFixed(1)}`)
      .join(', ');
    lines.push(
      `| ${label} | ${route.signedIn ? 'yes' : 'no'} | ${route.kbGzip.toFixed(1)} | ` +
        `${route.files.length} | ${largest} | ${passFail(route.passed)} |`,
    );
  }
  if (worst) {
    lines.push(
      '',
      `- Largest: **${worst.kbGzip.toFixed(1)} KB** on ${worst.path.replace(/^\/vehicle\/[^/]+$/, '/vehicle/:id')} ` +
        `(target ≤ ${FIRST_ROUTE_JS_TARGET_KB} KB): ${passFail(routes.every((route) => route.passed))}`,
    );
  }
  return lines;
}

function growthVerdict(small: Measurement, large: Measurement) {
  // Below 1 ms autocannon reads 0: a ratio to it means nothing, the 1 ms allowance decides.
  const ratio = small.p50 > 0 ? large.p50 / small.p50 : null;
  const ok = large.p50 <= small.p50 * targets.growthScaling || large.p50 - small.p50 <= 1;
  return { ratio, ok: ok && clean(small) && clean(large) };
}

function growthSection(results: DbResult[]): string[] {
  const measured = results.flatMap((r) => (r.growth ? [...r.growth.small, ...r.growth.large] : []));
  const g = GROWTH;
  const lines: string[] = [
    '## Data growth: 10 users, then 100,000',
    '',
    measuredLine(measured),
    '',
    `- Data: every user has a session, a car with ${g.fuelPerVehicle} fill-ups, ` +
      `${g.maintenancePerVehicle} services, ${g.expensesPerVehicle} expense and ` +
      `${g.remindersPerVehicle} reminder, ${g.notificationsPerUser} notifications, and every ` +
      `${g.postEvery}th a community post (bench/growth-seed.ts); the benched user (signed up through ` +
      `the API) has the same. First ${g.small} users in all, then ${(g.large - g.small).toLocaleString('en-US')} ` +
      `more are bulk-inserted and ANALYZEd (${g.large.toLocaleString('en-US')} in all, about ` +
      `${Math.round((g.large * (5 + g.fuelPerVehicle + g.maintenancePerVehicle + g.expensesPerVehicle + g.remindersPerVehicle + g.notificationsPerUser)) / 100_000) / 10} million rows), ` +
      "on a database of its own (no other scenario's rows).",
    `- Load: ${GROWTH_CONNECTIONS} connections, so p50 is the request's own time rather than a queue's. ` +
      '"CPU ms/req" (the server process\'s own CPU per answer) hardly moves with other work on the ' +
      'machine: compare it when the load average says the cores were shared.',
    `- Target (issue 13): p50 with ${g.large.toLocaleString('en-US')} users ≤ ${targets.growthScaling}× ` +
      `p50 with ${g.small} (or within 1 ms, the resolution of autocannon's latencies), no errors.`,
  ];
  for (const result of results) {
    if (!result.growth) continue;
    const { small, large, seedSeconds } = result.growth;
    lines.push(
      '',
      `### ${result.kind}`,
      '',
      `Seeding the ${(g.large - g.small).toLocaleString('en-US')} users took ${seedSeconds.toFixed(1)} s.`,
      '',
      `| endpoint | p50 ms, ${g.small} users | p50 ms, ${g.large.toLocaleString('en-US')} users | ÷ | req/s, ${g.small} | req/s, ${g.large.toLocaleString('en-US')} | p99 ms, ${g.small} / ${g.large.toLocaleString('en-US')} | CPU ms/req, ${g.small} / ${g.large.toLocaleString('en-US')} | non-2xx / errors | Verdict |`,
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    );
    small.forEach((before, index) => {
      const after = large[index];
      if (!after) return;
      const v = growthVerdict(before, after);
      lines.push(
        `| ${before.label} | ${ms(before.p50)} | ${ms(after.p50)} | ${v.ratio === null ? '–' : `${v.ratio.toFixed(2)}×`} | ` +
          `${before.rps.toFixed(0)} | ${after.rps.toFixed(0)} | ${ms(before.p99)} / ${ms(after.p99)} | ` +
          `${before.cpuMsPerRequest?.toFixed(2) ?? '?'} / ${after.cpuMsPerRequest?.toFixed(2) ?? '?'} | ` +
          `${before.non2xx + after.non2xx} / ${before.errors + after.errors} | ${passFail(v.ok)} |`,
      );
    });
  }
  return [...lines, ...loadWarning(measured)];
}

function feedVerdicts(kind: DbKind, feed: FeedResult) {
  const runs = [feed.first, feed.deeper];
  const target = targets.feedRps[kind] ?? 0;
  const rps = runs.map((run) => run.rps);
  const p99 = Math.max(...runs.map((run) => run.p99));
  return {
    target,
    rps,
    p99,
    rpsOk: rps.every((value) => value >= target),
    p99Ok: p99 <= targets.p99Ms,
  };
}

function feedSection(results: DbResult[]): string[] {
  const measured = results.flatMap((r) => (r.feed ? [r.feed.first, r.feed.deeper] : []));
  const s = COMMUNITY_SEED;
  const lines: string[] = [
    '## GET /api/community/posts (the community feed)',
    '',
    measuredLine(measured),
    '',
    `- Data: ${s.posts.toLocaleString('en-US')} posts by ${s.authors.toLocaleString('en-US')} authors over ` +
      `about a year, a picture on every ${s.imageEvery}th, the benched member liking every 3rd of the ` +
      `newest ${s.likedUpTo.toLocaleString('en-US')} (bench/community-seed.ts), bulk-inserted and ANALYZEd.`,
    '- A page: 20 posts with author, pictures, like and comment counts and "liked by me", signed in; ' +
      'read in one SQL statement besides the session lookup, or for a kept page one prepared ' +
      'statement (version, my likes on it, blocks; docs/api-community.md); a page the member asked ' +
      'for before, at the community version this instance knows, and the kept session lookup cost ' +
      'no statement at all (decision 016; the server runs with the default SESSION_CACHE_SECONDS). ' +
      '"Pages 2-51": each request takes the next of 50 cursors collected by scrolling down.',
    `- Targets (issue 11): ≥ ${targets.feedRps.PGlite} req/s on PGlite and ≥ ${targets.feedRps.PostgreSQL} on ` +
      `PostgreSQL at ${connections} connections, p99 ≤ ${targets.p99Ms} ms.`,
    '- PGlite runs inside the server process, one statement at a time (decision 008): only ' +
      'requests that ask it nothing (decision 016) get past ~1,100 req/s there.',
  ];
  for (const result of results) {
    if (!result.feed) continue;
    const v = feedVerdicts(result.kind, result.feed);
    lines.push(
      '',
      `### ${result.kind}`,
      '',
      `One first page: ${(result.feed.bytes / 1024).toFixed(1)} KB of JSON. Seeding took ${result.feed.seedSeconds.toFixed(1)} s.`,
      '',
      ...table([result.feed.first, result.feed.deeper]),
      '',
      `- req/s: **${v.rps.map((r) => r.toFixed(0)).join(' / ')}** (target ≥ ${v.target}): ${passFail(v.rpsOk && [result.feed.first, result.feed.deeper].every(clean))}`,
      `- p99: **${ms(v.p99)} ms** (target ≤ ${targets.p99Ms} ms): ${passFail(v.p99Ok)}`,
    );
  }
  return [...lines, ...loadWarning(measured)];
}

const SECTION_ORDER = [
  'header',
  'me',
  'garage',
  'vin',
  'knowledge',
  'coverage',
  'assessment',
  'ask',
  'askeval',
  'lensrate',
  'carlens',
  'feed',
  'growth',
  'memory',
  'js',
  'lighthouse',
  'mainthread',
  'ci',
  'failures',
] as const;
type SectionId = (typeof SECTION_ORDER)[number];
/**
 * Sections written by hand from other measurements (CI time: `.ci/run`; a first load's main-thread
 * tasks from Chromium traces, issue 30): every run keeps them.
 */
const KEPT_ALWAYS: readonly SectionId[] = ['mainthread', 'ci'];

const marker = (id: string) => [`<!-- bench:${id} -->`, `<!-- /bench:${id} -->`] as const;

/** The sections already in results.md (written by an earlier run), by id. */
function existingSections(file: string): Map<string, string> {
  const found = new Map<string, string>();
  if (!fs.existsSync(file)) return found;
  const text = fs.readFileSync(file, 'utf8');
  for (const id of SECTION_ORDER) {
    const [open, close] = marker(id);
    const start = text.indexOf(open);
    const end = text.indexOf(close);
    if (start >= 0 && end > start) found.set(id, text.slice(start, end + close.length));
  }
  return found;
}

/** Writes the sections measured now; a partial run keeps the other sections of the last file. */
function writeResults(fresh: Map<SectionId, string[]>, partial: boolean): void {
  const file = path.join(benchDir, 'results.md');
  const existing = existingSections(file);
  const kept = partial
    ? existing
    : new Map([...existing].filter(([id]) => KEPT_ALWAYS.includes(id as SectionId)));
  const parts: string[] = [];
  for (const id of SECTION_ORDER) {
    const lines = fresh.get(id);
    if (lines) {
      const [open, close] = marker(id);
      parts.push([open, ...lines, close].join('\n'));
    } else if (kept.has(id)) {
      parts.push(kept.get(id)!);
    }
  }
  fs.writeFileSync(file, `${parts.join('\n\n')}\n`);
}

// ------------------------------------------------------------------ main

async function main() {
  const started = performance.now();
  const { scenarios, databases, partial } = selection();
  const dbScenarios = (
    ['me', 'garage', 'vin', 'assessment', 'ask', 'carlens', 'feed', 'growth'] as const
  ).filter((s) => scenarios.has(s));
  console.log(
    `Odo bench: ${[...scenarios].join(', ')} on ${databases.join(', ')}; ${connections} connections, ` +
      `${duration} s per run, ${os.cpus().length} cores, Node ${process.version}`,
  );
  const results: DbResult[] = [];
  const failures: string[] = [];
  let decode: { uncached: DecodeTimings; cached: DecodeTimings; loadBefore: number } | null = null;
  try {
    if (scenarios.has('vin')) {
      console.log(`\nVIN decode in process (${VIN_COUNT} distinct VINs, then again)`);
      try {
        const loadBefore = os.loadavg()[0] ?? 0;
        decode = { ...(await measureDecode(vpicCacheDir, VIN_COUNT)), loadBefore };
        for (const [name, t] of Object.entries({
          uncached: decode.uncached,
          cached: decode.cached,
        })) {
          console.log(
            `  ${name.padEnd(10)} p50 ${t.p50.toFixed(2)} ms  p99 ${t.p99.toFixed(2)} ms  ` +
              `max ${t.max.toFixed(1)} ms  failures ${t.failures}`,
          );
        }
      } catch (error) {
        console.error(`VIN decode failed: ${(error as Error).message}`);
        failures.push(`VIN decode in process: not measured (${(error as Error).message})`);
      }
    }
    if (dbScenarios.length) {
      const benches = { PGlite: benchPglite, PostgreSQL: benchPostgres };
      for (const kind of databases) {
        if (aborted) break;
        try {
          // Growth counts users, so it gets a database no other scenario has filled.
          const others = dbScenarios.filter((scenario) => scenario !== 'growth');
          const result: DbResult = others.length ? await benches[kind](new Set(others)) : { kind };
          if (dbScenarios.includes('growth') && !aborted) {
            result.growth = (await benches[kind](new Set(['growth'] as const))).growth;
          }
          results.push(result);
        } catch (error) {
          console.error(`${kind} failed: ${(error as Error).message}`);
          failures.push(`${kind}: not measured (${(error as Error).message.split('\n')[0]})`);
        }
      }
    }
    let memory: MemoryResult | null = null;
    if (scenarios.has('memory') && !aborted) {
      try {
        memory = await measureMemory(databases, { adminUrl, vpicCacheDir });
      } catch (error) {
        console.error(`Memory failed: ${(error as Error).message}`);
        failures.push(`Memory: not measured (${(error as Error).message.split('\n')[0]})`);
      }
    }
    // Interrupted: the signal handler cleans up and exits; keep the last results.md.
    if (aborted) return;
    let lighthouseResult: LighthouseResult | null = null;
    let routeJs: RouteJs[] | null = null;
    if (scenarios.has('lighthouse') || scenarios.has('js')) {
      try {
        await withBuiltApp(async (base, user) => {
          if (scenarios.has('js')) {
            console.log(`\nFirst-route JS on ${base}`);
            routeJs = await measureFirstRouteJs(base, user);
          }
          if (scenarios.has('lighthouse')) {
            console.log(`\nLighthouse on ${base}`);
            lighthouseResult = await measureLighthouse(
              base,
              os.loadavg()[0] ?? 0,
              user.cookie,
              user.vehicleId,
            );
          }
        });
      } catch (error) {
        console.error(`The built app's bench failed: ${(error as Error).message}`);
        failures.push(
          `First-route JS / Lighthouse: not measured (${(error as Error).message.split('\n')[0]})`,
        );
      }
    }
    const knowledge = scenarios.has('knowledge') ? measureKnowledge() : null;
    let askEval: AskEvalResult | null = null;
    if (scenarios.has('askeval') && !aborted) {
      console.log('\nAsk Odo evaluation in process (PGlite, built-in engine)');
      try {
        askEval = await measureAskEval();
        console.log(
          `  dev ${percent(askEval.dev.overall).toFixed(1)}%, frozen test ` +
            `${percent(askEval.test.overall).toFixed(1)}% (${askEval.seconds.toFixed(1)} s)`,
        );
      } catch (error) {
        console.error(`Ask Odo evaluation failed: ${(error as Error).message}`);
        failures.push(`Ask Odo evaluation: not measured (${(error as Error).message})`);
      }
    }
    let lensRate: LensRateResult | null = null;
    if (scenarios.has('lensrate') && !aborted) {
      console.log('\nCar Lens read rate on the rendered photo set (in process)');
      try {
        lensRate = await measureLensRate();
        console.log(
          `  frozen ${lensRate.test.right}/${lensRate.test.outcomes.length}, wrong ` +
            `${lensRate.test.wrong.length}; dev ${lensRate.dev.right}/${lensRate.dev.outcomes.length}`,
        );
      } catch (error) {
        console.error(`Car Lens read rate failed: ${(error as Error).message}`);
        failures.push(`Car Lens read rate: not measured (${(error as Error).message})`);
      }
    }
    if (knowledge) {
      console.log(
        `\nKnowledge lookups in process: p50 ${knowledge.p50.toFixed(3)} ms, ` +
          `p99 ${knowledge.p99.toFixed(3)} ms over ${knowledge.count} lookups`,
      );
    }
    const minutes = (performance.now() - started) / 60_000;

    const sections = new Map<SectionId, string[]>();
    sections.set('header', headerSection(scenarios, databases, minutes));
    if (results.some((r) => r.me)) sections.set('me', meSection(results));
    if (results.some((r) => r.garage)) sections.set('garage', garageSection(results));
    if (decode || results.some((r) => r.vinHttp)) sections.set('vin', vinSection(decode, results));
    if (knowledge) sections.set('knowledge', knowledgeSection(knowledge));
    if (scenarios.has('coverage')) {
      const coverage = measureCoverage();
      console.log(
        `\nBest-seller coverage: ${coverage.covered}/${coverage.total} generations covered`,
      );
      sections.set('coverage', coverageSection(coverage, measuredOn()));
    }
    if (results.some((r) => r.assessment)) sections.set('assessment', assessmentSection(results));
    if (results.some((r) => r.ask)) {
      let rss: KnowledgeRss | null = null;
      try {
        rss = measureKnowledgeRss();
        console.log(`\nKnowledge loading adds ${rss.addedMb.toFixed(1)} MB of RSS`);
      } catch (error) {
        failures.push(`Knowledge RSS: not measured (${(error as Error).message.split('\n')[0]})`);
      }
      let engine: EngineTimings | null = null;
      try {
        engine = await measureEngine(ASK_QUESTIONS);
        console.log(`Ask Odo engine alone: p99 ${engine.p99.toFixed(2)} ms`);
      } catch (error) {
        failures.push(`Ask Odo engine: not measured (${(error as Error).message.split('\n')[0]})`);
      }
      sections.set('ask', askSection(results, rss, engine));
    }
    if (askEval) sections.set('askeval', askEvalSection(askEval, measuredOn()));
    if (lensRate) sections.set('lensrate', lensRateSection(lensRate, measuredOn()));
    const lensRuns = results.flatMap((r) => (r.carlens ? [carLensSection(r.kind, r.carlens)] : []));
    if (lensRuns.length) sections.set('carlens', lensRuns.flat());
    if (results.some((r) => r.feed)) sections.set('feed', feedSection(results));
    if (results.some((r) => r.growth)) sections.set('growth', growthSection(results));
    if (memory) sections.set('memory', memorySection(memory, measuredOn()));
    if (routeJs) sections.set('js', jsSection(routeJs, measuredOn()));
    if (lighthouseResult) {
      sections.set('lighthouse', lighthouseSection(lighthouseResult, measuredOn()));
    }
    sections.set(
      'failures',
      failures.length
        ? ['## Not measured in the last run', '', ...failures.map((f) => `- ${f}`)]
        : [],
    );
    writeResults(sections, partial);

    console.log('\nSummary');
    for (const result of results) {
      if (result.me) {
        const { me, ceiling } = result.me;
        const ratio = me.rps / ceiling.rps;
        console.log(
          `  ${result.kind.padEnd(10)} /api/me ${me.rps.toFixed(0)} req/s, p99 ${ms(me.p99)} ms; ` +
            `ceiling ${ceiling.rps.toFixed(0)} req/s; ratio ${ratio.toFixed(2)}× ` +
            `(${ratio >= targets.ratio ? 'pass' : 'FAIL'} ≥ ${targets.ratio}×, ` +
            `${me.p99 <= targets.p99Ms ? 'pass' : 'FAIL'} p99 ≤ ${targets.p99Ms} ms)`,
        );
      }
      if (result.garage) {
        const v = garageVerdicts(result.garage);
        console.log(
          `  ${result.kind.padEnd(10)} garage ÷ ceiling ${v.ratios.map((r) => r.toFixed(2)).join('/')}× ` +
            `(${v.ratioOk ? 'pass' : 'FAIL'}), p99 ${ms(v.p99)} ms (${v.p99Ok ? 'pass' : 'FAIL'}), ` +
            `p50 scaling ${v.scaling.toFixed(2)}× (${v.scalingOk ? 'pass' : 'FAIL'})`,
        );
      }
      if (result.assessment) {
        console.log(
          `  ${result.kind.padEnd(10)} assessment ${result.assessment.rps.toFixed(0)} req/s, ` +
            `p99 ${ms(result.assessment.p99)} ms ` +
            `(${result.assessment.p99 <= ASSESSMENT_P99_MS ? 'pass' : result.kind === 'PostgreSQL' ? 'FAIL' : 'reported'} ≤ ${ASSESSMENT_P99_MS} ms` +
            `${clean(result.assessment) ? '' : `, non-2xx ${result.assessment.non2xx}: FAIL`})`,
        );
      }
      if (result.carlens) {
        const lens = result.carlens;
        console.log(
          `  ${result.kind.padEnd(10)} car lens 12 MP p50 ${lens.sequential.p50.toFixed(0)} ms, ` +
            `max ${lens.sequential.max.toFixed(0)} ms; /api/me p99 during 4 scans ${lens.concurrent.meP99} ms`,
        );
      }
      if (result.feed) {
        const v = feedVerdicts(result.kind, result.feed);
        console.log(
          `  ${result.kind.padEnd(10)} feed ${v.rps.map((r) => r.toFixed(0)).join('/')} req/s ` +
            `(${v.rpsOk ? 'pass' : 'FAIL'} ≥ ${v.target}), p99 ${ms(v.p99)} ms (${v.p99Ok ? 'pass' : 'FAIL'} ≤ ${targets.p99Ms})`,
        );
      }
      if (result.vinHttp) {
        console.log(
          `  ${result.kind.padEnd(10)} VIN over HTTP ${result.vinHttp.rps.toFixed(0)} req/s, ` +
            `p50 ${ms(result.vinHttp.p50)} ms, p99 ${ms(result.vinHttp.p99)} ms`,
        );
      }
    }
    if (decode) {
      console.log(
        `  VIN decode p99 ${decode.uncached.p99.toFixed(2)} ms uncached ` +
          `(${decode.uncached.p99 <= targets.vinP99Ms ? 'pass' : 'FAIL'} ≤ ${targets.vinP99Ms} ms)`,
      );
    }
    for (const failure of failures) console.log(`  ${failure}`);
    if (routeJs) {
      const over = (routeJs as RouteJs[]).filter((route) => !route.passed);
      console.log(
        over.length
          ? `  First-route JS over ${FIRST_ROUTE_JS_TARGET_KB} KB gzip on ${over.map((r) => r.path).join(', ')}`
          : `  First-route JS ≤ ${FIRST_ROUTE_JS_TARGET_KB} KB gzip on every route`,
      );
    }
    if (lighthouseResult) {
      const missed = (lighthouseResult as LighthouseResult).pages.filter((page) => !page.passed);
      console.log(
        missed.length
          ? `  Lighthouse FAIL on ${missed.map((page) => page.path).join(', ')} (targets: ` +
              `performance ≥ ${LIGHTHOUSE_TARGETS.performance}, accessibility ≥ ` +
              `${LIGHTHOUSE_TARGETS.accessibility}, CLS ≤ ${LIGHTHOUSE_TARGETS.cls})`
          : '  Lighthouse: every page passes',
      );
    }
    // Every verdict written as FAIL is a missed target: the run fails with them listed.
    const missedTargets = [...sections.entries()].flatMap(([id, lines]) =>
      lines.filter((line) => line.includes('**FAIL**')).map((line) => `${id}: ${line}`),
    );
    console.log(`\nWrote bench/results.md (${minutes.toFixed(1)} min)`);
    if (missedTargets.length) {
      console.log(`\n${missedTargets.length} target(s) missed:`);
      for (const line of missedTargets) console.log(`  ${line}`);
      process.exitCode = 1;
    }
    if (failures.length) {
      console.log(`\n${failures.length} scenario(s) not measured.`);
      process.exitCode = 1;
    }
  } finally {
    await stopAll();
  }
}

await main();
