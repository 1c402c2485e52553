// A reader module for reader-process.test.ts: small answers, a failure, the child's pid, and a
// call held until the test lets it go.
import fs from 'node:fs';
export function echo(value: unknown): unknown {
  return value;
}

export function bytes(image: Uint8Array): number {
  return image.byteLength;
}

export function pid(): number {
  return process.pid;
}

export function fail(): never {
  throw new Error('this reader failed');
}

export function mallocEnv(): Record<string, string | undefined> {
  return {
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX,
    MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_,
    GLIBC_TUNABLES: process.env.GLIBC_TUNABLES,
  };
}

/** Answers once `file` exists (the test creates it when it is ready). */
export async function holdUntil(file: string): Promise<string> {
  while (!fs.existsSync(file)) await new Promise((resolve) => setTimeout(resolve, 10));
  return 'released';
}
