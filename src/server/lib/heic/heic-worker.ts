// Decodes one HEIC photo (HEVC in a HEIF box) with libheif compiled to WebAssembly (libheif-js,
// with libde265 inside), in a worker thread that ends with the decode: WebAssembly memory never
// shrinks, so it goes with the thread (decode-heic.ts).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';

interface HeifImage {
  get_width(): number;
  get_height(): number;
  is_primary(): boolean;
  display(
    target: { data: Uint8ClampedArray; width: number; height: number },
    done: (result: { data: Uint8ClampedArray } | null) => void,
  ): void;
}

interface Libheif {
  HeifDecoder: new () => { decode(bytes: Uint8Array): HeifImage[] };
}

// libheif-js reports a file it cannot read with console.log and an empty answer; the empty answer
// is what this worker goes by.
// eslint-disable-next-line no-console
console.log = () => undefined;

const require = createRequire(import.meta.url);
const dir = path.dirname(require.resolve('libheif-js/package.json'));
// Its own `libheif-js/wasm` entry reads the .wasm from the working directory: loaded here by path.
const load = require(path.join(dir, 'libheif-wasm/libheif.js')) as (options: {
  wasmBinary: Buffer;
}) => Libheif;
const libheif = load({ wasmBinary: fs.readFileSync(path.join(dir, 'libheif-wasm/libheif.wasm')) });

const { bytes, maxPixels } = workerData as { bytes: Uint8Array; maxPixels: number };

async function decode() {
  const images = new libheif.HeifDecoder().decode(bytes);
  const image = images.find((candidate) => candidate.is_primary()) ?? images[0];
  if (!image) throw new Error('no image in the file');
  const width = image.get_width();
  const height = image.get_height();
  if (width <= 0 || height <= 0 || width * height > maxPixels) throw new Error('image size');
  const data = new Uint8ClampedArray(width * height * 4);
  const decoded = await new Promise<{ data: Uint8ClampedArray } | null>((resolve) =>
    image.display({ data, width, height }, resolve),
  );
  if (!decoded) throw new Error('the image could not be decoded');
  return { data: decoded.data, width, height };
}

decode().then(
  (image) => parentPort!.postMessage({ image }, [image.data.buffer as ArrayBuffer]),
  (error: unknown) => parentPort!.postMessage({ error: String(error) }),
);
