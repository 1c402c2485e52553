import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';
import { openPglite } from './database.ts';

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'odo-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('data directory lock', () => {
  it('refuses a second opener while the first holds the lock, then frees it on release', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    // A lock held by another live process (our parent stands in for it).
    fs.writeFileSync(path.join(dir, 'odo.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/already in use by another Odo process/);
    release();
    expect(fs.existsSync(path.join(dir, 'odo.lock'))).toBe(false);
    lockDataDir(dir)();
  });

  it('takes over a stale lock left by a process that died', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'odo.lock'), '999999999');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'odo.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('creates and migrates an embedded database on first open and keeps data across reopen', async () => {
    const dir = tempDir();
    const first = await openPglite({ dataDir: dir });
    await first.client.query(`insert into app_secrets (name, value) values ('probe', 'kept')`);
    await first.close();
    const second = await openPglite({ dataDir: dir });
    const result = await second.client.query<{ value: string }>(
      `select value from app_secrets where name = 'probe'`,
    );
    expect(result.rows[0]?.value).toBe('kept');
    await second.close();
    // Two on-disk PGlite starts and a full migration: seconds alone, much longer on a busy CI box.
  });
});
