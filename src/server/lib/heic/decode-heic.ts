// iPhones save photos as HEIC: HEVC inside a HEIF box, which sharp's libvips cannot decode (its
// build has no HEVC decoder). This decodes one in a worker thread of its own (heic-worker.ts), so
// the WebAssembly decoder's memory is given back when the photo is done; one at a time, so many
// uploads at once cannot add up its memory (~250 MB for a 12 MP photo) or take every core.
import { Worker } from 'node:worker_threads';
import { turns } from '../turns.ts';

export interface DecodedHeic {
  /** RGBA, row after row. */
  data: Uint8Array;
  width: number;
  height: number;
}

/** One decode at a time. */
const decoding = turns();

/** The most decodes that have run at the same time in this process (tests). */
export function mostHeicDecodesAtOnce(): number {
  return decoding.mostAtOnce();
}

function decodeInWorker(bytes: Uint8Array, maxPixels: number): Promise<DecodedHeic> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./heic-worker.ts', import.meta.url), {
      workerData: { bytes, maxPixels },
    });
    worker.once('message', (message: { image?: DecodedHeic; error?: string }) => {
      void worker.terminate();
      if (message.image) resolve(message.image);
      else reject(new Error(message.error ?? 'HEIC decode failed'));
    });
    worker.once('error', (error) => {
      void worker.terminate();
      reject(error);
    });
    worker.once('exit', (code) => reject(new Error(`HEIC decoder stopped (${code})`)));
  });
}

/** Decodes the primary image of an HEIC file; rejects when it is not one or is over maxPixels. */
export function decodeHeic(bytes: Uint8Array, maxPixels: number): Promise<DecodedHeic> {
  return decoding.run(1, () => decodeInWorker(bytes, maxPixels));
}
