// A reader module for reader-process.test.ts: small answers, a failure, and the child's pid.
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
