// Runs in a worker thread (see readers.ts): zxing-wasm decodes synchronously inside WebAssembly,
// which on a large photo would hold the event loop for tens of milliseconds per pass. Its wasm is
// read from the installed package file, so it never fetches the CDN copy it would otherwise use.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { lowerThreadPriority } from '../../lib/reader-process/thread-priority.ts';

lowerThreadPriority();

const require = createRequire(import.meta.url);
const wasm = fs.readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
const ready = prepareZXingModule({
  overrides: {
    wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength),
  },
  fireImmediately: true,
});

interface Request {
  id: number;
  image: Uint8Array;
}

parentPort!.on('message', (request: Request) => {
  void (async () => {
    try {
      await ready;
      const results = await readBarcodes(request.image, {
        formats: ['Code39', 'Code128', 'DataMatrix', 'QRCode'],
        tryHarder: true,
        tryRotate: true,
        tryInvert: true,
        maxNumberOfSymbols: 8,
      });
      const texts = results.filter((result) => result.isValid).map((result) => result.text);
      parentPort!.postMessage({ id: request.id, texts });
    } catch (error) {
      parentPort!.postMessage({ id: request.id, error: String(error) });
    }
  })();
});
