// `npm run test:e2e`: builds the web app and runs the Playwright journeys against the real server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { findChromium } from './chromium.ts';

const root = path.resolve(import.meta.dirname, '..');
if (!findChromium()) {
  console.error(
    "No Chromium found for the e2e tests. Install Debian's chromium (`apt-get update && apt-get install -y chromium`) " +
      'or set CHROME_PATH to a Chromium or Chrome binary. Nothing is downloaded by the tests.',
  );
  process.exit(1);
}
const build = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);

fs.rmSync(path.join(root, '.e2e-data'), { recursive: true, force: true });
const reporters = process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? ['--reporter=list,json'] : [];
const result = spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules/@playwright/test/cli.js'),
    'test',
    ...reporters,
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
