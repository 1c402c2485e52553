// npm run bench: loads Odo's server on PGlite and on PostgreSQL with autocannon and writes
// bench/results.md (issue #2, part 9).
//
// For each database: start the server (node src/server/main.ts) as a child process, sign up a
// bench user, load GET /api/health and the authenticated GET /api/me; stop it; then start the
// ceiling (bench/ceiling.ts: bare Hono doing the same users-row read, no auth) on the same data
// and load its /me the same way. Also measures the JS that /login loads (gzip).
//
// env: BENCH_DURATION (seconds per run, default 10), BENCH_CONNECTIONS (default 50),
// BENCH_PG_URL (an admin connection, default postgres://postgres@127.0.0.1:5432/test).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = path.join(root, 'bench');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const warmupSeconds = Math.min(2, Math.max(1, Math.round(duration / 5)));
const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const targets = { ratio: 0.5, p99Ms: 50, loginKbGzip: 170 };

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
  /** 1-minute load average just before the run: other work on the machine skews the figures. */
  loadBefore: number;
}

async function load(
  label: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<Measurement> {
  // Warm-up (not recorded): JIT, connection pools, PGlite caches.
  await autocannon({ url, headers, connections: 10, duration: warmupSeconds });
  const loadBefore = os.loadavg()[0] ?? 0;
  const result = await autocannon({ url, headers, connections, duration });
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
  };
  console.log(
    `  ${label.padEnd(34)} ${measurement.rps.toFixed(0).padStart(7)} req/s  ` +
      `p50 ${measurement.p50} ms  p99 ${measurement.p99} ms` +
      (measurement.non2xx || measurement.errors
        ? `  (non-2xx ${measurement.non2xx}, errors ${measurement.errors})`
        : ''),
  );
  return measurement;
}

// ------------------------------------------------------------------ one database

interface DbResult {
  kind: 'PGlite' | 'PostgreSQL';
  health: Measurement;
  me: Measurement;
  ceiling: Measurement;
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
  // Send back every cookie sign-up set, as a browser would.
  const pairs = response.headers.getSetCookie().map((header) => header.split(';')[0] ?? '');
  if (!pairs.some((pair) => pair.startsWith('odo.session_token='))) {
    throw new Error('sign-up set no odo.session_token cookie');
  }
  const cookie = pairs.join('; ');
  const me = await fetch(`${base}/api/me`, { headers: { cookie } });
  if (me.status !== 200) throw new Error(`GET /api/me returned ${me.status}: ${await me.text()}`);
  const profile = (await me.json()) as { id: string };
  return { cookie, userId: profile.id };
}

async function benchDatabase(
  kind: DbResult['kind'],
  dbEnv: Record<string, string>,
): Promise<DbResult> {
  console.log(`\n${kind}`);
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const server = startChild(`server (${kind})`, 'src/server/main.ts', {
    ...dbEnv,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    SIGNIN_RATE_LIMIT_MAX: '1000000',
  });
  let health: Measurement;
  let me: Measurement;
  let userId: string;
  try {
    await waitFor(server, `${base}/api/health`);
    const session = await signUp(base);
    userId = session.userId;
    health = await load('GET /api/health', `${base}/api/health`);
    me = await load('GET /api/me (authenticated)', `${base}/api/me`, { cookie: session.cookie });
  } finally {
    await stopChild(server);
  }

  const ceilingPort = await freePort();
  const ceiling = startChild(`ceiling (${kind})`, 'bench/ceiling.ts', {
    ...dbEnv,
    PORT: String(ceilingPort),
    BENCH_USER_ID: userId,
  });
  let ceilingResult: Measurement;
  try {
    await waitFor(ceiling, `http://127.0.0.1:${ceilingPort}/health`);
    const check = await fetch(`http://127.0.0.1:${ceilingPort}/me`);
    if (check.status !== 200) throw new Error(`ceiling /me returned ${check.status}`);
    ceilingResult = await load(
      'ceiling: bare Hono + users read',
      `http://127.0.0.1:${ceilingPort}/me`,
    );
  } finally {
    await stopChild(ceiling);
  }
  return { kind, health, me, ceiling: ceilingResult };
}

async function benchPglite(): Promise<DbResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'odo-bench-'));
  return withCleanup(
    async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    () => benchDatabase('PGlite', { DATA_DIR: dataDir }),
  );
}

async function benchPostgres(): Promise<DbResult> {
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
  return withCleanup(
    () => admin(`drop database if exists ${name} with (force)`),
    () => benchDatabase('PostgreSQL', { DATABASE_URL: url.toString() }),
  );
}

// ------------------------------------------------------------------ JS loaded by /login

interface LoginJs {
  measured: boolean;
  kbGzip?: number;
  files?: { file: string; gzip: number }[];
  note: string;
}

function gzipSize(file: string): number {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

/** Relative JS imports (static `import ... from "./x.js"` and `import "./x.js"`) of a chunk. */
function staticImports(file: string): string[] {
  const code = fs.readFileSync(file, 'utf8');
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
    found.add(path.resolve(path.dirname(file), match[1] ?? ''));
  }
  return [...found];
}

function measureLoginJs(): LoginJs {
  const distDir = path.join(root, 'dist', 'web');
  const indexHtml = path.join(distDir, 'index.html');
  let built = 'an existing dist/web';
  if (!fs.existsSync(indexHtml)) {
    console.log('\ndist/web is missing: running npx vite build');
    const build = spawnSync('npx', ['vite', 'build'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 300_000,
    });
    if (build.status !== 0 || !fs.existsSync(indexHtml)) {
      const reason = `${build.stderr ?? ''}${build.stdout ?? ''}${build.error?.message ?? ''}`
        .trim()
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => /error/i.test(line) && !line.startsWith('at ') && !/npm warn/i.test(line))
        .slice(0, 2)
        .join(' / ');
      return {
        measured: false,
        note: `not measured: dist/web was missing and \`npx vite build\` failed (exit ${build.status}): ${reason}`,
      };
    }
    built = 'a fresh `npx vite build`';
  }
  const html = fs.readFileSync(indexHtml, 'utf8');
  const fromHtml = (pattern: RegExp) =>
    [...html.matchAll(pattern)]
      .map((match) => match[1] ?? '')
      .filter((href) => href.endsWith('.js') && !/^https?:/.test(href))
      .map((href) => path.join(distDir, href.replace(/^\//, '')));
  const entries = fromHtml(/<script[^>]*type="module"[^>]*src="([^"]+)"/g);
  const preloads = fromHtml(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g);
  const assetsDir = path.join(distDir, 'assets');
  const loginChunks = fs.existsSync(assetsDir)
    ? fs
        .readdirSync(assetsDir)
        .filter((file) => /login/i.test(file) && file.endsWith('.js'))
        .map((file) => path.join(assetsDir, file))
    : [];
  // The closure of static imports from the entry, its modulepreloads and the login chunk.
  const seen = new Set<string>();
  const queue = [...entries, ...preloads, ...loginChunks];
  while (queue.length) {
    const file = queue.shift() as string;
    if (seen.has(file) || !fs.existsSync(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  const files = [...seen].map((file) => ({
    file: path.relative(distDir, file),
    gzip: gzipSize(file),
  }));
  const total = files.reduce((sum, file) => sum + file.gzip, 0);
  const loginNote = loginChunks.length
    ? `the login route chunk (${loginChunks.map((file) => path.basename(file)).join(', ')})`
    : 'no chunk whose name contains "login" was found (login is not split out of the entry)';
  return {
    measured: true,
    kbGzip: total / 1024,
    files,
    note:
      `From ${built}: the module entry and modulepreload links of dist/web/index.html, plus ` +
      `${loginNote}, plus every chunk those import statically; each file gzipped (level 9) ` +
      'and summed. CSS is not counted.',
  };
}

// ------------------------------------------------------------------ report

const ms = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));
const passFail = (ok: boolean) => (ok ? '**PASS**' : '**FAIL**');

function report(results: DbResult[], failures: string[], loginJs: LoginJs): string {
  const lines: string[] = [];
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  lines.push('# Odo benchmark', '');
  lines.push(`- Date: ${new Date().toISOString()}`);
  const git = (...args: string[]) =>
    spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout?.trim() ?? '';
  const dirty = git('status', '--porcelain', '--', 'src/server', 'src/shared')
    ? ' (+ uncommitted changes)'
    : '';
  lines.push(`- Code: commit ${git('rev-parse', '--short', 'HEAD') || 'unknown'}${dirty}`);
  lines.push(
    `- Machine: ${os.cpus().length} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, ` +
      `${os.type()} ${os.release()}, Node ${process.version}`,
  );
  lines.push(
    `- Load: autocannon, ${connections} connections, ${duration} s per endpoint after a ` +
      `${warmupSeconds} s warm-up at 10 connections; autocannon runs on the same machine as the server.`,
  );
  lines.push(
    '- "load avg before": the 1-minute load average as each run starts. It includes this ' +
      "bench's own previous runs (about 2-3 on an otherwise idle 2-core machine); much higher " +
      'means other work shared the cores and the figures are low.',
  );
  lines.push(
    '- Server: `node src/server/main.ts` (NODE_ENV=production, LOG_LEVEL=warn), one process per ' +
      'database: PGlite in a fresh temp DATA_DIR, PostgreSQL 15 in a fresh database (pool max 10).',
  );
  lines.push(
    '- Ceiling: `bench/ceiling.ts`, a bare Hono app with no auth and no middleware doing the same read ' +
      'as /api/me (the `users` row by id through drizzle) on the same data, in its own process.',
  );
  lines.push('');
  for (const result of results) {
    lines.push(`## ${result.kind}`, '');
    lines.push('| endpoint | req/s | p50 ms | p99 ms | non-2xx / errors | load avg before |');
    lines.push('| --- | ---: | ---: | ---: | ---: | ---: |');
    for (const m of [result.health, result.me, result.ceiling]) {
      lines.push(
        `| ${m.label} | ${m.rps.toFixed(0)} | ${ms(m.p50)} | ${ms(m.p99)} | ` +
          `${m.non2xx} / ${m.errors} | ${m.loadBefore.toFixed(2)} |`,
      );
    }
    const ratio = result.me.rps / result.ceiling.rps;
    const clean = result.me.non2xx === 0 && result.me.errors === 0;
    lines.push('');
    lines.push(
      `- /api/me ÷ ceiling: **${ratio.toFixed(2)}×** (target ≥ ${targets.ratio}×): ` +
        passFail(ratio >= targets.ratio && clean),
    );
    lines.push(
      `- /api/me p99: **${ms(result.me.p99)} ms** (target ≤ ${targets.p99Ms} ms): ` +
        passFail(result.me.p99 <= targets.p99Ms && clean),
    );
    if (!clean)
      lines.push('- /api/me had non-2xx responses or errors under load: counted as FAIL.');
    lines.push('');
  }
  const busiest = Math.max(
    ...results.flatMap((r) => [r.health, r.me, r.ceiling].map((m) => m.loadBefore)),
  );
  if (busiest > 4) {
    lines.push(
      `> **Warning:** the load average reached ${busiest.toFixed(1)} before a run: other work ` +
        'shared the 2 cores, so these figures (and the ratios) are disturbed. Re-run on a quiet machine.',
      '',
    );
  }
  for (const failure of failures) lines.push(`## ${failure}`, '');
  lines.push('## JS loaded by /login', '');
  if (loginJs.measured && loginJs.kbGzip !== undefined) {
    lines.push(
      `- **${loginJs.kbGzip.toFixed(1)} KB gzip** (target ≤ ${targets.loginKbGzip} KB): ` +
        passFail(loginJs.kbGzip <= targets.loginKbGzip),
    );
    lines.push(`- How: ${loginJs.note}`);
    lines.push('');
    lines.push('| file | gzip KB |', '| --- | ---: |');
    for (const file of loginJs.files ?? []) {
      lines.push(`| ${file.file} | ${(file.gzip / 1024).toFixed(1)} |`);
    }
  } else {
    lines.push(`- ${loginJs.note}`);
  }
  lines.push('', 'Regenerate with `npm run bench` (BENCH_DURATION=2 for a quick smoke run).', '');
  return lines.join('\n');
}

// ------------------------------------------------------------------ main

async function main() {
  console.log(
    `Odo bench: ${connections} connections, ${duration} s per endpoint, ${os.cpus().length} cores, Node ${process.version}`,
  );
  const results: DbResult[] = [];
  const failures: string[] = [];
  try {
    for (const [name, run] of [
      ['PGlite', benchPglite],
      ['PostgreSQL', benchPostgres],
    ] as const) {
      if (aborted) break;
      try {
        results.push(await run());
      } catch (error) {
        console.error(`${name} failed: ${(error as Error).message}`);
        failures.push(`${name}: not measured (${(error as Error).message.split('\n')[0]})`);
      }
    }
    // Interrupted: the signal handler cleans up and exits; keep the last results.md.
    if (aborted) return;
    const loginJs = measureLoginJs();
    const markdown = report(results, failures, loginJs);
    fs.writeFileSync(path.join(benchDir, 'results.md'), markdown);
    console.log('\nSummary');
    for (const result of results) {
      const ratio = result.me.rps / result.ceiling.rps;
      console.log(
        `  ${result.kind.padEnd(10)} /api/me ${result.me.rps.toFixed(0)} req/s, p99 ${ms(result.me.p99)} ms; ` +
          `ceiling ${result.ceiling.rps.toFixed(0)} req/s; ratio ${ratio.toFixed(2)}× ` +
          `(${ratio >= targets.ratio ? 'pass' : 'FAIL'} ≥ ${targets.ratio}×, ` +
          `${result.me.p99 <= targets.p99Ms ? 'pass' : 'FAIL'} p99 ≤ ${targets.p99Ms} ms)`,
      );
    }
    for (const failure of failures) console.log(`  ${failure}`);
    console.log(
      loginJs.measured && loginJs.kbGzip !== undefined
        ? `  /login JS ${loginJs.kbGzip.toFixed(1)} KB gzip (${loginJs.kbGzip <= targets.loginKbGzip ? 'pass' : 'FAIL'} ≤ ${targets.loginKbGzip} KB)`
        : `  /login JS ${loginJs.note}`,
    );
    console.log('\nWrote bench/results.md');
    if (failures.length) process.exitCode = 1;
  } finally {
    await stopAll();
  }
}

await main();
