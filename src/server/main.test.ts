// Starts the real server process: it creates its data directory on first start, refuses a second
// process on the same directory, and stops cleanly on SIGTERM (releasing the directory); it runs
// with the server's V8 flags (node-flags.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_MALLOC_ENV, SERVER_NODE_FLAGS } from './node-flags.ts';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'odo-main-'));
const children: ChildProcess[] = [];

function start(port: number, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      NODE_ENV: 'development',
      HOST: '',
      SMTP_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/**
 * Resolves once the server says it is listening; fails at once if it exits first. No deadline of
 * its own: a fresh data directory's first start (PGlite, migrations) is slow on a busy machine,
 * and the test's timeout bounds the wait.
 */
function listening(server: ReturnType<typeof start>) {
  return new Promise<void>((resolve, reject) => {
    const check = () => {
      if (server.output().includes('listening on')) resolve();
    };
    server.child.stdout!.on('data', check);
    server.child.stderr!.on('data', check);
    void server.exited.then((code) =>
      reject(new Error(`the server exited (${code}) before listening:\n${server.output()}`)),
    );
    check();
  });
}

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('starts on an empty data directory, refuses a second process, and stops on SIGTERM', async () => {
    const port = 20000 + (process.pid % 20000);
    const first = start(port);
    await listening(first);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).ok).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'odo.lock'))).toBe(true);
    expect(first.output()).toContain('Odo is running at');
    expect(first.output()).toContain('listening on 127.0.0.1:');
    // Idle keep-alive sockets outlive a client's (or proxy's) own idle timeout.
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.headers.get('keep-alive')).toBe('timeout=65');
    // The same process (execve keeps the pid) now runs with the server's flags and malloc setting.
    const cmdline = fs.readFileSync(`/proc/${first.child.pid}/cmdline`, 'utf8').split('\0');
    for (const flag of SERVER_NODE_FLAGS) expect(cmdline).toContain(flag);
    const environ = fs.readFileSync(`/proc/${first.child.pid}/environ`, 'utf8').split('\0');
    for (const [name, value] of Object.entries(SERVER_MALLOC_ENV)) {
      expect(environ).toContain(`${name}=${value}`);
    }
    // PGlite's files were made by a child process that has exited.
    expect(fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
    expect(
      fs.readFileSync(`/proc/${first.child.pid}/task/${first.child.pid}/children`, 'utf8').trim(),
    ).toBe('');

    const second = start(port + 1);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('already in use by another Odo process');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('stopped');
    expect(fs.existsSync(path.join(dataDir, 'odo.lock'))).toBe(false);
  });
});

it('refuses to start in production without SMTP_URL, with a clear message', async () => {
  const port = 20000 + ((process.pid + 7) % 20000);
  const refused = start(port, { NODE_ENV: 'production' });
  expect(await refused.exited).toBe(1);
  expect(refused.output()).toContain('SMTP_URL is not set');
  expect(fs.existsSync(path.join(dataDir, 'odo.lock'))).toBe(false);
});
