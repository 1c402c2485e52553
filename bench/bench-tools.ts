// Bench-only packages (Lighthouse and its Chrome launcher: 161 of the ~1,000 packages and a fifth
// of node_modules) stay out of package.json, so `npm ci` (CI, a self-hoster's install) never
// fetches them: the bench installs them on first use, at the versions pinned here, from the npm
// registry into a cache outside the clone (decision 024), and imports them from there.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const BENCH_TOOLS = { lighthouse: '12.8.2', 'chrome-launcher': '1.2.1' } as const;
type Tool = keyof typeof BENCH_TOOLS;

/** ODO_BENCH_TOOLS_DIR, or ~/.cache/odo/bench-tools. */
export function benchToolsDir(): string {
  return process.env.ODO_BENCH_TOOLS_DIR ?? path.join(os.homedir(), '.cache', 'odo', 'bench-tools');
}

function installedVersion(dir: string, name: Tool): string | null {
  try {
    const manifest = path.join(dir, 'node_modules', name, 'package.json');
    return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
  } catch {
    return null;
  }
}

/** Imports a bench tool, installing every pinned tool first when one is missing or another version. */
export async function importBenchTool(name: Tool): Promise<unknown> {
  const dir = benchToolsDir();
  const tools = Object.keys(BENCH_TOOLS) as Tool[];
  if (tools.some((tool) => installedVersion(dir, tool) !== BENCH_TOOLS[tool])) {
    fs.mkdirSync(dir, { recursive: true });
    const specs = tools.map((tool) => `${tool}@${BENCH_TOOLS[tool]}`);
    console.log(`Installing ${specs.join(', ')} (bench only) into ${dir}`);
    execFileSync(
      'npm',
      ['install', '--prefix', dir, '--no-audit', '--no-fund', '--ignore-scripts', ...specs],
      { stdio: 'inherit' },
    );
  }
  const require = createRequire(path.join(dir, 'package.json'));
  return import(pathToFileURL(require.resolve(name)).href);
}
