// Offline text reading for photos other than VINs (odometers, fuel receipts): a small pool of
// tesseract.js workers in worker threads, language data from @tesseract.js-data/eng, started on
// first use and stopped after a minute idle (the footprint rule: heavy workers only when used).
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';

const require = createRequire(import.meta.url);
const IDLE_MS = 60_000;

export interface TextOptions {
  /** Characters tesseract may answer with (all when absent). */
  whitelist?: string;
  /** 'block' reads a block of lines (receipts), 'sparse' finds text anywhere (a dashboard). */
  layout: 'block' | 'auto' | 'sparse' | 'line';
}

export interface ReadText {
  text: string;
  /** Words with tesseract's confidence (0–100). */
  words: { text: string; confidence: number }[];
}

const PSM_OF = {
  block: PSM.SINGLE_BLOCK,
  auto: PSM.AUTO,
  sparse: PSM.SPARSE_TEXT,
  line: PSM.SINGLE_LINE,
} as const;

interface Pool {
  workers: Worker[];
  queue: (() => void)[];
  idle: Worker[];
}

let pool: Promise<Pool> | null = null;
let idleTimer: NodeJS.Timeout | undefined;
let busy = 0;

async function startPool(size: number): Promise<Pool> {
  const langPath = path.join(
    path.dirname(require.resolve('@tesseract.js-data/eng/package.json')),
    '4.0.0_best_int',
  );
  const workers = await Promise.all(
    Array.from({ length: size }, () =>
      createWorker('eng', OEM.LSTM_ONLY, {
        langPath,
        gzip: true,
        workerPath: fileURLToPath(new URL('./ocr-thread.ts', import.meta.url)),
        cacheMethod: 'none',
        errorHandler: () => undefined,
      }),
    ),
  );
  return { workers, queue: [], idle: [...workers] };
}

function scheduleStop() {
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    if (busy === 0) void closePhotoTextReaders();
  }, IDLE_MS);
  idleTimer.unref();
}

async function take(p: Pool): Promise<Worker> {
  const worker = p.idle.pop();
  if (worker) return worker;
  await new Promise<void>((resolve) => p.queue.push(resolve));
  return take(p);
}

function give(p: Pool, worker: Worker) {
  p.idle.push(worker);
  p.queue.shift()?.();
}

/** Reads the text in a (greyscale PNG) image with one of the pool's workers. */
export async function readText(
  image: Buffer,
  options: TextOptions,
  poolSize = 2,
): Promise<ReadText> {
  busy += 1;
  clearTimeout(idleTimer);
  try {
    pool ??= startPool(poolSize);
    pool.catch(() => {
      pool = null;
    });
    const p = await pool;
    const worker = await take(p);
    try {
      await worker.setParameters({
        tessedit_char_whitelist: options.whitelist ?? '',
        tessedit_pageseg_mode: PSM_OF[options.layout],
        user_defined_dpi: '300',
      });
      const { data } = await worker.recognize(image, {}, { text: true, blocks: true });
      const words = (data.blocks ?? []).flatMap((block) =>
        block.paragraphs.flatMap((paragraph) =>
          paragraph.lines.flatMap((line) =>
            line.words.map((word) => ({ text: word.text, confidence: word.confidence })),
          ),
        ),
      );
      return { text: data.text, words };
    } finally {
      give(p, worker);
    }
  } finally {
    busy -= 1;
    if (busy === 0) scheduleStop();
  }
}

/** Stops the workers (idle, shutdown, tests); the next read starts new ones. */
export async function closePhotoTextReaders(): Promise<void> {
  clearTimeout(idleTimer);
  const current = pool;
  pool = null;
  if (current) {
    const p = await current.catch(() => null);
    if (p) await Promise.all(p.workers.map((worker) => worker.terminate()));
  }
}
