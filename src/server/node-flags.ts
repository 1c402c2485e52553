// The V8 settings the server process runs with (decision 022), given on the command line because
// V8 reads them only when it starts: main.ts replaces the process with one that has them.

/**
 * A young generation of at most 2 × 8 MB: V8 sizes it by the machine's memory (up to 3 × 32 MB
 * on a large one) and keeps what it grew to, ~120 MB of RSS the server never needs again.
 * WebAssembly (PGlite's PostgreSQL) compiled by Liftoff only: optimising its largest functions
 * with TurboFan took 400–600 MB for a few seconds and kept ~100 MB of code.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--liftoff-only'] as const;

/**
 * glibc's malloc keeps a memory arena per thread that ever allocated (up to 8 per core) and hands
 * little back: after sharp decoded a few 12-megapixel photos in its threads the server kept
 * ~200 MB more. Two arenas, unless the operator chose a number.
 */
export const SERVER_MALLOC_ARENAS = '2';

/** The flags this process still lacks. */
export function missingNodeFlags(execArgv: readonly string[] = process.execArgv): string[] {
  return SERVER_NODE_FLAGS.filter((flag) => !execArgv.includes(flag));
}

/**
 * Replaces this process (same pid, same streams) by one started with the server's flags and
 * malloc setting, unless it has them already or this Node cannot (process.execve: Node ≥ 22.15,
 * POSIX). The environment is only passed on here; env.ts still reads every setting.
 */
export function runWithServerFlags(): void {
  const missing = missingNodeFlags();
  const arenas = process.env.MALLOC_ARENA_MAX;
  if ((missing.length === 0 && arenas) || typeof process.execve !== 'function') return;
  process.execve(
    process.execPath,
    [process.execPath, ...missing, ...process.execArgv, ...process.argv.slice(1)],
    { ...process.env, MALLOC_ARENA_MAX: arenas || SERVER_MALLOC_ARENAS },
  );
}
