// `npm start`: builds the web app when it is missing or older than its sources, then runs the server.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const index = path.join(root, 'dist/web/index.html');

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(full));
    else if (!entry.name.includes('.test.')) newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

const builtAt = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
const sourcesAt = Math.max(
  newestSource(path.join(root, 'src/web')),
  newestSource(path.join(root, 'src/shared')),
  fs.statSync(path.join(root, 'vite.config.ts')).mtimeMs,
);
if (builtAt < sourcesAt) {
  console.log(builtAt ? 'Web app changed: rebuilding…' : 'Building the web app (first start)…');
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
}

process.chdir(root);
await import('../src/server/main.ts');
