// The two readers Car Lens uses: PP-OCR's text models (text-scan.ts) and a zxing-wasm barcode
// reader, in a process of their own (reader-host.ts via lib/reader-process) started on the first scan and
// ended after OCR_IDLE_SECONDS without one, which gives their memory back to the system.
import { readerProcess } from '../../lib/reader-process/reader-process.ts';
import type { TextScan } from './text-scan.ts';

export interface Readers {
  /** The passes of text read in a photo (text-scan.ts); no further turn of a photo without a
   * VIN-like line is tried after `deadline` (epoch ms). Once `signal` aborts (a barcode settled
   * the VIN, the request went away) the scan starts no further look and answers no passes. */
  scan(photo: Uint8Array, deadline: number, signal?: AbortSignal): Promise<TextScan>;
  /** The payloads of the barcodes (Code 39, Code 128, Data Matrix, QR) found in an image. */
  barcodes(image: Buffer): Promise<string[]>;
  close(): Promise<void>;
}

/** Until the server's settings say otherwise (setCarLensIdleMs): env.ts's default. */
const DEFAULT_IDLE_MS = 180_000;

const host = readerProcess({
  module: new URL('./reader-host.ts', import.meta.url),
  idleMs: DEFAULT_IDLE_MS,
});

/** How long the readers' process stays without a scan before it ends (OCR_IDLE_SECONDS). */
export function setCarLensIdleMs(ms: number): void {
  host.setIdleMs(ms);
}

/** The readers' process id while it runs (bench, tests). */
export function carLensReadersPid(): number | undefined {
  return host.pid();
}

/** Names a scan for the readers' process, so that it can be dropped (`dropScan`). */
let nextScan = 1;

/**
 * The readers (started on first use, again after an idle stop), reading at most `atOnce` photos'
 * text at a time (CARLENS_OCR_WORKERS: one core each).
 */
export async function carLensReaders(atOnce: number): Promise<Readers> {
  await host.call('start');
  return {
    scan: (photo, deadline, signal) => {
      const id = nextScan++;
      // The readers' process takes messages between a look's steps (onnxruntime-node starts each
      // inference from setImmediate; sharp works off the event loop): the scan stops before its
      // next look instead of reading on for an answer already given.
      const drop = () => void host.call('dropScan', id).catch(() => undefined);
      // Asked for first: the process takes its messages in order, and drops only a scan it has.
      const scanning = host.call<TextScan>('scanText', photo, deadline, atOnce, id);
      if (signal?.aborted) drop();
      else signal?.addEventListener('abort', drop, { once: true });
      return scanning.finally(() => signal?.removeEventListener('abort', drop));
    },
    barcodes: (image) => host.call<string[]>('barcodes', new Uint8Array(image)),
    close: closeCarLensReaders,
  };
}

/** Stops the readers (shutdown, tests); the next scan starts new ones. */
export function closeCarLensReaders(): Promise<void> {
  return host.close();
}
