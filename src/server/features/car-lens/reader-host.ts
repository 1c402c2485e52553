// Car Lens's readers, run inside their own process (lib/reader-process, started by readers.ts):
// a pool of tesseract.js workers (each in its own worker thread) and one zxing-wasm barcode worker
// thread. Everything they load comes from node_modules (language data from @tesseract.js-data/eng,
// the wasm cores from tesseract.js-core and zxing-wasm): nothing is fetched at run time.
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  createScheduler,
  createWorker,
  OEM,
  PSM,
  type RecognizeOptions,
  type Scheduler,
} from 'tesseract.js';

const require = createRequire(import.meta.url);

/** The characters a VIN may hold, plus I/O/Q so they can be read and then fixed to 1/0/0. */
const OCR_WHITELIST = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** @tesseract.js-data/eng ships gzipped LSTM ("best_int") data: the fast, accurate choice. */
function tesseractLangPath(): string {
  return path.join(
    path.dirname(require.resolve('@tesseract.js-data/eng/package.json')),
    '4.0.0_best_int',
  );
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
    read(image: Uint8Array): Promise<string[]> {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, image });
      });
    },
  };
}

let ocr: Promise<Scheduler> | null = null;
let barcode: ReturnType<typeof createBarcodeWorker> | null = null;

/** Starts the OCR pool (`size` workers) and the barcode worker, once. */
export async function start(size: number): Promise<void> {
  ocr ??= createOcrPool(size);
  ocr.catch(() => {
    ocr = null;
  });
  barcode ??= createBarcodeWorker();
  await ocr;
}

/**
 * The text tesseract reads in a (greyscale PNG) image, one line per line; `singleLine` reads it
 * as one line of text (PSM 7: a cut-out VIN line) instead of looking for sparse text.
 */
export async function text(image: Uint8Array, size: number, singleLine = false): Promise<string> {
  await start(size);
  const scheduler = await ocr!;
  const buffer = Buffer.from(image.buffer, image.byteOffset, image.byteLength);
  // tesseract.js passes recognize options it does not know on to tesseract for this job only
  // (its types list only its own).
  const options = (singleLine
    ? { tessedit_pageseg_mode: PSM.SINGLE_LINE }
    : {}) as unknown as Partial<RecognizeOptions>;
  return (await scheduler.addJob('recognize', buffer, options)).data.text;
}

/** The payloads of the barcodes (Code 39, Code 128, Data Matrix, QR) found in an image. */
export function barcodes(image: Uint8Array): Promise<string[]> {
  barcode ??= createBarcodeWorker();
  return barcode.read(image);
}
