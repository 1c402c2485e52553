// `npm test`: typecheck, lint, unit + integration (PGlite, then PostgreSQL when TEST_DATABASE_URL is
// set), and the e2e journeys in Chromium. Stops at the first failing step and ends with one
// summary line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
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

const steps: [string, () => boolean][] = [
  [
    'typecheck',
    () =>
      run('typecheck', bin('tsc'), ['-p', 'tsconfig.json']) &&
      run('typecheck (web)', bin('tsc'), ['-p', 'tsconfig.web.json']),
  ],
  [
    'lint',
    () =>
      run('eslint', bin('eslint'), ['.', '--max-warnings=0']) &&
      run('prettier', bin('prettier'), ['--check', '.']),
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
      const ok = run(
        'server integration on PostgreSQL',
        bin('vitest'),
        [
          'run',
          '--project',
          'server',
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
  if (!step()) finish(false);
}
finish(true);
