import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { READER_MALLOC_ENV, readerEnv, SERVER_MALLOC_ENV } from '../../node-flags.ts';
import { readerProcess, type IdleTimer } from './reader-process.ts';

/** An idle timer the test fires itself: nothing here depends on how fast the machine is. */
function manualTimer() {
  const armed = new Map<number, { callback: () => void; ms: number }>();
  let next = 1;
  const timer: IdleTimer = {
    set(callback, ms) {
      const handle = next++;
      armed.set(handle, { callback, ms });
      return handle;
    },
    clear(handle) {
      armed.delete(handle as number);
    },
  };
  return {
    timer,
    armed: () => [...armed.values()],
    fire() {
      const due = [...armed.values()];
      armed.clear();
      for (const entry of due) entry.callback();
    },
  };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function exitedBy(pid: number): Promise<boolean> {
  // The process is killed before close() resolves; this only waits for the kernel to reap it.
  // Up to a minute, so a loaded machine cannot fail it; it returns as soon as the process is gone.
  for (let i = 0; i < 6_000 && alive(pid); i += 1) await new Promise((r) => setTimeout(r, 10));
  return !alive(pid);
}

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((p) => p.close()));
});

function open(idleMs: number) {
  const clock = manualTimer();
  const host = readerProcess({
    module: new URL('./test-host.ts', import.meta.url),
    idleMs,
    timer: clock.timer,
  });
  opened.push(host);
  return { host, clock };
}

describe('reader process', () => {
  it('starts on the first call, answers calls, and passes bytes and errors through', async () => {
    const { host } = open(60_000);
    expect(host.pid()).toBeUndefined();
    expect(await host.call('echo', { a: [1, 'two'] })).toEqual({ a: [1, 'two'] });
    expect(await host.call('bytes', new Uint8Array(1000))).toBe(1000);
    await expect(host.call('fail')).rejects.toThrow('this reader failed');
    await expect(host.call('missing')).rejects.toThrow('no reader function missing');
    const pid = await host.call<number>('pid');
    expect(pid).toBe(host.pid());
    expect(pid).not.toBe(process.pid);
  });

  it('ends the process once idle for idleMs, and starts a new one on the next call', async () => {
    const { host, clock } = open(180_000);
    const first = await host.call<number>('pid');
    expect(clock.armed().map((entry) => entry.ms)).toEqual([180_000]);
    host.setIdleMs(5_000);
    await host.call('echo', 1);
    // Each call re-arms the timer: one pending stop, with the idle time now set.
    expect(clock.armed().map((entry) => entry.ms)).toEqual([5_000]);
    expect(alive(first)).toBe(true);
    clock.fire();
    expect(await exitedBy(first)).toBe(true);
    expect(host.pid()).toBeUndefined();
    const second = await host.call<number>('pid');
    expect(second).not.toBe(first);
  });

  it("does not fail a new process's calls when the one stopped while idle exits", async () => {
    const { host, clock } = open(1_000);
    const first = await host.call<number>('pid');
    const release = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'odo-reader-')), 'go');
    // The idle stop kills the first process without waiting; a call at once starts a second.
    clock.fire();
    const held = host.call<string>('holdUntil', release);
    expect(await exitedBy(first)).toBe(true);
    // The first one's exit has been handled (its events come before the next turns).
    for (let turn = 0; turn < 5; turn += 1) await new Promise((r) => setImmediate(r));
    fs.writeFileSync(release, '');
    await expect(held).resolves.toBe('released');
    fs.rmSync(path.dirname(release), { recursive: true, force: true });
  });

  it('does not stop while a call is in progress, even if the idle timer fires then', async () => {
    const { host, clock } = open(1_000);
    const pid = await host.call<number>('pid');
    // A timer that was already due when the next call came in still runs its callback.
    const [late] = clock.armed();
    const running = host.call('echo', 'still here');
    late!.callback();
    expect(await running).toBe('still here');
    expect(host.pid()).toBe(pid);
    expect(alive(pid)).toBe(true);
  });

  it("runs with the readers' malloc settings, not the server's it was started from", async () => {
    const saved = { ...process.env };
    // As in a server started by main.ts (node-flags.ts): its own settings in its environment.
    Object.assign(process.env, SERVER_MALLOC_ENV);
    delete process.env.GLIBC_TUNABLES;
    try {
      const { host } = open(60_000);
      expect(await host.call('mallocEnv')).toEqual(READER_MALLOC_ENV);
    } finally {
      for (const name of [...Object.keys(SERVER_MALLOC_ENV), 'GLIBC_TUNABLES']) {
        if (saved[name] === undefined) delete process.env[name];
        else process.env[name] = saved[name];
      }
    }
    expect(READER_MALLOC_ENV.MALLOC_MMAP_THRESHOLD_).not.toBe(
      SERVER_MALLOC_ENV.MALLOC_MMAP_THRESHOLD_,
    );
  });
});

describe("the readers' environment", () => {
  it('asks for huge pages, keeping tunables an operator set', () => {
    expect(readerEnv({ PATH: '/bin' })).toEqual({ PATH: '/bin', ...READER_MALLOC_ENV });
    expect(readerEnv({ GLIBC_TUNABLES: 'glibc.malloc.tcache_count=0' }).GLIBC_TUNABLES).toBe(
      'glibc.malloc.tcache_count=0:glibc.malloc.hugetlb=1',
    );
    // An operator's own choice of huge pages (or none) stands.
    expect(
      readerEnv({ GLIBC_TUNABLES: 'glibc.malloc.hugetlb=0:glibc.malloc.arena_max=1' })
        .GLIBC_TUNABLES,
    ).toBe('glibc.malloc.hugetlb=0:glibc.malloc.arena_max=1');
    // The server's malloc settings are replaced by the readers'.
    expect(readerEnv({ ...SERVER_MALLOC_ENV })).toMatchObject(READER_MALLOC_ENV);
  });
});
