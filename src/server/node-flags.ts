// The V8 flags and malloc settings the server process runs with (decision 023), given on the
// command line and in the environment because V8 and glibc read them only when a process starts:
// main.ts replaces the process with one that has them.

/**
 * A young generation of at most 2 × 8 MB: V8 sizes it by the machine's memory (up to 3 × 32 MB
 * on a large one) and keeps what it grew to, ~120 MB of RSS the server never needs again.
 * WebAssembly (PGlite's PostgreSQL) compiled by Liftoff only: optimising its largest functions
 * with TurboFan took 400–600 MB for a few seconds and kept ~100 MB of code.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--liftoff-only'] as const;

/**
 * glibc's malloc settings (each kept if the operator set it). It keeps an arena per thread that
 * ever allocated (up to 8 per core) and hands little back: after sharp decoded six 12-megapixel
 * photos in its threads a process kept ~430 MB, with two arenas ~205 MB. And once a large block
 * it had mapped is freed, it raises its mapping threshold (up to 32 MB), so later photo buffers
 * come from the arenas and stay there: a fixed 128 KiB threshold maps and unmaps them, ~145 MB.
 */
export const SERVER_MALLOC_ENV = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
} as const;

/**
 * glibc's malloc settings of the readers' process (lib/reader-process: OCR), which would otherwise
 * inherit the server's. With the server's fixed 128 KiB mapping threshold every tensor
 * onnxruntime allocates for a photo of a new size is mapped and unmapped afresh, and a 256 px
 * scan took twice as long (measured: six 256 px photos after twelve 12 MP ones, 3.1 s against
 * 1.4 s); at 16 MiB the readers read as fast as with glibc's defaults and keep ~90 MB less
 * (~385 MB against ~475 MB after those scans). The process ends after OCR_IDLE_SECONDS idle.
 *
 * `glibc.malloc.hugetlb=1`: malloc asks for transparent huge pages (madvise) for what it maps,
 * so the detector's tensors (tens of MB, fresh memory for every photo above the threshold) are
 * faulted in 2 MB at a time instead of 4 KB. On a virtual machine where a page fault is dear
 * (measured on one: 1 GB first touched in 3.4 s, filled again in 50 ms) a 12 MP scan's p50
 * went 810 → 530–712 ms and its max 4.8 → 2.5 s; the process kept ~20 MB more after a scan
 * (383 MB against 361). Where the kernel gives no huge pages (THP "never") glibc ignores it.
 */
export const READER_MALLOC_ENV = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: String(16 * 1024 * 1024),
  GLIBC_TUNABLES: 'glibc.malloc.hugetlb=1',
} as const;

/**
 * The readers' environment: `env` with READER_MALLOC_ENV, an operator's own GLIBC_TUNABLES kept
 * (the huge-page tunable added to them unless they set it themselves).
 */
export function readerEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const theirs = env.GLIBC_TUNABLES?.trim();
  const tunables = !theirs
    ? READER_MALLOC_ENV.GLIBC_TUNABLES
    : /(^|:)glibc\.malloc\.hugetlb=/.test(theirs)
      ? theirs
      : `${theirs}:${READER_MALLOC_ENV.GLIBC_TUNABLES}`;
  return { ...env, ...READER_MALLOC_ENV, GLIBC_TUNABLES: tunables };
}

/** The flags this process still lacks. */
export function missingNodeFlags(execArgv: readonly string[] = process.execArgv): string[] {
  return SERVER_NODE_FLAGS.filter((flag) => !execArgv.includes(flag));
}

/**
 * Replaces this process (same pid, same streams) by one started with the server's flags and
 * malloc settings, unless it has them already or this Node cannot (process.execve: Node ≥ 22.15,
 * POSIX). The environment is only passed on here; env.ts still reads every setting.
 */
export function runWithServerFlags(): void {
  const missing = missingNodeFlags();
  const unset = Object.keys(SERVER_MALLOC_ENV).filter((name) => !process.env[name]);
  if ((missing.length === 0 && unset.length === 0) || typeof process.execve !== 'function') return;
  process.execve(
    process.execPath,
    [process.execPath, ...missing, ...process.execArgv, ...process.argv.slice(1)],
    { ...SERVER_MALLOC_ENV, ...process.env },
  );
}
