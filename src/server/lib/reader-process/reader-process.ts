// Heavy readers (tesseract OCR, zxing) in a child Node process of their own, started on the first
// call and ended after `idleMs` without one: memory used by worker threads stays with a process
// after they end, so only ending a process gives it back to the system.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { readerEnv } from '../../node-flags.ts';

/** The timer the idle stop uses; tests pass one they fire themselves. */
export interface IdleTimer {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimer: IdleTimer = {
  set: (callback, ms) => setTimeout(callback, ms).unref(),
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export interface ReaderProcessOptions {
  /** The module the child loads; its exported async functions are what `call` runs. */
  module: URL;
  /** How long the process stays without a call before it is ended. */
  idleMs: number;
  timer?: IdleTimer;
}

export interface ReaderProcess {
  /** Runs the module's exported function `name` in the child (starting it if needed). */
  call<T>(name: string, ...args: unknown[]): Promise<T>;
  /** The child's pid while it runs. */
  pid(): number | undefined;
  /** Ends the child now (shutdown, tests); the next call starts a new one. */
  close(): Promise<void>;
  /** Changes the idle time (from the server's settings) for the next idle period. */
  setIdleMs(ms: number): void;
}

interface Reply {
  id: number;
  result?: unknown;
  error?: string;
}

const HOST = fileURLToPath(new URL('./host.ts', import.meta.url));

export function readerProcess(options: ReaderProcessOptions): ReaderProcess {
  const timer = options.timer ?? realTimer;
  let idleMs = options.idleMs;
  let child: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();
  let idleHandle: unknown;
  let nextId = 1;
  let busy = 0;
  const pending = new Map<
    number,
    { proc: ChildProcess; resolve: (value: unknown) => void; reject: (e: Error) => void }
  >();

  /** Fails the calls sent to `proc`: a child stopped while idle must not fail its successor's. */
  function failAll(proc: ChildProcess, error: Error) {
    for (const [id, waiting] of pending) {
      if (waiting.proc !== proc) continue;
      pending.delete(id);
      waiting.reject(error);
    }
  }

  function start(): ChildProcess {
    // Not the server's V8 flags (node-flags.ts): OCR's WebAssembly wants its optimising compiler.
    const proc = fork(HOST, [fileURLToPath(options.module)], {
      execArgv: [],
      env: readerEnv(),
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    proc.on('message', (reply: Reply) => {
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      pending.delete(reply.id);
      if (reply.error !== undefined) waiting.reject(new Error(reply.error));
      else waiting.resolve(reply.result);
    });
    exited = new Promise((resolve) => {
      proc.once('exit', () => {
        if (child === proc) child = null;
        failAll(proc, new Error('the reader process stopped'));
        resolve();
      });
    });
    proc.once('error', (error) => failAll(proc, error));
    // An idle child never keeps the server from exiting.
    proc.unref();
    proc.channel?.unref();
    return proc;
  }

  function stop(): Promise<void> {
    timer.clear(idleHandle);
    const proc = child;
    child = null;
    if (!proc) return Promise.resolve();
    const done = exited;
    // Held until it has exited, so a caller awaiting close() sees it gone.
    proc.ref();
    proc.kill();
    return done;
  }

  return {
    async call<T>(name: string, ...args: unknown[]): Promise<T> {
      timer.clear(idleHandle);
      busy += 1;
      try {
        child ??= start();
        const proc = child;
        proc.channel?.ref();
        const id = nextId++;
        return (await new Promise<unknown>((resolve, reject) => {
          pending.set(id, { proc, resolve, reject });
          proc.send({ id, name, args }, (error) => {
            if (!error) return;
            pending.delete(id);
            reject(error);
          });
        })) as T;
      } finally {
        busy -= 1;
        if (busy === 0) {
          child?.channel?.unref();
          idleHandle = timer.set(() => {
            if (busy === 0) void stop();
          }, idleMs);
        }
      }
    },
    pid: () => child?.pid,
    close: stop,
    setIdleMs: (ms) => {
      idleMs = ms;
    },
  };
}
