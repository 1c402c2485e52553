// Photo-text's readers, run inside their own process (text-reader.ts starts it through
// lib/reader-process): a tesseract.js pool (worker threads with language data from
// @tesseract.js-data/eng) and PP-OCR's text models (model-lines.ts, decision 028).
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { lowerProcessPriority } from '../reader-process/thread-priority.ts';
import { readModelLines, type LineOptions } from './model-lines.ts';
import type { TextLine } from './text-lines.ts';
import type { ReadText, TextOptions } from './text-reader.ts';

const require = createRequire(import.meta.url);

const PSM_OF = {
  block: PSM.SINGLE_BLOCK,
  auto: PSM.AUTO,
  sparse: PSM.SPARSE_TEXT,
  line: PSM.SINGLE_LINE,
} as const;

interface Pool {
  queue: (() => void)[];
  idle: Worker[];
}

let pool: Promise<Pool> | null = null;

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
  return { queue: [], idle: [...workers] };
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

/** Reads the text in a (greyscale PNG) image with one of the pool's `poolSize` workers. */
export async function readText(
  image: Uint8Array,
  options: TextOptions,
  poolSize: number,
): Promise<ReadText> {
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
    const buffer = Buffer.from(image.buffer, image.byteOffset, image.byteLength);
    const { data } = await worker.recognize(buffer, {}, { text: true, blocks: true });
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
}

/** The text lines PP-OCR finds and reads in an (upright) image, with their boxes. */
export async function readLines(image: Uint8Array, options: LineOptions): Promise<TextLine[]> {
  try {
    return await readModelLines(image, options);
  } finally {
    // onnxruntime's threads (started on the first read) run at the readers' priority too.
    lowerProcessPriority();
  }
}
