// `npm test`: typecheck and lint, unit + integration (PGlite, then PostgreSQL when
// TEST_DATABASE_URL is set), and the e2e journeys in Chromium, in two phases. First the e2e journeys
// (a browser and a server that wait on each other: ~75% of two cores alone) beside the checks then
// the PostgreSQL run (mostly waiting on the database); then the PGlite run (CPU-bound: both cores)
// alone. Three lanes side by side from the start kept ~8 busy processes on two cores and cost ~25%
// more CPU for the same tests than these phases (CI time, issue 30; measured in bench/results.md).
// The first failing step stops every lane; the run ends with one summary line: "N passed, N failed".
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'odo-test-reports-'));
const started = Date.now();
let passed = 0;
let failed = 0;
/** Set by the first failing step: the other lane starts nothing more and its step is stopped. */
let stopping = false;
const running = new Set<number>();

type Step = [title: string, command: string, args: string[], env?: NodeJS.ProcessEnv];

function elapsed(since: number) {
  return ((Date.now() - since) / 1000).toFixed(1);
}

/** Sends `signal` to a step's process group, if it is still there. */
function signalStep(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * Stops every running step (each is its own process group: the browsers go too). SIGINT, as a
 * Ctrl-C would: Playwright then stops its web server, which runs in a process group of its own
 * (SIGTERM ended Playwright before it did, and the server kept the e2e port for the next run).
 * Whatever is still there 15 s later is killed.
 */
function stopAll() {
  stopping = true;
  for (const pid of running) {
    signalStep(pid, 'SIGINT');
    setTimeout(() => signalStep(pid, 'SIGKILL'), 15_000).unref();
  }
}

/**
 * Steps one after the other, their output held and printed as each ends (the lanes run side by
 * side, so their output would otherwise interleave).
 */
async function lane(steps: Step[]) {
  for (const [title, command, args, env = {}] of steps) {
    if (stopping) return false;
    const since = Date.now();
    const { ok, output } = await new Promise<{ ok: boolean; output: string }>((resolve) => {
      const child = spawn(command, args, {
        cwd: root,
        env: { ...process.env, ...env },
        detached: true,
      });
      if (child.pid) running.add(child.pid);
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('error', (error) => resolve({ ok: false, output: `${output}${String(error)}\n` }));
      child.on('close', (code) => {
        if (child.pid) running.delete(child.pid);
        resolve({ ok: code === 0, output });
      });
    });
    console.log(`\n▶ ${title}`);
    if (output) process.stdout.write(output);
    if (!ok) {
      console.log(
        stopping && !output.trim()
          ? `✖ ${title} stopped after ${elapsed(since)}s`
          : `✖ ${title} failed after ${elapsed(since)}s`,
      );
      if (!stopping) stopAll();
      return false;
    }
    console.log(`✔ ${title} (${elapsed(since)}s, at ${elapsed(started)}s)`);
  }
  return true;
}

// The only modules that read TEST_DATABASE_URL: a server test reaches PostgreSQL through them.
const DATABASE_MODULES = ['src/server/test/harness.ts', 'src/server/test/instances.ts'].map(
  (file) => path.join(root, file),
);

/** Whether `file` imports a database module, directly or through other modules of ours. */
function reachesDatabase(file: string, seen = new Set<string>()): boolean {
  if (DATABASE_MODULES.includes(file)) return true;
  if (seen.has(file) || !fs.existsSync(file)) return false;
  seen.add(file);
  const source = fs.readFileSync(file, 'utf8');
  for (const [, specifier] of source.matchAll(/\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]/g)) {
    if (reachesDatabase(path.resolve(path.dirname(file), specifier!), seen)) return true;
  }
  return false;
}

/**
 * The server suite's test files that reach a database: the PostgreSQL run takes only these (the
 * others, such as the Car Lens read rate or the assessment engine, already ran on PGlite).
 */
function databaseTestFiles(): string[] {
  const files = fs
    .readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /^(server|shared)\/.*\.test\.ts$/.test(file.split(path.sep).join('/')))
    .map((file) => path.join(root, 'src', file));
  return files.filter((file) => reachesDatabase(file)).map((file) => path.relative(root, file));
}

function countVitest(file: string) {
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
  };
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}

function countPlaywright(file: string) {
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number };
  };
  passed += report.stats.expected + report.stats.flaky;
  failed += report.stats.unexpected;
}

function finish(ok: boolean): never {
  if (!ok && failed === 0) failed = 1;
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(ok ? 0 : 1);
}

/** Test files run at once: every core, plus `extra` for suites that mostly wait on a database. */
function workers(extra: number) {
  return String(Math.max(2, os.availableParallelism() + extra));
}

const pgUrl = process.env.TEST_DATABASE_URL;
const withoutPg = { TEST_DATABASE_URL: '' };

const pgliteReport = path.join(reports, 'vitest-pglite.json');
const pgReport = path.join(reports, 'vitest-pg.json');
const playwrightReport = path.join(reports, 'playwright.json');

const pgliteRun: Step = [
  'unit + integration on PGlite',
  bin('vitest'),
  [
    'run',
    // vitest's default is one worker less than the cores: one file at a time on 2 cores.
    `--maxWorkers=${workers(0)}`,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${pgliteReport}`,
  ],
  withoutPg,
];
const postgresRun: Step[] = [];
if (pgUrl) {
  const files = databaseTestFiles();
  postgresRun.push([
    `server integration on PostgreSQL (${files.length} test files reach a database: they run again on it)`,
    bin('vitest'),
    [
      'run',
      '--project',
      'server',
      ...files,
      // The PostgreSQL run waits on the server more than it computes: more files at once.
      `--maxWorkers=${workers(2)}`,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${pgReport}`,
    ],
    { TEST_DATABASE_URL: pgUrl },
  ]);
} else {
  console.log('(TEST_DATABASE_URL is not set: the server suite runs on PGlite only)');
}

// One check at a time: beside the journeys, a second pair of processes only took turns on the cores.
const checksThenPostgres: Step[] = [
  ['typecheck', bin('tsc'), ['-p', 'tsconfig.json']],
  ['typecheck (web)', bin('tsc'), ['-p', 'tsconfig.web.json']],
  ['eslint', bin('eslint'), ['.', '--max-warnings=0']],
  ['prettier', bin('prettier'), ['--check', '.']],
  ...postgresRun,
];

const e2e: Step = [
  'e2e in Chromium',
  process.execPath,
  ['scripts/e2e.ts'],
  { ...withoutPg, PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport },
];

const first = await Promise.all([lane([e2e]), lane(checksThenPostgres)]);
const results = [...first, first.every(Boolean) && (await lane([pgliteRun]))];
for (const report of [pgliteReport, pgReport]) if (fs.existsSync(report)) countVitest(report);
if (fs.existsSync(playwrightReport)) countPlaywright(playwrightReport);
console.log(`\n(all lanes done in ${elapsed(started)}s)`);
finish(results.every(Boolean));
