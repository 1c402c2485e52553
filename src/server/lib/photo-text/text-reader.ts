// Offline text reading for photos other than VINs (odometers, fuel receipts): PP-OCR's text
// models and a small pool of tesseract.js workers (text-host.ts) in a process of their own,
// started on first use and ended after OCR_IDLE_SECONDS idle, which gives its memory back (the
// footprint rule: heavy workers only while used; lib/reader-process).
import { readerProcess } from '../reader-process/reader-process.ts';
import type { LineOptions } from './model-lines.ts';
import type { TextLine } from './text-lines.ts';

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

/** Until the server's settings say otherwise (setPhotoTextIdleMs): env.ts's default. */
const DEFAULT_IDLE_MS = 180_000;

const host = readerProcess({
  module: new URL('./text-host.ts', import.meta.url),
  idleMs: DEFAULT_IDLE_MS,
});

/** How long the reading process stays without a photo before it ends (OCR_IDLE_SECONDS). */
export function setPhotoTextIdleMs(ms: number): void {
  host.setIdleMs(ms);
}

/** The reading process's id while it runs (bench, tests). */
export function photoTextPid(): number | undefined {
  return host.pid();
}

/** Reads the text in a (greyscale PNG) image with one of the pool's workers. */
export function readText(image: Buffer, options: TextOptions, poolSize = 2): Promise<ReadText> {
  return host.call<ReadText>('readText', new Uint8Array(image), options, poolSize);
}

/** The text lines PP-OCR finds and reads in an (upright, RGB) image, with their boxes. */
export function readTextLines(image: Buffer, options: LineOptions): Promise<TextLine[]> {
  return host.call<TextLine[]>('readLines', new Uint8Array(image), options);
}

/** Stops the workers (shutdown, tests); the next read starts new ones. */
export function closePhotoTextReaders(): Promise<void> {
  return host.close();
}
