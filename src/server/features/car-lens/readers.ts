// The two readers Car Lens uses, created once per process and reused: a pool of tesseract.js
// workers (each in its own worker thread) and one zxing-wasm barcode worker thread. Everything
// they load comes from node_modules (language data from @tesseract.js-data/eng, the wasm cores
// from tesseract.js-core and zxing-wasm): nothing is fetched at run time.
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { createScheduler, createWorker, OEM, PSM, type Scheduler } from 'tesseract.js';

const require = createRequire(import.meta.url);

/** The characters a VIN may hold, plus I/O/Q so they can be read and then fixed to 1/0/0. */
const OCR_WHITELIST = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** @tesseract.js-data/eng ships gzipped LSTM ("best_int") data: the fast, accurate choice. */
export function tesseractLangPath(): string {
  return path.join(
    path.dirname(require.resolve('@tesseract.js-data/eng/package.json')),
    '4.0.0_best_int',
  );
}

export interface Readers {
  /** The text tesseract reads in a (greyscale PNG) image, one line per line. */
  text(image: Buffer): Promise<string>;
  /** The payloads of the barcodes (Code 39, Code 128, Data Matrix, QR) found in an image. */
  barcodes(image: Buffer): Promise<string[]>;
  close(): Promise<void>;
}

async function createOcrPool(size: number): Promise<Scheduler> {
  const scheduler = createScheduler();
  const langPath = tesseractLangPath();
  const workers = await Promise.all(
    Array.from({ length: size }, async () => {
      const worker = await createWorker('eng', OEM.LSTM_ONLY, {
        langPath,
        gzip: true,
        workerPath: fileURLToPath(new URL('./ocr-worker.ts', import.meta.url)),
        // Never write a copy of the language data anywhere, never look for one online.
        cacheMethod: 'none',
        errorHandler: () => undefined,
      });
      await worker.setParameters({
        tessedit_char_whitelist: OCR_WHITELIST,
        tessedit_pageseg_mode: PSM.SPARSE_TEXT,
        // Photos carry no useful DPI; saying one keeps tesseract from guessing (and logging it).
        user_defined_dpi: '300',
      });
      return worker;
    }),
  );
  for (const worker of workers) scheduler.addWorker(worker);
  return scheduler;
}

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
    read(image: Buffer): Promise<string[]> {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, image: new Uint8Array(image) });
      });
    },
    close: () => worker.terminate().then(() => undefined),
  };
}

let shared: Promise<Readers> | null = null;

/** The process's readers (created on first use with `poolSize` OCR workers). */
export function carLensReaders(poolSize: number): Promise<Readers> {
  if (!shared) {
    shared = (async () => {
      const [ocr, barcode] = [await createOcrPool(poolSize), createBarcodeWorker()];
      const readers: Readers = {
        text: async (image) => (await ocr.addJob('recognize', image)).data.text,
        barcodes: (image) => barcode.read(image),
        close: async () => {
          await Promise.all([ocr.terminate(), barcode.close()]);
        },
      };
      return readers;
    })();
    shared.catch(() => {
      shared = null;
    });
  }
  return shared;
}

/** Stops the shared readers (shutdown, tests); the next scan starts new ones. */
export async function closeCarLensReaders(): Promise<void> {
  const current = shared;
  shared = null;
  if (current) await (await current).close();
}
