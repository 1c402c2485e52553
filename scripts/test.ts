// `npm test`: typecheck and lint (side by side), unit + integration (PGlite, then PostgreSQL when TEST_DATABASE_URL is
// set), and the e2e journeys in Chromium. Stops at the first failing step and ends with one
// summary line: "N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'odo-test-reports-'));
let passed = 0;
let failed = 0;

function run(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.log(`✖ ${title} failed after ${seconds}s`);
    return false;
  }
  console.log(`✔ ${title} (${seconds}s)`);
  return true;
}

/**
 * Commands one after the other, their output held and printed as each ends: two such lanes run
 * side by side (typecheck and lint are one process each, on a 2-core machine).
 */
async function lane(commands: [title: string, command: string, args: string[]][]) {
  for (const [title, command, args] of commands) {
    const started = Date.now();
    const { ok, output } = await new Promise<{ ok: boolean; output: string }>((resolve) => {
      const child = spawn(command, args, { cwd: root, env: process.env });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('error', (error) => resolve({ ok: false, output: `${output}${String(error)}\n` }));
      child.on('close', (code) => resolve({ ok: code === 0, output }));
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`\n▶ ${title}`);
    if (output) process.stdout.write(output);
    if (!ok) {
      console.log(`✖ ${title} failed after ${seconds}s`);
      return false;
    }
    console.log(`✔ ${title} (${seconds}s)`);
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

const steps: [string, () => boolean | Promise<boolean>][] = [
  [
    'typecheck and lint',
    async () => {
      const results = await Promise.all([
        lane([
          ['typecheck', bin('tsc'), ['-p', 'tsconfig.json']],
          ['typecheck (web)', bin('tsc'), ['-p', 'tsconfig.web.json']],
        ]),
        lane([
          ['eslint', bin('eslint'), ['.', '--max-warnings=0']],
          ['prettier', bin('prettier'), ['--check', '.']],
        ]),
      ]);
      return results.every(Boolean);
    },
  ],
  [
    'unit + integration (PGlite)',
    () => {
      const out = path.join(reports, 'vitest-pglite.json');
      const ok = run(
        'unit + integration on PGlite',
        bin('vitest'),
        [
          'run',
          // vitest's default is one worker less than the cores: one file at a time on 2 cores.
          `--maxWorkers=${workers(0)}`,
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${out}`,
        ],
        withoutPg,
      );
      if (fs.existsSync(out)) countVitest(out);
      return ok;
    },
  ],
  [
    'integration (PostgreSQL)',
    () => {
      if (!pgUrl) {
        console.log('\n(TEST_DATABASE_URL is not set: the server suite ran on PGlite only)');
        return true;
      }
      const out = path.join(reports, 'vitest-pg.json');
      const files = databaseTestFiles();
      console.log(`\n(${files.length} server test files reach a database: they run again on it)`);
      const ok = run(
        'server integration on PostgreSQL',
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
          `--outputFile.json=${out}`,
        ],
        { TEST_DATABASE_URL: pgUrl },
      );
      if (fs.existsSync(out)) countVitest(out);
      return ok;
    },
  ],
  [
    'e2e',
    () => {
      const out = path.join(reports, 'playwright.json');
      const ok = run('e2e in Chromium', process.execPath, ['scripts/e2e.ts'], {
        ...withoutPg,
        PLAYWRIGHT_JSON_OUTPUT_FILE: out,
      });
      if (fs.existsSync(out)) countPlaywright(out);
      return ok;
    },
  ],
];

for (const [, step] of steps) {
  if (!(await step())) finish(false);
}
finish(true);
