// The two readers Car Lens uses: tesseract.js OCR workers and a zxing-wasm barcode reader, in a
// process of their own (reader-host.ts via lib/reader-process) started on the first scan and
// ended after OCR_IDLE_SECONDS without one, which gives their memory back to the system.
import { readerProcess } from '../../lib/reader-process/reader-process.ts';

export interface Readers {
  /** The text tesseract reads in a (greyscale PNG) image, one line per line; `singleLine` reads
   * it as a single line (a cut-out text line). */
  text(image: Buffer, singleLine?: boolean): Promise<string>;
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

/** The readers, with `poolSize` OCR workers started (on first use, again after an idle stop). */
export async function carLensReaders(poolSize: number): Promise<Readers> {
  await host.call('start', poolSize);
  return {
    text: (image, singleLine = false) =>
      host.call<string>('text', new Uint8Array(image), poolSize, singleLine),
    barcodes: (image) => host.call<string[]>('barcodes', new Uint8Array(image)),
    close: closeCarLensReaders,
  };
}

/** Stops the readers (shutdown, tests); the next scan starts new ones. */
export function closeCarLensReaders(): Promise<void> {
  return host.close();
}
