// `npm run test:e2e`: builds the web app and runs the Playwright journeys against the real server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { findJourneyChromium } from './chromium.ts';

const root = path.resolve(import.meta.dirname, '..');
if (!findJourneyChromium()) {
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
if (result.status !== 0) process.exit(result.status ?? 1);

// The server's log of the whole run must hold no secret: no password, session cookie, token or
// link carrying one (what a log reader could use to act as a member).
const SECRETS: [string, RegExp][] = [
  ['an e2e password', /Gearbox-Lantern-42|Something-Else-42/],
  ['a session cookie', /odo\.session_token|"cookie"|set-cookie/i],
  ['an API token', /odo_pat_[A-Za-z0-9_-]{8,}/],
  ['a bearer token', /Bearer [A-Za-z0-9._-]{8,}/],
  [
    'a token in a link',
    /(?:shared|reset-password)\/[A-Za-z0-9_-]{20,}|[?&]token=[A-Za-z0-9._-]{8,}/,
  ],
];
const runs = path.join(root, '.e2e-data');
const logs = fs.existsSync(runs)
  ? fs
      .readdirSync(runs)
      .map((run) => path.join(runs, run, 'server.log'))
      .filter((file) => fs.existsSync(file))
  : [];
const lines = logs.flatMap((file) => fs.readFileSync(file, 'utf8').split('\n'));
const requests = lines.filter((line) => line.includes('"msg":"request"')).length;
const leaks = lines.flatMap((line) =>
  SECRETS.filter(([, pattern]) => pattern.test(line)).map(
    ([what]) => `${what}: ${line.slice(0, 300)}`,
  ),
);
if (requests < 100 || leaks.length > 0) {
  console.error(
    requests < 100
      ? `The e2e server log holds only ${requests} request lines: the log check saw too little.`
      : `The e2e server log holds secrets:\n${leaks.slice(0, 20).join('\n')}`,
  );
  process.exit(1);
}
console.log(`e2e server log: ${requests} requests logged, no secret among ${lines.length} lines`);
process.exit(0);
